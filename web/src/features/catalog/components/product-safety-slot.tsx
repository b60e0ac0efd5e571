import { lazy, Suspense } from 'react';
import type { Product } from '@contracts/product';

/**
 * The product page's "Bezpieczeństwo produktu" section (GPSR, issue 30) sits below the fold and
 * the page's first document is near its script budget, so its code and texts are a chunk of
 * their own, loaded once the product is shown. Nothing while it loads (the place holds no
 * height: it is the page's last section but the similar products); nothing for a product the
 * server answered without safety data.
 */
const ProductSafety = lazy(() => import('./product-safety/product-safety'));

export function ProductSafetySlot({ product }: { product: Product }) {
  if (!product.safety) return null;
  return (
    <Suspense fallback={null}>
      <ProductSafety product={product} safety={product.safety} />
    </Suspense>
  );
}
