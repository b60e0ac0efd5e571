import { ksefStatuses, type KsefStatus } from '@contracts/invoice';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { usePageMeta } from '@/hooks/use-page-meta';
import { formatMoney } from '@/lib/money';
import { useAdminInvoices, type AdminInvoicesFilters } from '../api/invoices';
import { InvoiceDocuments } from '../components/invoice-documents';
import { KsefBadge } from '../components/ksef-status';
import { Spinner } from '../components/spinner';
import ui from '../components/ui.module.css';
import { adminPaths } from '../paths';
import { cursorForPage } from '../utils/list-cursor';
import styles from './invoices.module.css';
import { intlLocale } from '@/lib/i18n';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SEARCH_DEBOUNCE_MS = 350;

function filtersFrom(search: URLSearchParams): AdminInvoicesFilters {
  const status = search.get('ksefStatus');
  const kind = search.get('kind');
  const dateFrom = search.get('dateFrom') ?? '';
  const dateTo = search.get('dateTo') ?? '';
  return {
    ksefStatus: (ksefStatuses as readonly string[]).includes(status ?? '') ? (status as KsefStatus) : undefined,
    kind: kind === 'company' || kind === 'consumer' ? kind : undefined,
    search: search.get('search') ?? undefined,
    dateFrom: DATE.test(dateFrom) ? dateFrom : undefined,
    dateTo: DATE.test(dateTo) ? dateTo : undefined,
    cursor: search.get('cursor') ?? undefined,
  };
}

/**
 * /admin/invoices: every issued invoice with its KSeF state; filters; PDF, XML and UPO downloads.
 * A company order's correction invoices (FA(3) KOR) are rows of their own, naming the invoice they correct.
 */
export function InvoicesRoute() {
  const { t, i18n } = useTranslation('admin');
  usePageMeta({ title: t('meta.invoices') });
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const invoices = useAdminInvoices(filters);
  const [search, setSearch] = useState(filters.search ?? '');

  function update(name: 'ksefStatus' | 'kind' | 'search' | 'dateFrom' | 'dateTo' | 'cursor', value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'cursor') next.delete('cursor');
        return next;
      },
      { replace: name !== 'cursor' },
    );
  }

  const urlSearch = filters.search ?? '';
  useEffect(() => {
    if (search.trim() === urlSearch.trim()) return;
    const timer = setTimeout(() => update('search', search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is recreated every render; the inputs are the values
  }, [search, urlSearch]);

  const hasFilters = Boolean(filters.ksefStatus || filters.kind || filters.search || filters.dateFrom || filters.dateTo);
  const date = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(i18n.language), { timeZone: 'Europe/Warsaw' });

  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('invoices.title')}</h1>
          <p className={ui.subtitle} aria-live="polite">
            {invoices.data ? t('invoices.count', { count: invoices.data.total }) : '\u00a0'}
          </p>
        </div>
        <div className={ui.headerActions}>
          <Button variant="secondary" size="small" onClick={() => void invoices.refetch()} disabled={invoices.isFetching} aria-busy={invoices.isFetching || undefined}>
            <RefreshCw aria-hidden="true" className={invoices.isFetching ? styles.spinning : undefined} />
            {t('invoices.refresh')}
          </Button>
        </div>
      </header>

      <form className={`${ui.panel} ${styles.filters}`} role="search" aria-label={t('invoices.filters')} onSubmit={(e) => e.preventDefault()}>
        <div className={ui.field}>
          <label htmlFor="invoices-ksef" className={ui.label}>
            {t('invoices.ksef')}
          </label>
          <select id="invoices-ksef" className={ui.select} value={filters.ksefStatus ?? ''} onChange={(e) => update('ksefStatus', e.target.value)}>
            <option value="">{t('invoices.allStatuses')}</option>
            {ksefStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`invoices.ksefStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor="invoices-kind" className={ui.label}>
            {t('invoices.kind')}
          </label>
          <select id="invoices-kind" className={ui.select} value={filters.kind ?? ''} onChange={(e) => update('kind', e.target.value)}>
            <option value="">{t('invoices.allKinds')}</option>
            <option value="company">{t('invoices.kinds.company')}</option>
            <option value="consumer">{t('invoices.kinds.consumer')}</option>
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor="invoices-search" className={ui.label}>
            {t('invoices.search')}
          </label>
          <input
            id="invoices-search"
            className={ui.input}
            type="search"
            autoComplete="off"
            placeholder={t('invoices.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') update('search', search.trim());
            }}
          />
        </div>
        <div className={ui.field}>
          <label htmlFor="invoices-from" className={ui.label}>
            {t('invoices.dateFrom')}
          </label>
          <input id="invoices-from" className={ui.input} type="date" value={filters.dateFrom ?? ''} max={filters.dateTo} onChange={(e) => update('dateFrom', e.target.value)} />
        </div>
        <div className={ui.field}>
          <label htmlFor="invoices-to" className={ui.label}>
            {t('invoices.dateTo')}
          </label>
          <input id="invoices-to" className={ui.input} type="date" value={filters.dateTo ?? ''} min={filters.dateFrom} onChange={(e) => update('dateTo', e.target.value)} />
        </div>
        {hasFilters ? (
          <Button
            variant="ghost"
            size="small"
            className={styles.clear}
            onClick={() => {
              setSearch('');
              setParams(new URLSearchParams(), { replace: true });
            }}
          >
            {t('invoices.clear')}
          </Button>
        ) : null}
      </form>

      {invoices.isPending ? (
        <Spinner label={t('invoices.loading')} />
      ) : invoices.isError ? (
        <div className={ui.empty} role="alert">
          <p className={ui.emptyTitle}>{t('invoices.loadError')}</p>
          <Button variant="secondary" size="small" onClick={() => void invoices.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : invoices.data.items.length === 0 ? (
        <div className={ui.empty} role="status">
          <p className={ui.emptyTitle}>{t('invoices.empty')}</p>
          {hasFilters ? <p>{t('invoices.emptyFiltered')}</p> : null}
        </div>
      ) : (
        <>
          <ul role="list" className={styles.list} aria-busy={invoices.isPlaceholderData || undefined} aria-label={t('invoices.title')}>
            {invoices.data.items.map((invoice) => (
              <li key={`${invoice.orderId}-${invoice.correction?.refundId ?? 'invoice'}`} className={`${ui.panel} ${styles.row}`} data-testid="invoice-row">
                <div className={styles.main}>
                  <Link to={adminPaths.order(invoice.orderId)} className={styles.number}>
                    {invoice.number}
                  </Link>
                  <span className={styles.muted}>{date(invoice.issuedAt)}</span>
                  {invoice.correction ? <span className={styles.muted}>{t('invoices.correctionOf', { number: invoice.correction.correctedNumber })}</span> : null}
                </div>
                <div className={styles.buyer}>
                  <span className={styles.buyerName}>{invoice.buyer?.name ?? invoice.customerName ?? invoice.customerEmail ?? '—'}</span>
                  <span className={styles.muted}>{invoice.buyer ? `NIP ${invoice.buyer.nip}` : t('invoices.kinds.consumer')}</span>
                </div>
                <div className={styles.amount}>{formatMoney(invoice.totalAmount)}</div>
                <div className={styles.ksef}>
                  <KsefBadge status={invoice.ksef.status} />
                  {invoice.ksef.number ? <code className={styles.ksefNumber}>{invoice.ksef.number}</code> : null}
                  {invoice.ksef.status === 'rejected' && invoice.ksef.error ? <span className={styles.error}>{invoice.ksef.error}</span> : null}
                  {invoice.ksef.status === 'waiting' && invoice.ksef.attempts ? <span className={styles.muted}>{t('invoices.attempts', { count: invoice.ksef.attempts })}</span> : null}
                  {invoice.ksef.awaitingOriginal ? <span className={styles.muted}>{t('invoices.awaitingOriginal')}</span> : null}
                </div>
                <InvoiceDocuments invoice={invoice} />
              </li>
            ))}
          </ul>
          <Pagination page={invoices.data.page} totalPages={invoices.data.pages} onPage={(p) => update('cursor', cursorForPage(invoices.data, p) ?? '')} label={t('pagination.label')} />
        </>
      )}
    </>
  );
}
