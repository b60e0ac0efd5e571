import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openCart, useCart, useCartCount } from '@/lib/cart';
import { whenInUse } from '@/first-load/when-in-use';

/** The drawer is its own chunk (the initial JS budget): fetched once the page is in use (`whenInUse`), or at the first open. */
const loadDrawer = () => import('./cart-drawer');
const CartDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CartDrawer })));

interface CartButtonProps {
  className?: string;
  badgeClassName?: string;
}

/** The header's cart button with its item-count badge; it opens the drawer, which lives with it. */
export function CartButton({ className, badgeClassName }: CartButtonProps) {
  const { t } = useTranslation('cart');
  const count = useCartCount();
  const { open } = useCart();
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => whenInUse(() => void loadDrawer().catch(() => undefined)), []);

  return (
    <>
      <button type="button" className={className} aria-label={t('button.open', { count })} aria-haspopup="dialog" onClick={openCart} onPointerEnter={() => void loadDrawer().catch(() => undefined)}>
        <ShoppingBag aria-hidden="true" />
        <span className={badgeClassName} data-empty={count === 0 || undefined} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
