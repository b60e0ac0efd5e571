import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCard as ProductCardData } from '@contracts/product';
import { SkeletonCard } from '@/components/ui/skeleton';
import { useDrawInBatches } from '@/first-load/use-draw-in-batches';
import { ProductCard, type ProductCardLayout, type ProductCardProduct } from './product-card';
import styles from './product-grid.module.css';

/** The document's first grid draws this many cards per frame (first-load/use-draw-in-batches.ts): a row of the phone's grid. */
const CARDS_PER_BATCH = 2;

type ProductGridProps = {
  headingLevel?: 'h2' | 'h3' | 'h4';
  layout?: ProductCardLayout;
  /** Extra class for the list, e.g. a page's own column count. */
  className?: string;
  /** How many of the first cards load their image at once, at high priority (a page's LCP). */
  priorityImages?: number;
} & ({ products: readonly ProductCardData[]; showPurchase: true } | { products: readonly ProductCardProduct[]; showPurchase?: false });

/**
 * Memoised: a page re-renders at once whenever one of its queries answers, and the cards it
 * already shows need not render again (only new products or props do).
 */
export const ProductGrid = memo(function ProductGrid(props: ProductGridProps) {
  const { headingLevel, layout = 'grid', className, priorityImages = 0 } = props;
  const drawn = useDrawInBatches(props.products.length, CARDS_PER_BATCH);
  return (
    <ul role="list" className={[layout === 'list' ? styles.list : styles.grid, className].filter(Boolean).join(' ')} data-layout={layout}>
      {props.showPurchase
        ? props.products.slice(0, drawn).map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={headingLevel} layout={layout} imagePriority={index < priorityImages} showPurchase />
            </li>
          ))
        : props.products.slice(0, drawn).map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={headingLevel} layout={layout} imagePriority={index < priorityImages} />
            </li>
          ))}
      {/* Cards still to come hold their place, so what follows the grid does not move up and back. */}
      {Array.from({ length: props.products.length - drawn }, (_, i) => (
        <SkeletonCard key={`pending-${i}`} lines={CARD_LINES} />
      ))}
    </ul>
  );
});

/** A card's placeholder: the same footprint as a grid card (kicker, name, rating, price). */
const CARD_LINES = [
  ['40%', 10],
  ['85%', 16],
  ['60%', 12],
  ['45%', 22],
] as const;

/**
 * Same footprint as the real grid, so nothing jumps when the products arrive. Give it the
 * `className` of the grid it stands in for, so the placeholders have the same columns.
 */
export function ProductGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('list.loading')}</span>
      <ul role="list" className={[styles.grid, className].filter(Boolean).join(' ')} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <SkeletonCard key={i} lines={CARD_LINES} />
        ))}
      </ul>
    </div>
  );
}
