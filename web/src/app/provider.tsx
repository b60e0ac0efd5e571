import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ProductActionsProvider } from '@/components/product-actions';
import { Toaster } from '@/components/ui/toast';
import { loadTexts } from '@/lib/i18n';
import { productActions } from './product-actions';
import { CartDrawerExtrasProvider } from '@/components/cart-drawer-extras';
import { CartTotalsProvider } from '@/components/cart-totals';
import { CheckoutCompanySlotProvider } from '@/components/checkout-company-slot';
import { AdminCartExtras } from './cart-drawer-extras';
import { CheckoutDrawerTotals } from './cart-totals';
import { SessionSync } from './session-sync';
import { GarageProvider } from '@/features/garage/components/garage-provider';

// The company section brings zod, its form and its texts: loaded when checkout first shows it.
const CheckoutCompany = lazy(() =>
  Promise.all([import('./checkout-company'), loadTexts(['checkout', 'dealer'])]).then(([m]) => ({ default: m.CheckoutCompany })),
);
function LazyCheckoutCompany() {
  return (
    <Suspense fallback={null}>
      <CheckoutCompany />
    </Suspense>
  );
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ProductActionsProvider value={productActions}>
        <CartDrawerExtrasProvider value={AdminCartExtras}>
          <CartTotalsProvider value={CheckoutDrawerTotals}>
            <CheckoutCompanySlotProvider value={LazyCheckoutCompany}>
              <GarageProvider>{children}</GarageProvider>
            </CheckoutCompanySlotProvider>
          </CartTotalsProvider>
        </CartDrawerExtrasProvider>
      </ProductActionsProvider>
      <Toaster />
      <SessionSync />
    </QueryClientProvider>
  );
}
