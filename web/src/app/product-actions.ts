import type { ProductActions } from '@/components/product-actions';

/**
 * Which feature provides which product button (see components/product-actions.tsx): the one
 * place that composes catalog with cart and wishlist. Each feature sets its own entry.
 */
export const productActions: ProductActions = {
  AddToCart: null,
  WishlistToggle: null,
};
