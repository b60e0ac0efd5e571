import type { DeliveryOption, DeliveryQuote } from '@contracts/delivery';
import type { CartTotalsProps } from '@/components/cart-totals';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { useSession } from '@/lib/auth';
import { formatMoney } from '@/lib/money';
import { cartLines } from '../api/create-checkout';
import { useDeliveryQuote } from '../api/get-delivery-quote';
import { readDeliveryChoice } from '../utils/delivery-choice';
import { missingForFreeDelivery } from '../utils/free-delivery';
import styles from './drawer-totals.module.css';

/**
 * The delivery the drawer prices: the buyer's last method when it can take this cart, else the
 * cheapest way to send it (pickup is free but is not a shipping price, so it is the last resort).
 */
export function drawerOption(quote: DeliveryQuote, remembered: DeliveryOption['method'] | undefined): DeliveryOption | undefined {
  const available = quote.options.filter((o) => o.available);
  return (
    available.find((o) => o.method === remembered) ??
    [...available].filter((o) => o.method !== 'pickup').sort((a, b) => a.cost - b.cost)[0] ??
    available[0]
  );
}

/** Products + delivery = total in the cart drawer (see components/cart-totals.tsx). */
export default function DrawerTotals({ items, productsTotal: products, fallback }: CartTotalsProps) {
  const { t } = useDeliveryTranslation();
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.userId : null;
  const quote = useDeliveryQuote(cartLines(items), userId);
  if (!quote.data) return <>{fallback}</>;

  const option = drawerOption(quote.data, readDeliveryChoice()?.method);
  const missing = option ? missingForFreeDelivery(quote.data, option) : null;
  return (
    <div className={styles.totals}>
      <dl className={styles.rows}>
        <div>
          <dt>{t('drawer.products')}</dt>
          <dd data-testid="cart-total">{formatMoney(products)}</dd>
        </div>
        {option ? (
          <div>
            <dt>{t('drawer.deliveryVia', { method: t(`methods.${option.method}`) })}</dt>
            <dd>{option.cost === 0 ? t('price.free') : formatMoney(option.cost)}</dd>
          </div>
        ) : null}
        <div className={styles.total}>
          <dt>{t('drawer.total')}</dt>
          <dd data-testid="cart-grand-total">{formatMoney(products + (option?.cost ?? 0))}</dd>
        </div>
      </dl>
      {missing !== null ? <p className={styles.hint}>{t('freeThreshold.remaining', { amount: formatMoney(missing) })}</p> : null}
      <p className={styles.hint}>{t('drawer.note')}</p>
    </div>
  );
}
