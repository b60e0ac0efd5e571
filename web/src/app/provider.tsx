import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProductActionsProvider } from '@/components/product-actions';
import { Toaster } from '@/components/ui/toast';
import { productActions } from './product-actions';
import { CartDrawerExtrasProvider } from '@/components/cart-drawer-extras';
import { AdminCartExtras } from './cart-drawer-extras';
import { SessionSync } from './session-sync';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ProductActionsProvider value={productActions}>
        <CartDrawerExtrasProvider value={AdminCartExtras}>{children}</CartDrawerExtrasProvider>
      </ProductActionsProvider>
      <Toaster />
      <SessionSync />
    </QueryClientProvider>
  );
}
