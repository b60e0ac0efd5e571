import { lazy, Suspense } from 'react';
import type { CartTotalsProps } from '@/components/cart-totals';

const DrawerTotals = lazy(() => import('@/features/checkout/components/drawer-totals'));

/** Products + delivery = total in the cart drawer, from the checkout feature, loaded with the drawer. */
export function CheckoutDrawerTotals(props: CartTotalsProps) {
  return (
    <Suspense fallback={props.fallback}>
      <DrawerTotals {...props} />
    </Suspense>
  );
}
