import { startTransition, useCallback, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. For content
 * below the fold that is costly to draw: it renders as the visitor approaches it rather than while
 * the page is still loading. The platform's IntersectionObserver does the watching; where it is
 * missing, everything counts as near. The change renders as a transition: interruptible, so a
 * scroll is not held up by it. (A dozen lines: not worth a dependency.)
 */
export function useNearViewport<T extends Element>(margin = '600px 0px'): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            startTransition(() => setNear(true));
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
