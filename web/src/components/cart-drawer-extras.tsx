import { createContext, createElement, useContext, type ComponentType } from 'react';

/**
 * Something the app adds to the cart drawer's footer without the cart feature knowing what it
 * is: today the admins' payment connection test (from the admin feature), composed in app/.
 */
const CartDrawerExtrasContext = createContext<ComponentType | null>(null);

export const CartDrawerExtrasProvider = CartDrawerExtrasContext.Provider;

export function CartDrawerExtras() {
  const extra = useContext(CartDrawerExtrasContext);
  // The component comes from the app (a stable module-level function), not made during render.
  return extra ? createElement(extra) : null;
}
