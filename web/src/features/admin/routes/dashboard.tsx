import { orderStatuses } from '@contracts/order';
import { CirclePlus, Package, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ActionLink } from '@/components/ui/action-link';
import { usePageMeta } from '@/hooks/use-page-meta';
import { formatMoney } from '@/lib/money';
import type { AdminStats } from '@contracts/admin';
import { useAdminStats } from '../api/get-admin-stats';
import { RevenueChart } from '../components/revenue-chart';
import { LowStockPanel } from '../components/low-stock-panel';
import { LoadingState } from '@/components/ui/loading-state';
import { ui } from '@/components/ui/classes';
import { EmptyState } from '@/components/ui/empty-state';
import { Grid } from '@/components/ui/layout';
import { SectionPanel } from '@/components/ui/section-panel';
import { statTile } from '@/components/ui/stat-tile';
import { adminPaths } from '../paths';
import { formatDateTime } from '../utils/format';
import styles from './dashboard.module.css';

/** /admin: revenue, order counts per status, shortcuts, and revenue over time (spec §2). */
export function DashboardRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.dashboard') });
  const stats = useAdminStats();

  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('dashboard.title')}</h1>
          <p className={ui.subtitle}>{t('dashboard.lead')}</p>
        </div>
        <div className={ui.headerActions}>
          <ActionLink to={adminPaths.orders} variant="secondary" size="small" icon={Receipt}>{t('dashboard.manageOrders')}</ActionLink>
          <ActionLink to={adminPaths.products} variant="secondary" size="small" icon={Package}>{t('dashboard.manageProducts')}</ActionLink>
          <ActionLink to={adminPaths.newProduct} size="small" icon={CirclePlus}>{t('dashboard.addProduct')}</ActionLink>
        </div>
      </header>

      {stats.isPending ? (
        <LoadingState label={t('dashboard.loading')} />
      ) : stats.isError ? (
        <EmptyState
          role="alert"
          title={t('dashboard.loadError')}
          action={
            <Button variant="secondary" size="small" onClick={() => void stats.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        />
      ) : (
        <div className={ui.stack}>
          <Grid as="section" min="9.5rem" gap={3} aria-label={t('dashboard.summaryLabel')} className={styles.tiles}>
            <div className={`${statTile.tile} ${styles.revenue}`}>
              <p className={statTile.label}>{t('dashboard.revenue')}</p>
              <p className={`${statTile.value} ${styles.revenueValue}`}>{formatMoney(stats.data.netRevenue)}</p>
              <p className={statTile.hint}>{t('dashboard.revenueHint')}</p>
              {stats.data.returnsRefunded > 0 ? (
                <p className={statTile.hint} data-testid="revenue-refunds">
                  {t('dashboard.revenueNet', { gross: formatMoney(stats.data.revenue), refunded: formatMoney(stats.data.returnsRefunded) })}
                </p>
              ) : null}
              {stats.data.discountsGiven ? (
                <p className={statTile.hint} data-testid="revenue-discounts">
                  {t('dashboard.discountsGiven', { amount: formatMoney(stats.data.discountsGiven) })}
                </p>
              ) : null}
            </div>
            <Link to={adminPaths.orders} className={statTile.tile}>
              <p className={statTile.label}>{t('dashboard.totalOrders')}</p>
              <p className={statTile.value}>{stats.data.total}</p>
            </Link>
            {orderStatuses.map((status) => (
              <Link key={status} to={`${adminPaths.orders}?status=${status}`} className={`${statTile.tile} ${styles[`tile-${status}`]}`}>
                <p className={statTile.label}>{t(`status.${status}`)}</p>
                <p className={statTile.value}>{stats.data.counts[status] ?? 0}</p>
              </Link>
            ))}
          </Grid>
          <RevenueChart stats={stats.data} />
          <RefundsPanel refunds={stats.data.refunds} />
          <LowStockPanel />
        </div>
      )}
    </>
  );
}

/** Money returned to buyers: the total of refunds that succeeded, and the latest refunds in any state. */
function RefundsPanel({ refunds }: { refunds: AdminStats['refunds'] }) {
  const { t } = useTranslation('admin');
  return (
    <SectionPanel title={t('refunds.title')}>
      <p className={ui.hint}>{t('refunds.total', { amount: formatMoney(refunds.amount), count: refunds.count })}</p>
      {refunds.recent.length === 0 ? (
        <p className={ui.hint}>{t('refunds.empty')}</p>
      ) : (
        <ul role="list" className={styles.refunds}>
          {refunds.recent.map((refund) => (
            <li key={`${refund.orderId}-${refund.id}`} className={styles.refund} data-status={refund.status}>
              <Link to={adminPaths.order(refund.orderId)} className={ui.link}>
                {t('refunds.order', { id: refund.orderId.slice(0, 8) })}
              </Link>
              <span>{formatMoney(refund.amount)}</span>
              <span className={ui.tag}>{t(`refunds.status.${refund.status}`)}</span>
              <span className={ui.hint}>
                {t(`refunds.reason.${refund.reason}`)} · <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionPanel>
  );
}
