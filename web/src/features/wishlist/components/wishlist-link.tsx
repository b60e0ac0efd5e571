import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { text } from '@/components/ui/text';
import { useWishlist } from '../api/get-wishlist';
import styles from './wishlist-link.module.css';

function useWishlistCount(): number {
  const { data } = useWishlist();
  return data?.items.length ?? 0;
}

/** Header link with a count badge: only when signed in and the wishlist is non-empty (spec §2). */
export function WishlistHeaderLink({ className }: { className: string }) {
  const { t } = useTranslation('layout');
  const count = useWishlistCount();
  if (count === 0) return null;
  return (
    <Link to={paths.wishlist} className={`${className} ${styles.link}`} aria-label={t('account.wishlistCount', { count })} title={t('account.wishlist')} data-testid="wishlist-link">
      <Heart aria-hidden="true" />
      <span className={`${text.countBubble} ${styles.badge}`} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

/** The mobile menu's wishlist entry (inside the account links list). */
export function WishlistMenuItem({ className }: { className: string }) {
  const { t } = useTranslation('layout');
  const count = useWishlistCount();
  return (
    <li>
      <Link to={paths.wishlist} className={className}>
        <Heart aria-hidden="true" />
        {t('account.wishlist')}
        {count > 0 ? (
          <span className={`${text.countBubble} ${styles.inlineBadge}`}>
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">{t('account.wishlistCount', { count })}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
