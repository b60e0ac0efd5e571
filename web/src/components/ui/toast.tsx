import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';
import { whenInUse } from '@/first-load/when-in-use';

/**
 * THE toast API of the app: `toast('…')`, `toast.success('…')`, `toast.error('…')` (sonner's
 * calls), instead of `alert()` and ad-hoc banners for news that needs no answer. Sonner (~10 kB
 * gzip) is not in the first load: it downloads when the first toast is shown or once the page is
 * in use (first-load/when-in-use.ts), and a toast raised before that appears as soon as it has.
 * Import `toast` from here, never from 'sonner' (lint enforces it): the app has one toaster.
 */
type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']>[0];

let sonner: Promise<Sonner> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

/** Whether a toast is waiting for the toaster, and who wants to hear when one is. */
let wanted = false;
const listeners = new Set<() => void>();
const toasterWanted = {
  get: () => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function show(kind: 'message' | 'success' | 'error', message: Message, data?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadSonner().then(({ toast: sonnerToast }) => {
    if (kind === 'message') sonnerToast(message, data);
    else sonnerToast[kind](message, data);
  });
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show('message', message, data), {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
});

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

const toastStyle = {
  background: 'var(--color-surface-2)',
  border: '1px solid var(--color-border-strong)',
  borderLeft: '3px solid var(--color-accent)',
  color: 'var(--color-text)',
  fontFamily: 'var(--font-body)',
  fontSize: 'var(--text-sm)',
  borderRadius: 'var(--radius)',
};

/** The app's one toaster (app/provider.tsx): dark, labelled in the UI language, mounted once the page is in use or a toast is raised. */
export function Toaster() {
  const { t } = useTranslation('common');
  const requested = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  const [inUse, setInUse] = useState(false);
  useEffect(() => whenInUse(() => setInUse(true)), []);
  if (!requested && !inUse) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme="dark"
        position="bottom-right"
        closeButton
        containerAriaLabel={t('toasts.label')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close'), style: toastStyle }}
      />
    </Suspense>
  );
}
