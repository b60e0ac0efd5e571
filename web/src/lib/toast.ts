import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts for code in the first load (header, cart, wishlist buttons): the same calls as sonner's
 * `toast`, but sonner (~10 KB gzip) downloads only when the first toast is shown or the page is
 * in use (lib/when-in-use.ts). Lazy pages may import `toast` from 'sonner' directly: it is one module.
 * A toast raised before the <Toaster> mounts appears as soon as it does (sonner replays them).
 */
type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']>[0];

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();
let wanted = false;

export function loadSonner(): Promise<Sonner> {
  return (sonner ??= import('sonner'));
}

/** Asks the app's toaster (app/provider.tsx) to mount now rather than once the page is in use. */
function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For the app's toaster: whether a toast is waiting, and a way to hear when one is. */
export const toasterRequests = {
  wanted: () => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function show(kind: 'message' | 'success' | 'error', message: Message, data?: ExternalToast): void {
  wantToaster();
  void loadSonner().then(({ toast: sonnerToast }) => {
    if (kind === 'message') sonnerToast(message, data);
    else sonnerToast[kind](message, data);
  });
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show('message', message, data), {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
});
