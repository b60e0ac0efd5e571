import type { Refund } from '@contracts/order';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/money';
import { text } from '@/components/ui/text';
import { useOrderViewTranslation } from './texts';
import styles from './order-view.module.css';

/**
 * The order's refunds, newest as the server lists them: the amount, where it stands (`status`
 * words it for the reader: the buyer is told a failed one is on hold, the admin that it failed),
 * when, what else the reader needs (`details`), and the refund's correction invoice (`correction`).
 */
export function OrderRefundList({
  refunds,
  status,
  formatDate,
  details,
  correction,
}: {
  refunds: readonly Refund[];
  status: (refund: Refund) => string;
  formatDate: (iso: string) => string;
  details?: (refund: Refund) => ReactNode;
  correction?: (refund: Refund & { correctionNumber: string }) => ReactNode;
}) {
  const { t } = useOrderViewTranslation();
  return (
    <ul role="list" className={styles.refunds}>
      {refunds.map((refund) => (
        <li key={refund.id} data-status={refund.status}>
          <strong>{t('refund', { amount: formatMoney(refund.amount) })}</strong>
          <span className={text.meta}>
            {status(refund)} · <time dateTime={refund.createdAt}>{formatDate(refund.createdAt)}</time>
            {details?.(refund)}
          </span>
          {refund.correctionNumber && correction ? correction({ ...refund, correctionNumber: refund.correctionNumber }) : null}
        </li>
      ))}
    </ul>
  );
}
