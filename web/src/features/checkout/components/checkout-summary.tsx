import { Loader2, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOption, DeliveryQuote } from '@contracts/delivery';
import { Button } from '@/components/ui/button';
import { MediaImage } from '@/components/ui/media-image';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { cartCount, openCart, unitPriceOf, type CartItem } from '@/lib/cart';
import { formatMoney } from '@/lib/money';
import { missingForFreeDelivery } from '../utils/free-delivery';
import styles from './checkout.module.css';

/**
 * The order as it will be charged: products (as the server priced them), the chosen delivery,
 * the total, and the button that goes to Stripe.
 */
export function CheckoutSummary({
  items,
  quote,
  option,
  busy,
}: {
  items: readonly CartItem[];
  quote: DeliveryQuote;
  option: DeliveryOption | undefined;
  busy: boolean;
}) {
  const { t } = useDeliveryTranslation();
  const { t: tc } = useTranslation('cart');
  const total = quote.productsTotal + (option?.cost ?? 0);
  const missing = missingForFreeDelivery(quote, option);
  const reached = quote.freeThreshold !== null && quote.productsTotal >= quote.freeThreshold;
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.summaryTitle}>
        {t('checkout.summary.title')}
        <span className={styles.summaryCount}>{t('checkout.summary.items', { count: cartCount(items) })}</span>
      </h2>
      {/* A long cart (a dealer's quick order) scrolls here: focusable, so a keyboard can scroll it too. */}
      <ul role="list" className={styles.summaryItems} tabIndex={0} aria-labelledby="checkout-summary-title">
        {items.map((item) => (
          <li key={item.productId}>
            <MediaImage imageRef={item.product.imageUrl} alt="" width={48} height={48} sizes="48px" className={styles.summaryImage} />
            <span className={styles.summaryName}>
              {item.product.name}
              <span className={styles.muted}>{t('checkout.summary.quantity', { count: item.quantity })}</span>
            </span>
            <span className={styles.amount}>{formatMoney(unitPriceOf(item) * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.linkButton} onClick={openCart}>
        {t('checkout.summary.editCart')}
      </button>
      <dl className={styles.totals}>
        <div>
          <dt>{t('checkout.summary.products')}</dt>
          <dd data-testid="checkout-products">{formatMoney(quote.productsTotal)}</dd>
        </div>
        <div>
          <dt>{option ? `${t('checkout.summary.delivery')} (${t(`methods.${option.method}`)})` : t('checkout.summary.delivery')}</dt>
          <dd data-testid="checkout-delivery">{option ? (option.cost === 0 ? t('price.free') : formatMoney(option.cost)) : t('checkout.summary.deliveryChoose')}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t('checkout.summary.total')}</dt>
          <dd data-testid="checkout-total">{formatMoney(total)}</dd>
        </div>
      </dl>
      {missing !== null ? <p className={styles.threshold}>{t('freeThreshold.remaining', { amount: formatMoney(missing) })}</p> : null}
      {reached && quote.freeThreshold !== null ? <p className={styles.threshold}>{t('freeThreshold.reached', { amount: formatMoney(quote.freeThreshold) })}</p> : null}
      <p className={styles.muted}>{t('checkout.summary.vat')}</p>
      <Button type="submit" form="checkout-form" variant="primary" size="large" className={styles.pay} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Loader2 aria-hidden="true" className={styles.spinner} /> : <Lock aria-hidden="true" />}
        {busy ? tc('drawer.checkingOut') : t('checkout.summary.pay', { amount: formatMoney(total) })}
      </Button>
      <p className={styles.secure}>{t('checkout.summary.secure')}</p>
    </section>
  );
}
