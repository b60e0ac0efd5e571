import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNearViewport } from '@/first-load/use-near-viewport';
import { whenInUse } from '@/first-load/when-in-use';
import type { ReviewerGarage } from './reviewer-garage';
import styles from './reviews-shell.module.css';

/** The section's code and texts: a chunk of their own, fetched as the visitor nears the section. */
const ProductReviews = lazy(() => import('./product-reviews'));

/**
 * The product page's reviews section (issue 29). It sits below the fold: the first load only
 * reserves its place and its heading; its code, texts and data come when the visitor scrolls near
 * it (useNearViewport), so the product page's first-load script budget holds (and the shop's:
 * the shared first-load texts carry nothing of it).
 */
export function LazyProductReviews({ productId, garage }: { productId: number; garage: ReviewerGarage }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  // Never in the first render, even where a tall screen has the section within reach: only once
  // the visitor uses the page (first scroll, touch or key, or a few idle seconds), as the safety
  // section does (first-load/when-in-use.ts). The first load's script count stays the budget's.
  const [inUse, setInUse] = useState(false);
  useEffect(() => whenInUse(() => setInUse(true)), []);
  // A link to #reviews (the account's "Do ocenienia", an e-mail) loads the section at once.
  const wanted = useLocation().hash === '#reviews';
  return (
    // Its heading comes with the section's texts (the shop's other pages need not carry them).
    <section id="reviews" ref={ref} className={styles.section} aria-labelledby="reviews-title">
      {(near && inUse) || wanted ? (
        <Suspense fallback={<div className={styles.placeholder} />}>
          <ProductReviews productId={productId} garage={garage} />
        </Suspense>
      ) : (
        <div className={styles.placeholder} />
      )}
    </section>
  );
}
