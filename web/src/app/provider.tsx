import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { ProductActionsProvider } from '@/components/product-actions';
import { productActions } from './product-actions';
import { CartDrawerExtrasProvider } from '@/components/cart-drawer-extras';
import { AdminCartExtras } from './cart-drawer-extras';
import { SessionSync } from './session-sync';

const toastStyle = {
  background: 'var(--color-surface-2)',
  border: '1px solid var(--color-border-strong)',
  borderLeft: '3px solid var(--color-accent)',
  color: 'var(--color-text)',
  fontFamily: 'var(--font-body)',
  fontSize: 'var(--text-sm)',
  borderRadius: 'var(--radius)',
};

/** Toasts for the messages the earlier shop showed in browser dialogs: accessible, dark, labelled in the UI language. */
function AppToaster() {
  const { t } = useTranslation('common');
  return (
    <Toaster
      theme="dark"
      position="bottom-right"
      closeButton
      containerAriaLabel={t('toasts.label')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close'), style: toastStyle }}
    />
  );
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ProductActionsProvider value={productActions}>
        <CartDrawerExtrasProvider value={AdminCartExtras}>{children}</CartDrawerExtrasProvider>
      </ProductActionsProvider>
      <AppToaster />
      <SessionSync />
    </QueryClientProvider>
  );
}
