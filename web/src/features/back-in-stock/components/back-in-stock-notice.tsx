import { lazy, Suspense } from 'react';

/**
 * The product page's back-in-stock form slot: only for a sold-out product (or size), and its code,
 * texts and styles are a chunk of their own, fetched when the page shows it, so the product page's
 * first-load budget is unchanged.
 */
const BackInStockForm = lazy(() => import('./back-in-stock-form'));

export function BackInStockNotice({ productId, sku, variantChosen }: { productId: number; sku?: string | undefined; variantChosen: boolean }) {
  return (
    <Suspense fallback={null}>
      {/* Keyed by the size: a new size starts a new form. */}
      <BackInStockForm key={sku ?? ''} productId={productId} sku={sku} variantChosen={variantChosen} />
    </Suspense>
  );
}
