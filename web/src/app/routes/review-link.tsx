import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * /review (the review request e-mail's links: a guest's review, the unsubscribe). The page and
 * its form, texts and styles are one lazily loaded chunk of the reviews feature: this route's
 * entry in the router, which every first load carries, names that chunk alone.
 */
const ReviewLinkPage = lazy(() => import('@/features/reviews/components/review-link-page'));

export function ReviewLinkRoute() {
  return (
    <Suspense fallback={<Spinner />}>
      <ReviewLinkPage />
    </Suspense>
  );
}

export default ReviewLinkRoute;
