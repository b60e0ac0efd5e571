import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useDeferredValue, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductCard, ProductListItems } from '@contracts/product';
import { SkeletonCard } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { useNearViewport } from '@/first-load/use-near-viewport';
import { Carousel } from './carousel';
import carouselStyles from './carousel.module.css';
import styles from './home.module.css';

interface ProductBlockProps {
  id: string;
  title: string;
  lead: string;
  viewAll: { to: string; label: string };
  query: UseQueryResult<ProductListItems>;
  /** How a product looks in the row: the catalog's card, composed in app/. */
  renderProduct: (product: ProductCard) => ReactNode;
}

/** A home page block (bestsellers, promotions, unique offers): heading, view-all link, carousel. */
export function ProductBlock({ id, title, lead, viewAll, query, renderProduct }: ProductBlockProps) {
  const { t } = useTranslation(['home', 'common']);
  const titleId = `${id}-title`;

  // The link sits under the placeholder while loading and in the carousel's toolbar once the cards
  // are in: if it had the keyboard focus when they came, the focus follows it (see the effect below).
  const viewAllRef = useRef<HTMLAnchorElement>(null);
  const viewAllFocused = useRef(false);
  const viewAllLink = (
    <Link
      ref={viewAllRef}
      to={viewAll.to}
      className={styles.viewAll}
      onFocus={() => (viewAllFocused.current = true)}
      onBlur={(event) => (viewAllFocused.current = event.relatedTarget === null && !event.currentTarget.isConnected)}
    >
      {viewAll.label}
      <ArrowRight aria-hidden="true" />
    </Link>
  );

  // The cards render in a background (interruptible) pass once the data is in, not in one long
  // task the moment the response lands: the skeleton stays until they are ready.
  const loaded = useDeferredValue(query.data?.items);
  // The blocks sit below the fold on a phone: their cards (photos, prices, stars: ~300 elements a
  // block) are drawn as the visitor scrolls towards them (in a transition too), not while the page
  // is still loading. The data itself is asked for at once (the route's loader), so it is there by then.
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const items = near ? loaded : undefined;
  const showsCards = Boolean(items && items.length > 0);
  useLayoutEffect(() => {
    if (viewAllFocused.current && document.activeElement === document.body) viewAllRef.current?.focus();
  }, [showsCards]);

  let content: ReactNode;
  // Until the visitor nears the block, its placeholder, whatever the query's state.
  if (!items && !(near && query.isError)) {
    content = <CarouselSkeleton label={t('blocks.loading')} />;
  } else if (!items) {
    content = (
      <LoadError title={t('blocks.loadError')} headingLevel="h3" retryLabel={t('common:actions.refresh')} retryVariant="secondary">
        {t('blocks.loadErrorHint')}
      </LoadError>
    );
  } else if (items.length === 0) {
    content = <p className={styles.blockEmpty}>{t('blocks.empty')}</p>;
  } else {
    content = (
      <Carousel label={t('carousel.label', { title })} toolbar={viewAllLink}>
        {items.map((product) => (
          <div key={product.id} className={styles.carouselCard}>
            {renderProduct(product)}
          </div>
        ))}
      </Carousel>
    );
  }

  return (
    <section ref={sectionRef} className={`container ${styles.block}`} aria-labelledby={titleId} data-testid={`home-${id}`}>
      <div className={styles.blockHeader}>
        <h2 id={titleId} className="section-heading">
          {title}
        </h2>
        <p className={styles.sectionLead}>{lead}</p>
      </div>
      {content}
      {/* Loading, error or empty: the view-all link still leads on to the shop. */}
      {showsCards ? null : <div className={styles.blockFooter}>{viewAllLink}</div>}
    </section>
  );
}

function CarouselSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul role="list" className={carouselStyles.track} aria-hidden="true" style={{ overflow: 'hidden' }}>
        {Array.from({ length: 5 }, (_, i) => (
          <SkeletonCard
            key={i}
            lines={[
              ['40%', 10],
              ['85%', 16],
              ['45%', 22],
            ]}
          />
        ))}
      </ul>
    </div>
  );
}
