import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReview, ReviewableResponse, ReviewContent, Review } from '@contracts/reviews';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { reviewKeys } from '../query-keys';

/** GET /api/me/reviewable — under ['me', …]: removed from the cache on sign-out. */
export function getReviewableQueryOptions() {
  return queryOptions({ queryKey: reviewKeys.reviewable(), queryFn: ({ signal }) => api.get<ReviewableResponse>('/me/reviewable', { signal }) });
}

export function useReviewable(enabled = true) {
  const session = useSession();
  return useQuery({ ...getReviewableQueryOptions(), enabled: enabled && session.status === 'signedIn' });
}

/** GET /api/me/reviews — the signed-in buyer's own reviews, any state. */
export function getMyReviewsQueryOptions() {
  return queryOptions({ queryKey: reviewKeys.mine(), queryFn: ({ signal }) => api.get<{ items: Review[] }>('/me/reviews', { signal }) });
}

export function useMyReviews(enabled = true) {
  const session = useSession();
  return useQuery({ ...getMyReviewsQueryOptions(), enabled: enabled && session.status === 'signedIn' });
}

function useInvalidateReviews() {
  const queryClient = useQueryClient();
  return (productId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.reviewable() }),
      queryClient.invalidateQueries({ queryKey: reviewKeys.mine() }),
      queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
    ]);
}

/** POST /api/me/reviews */
export function useCreateReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (review: CreateReview) => api.post<Review>('/me/reviews', review),
    onSuccess: (review) => invalidate(review.productId),
  });
}

/** PUT /api/me/reviews/{id}: back to moderation. */
export function useEditReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: ReviewContent }) => api.put<Review>(`/me/reviews/${encodeURIComponent(id)}`, content),
    onSuccess: (review) => invalidate(review.productId),
  });
}

/** DELETE /api/me/reviews/{id} */
export function useDeleteReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: async (review: Pick<Review, 'id' | 'productId'>) => {
      await api.delete(`/me/reviews/${encodeURIComponent(review.id)}`);
      return review;
    },
    onSuccess: (review) => invalidate(review.productId),
  });
}
