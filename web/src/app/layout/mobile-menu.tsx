import { Mail, Phone, X } from 'lucide-react';
import { useEffect, useId, useRef, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { company, emailHref, phoneHref } from '@/config/company';
import { MobileAccount } from '@/features/account/components/account-menu';
import { WishlistMenuItem } from '@/features/wishlist/components/wishlist-link';
import { LanguageSwitcher } from './language-switcher';
import { mainNav } from './nav-items';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Where focus goes back when the menu closes, if the browser does not restore it itself. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The phone/tablet menu: a native modal <dialog>, so focus is trapped inside, the page behind is
 * inert and Escape closes it for free. Opening focuses the close button; closing returns focus to
 * the menu button; following a link closes it.
 */
export function MobileMenu({ id, open, onClose, returnFocusTo }: MobileMenuProps) {
  const { t } = useTranslation('layout');
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const location = useLocation();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // A navigation closes the menu at once (before the layout moves focus to the new page).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) {
      dialog.close();
      onCloseRef.current();
    }
  }, [location.pathname, location.search]);

  const handleClose = () => {
    onClose();
    if (document.activeElement === document.body || document.activeElement === null) {
      returnFocusTo.current?.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; the panel covers the rest.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {t('header.menuTitle')}
          </h2>
          <button type="button" className={styles.close} aria-label={t('header.closeMenu')} data-autofocus onClick={() => dialogRef.current?.close()}>
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
    </dialog>
  );
}
