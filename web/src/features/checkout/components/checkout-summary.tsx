import { Loader2, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOption, DeliveryQuote } from '@contracts/delivery';
import type { Quote } from '@contracts/promotions';
import { Button } from '@/components/ui/button';
import { MediaImage } from '@/components/ui/media-image';
import { text } from '@/components/ui/text';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { cartCount, cartLineKey, openCart, unitPriceOf, type CartItem } from '@/lib/cart';
import { useCheckoutPayment } from '@/lib/checkout-payment';
import { formatMoney } from '@/lib/money';
import { localizedProduct } from '@/lib/product-text';
import { nameWithVariant } from '@/lib/variants';
import { missingForFreeDelivery } from '../utils/free-delivery';
import styles from './checkout.module.css';

/**
 * The order as it will be charged: products (as the server priced them), each line's discount
 * and the discounts together (`priced`: the promotions' quote, once it has answered), the chosen
 * delivery, the total, the discount code field (`codeSlot`), and the button that goes to Stripe
 * (or, for a dealer who chose payment terms, places the order at once: it says so, not "pay").
 */
export function CheckoutSummary({
  items,
  lineErrors = {},
  quote,
  priced,
  option,
  busy,
  codeSlot,
}: {
  items: readonly CartItem[];
  /** What the server refused on a line's variant, by the line's key (i18n keys of `cart`). */
  lineErrors?: Readonly<Record<string, 'lineErrors.variantRequired' | 'lineErrors.variantUnknown'>>;
  quote: DeliveryQuote;
  priced?: Quote | undefined;
  option: DeliveryOption | undefined;
  busy: boolean;
  codeSlot?: ReactNode;
}) {
  const { t } = useDeliveryTranslation();
  const { t: tc, i18n } = useTranslation('cart');
  const { t: tk } = useTranslation('checkout');
  const payment = useCheckoutPayment();
  // The priced line of a cart line: the same product and, when the line names one, the same variant.
  const lineOf = (item: CartItem) => priced?.lines.find((l) => l.productId === item.productId && (!item.sku || l.sku === item.sku));
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
      {/* A long cart (a dealer's quick order) scrolls here: focusable, so a keyboard can scroll it too. */}
      <ul role="list" className={styles.summaryItems} tabIndex={0} aria-labelledby="checkout-summary-title">
        {items.map((item) => {
          const lineError = lineErrors[cartLineKey(item)];
          const line = lineOf(item);
          return (
            <li key={cartLineKey(item)} data-testid="checkout-line">
              <MediaImage imageRef={item.product.imageUrl} alt="" width={48} height={48} sizes="48px" className={styles.summaryImage} />
              <span className={styles.summaryName}>
                {nameWithVariant(localizedProduct(item.product, i18n.language).name, item.product.variant, i18n.language)}
                <span className={styles.muted}>{t('checkout.summary.quantity', { count: item.quantity })}</span>
                {lineError ? (
                  <span className={styles.lineError} role="alert">
                    {tc(lineError)}
                  </span>
                ) : null}
              </span>
              {line?.discount ? (
                <span className={`${styles.amount} ${styles.discountedAmount}`}>
                  <s className={styles.muted}>{formatMoney(line.unitPrice * item.quantity)}</s> {formatMoney(line.totalPrice)}
                </span>
              ) : (
                <span className={styles.amount}>{formatMoney(unitPriceOf(item) * item.quantity)}</span>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.linkButton} onClick={openCart}>
        {t('checkout.summary.editCart')}
      </button>
      <dl className={`${text.amounts} ${styles.totals}`}>
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
        <div className={`${text.amountsTotal} ${styles.grandTotal}`}>
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
        {busy ? tc('drawer.checkingOut') : payment === 'terms' ? t('checkout.summary.placeOnTerms') : t('checkout.summary.pay', { amount: formatMoney(total) })}
      </Button>
      {/* Stripe's promise only where Stripe takes the money. */}
      {payment === 'terms' ? null : <p className={styles.secure}>{t('checkout.summary.secure')}</p>}
    </section>
  );
}
