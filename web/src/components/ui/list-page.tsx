import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import card from './card.module.css';
import { EmptyState } from './empty-state';
import { LoadingState } from './loading-state';
import { PageHeader } from './page-header';
import { Pagination } from './pagination';
import styles from './list-page.module.css';

/** What the page needs of its list's query (TanStack Query's result has these). */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

/**
 * The list's pager. Numbered pages (`page` of `totalPages`, any page one click away), or an
 * API's cursor pages: First / Previous / Next / Last with "Page X of Y" when the API counts them
 * (First and Last only where they lead further than Previous and Next).
 */
export type ListPager =
  | { kind: 'pages'; page: number; totalPages: number; onPage: (page: number) => void; label?: string }
  | {
      kind: 'cursor';
      onFirst?: () => void;
      onPrevious?: () => void;
      onNext?: () => void;
      onLast?: () => void;
      page?: number;
      totalPages?: number;
      label?: string;
    };

interface ListPageProps {
  title: string;
  /** Under the title, announced when it changes: the count once the list has loaded. */
  subtitle?: ReactNode;
  /** Header actions (add a product); a Refresh button comes first when `refreshLabel` is set. */
  actions?: ReactNode;
  refreshLabel?: string;
  query: ListQuery;
  /** The filter bar's controls (filter-fields.tsx); none, no bar. */
  filters?: ReactNode;
  filtersLabel?: string;
  /** The page's own layout of the filter bar (which columns are wider). */
  filtersClassName?: string;
  /** Shown when a filter is set: empties them all. */
  onClear?: () => void;
  clearLabel?: string;
  loadingLabel: string;
  errorTitle: string;
  retryLabel: string;
  /** The list has no rows: the empty state (with `emptyText`, e.g. "nothing matches the filters"). */
  isEmpty: boolean;
  emptyTitle: string;
  emptyText?: ReactNode;
  pager?: ListPager;
  /** The rows. */
  children: ReactNode;
}

/**
 * One admin list page: its header with the count and Refresh, the filter bar, and then the
 * loading state, the error with Retry, the empty state, or the rows with their pager.
 */
export function ListPage(props: ListPageProps) {
  const { query, filters, onClear } = props;
  const refresh = props.refreshLabel ? (
    <Button variant="secondary" size="small" onClick={() => void query.refetch()} disabled={query.isFetching} aria-busy={query.isFetching || undefined}>
      <RefreshCw aria-hidden="true" className={query.isFetching ? styles.spinning : undefined} />
      {props.refreshLabel}
    </Button>
  ) : null;
  return (
    <>
      <PageHeader title={props.title} subtitle={props.subtitle ?? '\u00a0'} live actions={refresh || props.actions ? <>{refresh}{props.actions}</> : undefined} />
      {filters ? (
        <form className={[card.panel, styles.filters, props.filtersClassName].filter(Boolean).join(' ')} role="search" aria-label={props.filtersLabel} onSubmit={(e) => e.preventDefault()}>
          {filters}
          {onClear ? (
            <Button variant="ghost" size="small" className={styles.clear} onClick={onClear}>
              {props.clearLabel}
            </Button>
          ) : null}
        </form>
      ) : null}
      {query.isPending ? (
        <LoadingState label={props.loadingLabel} />
      ) : query.isError ? (
        <EmptyState
          role="alert"
          title={props.errorTitle}
          action={
            <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
              {props.retryLabel}
            </Button>
          }
        />
      ) : props.isEmpty ? (
        <EmptyState title={props.emptyTitle}>{props.emptyText ? <p>{props.emptyText}</p> : null}</EmptyState>
      ) : (
        <>
          {props.children}
          {props.pager ? <Pager pager={props.pager} /> : null}
        </>
      )}
    </>
  );
}

function Pager({ pager }: { pager: ListPager }) {
  const { t } = useTranslation('common');
  if (pager.kind === 'pages') return <Pagination page={pager.page} totalPages={pager.totalPages} onPage={pager.onPage} label={pager.label} />;
  if (!pager.onPrevious && !pager.onNext) return null;
  return (
    <nav className={styles.pager} aria-label={pager.label ?? t('pagination.label')}>
      {pager.onFirst ? (
        <Button variant="secondary" size="small" onClick={pager.onFirst} aria-label={t('pagination.firstLabel')}>
          <ChevronsLeft aria-hidden="true" />
          {t('pagination.first')}
        </Button>
      ) : null}
      <Button variant="secondary" size="small" onClick={pager.onPrevious} disabled={!pager.onPrevious} aria-label={t('pagination.previousLabel')}>
        <ChevronLeft aria-hidden="true" />
        {t('pagination.previous')}
      </Button>
      {pager.page && pager.totalPages ? (
        <p className={styles.pagerText} aria-live="polite">
          {t('pagination.current', { page: pager.page, pages: pager.totalPages })}
        </p>
      ) : null}
      <Button variant="secondary" size="small" onClick={pager.onNext} disabled={!pager.onNext} aria-label={t('pagination.nextLabel')}>
        {t('pagination.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
      {pager.onLast ? (
        <Button variant="secondary" size="small" onClick={pager.onLast} aria-label={t('pagination.lastLabel')}>
          {t('pagination.last')}
          <ChevronsRight aria-hidden="true" />
        </Button>
      ) : null}
    </nav>
  );
}
