import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import styles from './page.module.css';
import notFound from './not-found.module.css';

export function NotFoundRoute() {
  const { t } = useTranslation(['pages', 'common']);
  usePageMeta({ title: t('notFound.title'), description: t('notFound.description') });
  return (
    <div className={`container ${styles.centered}`}>
      <div className={notFound.box}>
        <p className={notFound.code} aria-hidden="true">
          {t('notFound.code')}
        </p>
        <h1 className={notFound.title}>{t('notFound.title')}</h1>
        <p className="lead">{t('notFound.text')}</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.home}>{t('common:actions.goHome')}</ButtonLink>
          <ButtonLink to={paths.shop} variant="secondary">
            {t('common:actions.goToShop')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

export default NotFoundRoute;
