import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewsResponse, ModerateReview, Review, ReviewSettings, ReviewStatus } from '@contracts/reviews';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET /api/admin/reviews?status=…[&reported=1]: the moderation queue and the decided reviews. */
export type ReviewQueue = ReviewStatus | 'reported';
const key = adminKeys.reviews();

export function getAdminReviewsQueryOptions(queue: ReviewQueue) {
  return queryOptions({
    queryKey: adminKeys.reviewQueue(queue),
    queryFn: ({ signal }) =>
      api.get<AdminReviewsResponse & { reportReasons?: Record<string, string[]> }>('/admin/reviews', {
        signal,
        params: queue === 'reported' ? { status: 'approved', reported: '1' } : { status: queue },
      }),
    staleTime: 0,
  });
}

export function useAdminReviews(queue: ReviewQueue) {
  return useQuery(getAdminReviewsQueryOptions(queue));
}

/** PATCH /api/admin/reviews/{id} `{ status, reason?, reply? }`; every queue is read again after. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ModerateReview }) => api.patch<Review>(`/admin/reviews/${encodeURIComponent(id)}`, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** GET and PUT /api/admin/review-settings: days after delivery before the review request e-mail. */
export function useReviewSettings() {
  return useQuery({ queryKey: adminKeys.reviewSettings(), queryFn: ({ signal }) => api.get<ReviewSettings>('/admin/review-settings', { signal }) });
}

export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReviewSettings) => api.put<ReviewSettings>('/admin/review-settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.reviewSettings(), saved),
  });
}
