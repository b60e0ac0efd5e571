import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useLocation } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import type { WishlistToggleProps } from '@/components/product-actions';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useIsInWishlist } from '../api/get-wishlist';
import { useToggleWishlist } from '../api/toggle-wishlist';
import styles from './wishlist-toggle.module.css';
import { localizedProduct } from '@/lib/product-text';

/**
 * The heart (spec §5): a toggle button whose pressed state and words follow the wishlist ('Dodaj
 * do listy życzeń' / 'Usuń z listy życzeń'). Signed out, the product page's variant sends the
 * visitor to /login; on a card nothing happens but a hint toast.
 */
export function WishlistToggle({ product, variant = 'card' }: WishlistToggleProps) {
  const { t, i18n } = useTranslation('wishlist');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const inWishlist = useIsInWishlist(product.id);
  const toggle = useToggleWishlist();

  const onClick = () => {
    if (session.status !== 'signedIn') {
      if (variant === 'page') navigate(paths.login, { state: { from: `${location.pathname}${location.search}` } });
      else toast(t('loginHint'));
      return;
    }
    toggle.mutate(inWishlist ? { action: 'remove', productId: product.id } : { action: 'add', product });
  };

  const label = inWishlist ? t('toggleRemove') : t('toggleAdd');
  return (
    <button
      type="button"
      className={`${styles.toggle} ${variant === 'page' ? styles.page : styles.card}`}
      aria-pressed={inWishlist}
      aria-label={variant === 'page' ? undefined : t('toggleLabel', { name: localizedProduct(product, i18n.language).name })}
      title={label}
      onClick={onClick}
      data-testid="wishlist-toggle"
    >
      <Heart aria-hidden="true" fill={inWishlist ? 'currentColor' : 'none'} />
      {variant === 'page' ? <span>{label}</span> : null}
    </button>
  );
}
