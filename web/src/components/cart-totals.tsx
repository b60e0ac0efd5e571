import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { CartItem } from '@/lib/cart';

/**
 * The cart drawer's totals, which the app may replace with a fuller version without the cart
 * feature knowing it: today products + delivery = total from the checkout feature (composed in
 * app/cart-totals.tsx). Until one is provided, or while it loads, the drawer's own total shows.
 */
export interface CartTotalsProps {
  items: readonly CartItem[];
  /** The products' value the drawer shows: the server's for a dealer's cart, else the lines' own. */
  productsTotal: number;
  /** The drawer's own total, shown when nothing is provided. */
  fallback: ReactNode;
}

const CartTotalsContext = createContext<ComponentType<CartTotalsProps> | null>(null);

export const CartTotalsProvider = CartTotalsContext.Provider;

export function CartTotals(props: CartTotalsProps) {
  const provided = useContext(CartTotalsContext);
  // A stable module-level component from the app, not one made during render.
  return provided ? createElement(provided, props) : props.fallback;
}
