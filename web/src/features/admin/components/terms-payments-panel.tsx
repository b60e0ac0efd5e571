import type { AdminOrderResponse } from '@contracts/admin';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OrderPanel } from '@/components/order/order-panel';
import { Button } from '@/components/ui/button';
import { ui } from '@/components/ui/classes';
import { TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useRecordTermsPayment, useTermsPayments } from '../api/dealer-terms';
import { adminPaths } from '../paths';
import { validationText } from '../utils/error-text';
import { formatDateTime } from '../utils/format';
import { groszeToZloty, zlotyToGrosze } from '../utils/zloty';
import styles from './order-panels.module.css';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/**
 * A terms order's bank transfers (issue 34): the due date, what is left, the payments recorded,
 * and "Record payment" (amount, received date, reference; a part of the amount is fine). The
 * server decides (409 for more than is left or a reference already recorded) and its message,
 * or its field errors, are shown.
 */
export function TermsPaymentsPanel({ order }: { order: AdminOrderResponse }) {
  const { t } = useTranslation('admin');
  const payments = useTermsPayments(order.id);
  const record = useRecordTermsPayment();
  // What is still invoiced (less credits: correction invoices) less what was paid.
  const left = order.status === 'cancelled' ? 0 : Math.max(0, order.totalAmount - order.amountRefunded - order.amountPaid);
  const [amount, setAmount] = useState(groszeToZloty(left));
  const [receivedAt, setReceivedAt] = useState(today);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    record.mutate(
      { orderId: order.id, payment: { amount: zlotyToGrosze(amount) ?? Number.NaN, receivedAt, reference } },
      {
        onSuccess: (result) => {
          setErrors({});
          setReference('');
          setAmount(groszeToZloty(Math.max(0, result.order.totalAmount - order.amountRefunded - result.order.amountPaid)));
          toast.success(t('termsPayments.recorded', { amount: formatMoney(result.payment.amount) }));
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.fields) {
            setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, validationText(t, key)])));
            toast.error(t('termsPayments.fixFields'));
          } else if (isApiError(error) && error.status === 409) {
            // The reasons (more than is left, a reference already recorded, a cancelled order) in the admin's language.
            setErrors({ form: t('termsPayments.refused') });
            void payments.refetch();
          } else toast.error(t('termsPayments.error'));
        },
      },
    );
  }

  return (
    <OrderPanel title={t('termsPayments.title')}>
      <dl className={ui.dl}>
        <dt>{t('termsPayments.dueDate')}</dt>
        <dd>{order.paymentDueDate ?? '—'}</dd>
        <dt>{t('termsPayments.left')}</dt>
        <dd data-testid="terms-left">{formatMoney(left)}</dd>
        {order.userId ? (
          <>
            <dt>{t('termsPayments.dealer')}</dt>
            <dd>
              <Link className={ui.link} to={adminPaths.dealer(order.userId)}>
                {t('termsPayments.dealerLink')}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      {payments.isError ? (
        <p className={ui.error} role="alert">
          {t('termsPayments.loadError')}
        </p>
      ) : payments.data?.items.length ? (
        <ul role="list" aria-label={t('termsPayments.listLabel')} data-testid="terms-payments">
          {payments.data.items.map((p) => (
            <li key={`${p.reference}-${p.recordedAt}`}>
              {formatMoney(p.amount)} · {p.receivedAt.slice(0, 10)} · <span className={ui.mono}>{p.reference}</span>
              <span className={ui.hint}> · {t('termsPayments.recordedBy', { by: p.recordedBy, at: formatDateTime(p.recordedAt) })}</span>
            </li>
          ))}
        </ul>
      ) : payments.isSuccess ? (
        <p className={ui.hint}>{t('termsPayments.none')}</p>
      ) : null}
      {left > 0 ? (
        <form className={styles.statusForm} onSubmit={submit} noValidate aria-label={t('termsPayments.record')}>
          <TextField label={t('termsPayments.amount')} inputMode="decimal" value={amount} error={errors.amount} onChange={(e) => setAmount(e.target.value)} required />
          <TextField label={t('termsPayments.receivedAt')} type="date" value={receivedAt} error={errors.receivedAt} onChange={(e) => setReceivedAt(e.target.value)} required />
          <TextField label={t('termsPayments.reference')} value={reference} error={errors.reference} hint={t('termsPayments.referenceHint')} onChange={(e) => setReference(e.target.value)} required />
          {errors.form ? (
            <p className={ui.error} role="alert">
              {errors.form}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={record.isPending} aria-busy={record.isPending || undefined}>
              {t('termsPayments.record')}
            </Button>
          </div>
        </form>
      ) : null}
    </OrderPanel>
  );
}
