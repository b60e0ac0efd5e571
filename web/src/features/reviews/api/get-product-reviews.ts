import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductReviewsResponse, ReviewSort } from '@contracts/reviews';
import { api } from '@/lib/api-client';
import { reviewKeys } from '../query-keys';

/** What the reviews section asks for: GET /api/products/{id}/reviews?sort=&stars=&photos=&vehicle=&page= */
export interface ProductReviewsFilter {
  sort: ReviewSort;
  stars: number[];
  photos: boolean;
  vehicle: string | null;
  page: number;
}
export const defaultReviewsFilter: ProductReviewsFilter = { sort: 'newest', stars: [], photos: false, vehicle: null, page: 1 };

export function getProductReviews(productId: number, filter: ProductReviewsFilter, signal?: AbortSignal): Promise<ProductReviewsResponse> {
  return api.get<ProductReviewsResponse>(`/products/${encodeURIComponent(productId)}/reviews`, {
    signal,
    params: {
      sort: filter.sort,
      page: filter.page,
      ...(filter.stars.length ? { stars: [...filter.stars].sort().join(',') } : {}),
      ...(filter.photos ? { photos: '1' } : {}),
      ...(filter.vehicle ? { vehicle: filter.vehicle } : {}),
    },
  });
}

/** Under ['reviews', productId, …]: a moderation, vote or new review invalidates the product's. */
export function getProductReviewsQueryOptions(productId: number, filter: ProductReviewsFilter = defaultReviewsFilter) {
  return queryOptions({
    queryKey: reviewKeys.productPage(productId, filter),
    queryFn: ({ signal }) => getProductReviews(productId, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The first page as the section first asks for it, read from the cache only: the product's
 * JSON-LD adds a few Review items once the (lazily loaded) section has fetched them, and never
 * fetches itself (the first load stays as it was).
 */
export function useCachedFirstReviews(productId: number) {
  return useQuery({ ...getProductReviewsQueryOptions(productId), enabled: false });
}

export function useProductReviews(productId: number, filter: ProductReviewsFilter) {
  return useQuery(getProductReviewsQueryOptions(productId, filter));
}
