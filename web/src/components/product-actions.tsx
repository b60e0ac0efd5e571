import { createContext, useContext, type ComponentType } from 'react';
import type { ProductCard } from '@contracts/product';
import type { ChosenVariant } from '@/lib/cart';

/**
 * The buttons a product shows wherever it appears (cards, the product page, the wishlist):
 * add to cart and the wishlist toggle. They belong to the cart and wishlist features, which the
 * catalog feature must not import; so app/ provides them here and product views render slots.
 * Until a feature provides its part, its slot renders nothing.
 */
export interface AddToCartProps {
  /** A card is enough (a full product is one too). */
  product: ProductCard;
  quantity?: number;
  /** `card`: compact; `page`: the product page's large button. */
  variant?: 'card' | 'page';
  /**
   * A product with options (issue 31): the variant chosen on the page (its price and stock are
   * already in `product`), or null while none is; then a click is refused through
   * `onVariantMissing`, which tells the buyer what to choose.
   */
  chosenVariant?: ChosenVariant | null;
  onVariantMissing?: () => void;
}
export interface WishlistToggleProps {
  product: ProductCard;
  variant?: 'card' | 'page';
}

export interface ProductActions {
  AddToCart: ComponentType<AddToCartProps> | null;
  WishlistToggle: ComponentType<WishlistToggleProps> | null;
}

const ProductActionsContext = createContext<ProductActions>({ AddToCart: null, WishlistToggle: null });

export const ProductActionsProvider = ProductActionsContext.Provider;

export function useProductActions(): ProductActions {
  return useContext(ProductActionsContext);
}
