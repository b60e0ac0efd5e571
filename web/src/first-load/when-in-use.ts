const events = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Runs `work` once the visitor starts using the page (the first pointer press, key, touch, wheel or
 * scroll), or after `fallbackMs` without any; in both cases at the browser's next idle moment, not
 * inside the visitor's gesture. For warm-ups of what the first view does not show (the cart
 * drawer's code, the toaster, a phone's filter data): fetched and evaluated while the page was
 * loading they took main-thread time from it (a chunk's CSS restyles the whole document), and a
 * phone loading the page is busy enough. Returns a cancel function.
 */
export function whenInUse(work: () => void, fallbackMs = 5000): () => void {
  if (typeof window === 'undefined') return () => {};
  let started = false;
  let cancelled = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const options = { capture: true, passive: true } as const;
  const stopWatching = () => {
    window.clearTimeout(timer);
    for (const type of events) window.removeEventListener(type, start, options);
  };
  const runIfWanted = () => {
    if (!cancelled) work();
  };
  function start() {
    if (started) return;
    started = true;
    stopWatching();
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(runIfWanted, { timeout: 1000 });
    else timer = window.setTimeout(runIfWanted, 0);
  }
  timer = window.setTimeout(start, fallbackMs);
  for (const type of events) window.addEventListener(type, start, options);
  return () => {
    cancelled = true;
    stopWatching();
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
