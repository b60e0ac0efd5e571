import { BadgePercent, BellRing, Briefcase, CirclePlus, Factory, FileText, Inbox, Layers, LayoutDashboard, MessageSquareQuote, Package, PackageOpen, Receipt, Search, Truck, Undo2, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { registerAdminTexts } from '../i18n';
import { adminPaths } from '../paths';
import styles from './admin-layout.module.css';

const items = [
  { to: adminPaths.dashboard, key: 'dashboard', icon: LayoutDashboard, end: true },
  { to: adminPaths.orders, key: 'orders', icon: Receipt, end: false },
  { to: adminPaths.returns, key: 'returns', icon: PackageOpen, end: false },
  { to: adminPaths.refunds, key: 'refunds', icon: Undo2, end: true },
  { to: adminPaths.invoices, key: 'invoices', icon: FileText, end: true },
  { to: adminPaths.products, key: 'products', icon: Package, end: true },
  { to: adminPaths.newProduct, key: 'addProduct', icon: CirclePlus, end: true },
  { to: adminPaths.manufacturers, key: 'manufacturers', icon: Factory, end: true },
  { to: adminPaths.promotions, key: 'promotions', icon: BadgePercent, end: true },
  { to: adminPaths.applications, key: 'applications', icon: UsersRound, end: true },
  { to: adminPaths.dealers, key: 'dealers', icon: Briefcase, end: false },
  { to: adminPaths.volumeBreaks, key: 'volumeBreaks', icon: Layers, end: true },
  { to: adminPaths.messages, key: 'messages', icon: Inbox, end: true },
  { to: adminPaths.shipping, key: 'shipping', icon: Truck, end: true },
  { to: adminPaths.notificationSettings, key: 'notifications', icon: BellRing, end: true },
  { to: adminPaths.search, key: 'search', icon: Search, end: true },
  { to: adminPaths.reviews, key: 'reviews', icon: MessageSquareQuote, end: true },
] as const;

/** The admin area's frame: its own navigation beside (desktop) or above (phone) the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  registerAdminTexts();
  const { t } = useTranslation('admin');
  const nav = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs are one scrolling row: bring the current one into it.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className={`container ${styles.layout}`}>
      <aside className={styles.aside}>
        <p className={styles.brand}>
          <span className="eyebrow">{t('nav.eyebrow')}</span>
          <span className={styles.brandTitle}>{t('nav.title')}</span>
        </p>
        <nav aria-label={t('nav.label')}>
          <ul role="list" className={styles.nav} ref={nav}>
            {items.map(({ to, key, icon: Icon, end }) => (
              <li key={key}>
                <NavLink to={to} end={end} className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}>
                  <Icon aria-hidden="true" />
                  <span>{t(`nav.${key}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        {children}
      </div>
    </div>
  );
}
