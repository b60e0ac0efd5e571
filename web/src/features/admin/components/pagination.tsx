import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './pagination.module.css';

/** 'Poprzednia' · 'Strona X z Y' · 'Następna', only when there is more than one page (spec §2). */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t('pagination.previous')}
      </Button>
      <p className={styles.text} aria-live="polite">
        {t('pagination.page', { page, pages })}
      </p>
      <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
