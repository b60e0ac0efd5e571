import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { whenInUse } from '@/first-load/when-in-use';

/**
 * The header's search: a button that opens a search bar under the header, with suggestions as
 * you type. Only the button is in the first load; the bar and its suggestion code are a chunk of
 * their own, fetched once the page is in use (or when the button is first pressed).
 */
const loadPanel = () => import('./header-search-panel');
const HeaderSearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.HeaderSearchPanel })));

export const HEADER_SEARCH_ID = 'header-search';

export function HeaderSearch({ buttonClassName }: { buttonClassName: string }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useEffect(() => whenInUse(() => void loadPanel().catch(() => undefined)), []);

  // A followed link closes it (state adjusted while rendering the new location).
  const location = useLocation();
  const at = `${location.pathname}${location.search}`;
  const [seenAt, setSeenAt] = useState(at);
  if (seenAt !== at) {
    setSeenAt(at);
    setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-label={t('search.open')}
        aria-expanded={open}
        aria-controls={HEADER_SEARCH_ID}
        onClick={() => setOpen((o) => !o)}
        data-testid="header-search-toggle"
      >
        <Search aria-hidden="true" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <HeaderSearchPanel id={HEADER_SEARCH_ID} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
