import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './form.module.css';

/** The foot of the contact and dealer forms: which fields are required, and the send button (busy while sending). */
export function FormFooter({ pending, submitLabel, sendingLabel }: { pending: boolean; submitLabel: string; sendingLabel: string }) {
  const { t } = useTranslation('content');
  return (
    <div className={styles.footer}>
      <p className={styles.requiredNote}>{t('form.requiredNote')}</p>
      <Button type="submit" size="large" disabled={pending} aria-busy={pending || undefined}>
        <Send aria-hidden="true" />
        {pending ? sendingLabel : submitLabel}
      </Button>
    </div>
  );
}
