import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductActionsProvider } from '@/components/product-actions';
import { loadSonner, toasterRequests } from '@/lib/toast';
import { whenInUse } from '@/first-load/when-in-use';
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

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Mounts the toaster once the page is in use (`whenInUse`), or at once when a toast is raised. */
function useToasterReady(): boolean {
  const requested = useSyncExternalStore(toasterRequests.subscribe, toasterRequests.wanted, () => false);
  const [inUse, setInUse] = useState(false);
  useEffect(() => whenInUse(() => setInUse(true)), []);
  return requested || inUse;
}

/**
 * Toasts for the messages the earlier shop showed in browser dialogs: accessible, dark, labelled
 * in the UI language. Sonner is not in the first load (lib/toast.ts).
 */
function AppToaster() {
  const { t } = useTranslation('common');
  const ready = useToasterReady();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme="dark"
        position="bottom-right"
        closeButton
        containerAriaLabel={t('toasts.label')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close'), style: toastStyle }}
      />
    </Suspense>
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
