import { useMutation } from '@tanstack/react-query';
import { BellRing, CircleCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { BackInStockAnswer } from '@contracts/back-in-stock';
import { Button } from '@/components/ui/button';
import { FormMessage, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { api, isApiError } from '@/lib/api-client';
import { useBackInStockTranslation } from '../texts';
import styles from './back-in-stock-form.module.css';

/** Which of the spec's messages a failed request shows (the server's stable codes). */
function errorKey(error: unknown): 'emailInvalid' | 'tooMany' | 'inStock' | 'failed' {
  if (!isApiError(error)) return 'failed';
  if (error.status === 400 && error.fields?.email) return 'emailInvalid';
  if (error.status === 429) return 'tooMany';
  if (error.status === 409) return 'inStock';
  return 'failed';
}

/**
 * "Powiadom mnie o dostępności" on a sold-out product (or size): one e-mail field. A guest gets a
 * confirmation link first; a signed-in customer typing their own address is set at once (the
 * server decides, from the session the API client sends).
 */
export default function BackInStockForm({ productId, sku, variantChosen }: { productId: number; sku?: string | undefined; variantChosen: boolean }) {
  const { t, i18n } = useBackInStockTranslation();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const ask = useMutation({
    mutationFn: () => api.post<BackInStockAnswer>(`/products/${productId}/back-in-stock`, { email, ...(sku ? { sku } : {}), language: i18n.language === 'en' ? 'en' : 'pl' }),
    onError: (error) => {
      if (errorKey(error) === 'failed') toast.error(t('errors.failed'));
    },
  });
  const problem = ask.isError ? errorKey(ask.error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate();
  };

  if (ask.isSuccess) {
    return (
      <div className={styles.box} role="status">
        <p className={styles.done}>
          <CircleCheck aria-hidden="true" /> {t(ask.data.status === 'waiting' ? 'form.waiting' : 'form.confirmationSent')}
        </p>
      </div>
    );
  }
  return (
    <form className={styles.box} onSubmit={submit} aria-labelledby={titleId} noValidate data-testid="back-in-stock-form">
      <h2 id={titleId} className={styles.title}>
        <BellRing aria-hidden="true" /> {t('form.title')}
      </h2>
      <p className={styles.lead}>{t(variantChosen ? 'form.leadVariant' : 'form.lead')}</p>
      <div className={styles.row}>
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={problem === 'emailInvalid' ? t('errors.emailInvalid') : undefined}
          className={styles.field}
        />
        <Button type="submit" variant="secondary" disabled={ask.isPending || !email.trim()} className={styles.submit}>
          {ask.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
      {problem === 'tooMany' || problem === 'inStock' ? <FormMessage tone="error">{t(`errors.${problem}`)}</FormMessage> : null}
      <p className={styles.privacy}>{t('form.privacy')}</p>
    </form>
  );
}
