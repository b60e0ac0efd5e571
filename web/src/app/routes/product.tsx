import { ArrowLeft, ChevronRight, PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { parseProductId, useProduct } from '@/features/catalog/api/get-product';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { BackInStockNotice } from '@/features/back-in-stock/components/back-in-stock-notice';
import { ProductSafetySlot } from '@/features/catalog/components/product-safety-slot';
import { SimilarProducts } from '@/features/catalog/components/similar-products';
import { FitmentBadge } from '@/features/garage/components/fitment-badge';
import { useGarageIds } from '@/features/garage/use-garage-ids';
import { useCachedFirstReviews } from '@/features/reviews/api/get-product-reviews';
import { LazyProductReviews } from '@/features/reviews/components/lazy-product-reviews';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import styles from './product.module.css';
import { localizedProduct } from '@/lib/product-text';

/** While the product loads (`pending`), a bar holds the place of its name, so the bar and the back link do not move when it arrives. */
function Breadcrumb({ current, pending = false }: { current?: string; pending?: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('product.breadcrumbLabel')} className={styles.breadcrumb}>
      <ol role="list">
        <li>
          <Link to={paths.home}>{t('product.home')}</Link>
          <ChevronRight aria-hidden="true" />
        </li>
        <li>
          <Link to={paths.shop}>{t('product.shop')}</Link>
          {current || pending ? <ChevronRight aria-hidden="true" /> : null}
        </li>
        {current ? (
          <li className={styles.crumbCurrent}>
            <span aria-current="page">{current}</span>
          </li>
        ) : pending ? (
          <li className={styles.crumbPending} aria-hidden="true">
            <Skeleton width="30ch" height="1em" />
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" className={styles.skeleton}>
      <span className="visually-hidden">{t('product.loading')}</span>
      <Skeleton style={{ aspectRatio: '1', borderRadius: 'var(--radius-lg)' }} />
      <div className={styles.skeletonInfo} aria-hidden="true">
        <Skeleton width="30%" height={14} />
        <Skeleton width="85%" height={44} />
        <Skeleton width="40%" height={16} />
        <Skeleton width="100%" height={72} />
        <Skeleton width="100%" height={140} />
      </div>
    </div>
  );
}

export function ProductRoute() {
  const { t, i18n } = useTranslation(['catalog', 'common']);
  const params = useParams<{ id: string }>();
  const id = parseProductId(params.id);
  const product = useProduct(id ?? 0, { enabled: id !== null });
  const words = product.data ? localizedProduct(product.data, i18n.language) : undefined;
  // The reviews section (its own feature) gets the visitor's garage from here: its "for my bike"
  // filter and the bike a buyer names; the JSON-LD gets the section's first page once it loaded.
  const garage = useGarageIds();
  const firstReviews = useCachedFirstReviews(id ?? 0).data?.items;

  const notFound = id === null || (product.isError && isApiError(product.error) && product.error.isNotFound);
  const failed = !notFound && product.isError;

  usePageMeta({
    title: notFound
      ? t('product.notFound')
      : failed
        ? t('product.loadError')
        : words
          ? words.name
          : t('product.loading'),
    description: words?.description || undefined,
  });

  let body;
  if (notFound) {
    body = (
      <StatusMessage
        icon={<PackageX />}
        title={t('product.notFound')}
        headingLevel="h1"
        actions={<ButtonLink to={paths.shop}>{t('product.back')}</ButtonLink>}
      >
        {t('product.notFoundHint')}
      </StatusMessage>
    );
  } else if (failed) {
    body = (
      <LoadError title={t('product.loadError')} headingLevel="h1" retryLabel={t('common:actions.refresh')} moreActions={<ButtonLink to={paths.shop} variant="secondary">{t('product.back')}</ButtonLink>}>
        {t('product.loadErrorHint')}
      </LoadError>
    );
  } else if (product.data) {
    body = (
      <>
        <ProductDetails
          product={product.data}
          fitment={<FitmentBadge fitment={product.data.fitment} />}
          reviews={firstReviews}
          soldOut={(sku, variantChosen) => <BackInStockNotice productId={product.data.id} sku={sku} variantChosen={variantChosen} />}
        />
        <ProductSafetySlot product={product.data} />
        <LazyProductReviews
          productId={product.data.id}
          garage={{ bikeIds: garage.signedIn ? garage.ids : [], current: garage.ids[0] ? { id: garage.ids[0], label: garage.current?.label ?? null } : null }}
        />
        <SimilarProducts productId={product.data.id} />
      </>
    );
  } else {
    body = <ProductSkeleton />;
  }

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.topBar}>
        <Breadcrumb current={words?.name} pending={!product.data && !notFound && !failed} />
        <Link to={paths.shop} className={styles.back}>
          <ArrowLeft aria-hidden="true" />
          {t('product.back')}
        </Link>
      </div>
      {body}
    </div>
  );
}

export default ProductRoute;
