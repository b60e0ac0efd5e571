import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadAuth } from '@/lib/auth';
import { usePageMeta } from '@/hooks/use-page-meta';
import styles from './page.module.css';

export const CALLBACK_REDIRECT_MS = 2000;

/** Spec "Social callback": Amplify finishes the OAuth exchange; a spinner, then /shop after 2 s. */
export function AuthCallbackRoute() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  usePageMeta({ title: t('callback.title') });
  useEffect(() => {
    loadAuth().catch((error: unknown) => console.error('auth: could not load for the callback', error));
    const timer = window.setTimeout(() => navigate(paths.shop, { replace: true }), CALLBACK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className={styles.centered}>
      <div style={{ display: 'grid', gap: 'var(--space-4)', justifyItems: 'center', textAlign: 'center' }}>
        <Spinner size="large" />
        <h1 className="page-title">{t('callback.title')}</h1>
        <p role="status" className="lead">
          {t('callback.text')}
        </p>
      </div>
    </div>
  );
}
