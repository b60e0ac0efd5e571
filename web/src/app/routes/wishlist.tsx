import { Heart, LogIn, RefreshCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WishlistEntry } from '@contracts/wishlist';
import { useProductActions } from '@/components/product-actions';
import { Button, ButtonLink } from '@/components/ui/button';
import { MediaImage } from '@/components/ui/media-image';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { DealerPrice } from '@/features/catalog/components/dealer-price';
import { ProductBadges } from '@/features/catalog/components/product-badges';
import { ProductPrice } from '@/features/catalog/components/product-price';
import { RatingStars } from '@/features/catalog/components/rating-stars';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { useToggleWishlist } from '@/features/wishlist/api/toggle-wishlist';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSession } from '@/lib/auth';
import { iconButtonClasses } from '@/components/ui/icon-button';
import { text } from '@/components/ui/text';
import accountStyles from './account.module.css';
import styles from './wishlist.module.css';
import { useLocalizedProduct } from '@/lib/product-text';
import { intlLocale } from '@/lib/i18n';


function WishlistCard({ entry }: { entry: WishlistEntry }) {
  const { t } = useTranslation('wishlist');
  const { AddToCart } = useProductActions();
  const toggle = useToggleWishlist();
  const { product } = entry;
  const { name } = useLocalizedProduct(product);
  return (
    <li className={styles.card} data-testid="wishlist-item">
      <div className={styles.media}>
        <MediaImage className={styles.image} imageRef={product.imageUrl} alt="" sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 90vw" width={400} height={400} />
        <ProductBadges product={product} showLimited className={styles.badges} />
        <button
          type="button"
          className={`${iconButtonClasses.round} ${styles.remove}`}
          aria-label={t('remove', { name })}
          title={t('toggleRemove')}
          onClick={() => toggle.mutate({ action: 'remove', productId: product.id })}
        >
          <Trash2 aria-hidden="true" />
        </button>
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <h2 className={styles.name}>
          <Link to={paths.product(product.id)} className={styles.link}>
            {name}
          </Link>
        </h2>
        <RatingStars rating={product.rating} reviews={product.reviews} />
        <ProductPrice price={product.price} originalPrice={product.originalPrice} lowestPrice30d={product.lowestPrice30d} />
        {product.dealer ? <DealerPrice dealer={product.dealer} /> : null}
        <div className={styles.actions}>
          {!product.inStock ? (
            <Button disabled className={styles.out}>
              {t('outOfStock')}
            </Button>
          ) : AddToCart ? (
            <AddToCart product={product} variant="card" />
          ) : null}
        </div>
        <p className={styles.added}>
          {t('addedOn', { date: new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(entry.addedAt)) })}
        </p>
      </div>
    </li>
  );
}

function WishlistBody() {
  const { t } = useTranslation('wishlist');
  const wishlist = useWishlist();

  if (wishlist.isPending) {
    return (
      <div className={styles.grid} role="status">
        <span className="visually-hidden">{t('loading')}</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} style={{ aspectRatio: '3 / 4', borderRadius: 'var(--radius-lg)' }} />
        ))}
      </div>
    );
  }
  if (wishlist.isError) {
    return (
      <StatusMessage
        role="alert"
        title={t('loadFailed')}
        actions={
          <Button variant="secondary" onClick={() => void wishlist.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('retry')}
          </Button>
        }
      />
    );
  }
  const items = wishlist.data.items;
  if (items.length === 0) {
    return (
      <StatusMessage icon={<Heart />} title={t('emptyTitle')} actions={<ButtonLink to={paths.shop}>{t('goToShop')}</ButtonLink>}>
        <p>{t('emptyText')}</p>
      </StatusMessage>
    );
  }
  return (
    <>
      <p className={`${text.caps} ${accountStyles.count}`} role="status">
        {t('count', { count: items.length })}
      </p>
      <ul role="list" className={styles.grid}>
        {items.map((entry) => (
          <WishlistCard key={entry.productId} entry={entry} />
        ))}
      </ul>
    </>
  );
}

/** Spec "Wishlist": requires login (else a prompt), a 1–4 column grid, the empty state → /shop. */
export function WishlistRoute() {
  const { t } = useTranslation('wishlist');
  const session = useSession();
  usePageMeta({ title: t('title'), description: t('description') });

  let body;
  if (session.status === 'loading') {
    body = (
      <div className={accountStyles.centered}>
        <Spinner size="large" label={t('loading')} />
      </div>
    );
  } else if (session.status === 'signedOut') {
    body = (
      <StatusMessage icon={<LogIn />} title={t('mustLogin')} actions={<ButtonLink to={paths.login} state={{ from: paths.wishlist }}>{t('login')}</ButtonLink>}>
        <p>{t('mustLoginText')}</p>
      </StatusMessage>
    );
  } else {
    body = <WishlistBody />;
  }

  return (
    <div className={accountStyles.page}>
      <header className={accountStyles.head}>
        <div className="container">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 className="page-title">{t('title')}</h1>
        </div>
      </header>
      <div className={`container ${accountStyles.body}`}>{body}</div>
    </div>
  );
}
