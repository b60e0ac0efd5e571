import { createContext, createElement, useContext, type ComponentType } from 'react';

/**
 * Where checkout shows the 'buying as a company' section (features/company), composed in app/
 * so the checkout's feature does not import it. Empty when the app provides none.
 */
const CheckoutCompanyContext = createContext<ComponentType | null>(null);

export const CheckoutCompanySlotProvider = CheckoutCompanyContext.Provider;

export function CheckoutCompanySlot() {
  const section = useContext(CheckoutCompanyContext);
  return section ? createElement(section) : null;
}
