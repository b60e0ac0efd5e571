/**
 * Home and the shop arrive prerendered (web/build/first-load.ts): the root already holds their
 * first render, and main.tsx hydrates that markup (attaches the app to it) instead of rebuilding
 * it. Rebuilding cost a full style and layout of the page right after its first paint: one ~80 ms
 * task on the bench machine, four times that on Lighthouse's simulated phone.
 *
 * Hydration needs the browser's first render to equal the prerendered one: the state before
 * anything is known. So until it is done, whatever the build could not know reads as at build
 * time (`useBrowserState`: signed out, empty cart, grid layout, the default shop name, the
 * build's year) and the routes' loaders hold their data requests (`afterHydration`): a response
 * landing first would render products where the markup has placeholders. The pages' own queries
 * start when hydration commits, as they would have without the loaders. If text or elements still
 * differ, React renders the page afresh (and logs it): the same page, only later. A differing
 * attribute is not even noticed (it keeps its prerendered value), hence `useBrowserState` for
 * every such value.
 */
import { useSyncExternalStore } from 'react';

let hydrating = false;
const waiting: (() => void)[] = [];

/** main.tsx, before the first render: the root holds prerendered markup to hydrate. */
export function startHydration(): void {
  hydrating = true;
}

/** main.tsx, once the hydrating render has committed: runs what waited, in order. */
export function finishHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  for (const run of waiting.splice(0)) run();
}

/** Runs `work` now, or once the prerendered page has been hydrated. */
export function afterHydration(work: () => void): void {
  if (hydrating) waiting.push(work);
  else work();
}

/**
 * A store kept in the browser (session, cart, a stored preference), read as `atBuildTime` while
 * React hydrates prerendered markup and as `read()` otherwise. `atBuildTime` must be a constant:
 * React compares it by identity.
 */
export function useBrowserState<T>(subscribe: (onChange: () => void) => () => void, read: () => T, atBuildTime: T): T {
  return useSyncExternalStore(subscribe, read, () => atBuildTime);
}

const noChanges = () => () => {};

/** `useBrowserState` for a value that does not change while the page is open (a stored preference). */
export function useBrowserValue<T>(read: () => T, atBuildTime: T): T {
  return useBrowserState(noChanges, read, atBuildTime);
}

const always = () => true;

/**
 * False while the page is prerendered or hydrated, true in the live app. For parts that only work
 * with scripts and load their own code: the prerendered page holds their placeholder (a lazy
 * component there would make React give up on its part of the markup).
 */
export function useLive(): boolean {
  return useBrowserValue(always, false);
}
