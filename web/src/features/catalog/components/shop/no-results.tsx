import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useCategories } from '../../api/get-categories';
import { shopHref, shopSearchParams, updateShopFilters, type ShopFilters } from '../../utils/shop-query';
import styles from './shop.module.css';

/** Where the corrected query (or the words left out) goes in the translated sentence. */
const QUERY_MARK = '\u0000';

/** How many of the fullest categories an empty search offers. */
const POPULAR_CATEGORIES = 4;

interface NoResultsProps {
  filters: ShopFilters;
  /** The API's corrected text, when one would find something. */
  suggestion: string | undefined;
  onReset: () => void;
}

interface SearchNotesProps {
  filters: ShopFilters;
  /** The API's corrected text, when one would find something. */
  suggestion: string | undefined;
  /** The words the API left out to find something (a partial answer), when it did. */
  omitted?: readonly string[];
}

/**
 * The lines a search answer may carry above what it shows: "Czy chodziło Ci o …?" with the
 * corrected text as a link (the same filters, the new text), and "Nie znaleziono: „m8”.
 * Pokazujemy wyniki dla pozostałych słów." when the results are for the other words. Shared by
 * the empty answer and the partial one, so the second line costs the shop's first load next to nothing.
 */
export function SearchNotes({ filters, suggestion, omitted }: SearchNotesProps) {
  const { t, i18n } = useTranslation('catalog');
  const suggestedHref = suggestion ? `?${shopSearchParams(updateShopFilters(filters, { search: suggestion })).toString()}` : undefined;
  // The sentence around the link or the words, in the reader's word order (react-i18next's <Trans> would add 5 kB to the shop's first load).
  const [before, after = ''] = t('shop.didYouMean', { query: QUERY_MARK }).split(QUERY_MARK);
  const [omittedBefore, omittedAfter = ''] = t('shop.omitted', { words: QUERY_MARK }).split(QUERY_MARK);
  // „m8” i „xyz”: the language's own list (Intl, built in) of the words in its quotation marks.
  const omittedWords = omitted?.length ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(omitted.map((word) => t('shop.omittedWord', { word }))) : '';

  return (
    <>
      {suggestedHref ? (
        <p className={styles.didYouMean} data-testid="did-you-mean">
          {before}
          <Link to={suggestedHref} className={styles.didYouMeanLink}>
            {suggestion}
          </Link>
          {after}
        </p>
      ) : null}
      {omittedWords ? (
        <p className={styles.didYouMean} data-testid="search-omitted">
          {omittedBefore}
          <strong>{omittedWords}</strong>
          {omittedAfter}
        </p>
      ) : null}
    </>
  );
}

interface NoResultsProps {
  filters: ShopFilters;
  /** The API's corrected text, when one would find something. */
  suggestion: string | undefined;
  onReset: () => void;
}

/**
 * The shop's empty answer: with search text, "Czy chodziło Ci o …?" (SearchNotes) and the
 * categories holding the most products; always the reset of the filters.
 */
export function NoResults({ filters, suggestion, onReset }: NoResultsProps) {
  const { t } = useTranslation('catalog');
  const categories = useCategories({ enabled: !!filters.search });
  const popular = [...(categories.data?.categories ?? [])].sort((a, b) => b.count - a.count).slice(0, POPULAR_CATEGORIES);

  return (
    <StatusMessage
      icon={<SearchX />}
      title={t('shop.empty')}
      actions={
        <Button variant="secondary" onClick={onReset}>
          {t('shop.reset')}
        </Button>
      }
    >
      <SearchNotes filters={filters} suggestion={suggestion} />
      <p>{t('shop.emptyHint')}</p>
      {filters.search && popular.length ? (
        <nav aria-label={t('shop.popularCategories')} className={styles.popular}>
          <h3 className={styles.popularTitle}>{t('shop.popularCategories')}</h3>
          <ul role="list" className={styles.popularList}>
            {popular.map((category) => (
              <li key={category.key}>
                <Link to={shopHref({ category: category.key })} className={styles.popularLink}>
                  {t(`categories.${category.key}` as 'categories.engine')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </StatusMessage>
  );
}
