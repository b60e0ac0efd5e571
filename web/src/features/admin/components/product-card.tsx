import type { AdminProduct } from '@contracts/admin';
import type { TFunction } from 'i18next';
import type { CategoryKey } from '@contracts/catalog';
import { ArchiveRestore, ExternalLink, Pencil, Star, Trash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ui } from '@/components/ui/classes';
import { MediaImage } from '@/components/ui/media-image';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { adminPaths } from '../paths';
import { variantUnits, type VariantUnits } from '../utils/low-stock';
import styles from './product-card.module.css';

/**
 * "7 rozmiarów, 2 wyprzedane, 1 z niskim stanem": the card's line about its variants, opened to
 * the units of each. Sizes when size is the product's one option, else variants.
 */
function variantSummary(product: AdminProduct, units: VariantUnits[], t: TFunction<'admin'>): string {
  const onlySizes = product.options.length === 1 && product.options[0]!.key === 'size';
  const soldOut = units.filter((v) => v.stock === 0).length;
  const low = units.filter((v) => v.low && v.stock > 0).length;
  return [
    t(onlySizes ? 'variants.listSummarySizes' : 'variants.listSummaryVariants', { count: units.length }),
    soldOut ? t('variants.listSummarySoldOut', { count: soldOut }) : null,
    low ? t('variants.listSummaryLow', { count: low }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** One product of /admin/products: its photo and tags, price, rating and stock; view, edit, delete or restore. */
export function ProductCard({ product, onDelete, onRestore }: { product: AdminProduct; onDelete: () => void; onRestore: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('catalog');
  const units = variantUnits(product);
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
        {units.length ? (
          <details className={styles.variantDetails}>
            <summary data-testid="variant-summary">{variantSummary(product, units, t)}</summary>
            <ul role="list" className={styles.variantUnits} aria-label={t('variants.listSizes')} data-testid="variant-units">
              {units.map((v) => (
                <li key={v.sku} className={v.stock === 0 ? styles.unitsOut : v.low ? styles.unitsLow : undefined} title={v.sku}>
                  <span>{v.label}</span> <strong>{v.stock}</strong>
                  {v.low ? <span className="visually-hidden"> ({v.stock === 0 ? t('products.badges.outOfStock') : t('products.lowStock')})</span> : null}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
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
