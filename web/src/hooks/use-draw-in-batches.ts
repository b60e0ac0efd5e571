import { startTransition, useEffect, useState } from 'react';

/** Set once the first batched list of the document is drawn: later lists draw at once. */
let firstListDrawn = false;

/**
 * How many of `count` items to draw: on the first list the visit's first page draws, `batch` more
 * per frame; after that, all at once.
 *
 * Why: a product card is ~70 layout objects (photo, badges, stars, prices, quantity, buttons and
 * their icons). Twelve drawn in one commit made the browser's style and layout of them one task
 * of 40–80 ms on the bench machine while the page was loading, four times that on Lighthouse's
 * simulated phone, and input waited behind it. A batch per frame keeps each task short, and the
 * first cards (the ones in view) are on screen sooner.
 *
 * Only the first list: a list drawn later (after a navigation, going back to the shop) draws at
 * once, so the scroll position restored on going back finds the page as long as before.
 */
export function useDrawInBatches(count: number, batch: number): number {
  const [batched] = useState(() => !firstListDrawn && typeof window !== 'undefined' && typeof requestAnimationFrame === 'function');
  const [drawn, setDrawn] = useState(batched ? batch : Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (!batched) return;
    if (drawn >= count) {
      firstListDrawn = true;
      return;
    }
    // After the frame that shows the current batch is painted: rAF runs before it, the timeout after.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setDrawn((n) => n + batch)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timeout !== undefined) clearTimeout(timeout);
    };
  }, [batched, drawn, count, batch]);
  return Math.min(drawn, count);
}
