import { ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import styles from './login-form.module.css';

const DISMISSED_KEY = 'trackingNoticeDismissed';
const DETECTION_DELAY_MS = 100;
let dismissedInMemory = false; // when even sessionStorage is blocked

function canUseStorage(kind: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const store = window[kind];
    const probe = '__storage_probe__';
    store.setItem(probe, '1');
    store.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** What the browser lets the site keep: sign-in needs storage for its tokens. */
export function detectTracking(): { storageBlocked: boolean; firefox: boolean } {
  const storageBlocked = !canUseStorage('localStorage') || !canUseStorage('sessionStorage') || navigator.cookieEnabled === false;
  const firefox = /firefox\//i.test(navigator.userAgent);
  return { storageBlocked, firefox };
}

function wasDismissed(): boolean {
  if (dismissedInMemory) return true;
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  dismissedInMemory = true;
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // in memory only
  }
}

/**
 * Spec "Login": a dismissible warning modal about tracking protection, once per session, and an
 * inline Firefox notice; detection runs 100 ms after the page shows. The modal appears only when
 * the browser really blocks site storage, so nobody else is bothered.
 */
export function TrackingNotice() {
  const { t } = useTranslation('account');
  const [state, setState] = useState<{ storageBlocked: boolean; firefox: boolean }>();
  const [dismissed, setDismissed] = useState(wasDismissed);

  useEffect(() => {
    const timer = window.setTimeout(() => setState(detectTracking()), DETECTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    rememberDismissed();
    setDismissed(true);
  };

  if (!state) return null;
  return (
    <>
      {state.firefox ? (
        <p className={styles.notice} data-testid="firefox-notice">
          <ShieldAlert aria-hidden="true" />
          <span>{t('login.firefoxNotice')}</span>
        </p>
      ) : null}
      <Modal
        open={Boolean(state.storageBlocked) && !dismissed}
        title={t('login.trackingTitle')}
        onClose={close}
        actions={
          <Button autoFocus onClick={close}>
            {t('login.trackingClose')}
          </Button>
        }
      >
        <p>{t('login.trackingText')}</p>
      </Modal>
    </>
  );
}
