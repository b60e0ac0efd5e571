import { Menu, Phone } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LogoMark } from '@/components/ui/logo';
import { company, phoneHref } from '@/config/company';
import { paths } from '@/config/paths';
import { UserMenu } from '@/features/account/components/user-menu';
import { CartButton } from '@/features/cart/components/cart-button';
import { ShopMenu } from '@/features/catalog/components/shop-menu/shop-menu';
import { WishlistHeaderLink } from '@/features/wishlist/components/wishlist-link';
import { useShopName } from '@/hooks/use-shop-name';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { mainNav } from './nav-items';
import styles from './header.module.css';

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
                {item.key === 'shop' ? (
                  <ShopMenu linkClassName={styles.navLink} label={t(`nav.${item.key}`)} />
                ) : (
                  <NavLink to={item.to} className={styles.navLink}>
                    {t(`nav.${item.key}`)}
                  </NavLink>
                )}
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
          <WishlistHeaderLink className={styles.iconButton} />
          <UserMenu buttonClassName={styles.iconButton} />
          <CartButton className={styles.iconButton} badgeClassName={styles.cartBadge} />
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
