import type { AdminProduct } from '@contracts/admin';
import { brands, categoryKeys, type CategoryKey } from '@contracts/catalog';
import { ArchiveRestore, CirclePlus, ExternalLink, Pencil, Search, Star, Trash } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { MediaImage } from '@/components/ui/media-image';
import { usePageMeta } from '@/hooks/use-page-meta';
import { formatMoney } from '@/lib/money';
import { useAdminProducts } from '../api/get-admin-products';
import { useDeleteProduct } from '../api/delete-product';
import { useRestoreProduct } from '../api/restore-product';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { ui } from '@/components/ui/classes';
import { adminPaths } from '../paths';
import styles from './products.module.css';
import { intlLocale } from '@/lib/i18n';

/** Name or short description contains the words, case- and accent-insensitively. */
function normalise(text: string): string {
  return text.toLocaleLowerCase('pl').normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
}

export function filterProducts(items: readonly AdminProduct[], search: string, category: string, brand: string): AdminProduct[] {
  const needle = normalise(search.trim());
  return items.filter(
    (p) =>
      (!needle || normalise(p.name).includes(needle) || normalise(p.description).includes(needle)) &&
      (!category || p.categoryKey === category) &&
      (!brand || p.brand === brand),
  );
}

/** /admin/products: every product with search, category and brand filters, view / edit / delete. */
export function ProductsRoute() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('catalog');
  usePageMeta({ title: t('meta.products') });
  const products = useAdminProducts();
  const remove = useDeleteProduct();
  const restore = useRestoreProduct();
  const [showArchived, setShowArchived] = useState(false);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [brand, setBrand] = useState('');
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);

  const items = useMemo(() => products.data?.items ?? [], [products.data]);
  const brandOptions = useMemo(() => [...new Set([...brands, ...items.map((p) => p.brand)])].sort((a, b) => a.localeCompare(b, 'pl')), [items]);
  // The count names the products of the list as shown: archived ones only while they are shown too.
  const listed = useMemo(() => (showArchived ? items : items.filter((p) => !p.archivedAt)), [items, showArchived]);
  const visible = useMemo(() => filterProducts(listed, search, category, brand), [listed, search, category, brand]);
  const filtered = Boolean(search.trim() || category || brand);

  function confirmDelete() {
    if (!toDelete) return;
    const product = toDelete;
    remove.mutate(product.id, {
      onSuccess: (archived) => {
        toast.success(archived ? t('products.archived', { name: product.name }) : t('products.deleted', { name: product.name }));
        setToDelete(null);
      },
      onError: () => {
        toast.error(t('products.deleteError'));
        setToDelete(null);
      },
    });
  }

  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('products.title')}</h1>
          <p className={ui.subtitle} aria-live="polite">
            {products.data ? (filtered ? t('products.shown', { count: visible.length, total: listed.length }) : t('products.count', { count: listed.length })) : '\u00a0'}
          </p>
        </div>
        <ButtonLink to={adminPaths.newProduct} size="small">
          <CirclePlus aria-hidden="true" />
          {t('products.add')}
        </ButtonLink>
      </header>

      <form className={`${ui.panel} ${styles.filters}`} role="search" aria-label={t('products.filters')} onSubmit={(e) => e.preventDefault()}>
        <div className={`${ui.field} ${styles.search}`}>
          <label htmlFor="products-search" className={ui.label}>
            {t('products.search')}
          </label>
          <div className={styles.searchBox}>
            <Search aria-hidden="true" />
            <input id="products-search" className={ui.input} type="search" placeholder={t('products.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
        </div>
        <div className={ui.field}>
          <label htmlFor="products-category" className={ui.label}>
            {t('products.category')}
          </label>
          <select id="products-category" className={ui.select} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{t('products.allCategories')}</option>
            {categoryKeys.map((key) => (
              <option key={key} value={key}>
                {tc(`categories.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor="products-brand" className={ui.label}>
            {t('products.brand')}
          </label>
          <select id="products-brand" className={ui.select} value={brand} onChange={(e) => setBrand(e.target.value)}>
            <option value="">{t('products.allBrands')}</option>
            {brandOptions.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.archivedToggle}>
          <input type="checkbox" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
          {t('products.showArchived')}
        </label>
      </form>

      {products.isPending ? (
        <LoadingState label={t('products.loading')} />
      ) : products.isError ? (
        <div className={ui.empty} role="alert">
          <p className={ui.emptyTitle}>{t('products.loadError')}</p>
          <Button variant="secondary" size="small" onClick={() => void products.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : visible.length === 0 ? (
        <div className={ui.empty} role="status">
          <p className={ui.emptyTitle}>{filtered ? t('products.noMatch') : t('products.empty')}</p>
        </div>
      ) : (
        <ul role="list" className={styles.grid}>
          {visible.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                onDelete={() => setToDelete(product)}
                onRestore={() =>
                  restore.mutate(product.id, {
                    onSuccess: () => toast.success(t('products.restored', { name: product.name })),
                    onError: () => toast.error(t('products.restoreError')),
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={t('products.deleteTitle')}
        message={t('products.deleteConfirm', { name: toDelete?.name ?? '' })}
        confirmLabel={t('products.deleteAction')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

function ProductCard({ product, onDelete, onRestore }: { product: AdminProduct; onDelete: () => void; onRestore: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('catalog');
  const rating = product.rating.toLocaleString(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <MediaImage imageRef={product.imageUrl} alt="" sizes="(min-width: 1280px) 20vw, (min-width: 720px) 40vw, 90vw" className={styles.image} />
        <div className={styles.badges}>
          {product.isNew ? <span className={`${ui.tag} ${ui.tagNew}`}>{t('products.badges.new')}</span> : null}
          {product.isOnSale ? <span className={`${ui.tag} ${ui.tagSale}`}>{t('products.badges.sale')}</span> : null}
          {product.isLimitedEdition ? <span className={`${ui.tag} ${ui.tagLimited}`}>{t('products.badges.limited')}</span> : null}
          {!product.inStock ? <span className={`${ui.tag} ${ui.tagOut}`}>{t('products.badges.outOfStock')}</span> : null}
          {product.archivedAt ? <span className={`${ui.tag} ${ui.tagOut}`}>{t('products.badges.archived')}</span> : null}
          {product.status === 'draft' ? <span className={`${ui.tag} ${ui.tagOut}`}>{t('products.badges.draft')}</span> : null}
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.kicker}>
          {product.brand} · {tc(`categories.${product.categoryKey as CategoryKey}`)}
        </p>
        <h2 className={styles.name}>
          <Link to={adminPaths.editProduct(product.id)}>{product.name}</Link>
        </h2>
        <p className={styles.price}>
          <span>{formatMoney(product.price)}</span>
          {product.originalPrice && product.originalPrice > product.price ? (
            <s className={styles.original}>
              <span className="visually-hidden">{t('products.originalPrice')} </span>
              {formatMoney(product.originalPrice)}
            </s>
          ) : null}
        </p>
        <p className={styles.rating}>
          <Star aria-hidden="true" />
          {t('products.rating', { rating, count: product.reviews })}
        </p>
        <p className={styles.stock}>
          {t('products.stock', { count: product.stock })} · {t('products.soldCount', { count: product.unitsSold })}
        </p>
        <p className={styles.description}>{product.description}</p>
      </div>
      <div className={styles.actions}>
        <a href={adminPaths.shopProduct(product.id)} target="_blank" rel="noreferrer" className={ui.iconButton} aria-label={t('products.viewLabel', { name: product.name })} title={t('products.view')}>
          <ExternalLink aria-hidden="true" />
        </a>
        <Link to={adminPaths.editProduct(product.id)} className={ui.iconButton} aria-label={t('products.editLabel', { name: product.name })} title={t('products.edit')}>
          <Pencil aria-hidden="true" />
        </Link>
        {product.archivedAt ? (
          <button type="button" className={ui.iconButton} onClick={onRestore} aria-label={t('products.restoreLabel', { name: product.name })} title={t('products.restore')}>
            <ArchiveRestore aria-hidden="true" />
          </button>
        ) : (
          <button type="button" className={`${ui.iconButton} ${styles.delete}`} onClick={onDelete} aria-label={t('products.deleteLabel', { name: product.name })} title={t('products.deleteAction')}>
            <Trash aria-hidden="true" />
          </button>
        )}
      </div>
    </article>
  );
}
