import { startTransition, useEffect, useState } from 'react';
import { useLive } from '@/first-load/hydration';

/** Set when the document's first batched list mounts: every later list draws at once. */
let firstListMounted = false;

/**
 * How many of `count` items to draw: on the first such list the document shows, `batch` more per
 * frame until all are drawn; on any other list, all at once.
 *
 * Why: a product card is ~70 layout objects (photo, badges, stars, prices, quantity, buttons and
 * their icons). Twelve drawn in one commit made the browser's style and layout of them one task
 * of 40–80 ms on the bench machine while the page was loading, four times that on Lighthouse's
 * simulated phone, and input waited behind it. A batch per frame keeps each task short, and the
 * first cards (the ones in view) are on screen sooner.
 *
 * Only the first list, and only until it is complete: a list drawn later (after a navigation,
 * going back to the shop, new results in the same grid) draws at once, so the scroll position
 * restored on going back finds the page as long as before. Not while hydrating (nor in the
 * prerender): prerendered markup holds every item.
 */
export function useDrawInBatches(count: number, batch: number): number {
  const live = useLive();
  const [batched] = useState(() => live && !firstListMounted && typeof requestAnimationFrame === 'function');
  const [drawn, setDrawn] = useState(batched ? batch : Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (batched) firstListMounted = true;
  }, [batched]);
  // Complete: later results in this list draw at once. (State adjusted while rendering, as React
  // recommends for state derived from props: no extra commit.)
  if (drawn !== Number.POSITIVE_INFINITY && drawn >= count) setDrawn(Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (drawn >= count) return;
    // After the frame that shows the current batch is painted: rAF runs before it, the timeout after.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setDrawn((n) => n + batch)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timeout !== undefined) clearTimeout(timeout);
    };
  }, [drawn, count, batch]);
  return Math.min(drawn, count);
}
