import type { ProductReviewsFilter } from './api/get-product-reviews';
/** The reviews' query keys: a product's reviews (every filter below `product`), and the signed-in user's. */
export const reviewKeys = {
  product: (productId: number) => ['reviews', productId] as const,
  productPage: (productId: number, filter: ProductReviewsFilter) => ['reviews', productId, filter] as const,
  /** What the signed-in buyer may still review, and what they wrote. */
  reviewable: () => ['me', 'reviewable'] as const,
  mine: () => ['me', 'reviews'] as const,
  /** The e-mailed review link's order (a guest's, by its token). */
  link: (token: string) => ['guest-review', token] as const,
};
