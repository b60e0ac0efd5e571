import { createContext, useContext, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';
import type { AppRouter } from './router';

/**
 * The app's router in the browser: React Router's BrowserRouter (the same history, the same
 * <Router>), plus what the data router did for us before (./router.tsx says why it went):
 *
 * - a navigation first enters the new page (`AppRouter.enter`: its chunk, texts and data requests
 *   start at once) and shows it once it can render: the page being left stays on screen until
 *   then, and `useNavigationPending` is true meanwhile (the progress bar, layout/root-layout.tsx);
 *   of navigations made meanwhile, the last one wins;
 * - scroll positions: back and forward restore the page's position, a new page starts at the top
 *   (or at its #hash), unless the navigation asked `preventScrollReset` (the shop's filters). A full
 *   page load starts at the top: positions live only as long as the document.
 */

const NavigationPending = createContext(false);
/** True while a navigation waits for its page (its chunk and texts). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}

interface RouterState {
  action: NavigationType;
  location: Location;
  /** The navigation asked to keep the scroll position (`preventScrollReset`, e.g. setSearchParams in the shop). */
  preventScrollReset: boolean;
}

/**
 * The browser's history, and the navigator React Router drives: navigations made through React
 * Router (Link, useNavigate, setSearchParams) pass their options as a third argument, which the
 * history itself ignores, so `preventScrollReset` is taken there.
 */
function createNavigator() {
  const history = createBrowserHistory({ v5Compat: true });
  let preventScrollReset = false;
  const withOptions =
    (go: typeof history.push) =>
    (to: Parameters<typeof history.push>[0], state?: unknown, options?: { preventScrollReset?: boolean }) => {
      preventScrollReset = options?.preventScrollReset === true;
      go(to, state);
    };
  return {
    history,
    navigator: { createHref: history.createHref, encodeLocation: history.encodeLocation, go: history.go, push: withOptions(history.push), replace: withOptions(history.replace) },
    /** Whether the navigation just made asked to keep the scroll position (then forgotten). */
    takePreventScrollReset: () => {
      const value = preventScrollReset;
      preventScrollReset = false;
      return value;
    },
  };
}

export function AppBrowserRouter({ router, children }: { router: AppRouter; children: ReactNode }) {
  const [{ history, navigator, takePreventScrollReset }] = useState(createNavigator);
  const [state, setState] = useState<RouterState>(() => ({ action: history.action, location: history.location, preventScrollReset: false }));
  const [waiting, setWaiting] = useState(false);
  const [rendering, startTransition] = useTransition();
  const [scrollPositions] = useState(() => new Map<string, number>());

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    let current = history.location;
    return history.listen(({ action, location }) => {
      scrollPositions.set(current.key, window.scrollY);
      const previous = current;
      current = location;
      const preventScrollReset = takePreventScrollReset();
      setWaiting(true);
      // A page whose chunk failed shows RouteError once shown.
      const show = () => {
        if (current !== location) return;
        setWaiting(false);
        startTransition(() => setState({ action, location, preventScrollReset }));
      };
      router.enter(location, previous).then(show, show);
    });
  }, [history, router, scrollPositions, takePreventScrollReset]);

  // Once the new page is on screen.
  const { action, location, preventScrollReset } = state;
  const shownKey = useRef(location.key);
  useLayoutEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    const saved = scrollPositions.get(location.key);
    if (action === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (!preventScrollReset) window.scrollTo(0, 0);
  }, [action, location, preventScrollReset, scrollPositions]);

  return (
    <NavigationPending.Provider value={waiting || rendering}>
      <Router location={location} navigationType={action} navigator={navigator}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}
