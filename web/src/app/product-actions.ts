import type { ProductActions } from '@/components/product-actions';
import { AddToCart } from '@/features/cart/components/add-to-cart';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';

/**
 * Which feature provides which product button (see components/product-actions.tsx): the one
 * place that composes catalog with cart and wishlist. Each feature sets its own entry.
 */
export const productActions: ProductActions = {
  AddToCart,
  WishlistToggle,
};
