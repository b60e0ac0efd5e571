import { lazy, Suspense, useEffect, useState } from 'react';
import type { Product } from '@contracts/product';
import { whenInUse } from '@/first-load/when-in-use';

/**
 * The product page's "Bezpieczeństwo produktu" section (GPSR, issue 30) sits below the fold and
 * the page's first document is near its script budget, so its code and texts are a chunk of their
 * own that the first render never asks for: it loads once the visitor starts using the page (the
 * first scroll, touch or key) or after a few seconds, at an idle moment (first-load/when-in-use.ts).
 * Nothing is drawn until then (the place holds no height: only the similar products follow), and
 * nothing for a product the server answered without safety data.
 */
const ProductSafety = lazy(() => import('./product-safety/product-safety'));

export function ProductSafetySlot({ product }: { product: Product }) {
  const [wanted, setWanted] = useState(false);
  const hasSafety = Boolean(product.safety);
  useEffect(() => (hasSafety ? whenInUse(() => setWanted(true)) : undefined), [hasSafety]);
  if (!product.safety || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <ProductSafety product={product} safety={product.safety} />
    </Suspense>
  );
}
