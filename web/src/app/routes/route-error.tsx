import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import styles from './page.module.css';

/**
 * What the page area shows for a render error or a page chunk that failed to load (after a deploy,
 * say), inside the normal header and footer, with a reload (app/router.tsx `RouteErrorBoundary`).
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation(['pages', 'common']);
  usePageMeta({ title: t('error.title') });

  if (import.meta.env.DEV) console.error(error);

  return (
    <div className={`container ${styles.centered}`}>
      <LoadError title={t('common:errors.generic')} headingLevel="h1" retryLabel={t('common:actions.refresh')} moreActions={<ButtonLink to={paths.home} variant="secondary">{t('common:actions.goHome')}</ButtonLink>}>
        {t('common:errors.genericHint')}
      </LoadError>
    </div>
  );
}
