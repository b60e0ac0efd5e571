import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import styles from './page.module.css';

/** Pages whose feature has not landed yet; each has its title and description in `pages:<key>`. */
export type PlaceholderPageKey =
  | 'shop'
  | 'gallery'
  | 'about'
  | 'contact'
  | 'dealers'
  | 'privacyPolicy'
  | 'cookiePolicy'
  | 'terms'
  | 'login'
  | 'register'
  | 'paymentSuccess'
  | 'paymentCancel';

export function PlaceholderRoute({ page }: { page: PlaceholderPageKey }) {
  const { t } = useTranslation(['pages', 'common']);
  const title = t(`${page}.title`);
  usePageMeta({ title, description: t(`${page}.description`) });

  return (
    <div className={styles.band}>
      <LogoMark className={styles.bandMark} />
      <div className={`container ${styles.bandInner}`}>
        <p className={styles.comingSoon}>{t('common:states.comingSoon')}</p>
        <h1 className={styles.bandTitle}>{title}</h1>
        <p className="lead">{t('placeholder.text')}</p>
        <div className={styles.actions}>
          {page !== 'shop' ? <ButtonLink to={paths.shop}>{t('common:actions.goToShop')}</ButtonLink> : null}
          <ButtonLink to={paths.home} variant="secondary">
            {t('common:actions.goHome')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

export default PlaceholderRoute;
