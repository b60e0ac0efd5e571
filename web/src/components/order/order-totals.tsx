import type { Order } from '@contracts/order';
import { formatMoney } from '@/lib/money';
import { formatOrderTotal } from '@/lib/order-total';
import { text } from '@/components/ui/text';
import { useOrderViewTranslation } from './texts';
import styles from './order-view.module.css';

/** What the order comes to: the products, the delivery, the total and, once any, what was refunded. */
export function OrderTotals({ order }: { order: Pick<Order, 'items' | 'delivery' | 'totalAmount' | 'currency' | 'amountRefunded'> }) {
  const { t } = useOrderViewTranslation();
  const productsValue = order.items.reduce((sum, item) => sum + item.totalPrice, 0);
  return (
    <dl className={text.amounts} aria-label={t('summary')}>
      <div>
        <dt>{t('productsValue')}</dt>
        <dd>{formatMoney(productsValue)}</dd>
      </div>
      <div>
        <dt>{t('delivery')}</dt>
        <dd>{formatMoney(order.delivery?.cost ?? 0)}</dd>
      </div>
      <div className={`${text.amountsTotal} ${styles.summaryTotal}`}>
        <dt>{t('total')}</dt>
        <dd>{formatOrderTotal(order.totalAmount, order.currency)}</dd>
      </div>
      {order.amountRefunded > 0 ? (
        <div>
          <dt>{t('refunded')}</dt>
          <dd>−{formatMoney(order.amountRefunded)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
