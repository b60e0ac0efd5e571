import { Mail, Phone, X } from 'lucide-react';
import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { company, emailHref, phoneHref } from '@/config/company';
import { MobileAccount } from '@/features/account/components/account-menu';
import { WishlistMenuItem } from '@/features/wishlist/components/wishlist-link';
import { GarageMenuButton } from '@/features/garage/components/garage-menu-button';
import { iconButtonClasses } from '@/components/ui/icon-button';
import { LanguageSwitcher } from './language-switcher';
import { mainNav } from './nav-items';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The phone/tablet menu: a `sheet` dialog (components/ui/dialog.tsx), so focus is trapped inside,
 * the page behind is inert and Escape closes it. Opening focuses the close button; closing
 * returns focus to the menu button; following a link closes it.
 */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const { t } = useTranslation('layout');
  const titleId = useId();
  const location = useLocation();
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // A navigation closes the menu at once (before the layout moves focus to the new page).
  const shownAt = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const at = `${location.pathname}${location.search}`;
    if (shownAt.current === at) return;
    shownAt.current = at;
    onCloseRef.current();
  }, [location.pathname, location.search]);

  return (
    <Dialog id={id} open={open} onClose={onClose} variant="sheet" className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {t('header.menuTitle')}
          </h2>
          <button type="button" className={`${iconButtonClasses.round} ${styles.close}`} aria-label={t('header.closeMenu')} data-autofocus onClick={onClose}>
            <X aria-hidden="true" />
          </button>
        </div>

        <nav aria-label={t('nav.label')}>
          <ul role="list" className={styles.nav}>
            {mainNav.map((item, i) => (
              <li key={item.key} style={{ '--i': i } as CSSProperties}>
                <NavLink to={item.to} className={styles.navLink}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <GarageMenuButton className={styles.garage} onOpen={onClose} />

        <MobileAccount
          className={styles.account}
          linkClassName={styles.accountLink}
          extra={(itemClassName) => <WishlistMenuItem className={itemClassName} />}
        />

        <div className={styles.bottom}>
          <LanguageSwitcher />
          <a className={styles.contact} href={phoneHref} aria-label={t('header.callUs', { phone: company.phone.display })}>
            <Phone aria-hidden="true" />
            {company.phone.display}
          </a>
          <a className={styles.contact} href={emailHref}>
            <Mail aria-hidden="true" />
            {company.email}
          </a>
        </div>
      </div>
    </Dialog>
  );
}
