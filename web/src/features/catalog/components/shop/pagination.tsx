import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paginationModel } from '../../utils/shop-query';
import styles from './shop.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL (query string) of a page. */
  hrefFor: (page: number) => string;
}

/** Spec: first, last and the current page's neighbours, with ellipses; real links, so each page has a URL. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation('catalog');
  const items = paginationModel(page, totalPages);
  if (items.length === 0) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;

  return (
    <nav className={styles.pagination} aria-label={t('shop.pagination.label')}>
      {hasPrevious ? (
        <Link className={styles.pageStep} to={hrefFor(page - 1)} aria-label={t('shop.pagination.previousLabel')} rel="prev">
          <ChevronLeft aria-hidden="true" />
          <span className={styles.pageStepText}>{t('shop.pagination.previous')}</span>
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" data-disabled="">
          <ChevronLeft />
          <span className={styles.pageStepText}>{t('shop.pagination.previous')}</span>
        </span>
      )}
      <ol role="list" className={styles.pageList}>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={styles.pageGap}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t('shop.pagination.gap')}</span>
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className={styles.pageLink}
                to={hrefFor(item.page)}
                aria-label={t('shop.pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {hasNext ? (
        <Link className={styles.pageStep} to={hrefFor(page + 1)} aria-label={t('shop.pagination.nextLabel')} rel="next">
          <span className={styles.pageStepText}>{t('shop.pagination.next')}</span>
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" data-disabled="">
          <span className={styles.pageStepText}>{t('shop.pagination.next')}</span>
          <ChevronRight />
        </span>
      )}
    </nav>
  );
}
