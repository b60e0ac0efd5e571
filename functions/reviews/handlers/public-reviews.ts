import { z } from 'zod';
import { productIdParamsSchema } from '../../contracts/product.js';
import {
  helpfulVoteSchema,
  productReviewsQuerySchema,
  REVIEWS_PAGE_SIZE,
  reviewIdParamsSchema,
  reviewReportSchema,
  type ProductReviewsResponse,
  type ReviewSort,
} from '../../contracts/reviews.js';
import type { Caller } from '../../core/caller.js';
import { forbidden, invalidRequest, notFound } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { userAuthorKey } from '../eligibility.js';
import { approvedReviewsOf, averageOf, getReview, getReviewStats, markReview, parseReviewId, toPublicReview, type ReviewRecord } from '../review-entity.js';

/** Public answers are the same for everyone: a shared cache may keep them briefly (a new approval shows within a minute). */
const PUBLIC_CACHE = 'public, max-age=60';

const bySort: Record<ReviewSort, (a: ReviewRecord, b: ReviewRecord) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  helpful: (a, b) => b.helpful - a.helpful || b.createdAt.localeCompare(a.createdAt),
  highest: (a, b) => b.stars - a.stars || b.createdAt.localeCompare(a.createdAt),
  lowest: (a, b) => a.stars - b.stars || b.createdAt.localeCompare(a.createdAt),
};

/**
 * GET /api/products/{id}/reviews?sort=&stars=&photos=&vehicle=&page= — approved reviews only.
 * `average` and `distribution` come from the product's statistics item (exact counters, the same
 * numbers as the product's `rating` and `reviews`), never from the filtered page.
 */
export const productReviews = httpHandler(
  { params: productIdParamsSchema, query: productReviewsQuerySchema, cacheControl: PUBLIC_CACHE },
  async ({ params, query }): Promise<ProductReviewsResponse> => {
    const [all, stats] = await Promise.all([approvedReviewsOf(params.id), getReviewStats(params.id)]);
    const stars = query.stars ? new Set(query.stars) : undefined;
    const matching = all
      .filter((r) => r.status === 'approved')
      .filter((r) => !stars || stars.has(r.stars))
      .filter((r) => !query.photos || r.photos.length > 0)
      .filter((r) => !query.vehicle || r.vehicleId === query.vehicle)
      .sort(bySort[query.sort]);
    const start = (query.page - 1) * REVIEWS_PAGE_SIZE;
    return {
      items: matching.slice(start, start + REVIEWS_PAGE_SIZE).map(toPublicReview),
      total: matching.length,
      average: averageOf(stats),
      distribution: stats.distribution,
      page: query.page,
      pageSize: REVIEWS_PAGE_SIZE,
    };
  },
);

/**
 * Who marks a review: a signed-in visitor is their account; a guest names their browser, a
 * random id the web app keeps in localStorage. One vote per account or browser: a guest who
 * clears the browser's storage can vote again, which a helpful count can live with (nothing is
 * bought with it), and which no way short of requiring an account would prevent.
 */
function personKey(caller: Caller | null, visitorId: string | undefined): string {
  if (caller) return userAuthorKey(caller.userId);
  if (!visitorId) throw invalidRequest('Name the browser (visitorId) or sign in', { visitorId: 'validation.visitorId' });
  return `v-${visitorId}`;
}

async function approvedReview(id: string): Promise<ReviewRecord> {
  const { productId, authorKey } = parseReviewId(id);
  const review = await getReview(productId, authorKey);
  if (!review || review.status !== 'approved') throw notFound('No such review');
  return review;
}

const markAnswer = z.object({ counted: z.boolean(), helpful: z.number().int() });

/** POST /api/reviews/{id}/helpful — one vote per person; a repeat changes nothing (200, counted: false). */
export const voteHelpful = httpHandler({ params: reviewIdParamsSchema, body: helpfulVoteSchema }, async ({ params, body, caller }) => {
  const review = await approvedReview(params.id);
  const voter = personKey(caller, body.visitorId);
  if (voter === review.authorKey) throw forbidden('You cannot vote for your own review');
  const counted = await markReview(review, 'vote', voter, new Date().toISOString());
  const now = await getReview(review.productId, review.authorKey);
  return markAnswer.parse({ counted, helpful: now?.helpful ?? review.helpful });
});

/** POST /api/reviews/{id}/reports — a visitor reports a review to the workshop (once per person); the admin sees the count and reasons. */
export const reportReview = httpHandler({ params: reviewIdParamsSchema, body: reviewReportSchema }, async ({ params, body, caller }) => {
  const review = await approvedReview(params.id);
  const reported = await markReview(review, 'report', personKey(caller, body.visitorId), new Date().toISOString(), body.reason);
  return { reported };
});
