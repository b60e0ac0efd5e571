import type { StockLogPage } from '@contracts/stock-log';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ui } from '@/components/ui/classes';
import { LoadingState } from '@/components/ui/loading-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { useStockLog } from '../api/stock-log';
import { adminPaths } from '../paths';
import { formatDateTime, shortId } from '../utils/format';
import styles from './stock-log.module.css';

type Entry = StockLogPage['entries'][number];

/**
 * The product's stock log (issue 33) in its editor: every change of its stock, newest first, with
 * why (a sale, a cancellation, a return, an admin's edit, an import), who, the order or import
 * it belongs to, and before → after. Older entries load on demand.
 */
export function StockLog({ productId }: { productId: number | null }) {
  const { t } = useTranslation('admin');
  if (productId === null) return <p className={ui.hint}>{t('stockLog.unsaved')}</p>;
  return <StockLogTable productId={productId} />;
}

function StockLogTable({ productId }: { productId: number }) {
  const { t } = useTranslation('admin');
  const log = useStockLog(productId);
  if (log.isPending) return <LoadingState label={t('stockLog.loading')} />;
  if (log.isError) {
    return (
      <p className={ui.error} role="alert">
        {t('stockLog.loadError')}
      </p>
    );
  }
  const entries = log.data.pages.flatMap((page) => page.entries);
  const total = log.data.pages[0]?.total ?? 0;
  if (!entries.length) return <p className={ui.hint}>{t('stockLog.empty')}</p>;

  const columns: TableColumn<Entry>[] = [
    { key: 'at', header: t('stockLog.columns.at'), cell: (e) => formatDateTime(e.at), rowHeader: true },
    { key: 'reason', header: t('stockLog.columns.reason'), cell: (e) => t(`stockLog.reasons.${e.reason}`) },
    {
      key: 'change',
      header: t('stockLog.columns.change'),
      numeric: true,
      cell: (e) => <span className={e.change < 0 ? styles.out : styles.in}>{e.change > 0 ? `+${e.change}` : e.change}</span>,
    },
    { key: 'stock', header: t('stockLog.columns.stock'), numeric: true, cell: (e) => `${e.before} → ${e.after}` },
    {
      key: 'source',
      header: t('stockLog.columns.source'),
      cell: (e) =>
        e.orderId ? (
          <Link className={ui.link} to={adminPaths.order(e.orderId)}>
            {t('stockLog.order', { number: shortId(e.orderId) })}
          </Link>
        ) : e.importId ? (
          t('stockLog.import', { number: shortId(e.importId) })
        ) : (
          '—'
        ),
    },
    { key: 'by', header: t('stockLog.columns.by'), cell: (e) => e.by ?? '—' },
  ];

  return (
    <div className={ui.stack}>
      <p className={ui.hint}>{t('stockLog.count', { count: total, shown: entries.length })}</p>
      <div className={styles.scroll}>
        <Table rows={entries} columns={columns} rowKey={(e) => String(e.seq)} label={t('stockLog.label')} />
      </div>
      {log.hasNextPage ? (
        <div>
          <Button type="button" variant="secondary" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? t('stockLog.loadingMore') : t('stockLog.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
