import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { searchBox } from '@/components/ui/search-box';
import styles from './home.module.css';
import glow from '@/components/ui/glow.module.css';

/** The shop URL for a search; null for an empty (trimmed) text, which the spec ignores. */
export function shopSearchUrl(text: string): string | null {
  const search = text.trim();
  return search ? `${paths.shop}?${new URLSearchParams({ search }).toString()}` : null;
}

/** Spec "Home → search form": goes to /shop?search={text}. */
export function SearchForm() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const id = useId();

  return (
    <section className={`container ${styles.searchSection}`} aria-labelledby={`${id}-title`}>
      {/* action: before the app has taken over a prerendered page, Enter still reaches the shop. */}
      <form
        role="search"
        action={paths.shop}
        className={`${glow.glow} ${styles.search}`}
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          const url = shopSearchUrl(text);
          if (url) void navigate(url);
        }}
      >
        <h2 id={`${id}-title`} className={styles.searchTitle}>
          {t('search.heading')}
        </h2>
        <div className={styles.searchRow}>
          <label htmlFor={id} className="visually-hidden">
            {t('search.label')}
          </label>
          <Search className={styles.searchIcon} aria-hidden="true" />
          <input id={id} className={styles.searchInput} type="search" name="search" enterKeyHint="search" placeholder={t('search.placeholder')} value={text} onChange={(e) => setText(e.target.value)} />
          <button type="submit" className={`${searchBox.submit} ${styles.searchButton}`}>
            {t('search.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
