import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useNavigationPending } from '../browser-router';
import { Footer } from './footer';
import { Header } from './header';
import styles from './root-layout.module.css';

/** Thin bar at the top while a navigation waits for its page's chunk. */
function NavigationProgress() {
  const { t } = useTranslation('layout');
  if (!useNavigationPending()) return null;
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
    </div>
  );
}
