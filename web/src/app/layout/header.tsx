import { Menu, Phone } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LogoMark } from '@/components/ui/logo';
import { company, phoneHref } from '@/config/company';
import { paths } from '@/config/paths';
import { UserMenu } from '@/features/account/components/user-menu';
import { CartButton } from '@/features/cart/components/cart-button';
import { HeaderSearch } from '@/features/catalog/components/search-suggest/header-search';
import { ShopMenu } from '@/features/catalog/components/shop-menu/shop-menu';
import { GarageHeaderButton } from '@/features/garage/components/garage-button';
import { WishlistHeaderLink } from '@/features/wishlist/components/wishlist-link';
import { useShopName } from '@/hooks/use-shop-name';
import { text } from '@/components/ui/text';
import { LanguageSwitcher } from './language-switcher';
import { whenInUse } from '@/first-load/when-in-use';
import { mainNav } from './nav-items';
import styles from './header.module.css';

/** The phone menu is its own chunk: fetched once the page is in use, drawn from its first opening on. */
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export function Header() {
  const { t } = useTranslation('layout');
  const shop = useShopName();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  useEffect(() => whenInUse(() => void loadMobileMenu().catch(() => undefined)), []);

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
          <HeaderSearch buttonClassName={styles.iconButton} />
          <a className={styles.phone} href={phoneHref} aria-label={t('header.callUs', { phone: company.phone.display })}>
            <Phone aria-hidden="true" />
            <span className={styles.phoneNumber}>{company.phone.display}</span>
          </a>
          <LanguageSwitcher className={styles.desktopOnly} />
          <GarageHeaderButton className={`${styles.iconButton} ${styles.wideOnly}`} />
          <WishlistHeaderLink className={`${styles.iconButton} ${styles.wideOnly}`} />
          <UserMenu buttonClassName={styles.iconButton} />
          <CartButton className={styles.iconButton} badgeClassName={`${text.countBubble} ${styles.cartBadge}`} />
          <button
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
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu id="mobile-menu" open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
