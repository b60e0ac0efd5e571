import { Loader2, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOption, DeliveryQuote } from '@contracts/delivery';
import type { Quote } from '@contracts/promotions';
import { Button } from '@/components/ui/button';
import { MediaImage } from '@/components/ui/media-image';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { cartCount, openCart, unitPriceOf, type CartItem } from '@/lib/cart';
import { formatMoney } from '@/lib/money';
import { missingForFreeDelivery } from '../utils/free-delivery';
import styles from './checkout.module.css';

/**
 * The order as it will be charged: products (as the server priced them), each line's discount
 * and the discounts together (`priced`: the promotions' quote, once it has answered), the chosen
 * delivery, the total, the discount code field (`codeSlot`), and the button that goes to Stripe.
 */
export function CheckoutSummary({
  items,
  quote,
  priced,
  option,
  busy,
  codeSlot,
}: {
  items: readonly CartItem[];
  quote: DeliveryQuote;
  priced?: Quote | undefined;
  option: DeliveryOption | undefined;
  busy: boolean;
  codeSlot?: ReactNode;
}) {
  const { t } = useDeliveryTranslation();
  const { t: tc } = useTranslation('cart');
  const { t: tk } = useTranslation('checkout');
  const lineOf = (productId: number) => priced?.lines.find((l) => l.productId === productId);
  const productsDiscount = priced ? priced.productsBeforeDiscount - priced.productsTotal : 0;
  // The quote's delivery only when it is of the method shown (a quote for the last method may still be on screen).
  const deliveryCost = option ? (priced?.delivery?.method === option.method ? priced.delivery.cost : option.cost) : undefined;
  const total = (priced?.productsTotal ?? quote.productsTotal) + (deliveryCost ?? 0);
  const missing = missingForFreeDelivery(quote, option);
  const reached = quote.freeThreshold !== null && quote.productsTotal >= quote.freeThreshold;
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.summaryTitle}>
        {t('checkout.summary.title')}
        <span className={styles.summaryCount}>{t('checkout.summary.items', { count: cartCount(items) })}</span>
      </h2>
      <ul role="list" className={styles.summaryItems}>
        {items.map((item) => (
          <li key={item.productId}>
            <MediaImage imageRef={item.product.imageUrl} alt="" width={48} height={48} sizes="48px" className={styles.summaryImage} />
            <span className={styles.summaryName}>
              {item.product.name}
              <span className={styles.muted}>{t('checkout.summary.quantity', { count: item.quantity })}</span>
            </span>
            {lineOf(item.productId)?.discount ? (
              <span className={`${styles.amount} ${styles.discountedAmount}`}>
                <s className={styles.muted}>{formatMoney(lineOf(item.productId)!.unitPrice * item.quantity)}</s> {formatMoney(lineOf(item.productId)!.totalPrice)}
              </span>
            ) : (
              <span className={styles.amount}>{formatMoney(unitPriceOf(item) * item.quantity)}</span>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className={styles.linkButton} onClick={openCart}>
        {t('checkout.summary.editCart')}
      </button>
      <dl className={styles.totals}>
        <div>
          <dt>{t('checkout.summary.products')}</dt>
          <dd data-testid="checkout-products">{formatMoney(priced?.productsBeforeDiscount ?? quote.productsTotal)}</dd>
        </div>
        {productsDiscount > 0 ? (
          <div>
            <dt>{tk('discount.summaryRow')}</dt>
            <dd data-testid="checkout-discount">−{formatMoney(productsDiscount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{option ? `${t('checkout.summary.delivery')} (${t(`methods.${option.method}`)})` : t('checkout.summary.delivery')}</dt>
          <dd data-testid="checkout-delivery">{deliveryCost !== undefined ? (deliveryCost === 0 ? t('price.free') : formatMoney(deliveryCost)) : t('checkout.summary.deliveryChoose')}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t('checkout.summary.total')}</dt>
          <dd data-testid="checkout-total">{formatMoney(total)}</dd>
        </div>
      </dl>
      {missing !== null ? <p className={styles.threshold}>{t('freeThreshold.remaining', { amount: formatMoney(missing) })}</p> : null}
      {reached && quote.freeThreshold !== null ? <p className={styles.threshold}>{t('freeThreshold.reached', { amount: formatMoney(quote.freeThreshold) })}</p> : null}
      {codeSlot}
      <p className={styles.muted}>{t('checkout.summary.vat')}</p>
      <Button type="submit" form="checkout-form" variant="primary" size="large" className={styles.pay} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Loader2 aria-hidden="true" className={styles.spinner} /> : <Lock aria-hidden="true" />}
        {busy ? tc('drawer.checkingOut') : t('checkout.summary.pay', { amount: formatMoney(total) })}
      </Button>
      <p className={styles.secure}>{t('checkout.summary.secure')}</p>
    </section>
  );
}
