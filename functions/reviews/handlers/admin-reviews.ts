import { adminReviewsQuerySchema, moderateReviewSchema, reviewIdParamsSchema, reviewSettingsSchema, type AdminReviewsResponse } from '../../contracts/reviews.js';
import { httpHandler } from '../../core/http.js';
import { moderateReview } from '../review-actions.js';
import { reportsOf, reviewsByStatus, toReview } from '../review-entity.js';
import { getReviewSettings, saveReviewSettings } from '../review-settings-entity.js';

/**
 * GET /api/admin/reviews?status=pending[&reported=1] — the moderation queue (oldest waiting
 * first), or the approved / rejected ones; `reported` keeps those visitors reported, with their reasons.
 */
export const adminListReviews = httpHandler({ query: adminReviewsQuerySchema }, async ({ query }): Promise<AdminReviewsResponse & { reportReasons?: Record<string, string[]> }> => {
  let reviews = await reviewsByStatus(query.status);
  if (query.reported) reviews = reviews.filter((r) => r.reports > 0).sort((a, b) => b.reports - a.reports);
  const reportReasons = query.reported
    ? Object.fromEntries(await Promise.all(reviews.map(async (r) => [r.id, (await reportsOf(r)).map((x) => x.reason)] as const)))
    : undefined;
  return { items: reviews.map(toReview), ...(reportReasons ? { reportReasons } : {}) };
});

/** PATCH /api/admin/reviews/{id} `{ status, reason?, reply? }` — approve or reject (the reason is e-mailed), and the public reply. */
export const adminModerateReview = httpHandler({ params: reviewIdParamsSchema, body: moderateReviewSchema }, async ({ params, body }) =>
  toReview(await moderateReview(params.id, body)),
);

/** GET /api/admin/review-settings */
export const adminGetReviewSettings = httpHandler({}, async () => getReviewSettings());

/** PUT /api/admin/review-settings `{ requestDelayDays }` — days after delivery before the review request e-mail. */
export const adminSaveReviewSettings = httpHandler({ body: reviewSettingsSchema }, async ({ body }) => saveReviewSettings(body, new Date().toISOString()));
