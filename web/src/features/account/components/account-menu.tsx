import { LayoutDashboard, LogOut, Package, Store, UserRound, ListPlus, Wallet } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadAuth, useSession, type SessionUser } from '@/lib/auth';
import styles from './user-menu.module.css';
import { dropPanelClassName } from '@/components/ui/drop-panel';

/**
 * What a signed-in visitor's header shows (spec §2 Header): the account menu with the user, role
 * marker and account links, and the same in the mobile menu. Its own chunk (user-menu.tsx loads
 * it): an anonymous first load never needs it.
 */
export type UserRole = 'admin' | 'dealer' | 'customer';

export function roleOf(user: SessionUser): UserRole {
  return user.isAdmin ? 'admin' : user.isDealer ? 'dealer' : 'customer';
}

export function useSignOut() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  return async () => {
    try {
      const auth = await loadAuth();
      await auth.signOutUser();
      toast(t('account.signedOut'));
      navigate(paths.home);
    } catch (error) {
      console.error('sign-out failed', error);
      toast.error(t('account.signOutFailed'));
    }
  };
}

function RoleMarker({ user }: { user: SessionUser }) {
  const { t } = useTranslation('layout');
  const role = roleOf(user);
  if (role === 'customer') return null;
  return (
    <span className={styles.role} data-role={role}>
      {role === 'admin' ? t('account.admin') : t('account.dealer')}
    </span>
  );
}

/** Name (or 'Użytkownik'), e-mail and role marker, shared by the dropdown and the mobile menu. */
export function UserIdentity({ user }: { user: SessionUser }) {
  const { t } = useTranslation('layout');
  return (
    <div className={styles.identity}>
      <p className={styles.name} data-testid="user-menu-name">
        {user.name || t('account.fallbackName')} <RoleMarker user={user} />
      </p>
      <p className={styles.email}>{user.email}</p>
    </div>
  );
}

/** The account links in the spec's order; the mobile menu adds the wishlist through `extra`. */
export function AccountLinks({ user, onSignOut, extra }: { user: SessionUser; onSignOut: () => void; extra?: (itemClassName: string) => ReactNode }) {
  const { t } = useTranslation('layout');
  return (
    <ul role="list" className={styles.links}>
      {user.isAdmin ? (
        <li>
          <Link to={paths.admin} className={styles.item}>
            <LayoutDashboard aria-hidden="true" />
            {t('account.adminPanel')}
          </Link>
        </li>
      ) : null}
      {user.isDealer ? (
        <li>
          <span className={`${styles.item} ${styles.label}`}>
            <Store aria-hidden="true" />
            {t('account.dealerAccount')}
          </span>
        </li>
      ) : null}
      {user.isDealer ? (
        <>
          <li>
            <Link to={paths.dealerQuickOrder} className={styles.item}>
              <ListPlus aria-hidden="true" />
              {t('account.quickOrder')}
            </Link>
          </li>
          <li>
            <Link to={paths.dealerBalance} className={styles.item}>
              <Wallet aria-hidden="true" />
              {t('account.balance')}
            </Link>
          </li>
        </>
      ) : null}
      <li>
        <Link to={paths.profile} className={styles.item}>
          <UserRound aria-hidden="true" />
          {t('account.profile')}
        </Link>
      </li>
      <li>
        <Link to={paths.orders} className={styles.item}>
          <Package aria-hidden="true" />
          {t('account.orders')}
        </Link>
      </li>
      {extra?.(styles.item)}
      <li className={styles.separator}>
        <button type="button" className={styles.item} onClick={onSignOut}>
          <LogOut aria-hidden="true" />
          {t('account.signOut')}
        </button>
      </li>
    </ul>
  );
}

/** The signed-in header control: a disclosure menu (Escape and outside clicks close it, Tab moves through it) with the user, role marker and account links. */
export function SignedInMenu({ user, buttonClassName }: { user: SessionUser; buttonClassName: string }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  // Open on the page where it was opened: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean | ((v: boolean) => boolean)) =>
    setOpenOn((current) => ((typeof value === 'function' ? value(current === pathname) : value) ? pathname : null));
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const signOut = useSignOut();
  useEffect(() => {
    if (!open) return;
    const close = () => setOpenOn(null);
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
      }
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const displayName = user.name || t('account.fallbackName');
  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonClassName} ${styles.trigger}`}
        data-role={roleOf(user)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('account.open', { name: displayName })}
        onClick={() => setOpen((v) => !v)}
      >
        <UserRound aria-hidden="true" />
        <span className={styles.dot} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        className={`${dropPanelClassName} ${styles.panel}`}
        hidden={!open}
        data-testid="user-menu"
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpenOn(null);
        }}
      >
        <UserIdentity user={user} />
        <AccountLinks
          user={user}
          onSignOut={() => {
            setOpen(false);
            void signOut();
          }}
        />
      </div>
    </div>
  );
}


/** The mobile menu's account block: the same links when signed in, login/register otherwise. */
export function MobileAccount({ className, linkClassName, extra }: { className: string; linkClassName: string; extra?: (itemClassName: string) => ReactNode }) {
  const { t } = useTranslation('layout');
  const session = useSession();
  const signOut = useSignOut();
  if (session.status === 'loading') return <Spinner label={t('account.loading')} />;
  if (session.status === 'signedOut') {
    return (
      <div className={className}>
        <Link to={paths.login} className={linkClassName}>
          {t('account.login')}
        </Link>
        <Link to={paths.register} className={linkClassName}>
          {t('account.register')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.mobile} data-testid="mobile-account">
      <UserIdentity user={session.user} />
      <AccountLinks user={session.user} onSignOut={() => void signOut()} extra={extra} />
    </div>
  );
}
