import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './pagination.module.css';

export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The spec's pagination: the first and last pages and the current page's neighbours, with an
 * ellipsis wherever pages are left out (page 4 of 7: 1 … 3 4 5 … 7).
 */
export function paginationModel(current: number, totalPages: number): PaginationItem[] {
  if (totalPages <= 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  shown.forEach((p, i) => {
    if (i > 0 && p - shown[i - 1]! > 1) items.push({ type: 'gap', key: `gap-${p}` });
    items.push({ type: 'page', page: p });
  });
  return items;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  /** What the navigation is called for assistive tech ("Result pages"); a generic "Pages" otherwise. */
  label?: string;
  /**
   * Pages as links (each page has a URL, as in the shop) or as buttons (a page of a list kept
   * in component state, as in the admin).
   */
  hrefFor?: (page: number) => string;
  onPage?: (page: number) => void;
}

/** Nothing when there is one page. */
export function Pagination({ page, totalPages, label, hrefFor, onPage }: PaginationProps) {
  const { t } = useTranslation('common');
  const items = paginationModel(page, totalPages);
  if (items.length === 0) return null;

  const to = (target: number, className: string, content: ReactNode, attributes: Record<string, string | undefined>) =>
    hrefFor ? (
      <Link className={className} to={hrefFor(target)} {...attributes}>
        {content}
      </Link>
    ) : (
      <button type="button" className={className} onClick={() => onPage?.(target)} {...attributes}>
        {content}
      </button>
    );
  const step = (target: number, enabled: boolean, direction: 'previous' | 'next') => {
    const content =
      direction === 'previous' ? (
        <>
          <ChevronLeft aria-hidden="true" />
          <span className={styles.stepText}>{t('pagination.previous')}</span>
        </>
      ) : (
        <>
          <span className={styles.stepText}>{t('pagination.next')}</span>
          <ChevronRight aria-hidden="true" />
        </>
      );
    if (!enabled) {
      return (
        <span className={styles.step} aria-hidden="true" data-disabled="">
          {content}
        </span>
      );
    }
    return to(target, styles.step, content, {
      'aria-label': t(direction === 'previous' ? 'pagination.previousLabel' : 'pagination.nextLabel'),
      ...(hrefFor ? { rel: direction === 'previous' ? 'prev' : 'next' } : {}),
    });
  };

  return (
    <nav className={styles.pagination} aria-label={label ?? t('pagination.label')}>
      {step(page - 1, page > 1, 'previous')}
      <ol role="list" className={styles.pages}>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={styles.gap}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t('pagination.gap')}</span>
            </li>
          ) : (
            <li key={item.page}>
              {to(item.page, styles.page, item.page, {
                'aria-label': t('pagination.page', { page: item.page }),
                'aria-current': item.page === page ? 'page' : undefined,
              })}
            </li>
          ),
        )}
      </ol>
      {step(page + 1, page < totalPages, 'next')}
      <p className="visually-hidden" aria-live="polite">
        {t('pagination.current', { page, pages: totalPages })}
      </p>
    </nav>
  );
}
