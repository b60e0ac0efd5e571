import { Lock, ShoppingBag, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CartTotals } from '@/components/cart-totals';
import { paths } from '@/config/paths';
import { cartCount, cartLineKey, cartTotal, clearCart, closeCart, removeFromCart, setCartQuantity, useCart, type CartItem } from '@/lib/cart';
import { formatMoney } from '@/lib/money';
import { CartDrawerExtras } from '@/components/cart-drawer-extras';
import { iconButtonClasses } from '@/components/ui/icon-button';
import { useCartPrices } from '../api/get-line-prices';
import { CartLine } from './cart-line';
import { text } from '@/components/ui/text';
import styles from './cart-drawer.module.css';
import { localizedProduct } from '@/lib/product-text';
import { nameWithVariant } from '@/lib/variants';

/**
 * The cart drawer (spec "Cart drawer", §4 Cart): a `sheet` dialog sliding in from the right
 * (components/ui/dialog.tsx), so focus stays inside, the page behind is inert and Escape closes
 * it. Opening focuses the close button; closing returns focus to whatever opened it (the header
 * button or an add-to-cart button). Changes are announced through a polite live region. Checking out
 * goes to the checkout page (delivery, then Stripe); the totals can show the delivery (CartTotals).
 */
export function CartDrawer() {
  const { t, i18n } = useTranslation('cart');
  const { items, open } = useCart();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const location = useLocation();
  const count = cartCount(items);
  // A dealer's lines as checkout will charge them (volume breaks included); null: the snapshots' prices.
  const serverPrices = useCartPrices(items);
  const productsTotal = serverPrices?.productsTotal ?? cartTotal(items);

  // Following a link in the drawer (a product, the shop) closes it. Not on mount: the drawer is
  // lazily mounted by the very open it must show.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    closeCart();
  }, [location.pathname]);

  const lineName = (item: CartItem) => nameWithVariant(localizedProduct(item.product, i18n.language).name, item.product.variant, i18n.language);
  const remove = (item: CartItem) => {
    removeFromCart(item.productId, item.sku);
    setAnnouncement(t('live.removed', { name: lineName(item) }));
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  };
  const changeQuantity = (item: CartItem, quantity: number) => {
    if (quantity <= 0) {
      remove(item);
      return;
    }
    setCartQuantity(item.productId, quantity, item.sku);
    setAnnouncement(t('live.quantity', { name: lineName(item), count: Math.min(quantity, 99) }));
  };
  const clear = () => {
    clearCart();
    setAnnouncement(t('live.cleared'));
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  };

  return (
    <Dialog open={open} onClose={closeCart} variant="sheet" dialogRef={dialogRef} className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            <ShoppingBag aria-hidden="true" />
            {t('drawer.title', { count })}
          </h2>
          <button type="button" className={`${iconButtonClasses.round} ${styles.close}`} aria-label={t('drawer.close')} data-autofocus onClick={closeCart}>
            <X aria-hidden="true" />
          </button>
        </div>

        {items.length === 0 ? (
          <div className={styles.empty}>
            <div className={styles.emptyIcon} aria-hidden="true">
              <ShoppingBag size={30} />
            </div>
            <p className={`${text.caps} ${styles.emptyTitle}`}>{t('drawer.empty')}</p>
            <p className={styles.emptyHint}>{t('drawer.emptyHint')}</p>
            <ButtonLink to={paths.shop} variant="secondary" onClick={closeCart}>
              {t('drawer.goToShop')}
            </ButtonLink>
          </div>
        ) : (
          <>
            <div className={styles.scroll}>
              <ul role="list" className={styles.lines} aria-label={t('drawer.lines')}>
                {items.map((item) => (
                  <CartLine key={cartLineKey(item)} item={item} serverPrice={serverPrices?.lineOf(item)} onQuantity={changeQuantity} onRemove={remove} />
                ))}
              </ul>
            </div>
            <div className={styles.footer}>
              <CartTotals
                items={items}
                productsTotal={productsTotal}
                fallback={
                  <div className={styles.totalRow}>
                    <span>{t('drawer.total')}</span>
                    <strong data-testid="cart-total">{formatMoney(productsTotal)}</strong>
                  </div>
                }
              />
              <p className={styles.note}>{t('drawer.priceNote')}</p>
              <ButtonLink to={paths.checkout} variant="primary" size="large" className={styles.checkout} onClick={() => dialogRef.current?.close()}>
                {t('drawer.checkout', { count })}
              </ButtonLink>
              <p className={styles.secure}>
                <Lock aria-hidden="true" />
                {t('drawer.secure')}
              </p>
              <Button variant="ghost" size="small" className={styles.clear} onClick={clear}>
                {t('drawer.clear')}
              </Button>
            </div>
          </>
        )}
        <CartDrawerExtras />
        <p className="visually-hidden" aria-live="polite" role="status">
          {announcement}
        </p>
      </div>
    </Dialog>
  );
}
