import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * The back-in-stock e-mails' links (functions/messages/back-in-stock.ts): the guest's
 * confirmation and the unsubscribe. Their pages, texts and styles are one lazily loaded chunk of
 * the back-in-stock feature; this route entry names that chunk alone.
 */
const ConfirmPage = lazy(() => import('@/features/back-in-stock/components/back-in-stock-link-page').then((m) => ({ default: m.ConfirmPage })));
const UnsubscribePage = lazy(() => import('@/features/back-in-stock/components/back-in-stock-link-page').then((m) => ({ default: m.UnsubscribePage })));

export function BackInStockConfirmRoute() {
  return (
    <Suspense fallback={<Spinner />}>
      <ConfirmPage />
    </Suspense>
  );
}

export function BackInStockUnsubscribeRoute() {
  return (
    <Suspense fallback={<Spinner />}>
      <UnsubscribePage />
    </Suspense>
  );
}
