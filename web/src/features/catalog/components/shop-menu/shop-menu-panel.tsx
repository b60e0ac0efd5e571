import { ArrowRight, Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { categoryTree, type CategoryKey } from '@contracts/catalog';
import { MediaImage } from '@/components/ui/media-image';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { searchBox } from '@/components/ui/search-box';
import { useCategories } from '../../api/get-categories';
import { useFeaturedProducts } from '../../api/get-featured-products';
import { shopHref, type FlagKey } from '../../utils/shop-query';
import { SearchCombobox } from '../search-suggest/search-combobox';
import styles from './shop-menu.module.css';
import { localizedProduct } from '@/lib/product-text';

/** Spec §9: the mega-menu shows three featured products. */
export const MENU_FEATURED_LIMIT = 3;
const quickFilters = ['inStock', 'onSale', 'isNew', 'isLimitedEdition'] as const satisfies readonly FlagKey[];
const categoryKeys = Object.keys(categoryTree) as CategoryKey[];

interface ShopMenuPanelProps {
  open: boolean;
  /** Bumped when the keyboard asks to move into the panel (ArrowDown on the toggle). */
  focusRequest: number;
  onNavigate: () => void;
}

function SearchBox({ onNavigate, inputRef }: { onNavigate: () => void; inputRef: React.RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const id = useId();
  const [advanced, setAdvanced] = useState(false);
  const [flags, setFlags] = useState<Record<(typeof quickFilters)[number], boolean>>({ inStock: false, onSale: false, isNew: false, isLimitedEdition: false });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new FormData(event.currentTarget).get('search');
    onNavigate();
    navigate(shopHref({ search: typeof search === 'string' ? search.trim() : '', ...(advanced ? flags : {}) }));
  };

  return (
    <form role="search" action={paths.shop} className={styles.searchForm} onSubmit={submit} aria-label={t('menu.searchLabel')}>
      <label htmlFor={id} className={styles.columnTitle}>
        {t('menu.searchLabel')}
      </label>
      <div className={searchBox.field}>
        <Search aria-hidden="true" />
        <SearchCombobox inputRef={inputRef} id={id} placeholder={t('menu.searchPlaceholder')} onChoose={onNavigate} />
      </div>
      <button type="button" className={styles.advancedToggle} aria-expanded={advanced} aria-controls={`${id}-advanced`} onClick={() => setAdvanced((a) => !a)}>
        <SlidersHorizontal aria-hidden="true" />
        {t('menu.advanced')}
      </button>
      <fieldset id={`${id}-advanced`} className={styles.quickFilters} hidden={!advanced}>
        <legend className="visually-hidden">{t('menu.advanced')}</legend>
        {quickFilters.map((flag) => (
          <label key={flag} className={styles.quickFilter}>
            <input type="checkbox" checked={flags[flag]} onChange={(event) => setFlags((f) => ({ ...f, [flag]: event.target.checked }))} />
            <span>{t(`shop.filters.${flag}`)}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={`${searchBox.submit} ${styles.searchSubmit}`}>
        {t('menu.searchSubmit')}
      </button>
    </form>
  );
}

function Featured({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation('catalog');
  const featured = useFeaturedProducts(MENU_FEATURED_LIMIT);
  // Spec §8: a failed load leaves the list empty.
  const items = featured.isError ? [] : (featured.data?.items.slice(0, MENU_FEATURED_LIMIT) ?? null);
  return (
    <div className={styles.column}>
      <h2 className={styles.columnTitle}>{t('menu.featured')}</h2>
      {items === null ? (
        <ul role="list" className={styles.featuredList} data-testid="menu-featured-loading">
          {Array.from({ length: MENU_FEATURED_LIMIT }, (_, i) => (
            <li key={i} className={styles.featuredItem} data-testid="menu-featured-skeleton">
              <Skeleton className={styles.featuredImage} />
              <span className={styles.featuredText}>
                <Skeleton width="90%" height={14} />
                <Skeleton width="40%" height={14} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <ul role="list" className={`${styles.featuredList} ${styles.scroll}`} data-testid="menu-featured">
          {items.map((product) => (
            <li key={product.id}>
              <Link to={paths.product(product.id)} className={styles.featuredItem} onClick={onNavigate}>
                <MediaImage imageRef={product.imageUrl} alt="" className={styles.featuredImage} sizes="64px" width={64} height={64} />
                <span className={styles.featuredText}>
                  <span className={styles.featuredName}>{localizedProduct(product, i18n.language).name}</span>
                  <span className={styles.featuredPrice}>{formatMoney(product.price)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.shop} className={styles.shopLink} onClick={onNavigate}>
        {t('menu.goToShop')}
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}

/** The mega-menu's content: search with quick filters, categories, subcategories, featured products. */
export function ShopMenuPanel({ open, focusRequest, onNavigate }: ShopMenuPanelProps) {
  const { t } = useTranslation('catalog');
  const categories = useCategories({ enabled: open });
  const [active, setActive] = useState<CategoryKey>(categoryKeys[0]!);
  const searchInput = useRef<HTMLInputElement>(null);
  const subColumn = useRef<HTMLDivElement>(null);
  const count = (key: string) => categories.data?.categories.find((c) => c.key === key)?.count;

  useEffect(() => {
    if (focusRequest > 0) searchInput.current?.focus();
  }, [focusRequest]);

  return (
    <div className={`container ${styles.grid}`}>
      <SearchBox onNavigate={onNavigate} inputRef={searchInput} />

      <div className={styles.column}>
        <h2 className={styles.columnTitle}>{t('menu.categories')}</h2>
        <ul role="list" className={`${styles.linkList} ${styles.scroll}`}>
          {categoryKeys.map((key) => (
            <li key={key}>
              <Link
                to={shopHref({ category: key })}
                className={styles.categoryLink}
                data-active={active === key || undefined}
                onPointerEnter={() => setActive(key)}
                onFocus={() => setActive(key)}
                onKeyDown={(event) => {
                  // Tab order runs down the categories; ArrowRight jumps into the shown subcategories.
                  if (event.key === 'ArrowRight') {
                    event.preventDefault();
                    subColumn.current?.querySelector('a')?.focus();
                  }
                }}
                onClick={onNavigate}
              >
                <span>{t(`categories.${key}`)}</span>
                {count(key) !== undefined ? <span className={styles.count}>{count(key)}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <div className={styles.column} ref={subColumn}>
        <h2 className={styles.columnTitle}>{t('menu.subcategoriesOf', { category: t(`categories.${active}`) })}</h2>
        <ul role="list" className={`${styles.linkList} ${styles.scroll}`}>
          {categoryTree[active].map((sub) => (
            <li key={sub}>
              <Link to={shopHref({ category: active, subcategory: sub })} className={styles.subLink} onClick={onNavigate}>
                {t(`subcategories.${sub}`)}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={shopHref({ category: active })} className={styles.seeAll} onClick={onNavigate}>
          {t('menu.seeAll')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>

      <Featured onNavigate={onNavigate} />
    </div>
  );
}
