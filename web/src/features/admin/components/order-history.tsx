import type { AdminOrderResponse } from '@contracts/admin';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { OrderPanel } from '@/components/order/order-panel';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from '../utils/format';
import { Cluster } from '@/components/ui/layout';
import { StatusBadge } from './status-badge';
import { ui } from '@/components/ui/classes';
import styles from './order-panels.module.css';

type Change = AdminOrderResponse['history'][number];

function byLabel(t: TFunction<'admin'>, by: string): string {
  if (by === 'stripe') return t('order.byStripe');
  if (by === 'system' || by === 'sweeper') return t('order.bySystem');
  if (by === 'buyer') return t('order.byBuyer');
  if (by === 'inpost') return 'InPost'; // tracking events moved it (functions/delivery)
  return by;
}

/** What one change was: a payment, a return's or refund's step, or a status moved (from → to). */
function ChangeText({ change }: { change: Change }) {
  const { t } = useTranslation('admin');
  if (change.kind === 'payment') return <>{t('order.historyPayment', { amount: formatMoney(change.amount ?? 0) })}</>;
  if (change.kind === 'return') {
    const step = change.returnStatus === 'received' || change.returnStatus === 'accepted' || change.returnStatus === 'rejected' ? change.returnStatus : 'requested';
    return <>{t(`order.historyReturn.${step}`)}</>;
  }
  if (change.kind === 'refund') {
    const step = change.refundStatus === 'requested' || change.refundStatus === 'succeeded' ? change.refundStatus : 'failed';
    return <>{t(`order.historyRefund.${step}`, { amount: formatMoney(change.amount ?? 0) })}</>;
  }
  if (change.from) {
    return (
      <>
        <StatusBadge status={change.from} /> <span aria-label={t('order.to')}>→</span> <StatusBadge status={change.to} />
      </>
    );
  }
  return (
    <>
      {t('order.historyCreated')} <StatusBadge status={change.to} />
    </>
  );
}

/** The order's timeline for the admin: every status change, payment, return and refund, when and by whom. */
export function OrderHistory({ history }: { history: AdminOrderResponse['history'] }) {
  const { t } = useTranslation('admin');
  return (
    <OrderPanel title={t('order.history')}>
      {history.length === 0 ? (
        <p className={ui.hint}>{t('order.historyEmpty')}</p>
      ) : (
        <ol className={styles.history}>
          {history.map((change, index) => (
            <li key={`${change.at}-${index}`}>
              <Cluster as="p" gap={2}>
                <ChangeText change={change} />
              </Cluster>
              <p className={ui.hint}>
                <time dateTime={change.at}>{formatDateTime(change.at)}</time> · {t('order.by', { by: byLabel(t, change.by) })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </OrderPanel>
  );
}
