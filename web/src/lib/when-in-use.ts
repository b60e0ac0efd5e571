/**
 * Runs `work` once the visitor starts using the page (the first pointer press, key, touch, wheel or
 * scroll), or after `fallbackMs` without any, when the browser is idle. For warm-ups of what the
 * first view does not show (the cart drawer's code, the toaster): fetched and evaluated while the
 * page is loading they took main-thread time from it (a chunk's CSS restyles the whole document),
 * and a phone loading the page is busy enough. Returns a cancel function.
 */
const events = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export function whenInUse(work: () => void, fallbackMs = 5000): () => void {
  if (typeof window === 'undefined') return () => {};
  let done = false;
  let idle: number | undefined;
  const run = () => {
    if (done) return;
    cancel();
    done = true;
    work();
  };
  const onQuiet = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 2000 });
    else run();
  };
  const timer = window.setTimeout(onQuiet, fallbackMs);
  const options = { capture: true, passive: true } as const;
  for (const type of events) window.addEventListener(type, run, options);
  function cancel() {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    for (const type of events) window.removeEventListener(type, run, options);
  }
  return () => {
    done = true;
    cancel();
  };
}
