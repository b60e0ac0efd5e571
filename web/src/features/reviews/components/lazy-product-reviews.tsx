import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
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
/**
 * first-load/use-near-viewport.ts, again, on purpose: a module two registry pages import goes into
 * the shared `first-pages` chunk (web/build/first-load.ts), and with the home page and the
 * product page both importing the hook it would land in the shop's first load too, which has no
 * room for it (169.8 of 170 kB). Same behaviour: true once the section is within 600 px of the
 * viewport (or always, without IntersectionObserver), set in a transition.
 */
function useNearSection(): [ref: (element: HTMLElement | null) => void, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') return setNear(true);
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          startTransition(() => setNear(true));
        },
        { rootMargin: '600px 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}

export function LazyProductReviews({ productId, garage }: { productId: number; garage: ReviewerGarage }) {
  const [ref, near] = useNearSection();
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
