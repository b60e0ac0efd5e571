import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import styles from './root-layout.module.css';

/** Thin bar at the top while a lazy page or its loader is on the way. */
function NavigationProgress() {
  const { t } = useTranslation('layout');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className={styles.progress} role="progressbar" aria-label={t('loadingPage')}>
      <span />
    </div>
  );
}

/**
 * Moves focus to <main> after each in-app navigation (not on the first load), so keyboard and
 * screen-reader users start reading the new page instead of staying on the link they used.
 */
function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/**
 * Scroll positions: going back and forward inside the app restores them (the router saves them in
 * sessionStorage under this key); a full page load — a link from an e-mail, the return from
 * payment, a reload — starts at the top, so main.tsx drops what an earlier load saved before the
 * router reads it. (With one store shared by every load, a buyer back from payment landed on the
 * footer of the thank-you page, where the previous page had been scrolled to.)
 */
const SCROLL_POSITIONS_KEY = 'scroll-positions';
export function forgetEarlierScrollPositions(): void {
  try {
    sessionStorage.removeItem(SCROLL_POSITIONS_KEY);
  } catch {
    // storage blocked: the router keeps positions in memory only
  }
}

export function RootLayout() {
  const { t } = useTranslation('layout');
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);

  return (
    <div className={styles.shell}>
      <a
        href="#main"
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView();
        }}
      >
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </div>
  );
}
