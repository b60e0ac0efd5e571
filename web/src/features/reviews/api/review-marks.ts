import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { reviewKeys } from '../query-keys';

const VISITOR_KEY = 'cw-visitor-id';

/**
 * A guest's browser id for helpful votes and reports: a random UUID kept in localStorage. The API
 * counts one vote per signed-in account or per browser (functions/reviews/handlers/public-reviews.ts).
 */
export function visitorId(): string {
  try {
    let id = localStorage.getItem(VISITOR_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    // Storage blocked (private mode in some browsers): a fresh id for this page view.
    return crypto.randomUUID();
  }
}

/** POST /api/reviews/{id}/helpful — one vote per person; the count comes back. */
export function useHelpfulVote(productId: number) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) =>
      api.post<{ counted: boolean; helpful: number }>(`/reviews/${encodeURIComponent(reviewId)}/helpful`, session.status === 'signedIn' ? {} : { visitorId: visitorId() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
  });
}

/** POST /api/reviews/{id}/reports — tells the workshop; once per person. */
export function useReportReview() {
  const session = useSession();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      api.post<{ reported: boolean }>(`/reviews/${encodeURIComponent(reviewId)}/reports`, session.status === 'signedIn' ? { reason } : { reason, visitorId: visitorId() }),
  });
}
