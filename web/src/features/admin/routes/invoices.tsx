import { ksefStatuses } from '@contracts/invoice';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ui } from '@/components/ui/classes';
import { FilterDate, FilterSearch, FilterSelect } from '@/components/ui/filter-fields';
import { ListPage } from '@/components/ui/list-page';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isoDate, oneOf, useUrlFilters } from '@/hooks/use-url-filters';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useAdminInvoices } from '../api/invoices';
import { InvoiceDocuments } from '../components/invoice-documents';
import { KsefBadge } from '../components/ksef-status';
import { adminPaths } from '../paths';
import { cursorPager } from '../utils/list-cursor';
import { text } from '@/components/ui/text';
import styles from './invoices.module.css';

const FILTERS = ['ksefStatus', 'kind', 'search', 'dateFrom', 'dateTo'] as const;

/**
 * /admin/invoices: every issued invoice with its KSeF state; filters (in the URL); PDF, XML and UPO downloads.
 * A company order's correction invoices (FA(3) KOR) are rows of their own, naming the invoice they correct.
 */
export function InvoicesRoute() {
  const { t, i18n } = useTranslation('admin');
  usePageMeta({ title: t('meta.invoices') });
  const url = useUrlFilters(FILTERS);
  const { values } = url;
  const invoices = useAdminInvoices({
    ksefStatus: oneOf(values.ksefStatus, ksefStatuses),
    kind: oneOf(values.kind, ['company', 'consumer'] as const),
    search: values.search || undefined,
    dateFrom: isoDate(values.dateFrom),
    dateTo: isoDate(values.dateTo),
    cursor: url.cursor,
  });
  const date = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(i18n.language), { timeZone: 'Europe/Warsaw' });

  return (
    <ListPage
      title={t('invoices.title')}
      subtitle={invoices.data ? t('invoices.count', { count: invoices.data.total }) : undefined}
      refreshLabel={t('invoices.refresh')}
      query={invoices}
      filtersLabel={t('invoices.filters')}
      filters={
        <>
          <FilterSelect
            id="invoices-ksef"
            label={t('invoices.ksef')}
            value={values.ksefStatus}
            onChange={(v) => url.setFilter('ksefStatus', v)}
            options={[{ value: '', label: t('invoices.allStatuses') }, ...ksefStatuses.map((s) => ({ value: s, label: t(`invoices.ksefStatus.${s}`) }))]}
          />
          <FilterSelect
            id="invoices-kind"
            label={t('invoices.kind')}
            value={values.kind}
            onChange={(v) => url.setFilter('kind', v)}
            options={[
              { value: '', label: t('invoices.allKinds') },
              { value: 'company', label: t('invoices.kinds.company') },
              { value: 'consumer', label: t('invoices.kinds.consumer') },
            ]}
          />
          <FilterSearch id="invoices-search" label={t('invoices.search')} placeholder={t('invoices.searchPlaceholder')} value={values.search} onChange={(v) => url.setFilter('search', v)} />
          <FilterDate id="invoices-from" label={t('invoices.dateFrom')} value={values.dateFrom} max={values.dateTo} onChange={(v) => url.setFilter('dateFrom', v)} />
          <FilterDate id="invoices-to" label={t('invoices.dateTo')} value={values.dateTo} min={values.dateFrom} onChange={(v) => url.setFilter('dateTo', v)} />
        </>
      }
      onClear={url.hasFilters ? url.clear : undefined}
      clearLabel={t('invoices.clear')}
      loadingLabel={t('invoices.loading')}
      errorTitle={t('invoices.loadError')}
      retryLabel={t('actions.retry')}
      isEmpty={invoices.data?.items.length === 0}
      emptyTitle={t('invoices.empty')}
      emptyText={url.hasFilters ? t('invoices.emptyFiltered') : undefined}
      pager={invoices.data && cursorPager(invoices.data, url.setCursor, t('pagination.label'))}
    >
      <ul role="list" className={ui.recordList} aria-busy={invoices.isPlaceholderData || undefined} aria-label={t('invoices.title')}>
        {invoices.data?.items.map((invoice) => (
          <li key={`${invoice.orderId}-${invoice.correction?.refundId ?? 'invoice'}`} className={`${ui.record} ${styles.row}`} data-testid="invoice-row">
            <div className={ui.recordCell}>
              <Link to={adminPaths.order(invoice.orderId)} className={ui.recordTitle}>
                {invoice.number}
              </Link>
              <span className={text.meta}>{date(invoice.issuedAt)}</span>
              {invoice.correction ? <span className={text.meta}>{t('invoices.correctionOf', { number: invoice.correction.correctedNumber })}</span> : null}
            </div>
            <div className={ui.recordCell}>
              <span className={styles.buyerName}>{invoice.buyer?.name ?? invoice.customerName ?? invoice.customerEmail ?? '—'}</span>
              <span className={text.meta}>{invoice.buyer ? `NIP ${invoice.buyer.nip}` : t('invoices.kinds.consumer')}</span>
            </div>
            <div className={styles.amount}>{formatMoney(invoice.totalAmount)}</div>
            <div className={ui.recordCell}>
              <KsefBadge status={invoice.ksef.status} />
              {invoice.ksef.number ? <code className={styles.ksefNumber}>{invoice.ksef.number}</code> : null}
              {invoice.ksef.status === 'rejected' && invoice.ksef.error ? <span className={styles.error}>{invoice.ksef.error}</span> : null}
              {invoice.ksef.status === 'waiting' && invoice.ksef.attempts ? <span className={text.meta}>{t('invoices.attempts', { count: invoice.ksef.attempts })}</span> : null}
              {invoice.ksef.awaitingOriginal ? <span className={text.meta}>{t('invoices.awaitingOriginal')}</span> : null}
            </div>
            <InvoiceDocuments invoice={invoice} />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
