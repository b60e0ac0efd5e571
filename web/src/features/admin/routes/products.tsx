import { brands, categoryKeys } from '@contracts/catalog';
import { CirclePlus, Search, Upload } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionLink } from '@/components/ui/action-link';
import { ui } from '@/components/ui/classes';
import { DownloadButton } from '@/components/ui/download-button';
import { FilterCheck, FilterSelect } from '@/components/ui/filter-fields';
import { ListPage } from '@/components/ui/list-page';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useAdminProducts } from '../api/get-admin-products';
import { ProductCardGrid } from '../components/product-card-grid';
import { adminPaths } from '../paths';
import { filterProducts } from '../utils/filter-products';
import { isLowOnStock } from '../utils/low-stock';
import styles from './products.module.css';

const FILTERS = ['search', 'category', 'brand', 'archived', 'low'] as const;

/** /admin/products: every product with search, category and brand filters (in the URL), view / edit / delete. */
export function ProductsRoute() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('catalog');
  usePageMeta({ title: t('meta.products') });
  const products = useAdminProducts();
  const url = useUrlFilters(FILTERS);
  const { search, category, brand, archived, low } = url.values;
  // The list as filtered, as a CSV (issue 33): the server applies the same filters.
  const exportQuery = new URLSearchParams({ q: search, category, brand, archived: archived ? '1' : '0' });

  const items = useMemo(() => products.data?.items ?? [], [products.data]);
  const brandOptions = useMemo(() => [...new Set([...brands, ...items.map((p) => p.brand)])].sort((a, b) => a.localeCompare(b, 'pl')), [items]);
  // The count names the products of the list as shown: archived ones only while they are shown too.
  const listed = useMemo(() => (archived ? items : items.filter((p) => !p.archivedAt)), [items, archived]);
  // The low-stock view: products (or any of their variants) below their threshold.
  const visible = useMemo(() => filterProducts(listed, search, category, brand).filter((p) => !low || isLowOnStock(p)), [listed, search, category, brand, low]);
  const filtered = Boolean(search.trim() || category || brand || low);

  return (
    <ListPage
      title={t('products.title')}
      subtitle={products.data ? (filtered ? t('products.shown', { count: visible.length, total: listed.length }) : t('products.count', { count: listed.length })) : undefined}
      actions={
        <>
          <DownloadButton
            size="small"
            file={{ path: `/admin/products/export?${exportQuery}`, accept: 'text/csv', fallbackName: 'produkty.csv' }}
            busyLabel={t('products.exporting')}
            successText={t('products.exported')}
            errorText={t('products.exportError')}
          >
            {t('products.export')}
          </DownloadButton>
          <ActionLink to={adminPaths.importProducts} variant="secondary" size="small" icon={Upload}>{t('products.import')}</ActionLink>
          <ActionLink to={adminPaths.newProduct} size="small" icon={CirclePlus}>{t('products.add')}</ActionLink>
        </>
      }
      query={products}
      filtersLabel={t('products.filters')}
      filtersClassName={styles.filters}
      filters={
        <>
          <div className={ui.field}>
            <label htmlFor="products-search" className={ui.label}>
              {t('products.search')}
            </label>
            <div className={styles.searchBox}>
              <Search aria-hidden="true" />
              <input id="products-search" className={ui.input} type="search" placeholder={t('products.searchPlaceholder')} value={search} onChange={(e) => url.setFilter('search', e.target.value)} />
            </div>
          </div>
          <FilterSelect
            id="products-category"
            label={t('products.category')}
            value={category}
            onChange={(v) => url.setFilter('category', v)}
            options={[{ value: '', label: t('products.allCategories') }, ...categoryKeys.map((key) => ({ value: key, label: tc(`categories.${key}`) }))]}
          />
          <FilterSelect id="products-brand" label={t('products.brand')} value={brand} onChange={(v) => url.setFilter('brand', v)} options={[{ value: '', label: t('products.allBrands') }, ...brandOptions.map((b) => ({ value: b, label: b }))]} />
          <FilterCheck label={t('products.lowOnly')} checked={Boolean(low)} onChange={(on) => url.setFilter('low', on ? '1' : '')} />
          <FilterCheck label={t('products.showArchived')} checked={Boolean(archived)} onChange={(on) => url.setFilter('archived', on ? '1' : '')} />
        </>
      }
      loadingLabel={t('products.loading')}
      errorTitle={t('products.loadError')}
      retryLabel={t('actions.retry')}
      isEmpty={visible.length === 0}
      emptyTitle={filtered ? t('products.noMatch') : t('products.empty')}
    >
      <ProductCardGrid products={visible} />
    </ListPage>
  );
}
