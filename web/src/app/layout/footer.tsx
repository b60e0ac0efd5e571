import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '@/components/icons/social-icons';
import { LogoMark } from '@/components/ui/logo';
import { company } from '@/config/company';
import { CompanyContact } from '@/components/company-contact';
import { paths } from '@/config/paths';
import { useShopName } from '@/hooks/use-shop-name';
import { useCurrentYear } from '@/hooks/use-current-year';
import { iconButtonClasses } from '@/components/ui/icon-button';
import { mainNav } from './nav-items';
import styles from './footer.module.css';

const socials = [
  { key: 'facebook', href: company.social.facebook, Icon: FacebookIcon },
  { key: 'instagram', href: company.social.instagram, Icon: InstagramIcon },
  { key: 'youtube', href: company.social.youtube, Icon: YoutubeIcon },
] as const;

export function Footer() {
  const { t } = useTranslation(['layout', 'common']);
  const shop = useShopName();
  const year = useCurrentYear();

  return (
    <footer className={`render-on-approach ${styles.footer}`}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brandCol}>
          <Link to={paths.home} className={styles.brand}>
            <LogoMark className={styles.mark} />
            <span>{shop}</span>
          </Link>
          <p className={styles.about}>{t('footer.about')}</p>
          <ul role="list" className={styles.social} aria-label={t('footer.socialLabel')}>
            {socials.map(({ key, href, Icon }) => (
              <li key={key}>
                <a href={href} className={`${iconButtonClasses.round} ${styles.socialLink}`} aria-label={t(`footer.social.${key}`, { shop })} target="_blank" rel="noopener noreferrer">
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav className={styles.col} aria-labelledby="footer-workshop">
          <h2 id="footer-workshop" className={styles.heading}>
            {t('footer.companyHeading')}
          </h2>
          <ul role="list" className={styles.links}>
            {mainNav.map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{t(`nav.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.col} aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('footer.legalHeading')}
          </h2>
          <ul role="list" className={styles.links}>
            <li>
              <Link to={paths.privacyPolicy}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.cookiePolicy}>{t('footer.cookies')}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>

        <div className={styles.col}>
          <h2 className={styles.heading}>{t('footer.contactHeading')}</h2>
          <CompanyContact labels="hidden" className={styles.contact} />
        </div>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{t('footer.copyright', { year, shop })}</p>
          <p>{t('common:company.since', { year: company.foundedYear })}</p>
        </div>
      </div>
    </footer>
  );
}
