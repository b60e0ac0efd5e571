import { Check, Loader2, Tag, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountRefusal } from '@contracts/promotions';
import { Button } from '@/components/ui/button';
import { spinningIcon } from '@/components/ui/spinner';
import { fieldControl } from '@/components/ui/field';
import styles from './discount-code.module.css';

/**
 * The discount code field of /checkout (loaded with its own chunk when the summary first shows).
 * The buyer types a code and applies it; the page asks the server for a quote with it and passes
 * the answer back here: applied (the summary shows the discount) or refused, with the reason's
 * own text (expired, not yet valid, basket below the minimum, used up, already used, not for these
 * products, not for dealers, sign in first).
 */
export default function DiscountCode({
  applied,
  refusal,
  checking,
  onApply,
  onRemove,
}: {
  /** The code the server accepted, upper-cased. */
  applied: string | null;
  /** Why the typed code was refused. */
  refusal: DiscountRefusal | null;
  checking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [draft, setDraft] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = draft.trim();
    if (code) onApply(code);
  }

  if (applied) {
    return (
      <div className={styles.applied} data-testid="discount-applied">
        <Check aria-hidden="true" />
        <p role="status">{t('discount.appliedCode', { code: applied })}</p>
        <Button variant="ghost" size="small" onClick={onRemove} aria-label={t('discount.removeCode', { code: applied })}>
          <X aria-hidden="true" />
          {t('discount.remove')}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={checking || undefined}>
      <label htmlFor={`${id}-code`} className={`${fieldControl.label} ${styles.label}`}>
        <Tag aria-hidden="true" />
        {t('discount.label')}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-code`}
          className={`${fieldControl.input} ${styles.input}`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="secondary" disabled={checking || !draft.trim()}>
          {checking ? <Loader2 aria-hidden="true" className={spinningIcon} /> : null}
          {t('discount.apply')}
        </Button>
      </div>
      {refusal ? (
        <p id={`${id}-error`} className={styles.error} role="alert" data-testid="discount-error">
          {t(refusal)}
        </p>
      ) : null}
    </form>
  );
}
