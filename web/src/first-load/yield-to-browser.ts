/**
 * Ends the current task so the browser can handle input and paint, then goes on. Start-up is a
 * chain of steps that each take a few milliseconds on the bench machine (module evaluation,
 * i18next, the router, React); run as one task they blocked a phone (four times slower) for over
 * 100 ms. `scheduler.yield()` resumes ahead of other queued tasks where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
