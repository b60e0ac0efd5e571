import { Menu, Phone, ShoppingBag, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { toast } from 'sonner';
import { LogoMark } from '@/components/ui/logo';
import { company, phoneHref } from '@/config/company';
import { paths } from '@/config/paths';
import { useShopName } from '@/hooks/use-shop-name';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { mainNav } from './nav-items';
import styles from './header.module.css';

/** Count of items in the cart; the cart feature will provide it (and the drawer) when it lands. */
const CART_COUNT = 0;

export function Header() {
  const { t } = useTranslation('layout');
  const shop = useShopName();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link to={paths.home} className={styles.brand}>
          <LogoMark className={styles.brandMark} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{shop}</span>
            <span className={styles.brandTag}>{t('tagline')}</span>
          </span>
        </Link>

        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul role="list" className={styles.navList}>
            {mainNav.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} className={styles.navLink}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <a className={styles.phone} href={phoneHref} aria-label={t('header.callUs', { phone: company.phone.display })}>
            <Phone aria-hidden="true" />
            <span className={styles.phoneNumber}>{company.phone.display}</span>
          </a>
          <LanguageSwitcher className={styles.desktopOnly} />
          <Link to={paths.login} className={styles.iconButton} aria-label={t('header.login')} title={t('header.login')}>
            <UserRound aria-hidden="true" />
          </Link>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('header.cart', { count: CART_COUNT })}
            onClick={() => toast(t('header.cartEmpty'))}
          >
            <ShoppingBag aria-hidden="true" />
            <span className={styles.cartBadge} data-empty={CART_COUNT === 0 || undefined} aria-hidden="true">
              {CART_COUNT}
            </span>
          </button>
          <button
            ref={menuButton}
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden="true" />
          </button>
        </div>
      </div>
      <MobileMenu id="mobile-menu" open={menuOpen} onClose={() => setMenuOpen(false)} returnFocusTo={menuButton} />
    </header>
  );
}
