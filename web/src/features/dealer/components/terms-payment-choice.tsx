import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '@/components/ui/classes';
import { Fieldset } from '@/components/ui/fieldset';
import { setCheckoutPayment, useCheckoutPayment } from '@/lib/checkout-payment';
import { formatMoney } from '@/lib/money';
import { useDealerBalance } from '../api/get-balance';
import styles from './dealer.module.css';

/**
 * A dealer's choice at checkout: pay online, or "przelew z terminem płatności" when their terms
 * allow it now. When they do not, the option is disabled and the reason is said beside it (no
 * terms, an overdue invoice, the credit limit); the server checks the same again.
 */
export function TermsPaymentChoice() {
  const { t } = useTranslation('dealer');
  const id = useId();
  const payment = useCheckoutPayment();
  const balance = useDealerBalance();
  const b = balance.data;
  const termsOpen = !!b?.termsAvailable;
  // Terms that stopped being available (the balance loaded, or changed) fall back to online.
  useEffect(() => {
    if (b && !b.termsAvailable && payment === 'terms') setCheckoutPayment('online');
  }, [b, payment]);
  useEffect(() => () => setCheckoutPayment('online'), []);

  return (
    <Fieldset look="framed" legend={t('payment.title')} className={styles.paymentChoice} data-testid="payment-choice">
      <label className={ui.checkbox}>
        <input type="radio" name={`${id}-payment`} checked={payment === 'online'} onChange={() => setCheckoutPayment('online')} />
        {t('payment.online')}
      </label>
      <label className={ui.checkbox}>
        <input type="radio" name={`${id}-payment`} checked={payment === 'terms'} disabled={!termsOpen} aria-describedby={`${id}-terms`} onChange={() => setCheckoutPayment('terms')} />
        {b && b.paymentTermsDays > 0 ? t('payment.termsDays', { count: b.paymentTermsDays }) : t('payment.terms')}
      </label>
      <p id={`${id}-terms`} className={b?.refusal ? styles.overdue : ui.hint} role={b?.refusal ? 'status' : undefined} data-testid="terms-reason">
        {balance.isPending ? t('balance.loading') : balance.isError ? t('balance.failed') : b!.refusal ? t(`balance.refusal.${b!.refusal}`) : t('payment.available', { amount: formatMoney(b!.available) })}
      </p>
    </Fieldset>
  );
}
