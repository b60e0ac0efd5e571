import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LayoutGrid, List, Search, SlidersHorizontal, X } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { storedShopLayout } from '@/first-load/early-data';
import { SHOP_LAYOUT_KEY, SHOP_PRIORITY_IMAGES } from '@/first-load/pages';
import { paths } from '@/config/paths';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { useBrowserState, useBrowserValue, useLive } from '@/first-load/hydration';
import { whenInUse } from '@/first-load/when-in-use';
import { LoadError } from '@/components/ui/load-error';
import { useGarageSlot } from '@/components/garage-slot';
import { searchBox } from '@/components/ui/search-box';
import { getCategoriesQueryOptions, useCategories } from '../../api/get-categories';
import { getFilterOptionsQueryOptions, useFilterOptions } from '../../api/get-filter-options';
import { useProducts } from '../../api/get-products';
import {
  activeFilterCount,
  parseShopSearchParams,
  productListApiParams,
  resetShopFilters,
  shopSearchParams,
  sortOptionsFor,
  totalPages,
  updateShopFilters,
  type ShopFilters,
  type ShopSort,
} from '../../utils/shop-query';
import type { ProductCardLayout } from '../product-card';
import { ProductGrid, ProductGridSkeleton } from '../product-grid';
import { ShopFiltersPanel } from './shop-filters';
import styles from './shop.module.css';
import glow from '@/components/ui/glow.module.css';
import outline from '@/components/ui/outline-control.module.css';

/**
 * The empty answer and the lines above a partial one ("Nie znaleziono: „m8”…") load when an answer
 * needs them: the shop's first load is at its budget, and most visits never see either.
 */
const loadSearchNotes = () => import('./no-results');
const NoResults = lazy(() => loadSearchNotes().then((m) => ({ default: m.NoResults })));
const SearchNotes = lazy(() => loadSearchNotes().then((m) => ({ default: m.SearchNotes })));

/** Where the filter panel is a sidebar (shop.module.css); on narrower screens it is a panel the visitor opens. */
const SIDEBAR_MEDIA = '(min-width: 1024px)';

/** True where the browser cannot tell (the prerender, old browsers): the panel is there, as on a desktop. */
export function filterSidebarShown(): boolean {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia(SIDEBAR_MEDIA).matches;
}

function onSidebarChange(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(SIDEBAR_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The filter panel's data (filter options, category counts), asked for ahead of the panel. */
export function prefetchFilterData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getFilterOptionsQueryOptions());
  void queryClient.prefetchQuery(getCategoriesQueryOptions());
}

/**
 * The filter panel with the data it alone shows (filter options, category counts). Asked for here,
 * their answers re-render the panel only: React renders a store's news at once, in one task, and
 * re-rendering the whole shop for each of them blocked a phone for ~100 ms.
 */
function FiltersWithData(props: Omit<ComponentProps<typeof ShopFiltersPanel>, 'options' | 'optionsFailed' | 'categories' | 'vehicleCount'>) {
  // Not while hydrating: a phone drops the panel right after, and its requests would go out for nothing.
  const live = useLive();
  const options = useFilterOptions({ enabled: live });
  const categories = useCategories({ enabled: live });
  // The fitment filter's count: the other filters plus the current bike (with the filter on, page 1 of the listing itself).
  const { current } = useGarageSlot();
  const fitting = useProducts(current ? productListApiParams({ ...props.filters, vehicle: current.id, page: 1 }) : 1, { enabled: live && !!current });
  return (
    <ShopFiltersPanel
      {...props}
      options={options.data}
      optionsFailed={options.isError || categories.isError}
      categories={categories.data}
      vehicleCount={current ? fitting.data?.total : undefined}
    />
  );
}

function SearchForm({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new FormData(event.currentTarget).get('search');
    onSearch(typeof search === 'string' ? search.trim() : '');
  };
  return (
    // action: before the app has taken over the prerendered shop, Enter still searches.
    <form key={value} role="search" action={paths.shop} className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('shop.searchLabel')}
      </label>
      <Search aria-hidden="true" className={styles.searchIcon} />
      <input id={id} name="search" type="search" className={styles.searchInput} defaultValue={value} placeholder={t('shop.searchPlaceholder')} maxLength={100} />
      {value ? (
        <button type="button" className={styles.searchClear} aria-label={t('shop.searchClear')} onClick={() => onSearch('')}>
          <X aria-hidden="true" />
        </button>
      ) : null}
      <button type="submit" className={`${searchBox.submit} ${styles.searchSubmit}`}>
        {t('shop.searchSubmit')}
      </button>
    </form>
  );
}

/** The shop (spec §2 "Shop"): filters in the URL, sort, grid/list, count, pagination, empty and error states. */
export function ShopPage() {
  const { t } = useTranslation(['catalog', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseShopSearchParams(searchParams), [searchParams]);
  const apiParams = useMemo(() => productListApiParams(filters), [filters]);
  const products = useProducts(apiParams, { placeholderData: keepPreviousData });
  // The prerendered shop is the grid (first-load/hydration.ts); a stored choice applies right after.
  const storedOrGrid = useBrowserValue<ProductCardLayout>(storedShopLayout, 'grid');
  const [chosenLayout, setLayout] = useState<ProductCardLayout>();
  const layout = chosenLayout ?? storedOrGrid;
  const [panelOpen, setPanelOpen] = useState(false);
  // On a phone the panel is closed: its lists (categories, brands, every attribute's values:
  // hundreds of elements) are drawn when it opens, not while the page loads, and their data is
  // fetched once the page is in use. The prerendered page has them (the sidebar of a desktop).
  const sidebar = useBrowserState(onSidebarChange, filterSidebarShown, true);
  // Once opened it stays drawn while closed: values typed but not yet applied (price, years) survive.
  const [panelUsed, setPanelUsed] = useState(false);
  if (panelOpen && !panelUsed) setPanelUsed(true);
  const queryClient = useQueryClient();
  useEffect(() => (sidebar ? undefined : whenInUse(() => prefetchFilterData(queryClient))), [sidebar, queryClient]);
  const panelButton = useRef<HTMLButtonElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const activeCount = activeFilterCount(filters);
  const sortId = useId();

  const apply = (next: ShopFilters) => setSearchParams(shopSearchParams(next), { preventScrollReset: true });
  const change = (patch: Partial<ShopFilters>) => apply(updateShopFilters(filters, patch));
  const reset = () => apply(resetShopFilters(filters));
  const hrefFor = (page: number) => {
    const query = shopSearchParams({ ...filters, page }).toString();
    return query ? `?${query}` : '?';
  };
  const chooseLayout = (next: ProductCardLayout) => {
    setLayout(next);
    try {
      localStorage.setItem(SHOP_LAYOUT_KEY, next);
    } catch {
      /* private mode: the choice lasts for this visit */
    }
  };

  // Escape closes the phone filter panel and gives focus back to its button.
  useEffect(() => {
    if (!panelOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setPanelOpen(false);
        panelButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panelOpen]);

  // The grid renders in a background (interruptible) pass when a page of results lands, instead
  // of one long task; until then the skeleton (or the previous page) stays.
  const data = useDeferredValue(products.data);
  const pages = data ? totalPages(data.total) : 1;
  const updating = products.isFetching && products.isPlaceholderData;

  let results;
  if (products.isError) {
    results = (
      <LoadError title={t('list.loadError')} retryLabel={t('common:actions.refresh')} onRetry={() => void products.refetch()}>
        {t('list.loadErrorHint')}
      </LoadError>
    );
  } else if (!data) {
    results = <ProductGridSkeleton count={6} className={styles.grid} />;
  } else if (data.items.length === 0) {
    results = (
      <Suspense fallback={null}>
        <NoResults filters={filters} suggestion={data.suggestion?.query} onReset={reset} />
      </Suspense>
    );
  } else {
    results = (
      <>
        {data.partial || data.suggestion ? (
          <Suspense fallback={null}>
            <SearchNotes filters={filters} suggestion={data.suggestion?.query} omitted={data.partial?.omitted} />
          </Suspense>
        ) : null}
        <ProductGrid products={data.items} showPurchase layout={layout} headingLevel="h3" className={styles.grid} priorityImages={SHOP_PRIORITY_IMAGES} />
        <Pagination page={filters.page} totalPages={pages} hrefFor={hrefFor} label={t('shop.pagination.label')} />
      </>
    );
  }

  return (
    <>
      <header className={`${glow.glowBand} ${glow.textured} ${styles.hero}`}>
        <div className={`container ${styles.heroInner}`}>
          <p className="eyebrow">{t('shop.eyebrow')}</p>
          <h1 className={styles.title}>{t('shop.title')}</h1>
          <p className={styles.lead}>{t('shop.lead')}</p>
          <SearchForm value={filters.search} onSearch={(search) => change({ search })} />
        </div>
      </header>

      <div className={`container ${styles.layout}`}>
        <div className={styles.mobileBar}>
          <button
            ref={panelButton}
            type="button"
            className={`${outline.outline} ${styles.filterToggle}`}
            aria-expanded={panelOpen}
            aria-controls="shop-filters"
            onClick={() => setPanelOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" />
            {t('shop.filters.toggle')}
            {activeCount > 0 ? <span className={styles.filterBadge}>{t('shop.filters.activeCount', { count: activeCount })}</span> : null}
          </button>
        </div>
        <aside id="shop-filters" className={styles.sidebar} data-open={panelOpen || undefined} aria-label={t('shop.filters.title')}>
          {sidebar || panelUsed ? <FiltersWithData filters={filters} onChange={change} onReset={reset} activeCount={activeCount} /> : null}
          <div className={styles.panelFooter}>
            <Button
              className={styles.panelClose}
              onClick={() => {
                setPanelOpen(false);
                panelButton.current?.focus();
                resultsRef.current?.scrollIntoView({ block: 'start' });
              }}
            >
              {t('shop.filters.close')}
              {data ? ` (${data.total})` : ''}
            </Button>
          </div>
        </aside>

        <div className={styles.results} ref={resultsRef}>
          <div className={styles.toolbar}>

            <p className={styles.resultCount} role="status" aria-live="polite" data-testid="result-count">
              {data ? t('shop.resultCount', { count: data.total }) : ''}
              {filters.search && data ? <span className={styles.countFor}> · {t('shop.resultsFor', { search: filters.search })}</span> : null}
            </p>

            <div className={styles.toolbarEnd}>
              <div className={styles.sort}>
                <label htmlFor={sortId} className={styles.sortLabel}>
                  {t('shop.sortLabel')}
                </label>
                <select id={sortId} className={styles.select} value={filters.sortBy} onChange={(event) => change({ sortBy: event.target.value as ShopSort })}>
                  {sortOptionsFor(filters).map((option) => (
                    <option key={option} value={option}>
                      {t(`shop.sort.${option}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.viewToggle} role="group" aria-label={t('shop.view.label')}>
                <button type="button" aria-pressed={layout === 'grid'} aria-label={t('shop.view.grid')} title={t('shop.view.grid')} onClick={() => chooseLayout('grid')}>
                  <LayoutGrid aria-hidden="true" />
                </button>
                <button type="button" aria-pressed={layout === 'list'} aria-label={t('shop.view.list')} title={t('shop.view.list')} onClick={() => chooseLayout('list')}>
                  <List aria-hidden="true" />
                </button>
              </div>
            </div>
          </div>

          <div className={styles.resultsBody} aria-busy={updating || undefined} data-updating={updating || undefined}>
            {updating ? <span className="visually-hidden">{t('shop.updating')}</span> : null}
            {results}
          </div>
        </div>
      </div>
    </>
  );
}
