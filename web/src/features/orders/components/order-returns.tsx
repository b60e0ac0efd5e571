import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contracts/order';
import { OrderPanel } from '@/components/order/order-panel';
import { formatMoney } from '@/lib/money';
import { Cluster, Stack } from '@/components/ui/layout';
import { downloadCorrection } from '../api/withdraw';
import { formatOrderDate } from '../utils/order-format';
import { text } from '@/components/ui/text';
import { PdfDownloadButton } from './pdf-download-button';
import { ReturnInstructions } from './return-instructions';
import styles from './withdrawal.module.css';

/**
 * The order's returns (issue 19): where each stands — requested, parcel received, refund on its
 * way, refunded ('Zwrócono'), or rejected with the reason — and, once refunded, its correction
 * invoice (a guest's download proves the order with its e-mail). While a parcel is awaited, how
 * to send it back (return-instructions.tsx).
 */
export function OrderReturns({ order, guestEmail }: { order: Order; guestEmail?: string }) {
  const { t } = useTranslation('returns');
  if (!order.returns?.length) return null;
  return (
    <OrderPanel title={t('returns.title')} icon={<PackageOpen aria-hidden="true" />} data-testid="order-returns">
      <Stack as="ul" role="list" gap={4} divided>
        {order.returns.map((r) => (
          <Stack as="li" key={r.id} gap={2} data-testid="order-return">
            <Cluster spread gap={2}>
              <strong>{t('returns.item', { date: formatOrderDate(r.createdAt, true) })}</strong>
              <span className={styles.badge} data-status={r.status}>
                {t(`returns.status.${r.status}`)}
              </span>
            </Cluster>
            <ul className={styles.review}>
              {r.lines.map((line) => (
                <li key={line.itemId}>
                  {line.name} × {line.acceptedQuantity ?? line.quantity}
                </li>
              ))}
            </ul>
            {r.refund ? (
              <p className={text.meta}>
                {t('returns.refund', { amount: formatMoney(r.refund.total) })}
                {r.refund.delivery ? ` (${t('returns.refundDelivery', { amount: formatMoney(r.refund.delivery) })})` : ''}
              </p>
            ) : null}
            {r.rejectionReason ? <p className={text.meta}>{t('returns.rejection', { reason: r.rejectionReason })}</p> : null}
            {r.correctionNumber ? <p className={text.meta}>{t('returns.correction', { number: r.correctionNumber })}</p> : null}
            {r.status === 'refunded' ? (
              <PdfDownloadButton
                download={() => downloadCorrection({ orderId: order.id, returnId: r.id, guestEmail, fallbackName: `korekta-${(r.correctionNumber ?? r.id).replace(/[^\w-]+/g, '-')}.pdf` })}
                label={t('returns.correctionDownload')}
                busyLabel={t('returns.correctionDownloading')}
                errorText={t('returns.correctionError')}
              />
            ) : null}
          </Stack>
        ))}
      </Stack>
      {order.withdrawal && order.returns.some((r) => r.status === 'requested') ? (
        <div className={styles.awaiting}>
          <h3 className={styles.nextTitle}>{t('returns.sendBackTitle')}</h3>
          <ReturnInstructions path={order.withdrawal} orderId={order.id} />
        </div>
      ) : null}
    </OrderPanel>
  );
}
