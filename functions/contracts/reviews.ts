import { z } from 'zod';

/**
 * Verified reviews (issue 29). A review belongs to a buyer and a product the buyer received in a
 * delivered (or picked-up) order; the server checks that, never the client. One review per
 * product per buyer. New and edited reviews wait for moderation; only approved ones are shown and
 * counted in the product's `rating` / `reviews` (contracts/product.ts).
 */
export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewSorts = ['newest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export const MAX_REVIEW_PHOTOS = 4;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 4000;
/** Reviews a page of `GET /api/products/{id}/reviews` holds. */
export const REVIEWS_PAGE_SIZE = 10;

/** A media key of a photo published by the verified upload pipeline (functions/media): `reviews/{uuid}`. */
export const reviewPhotoKeySchema = z.string().regex(/^reviews\/[0-9a-f-]{36}$/, 'validation.reviewPhoto');

/** The words and stars a buyer writes: the same for a signed-in buyer, an edit and a guest's link. */
export const reviewContentSchema = z.object({
  stars: z.number({ error: 'validation.reviewStars' }).int('validation.reviewStars').min(1, 'validation.reviewStars').max(5, 'validation.reviewStars'),
  title: z.string({ error: 'validation.reviewTitle' }).trim().min(1, 'validation.reviewTitle').max(REVIEW_TITLE_MAX, 'validation.tooLong'),
  text: z.string({ error: 'validation.reviewText' }).trim().min(1, 'validation.reviewText').max(REVIEW_TEXT_MAX, 'validation.tooLong'),
  photos: z.array(reviewPhotoKeySchema).max(MAX_REVIEW_PHOTOS, 'validation.reviewPhotos').default([]),
  /** A bike from the author's garage it went on (`flhx-2016`): shown as "Softail 2004 – pasuje". */
  vehicleId: z.string().regex(/^[a-z0-9-]{3,40}$/, 'validation.vehicle').nullable().optional(),
});
export type ReviewContent = z.input<typeof reviewContentSchema>;

/** POST /api/me/reviews */
export const createReviewSchema = reviewContentSchema.extend({
  productId: z.number().int().positive(),
  orderId: z.string().min(1).max(100),
});
export type CreateReview = z.input<typeof createReviewSchema>;

/** POST /api/guest/reviews: the signed link from the review request e-mail carries the order and the line. */
export const guestReviewSchema = reviewContentSchema.extend({ token: z.string().min(10).max(2000) });
export const guestReviewLookupSchema = z.object({ token: z.string().min(10).max(2000) });

export const reviewIdParamsSchema = z.object({ id: z.string().regex(/^\d+\.[ug]-[A-Za-z0-9_-]{1,80}$/, 'validation.reviewId') });

/** What anyone may see of an approved review. The author is a first name and an initial. */
export const publicReviewSchema = z.object({
  id: z.string(),
  productId: z.number().int(),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  photos: z.array(z.string()),
  authorName: z.string(),
  /** The bike it went on (a garage vehicle id), when the author named one. */
  vehicleId: z.string().nullable(),
  /** Always true: the shop shows only reviews of a delivered order line ("Zweryfikowany zakup"). */
  verifiedPurchase: z.literal(true),
  createdAt: z.string(),
  helpful: z.number().int(),
  /** The workshop's public reply, shown under the review. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewDistributionSchema = z.object({ '1': z.number().int(), '2': z.number().int(), '3': z.number().int(), '4': z.number().int(), '5': z.number().int() });
export type ReviewDistribution = z.infer<typeof reviewDistributionSchema>;

/** GET /api/products/{id}/reviews */
export const productReviewsQuerySchema = z.object({
  sort: z.enum(reviewSorts).default('newest'),
  /** Only reviews with these stars: `5` or `4,5`. */
  stars: z
    .string()
    .regex(/^[1-5](,[1-5]){0,4}$/, 'validation.reviewStars')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .optional(),
  photos: z.enum(['1', 'true']).optional(),
  /** Only reviews of buyers who named this bike. */
  vehicle: z.string().regex(/^[a-z0-9-]{3,40}$/, 'validation.vehicle').optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ProductReviewsQuery = z.input<typeof productReviewsQuerySchema>;

export const productReviewsResponseSchema = z.object({
  items: z.array(publicReviewSchema),
  /** Reviews matching the filters (all pages). */
  total: z.number().int(),
  /** Of every approved review of the product, one decimal; 0 when there is none. */
  average: z.number(),
  /** Approved reviews by stars (not filtered). */
  distribution: reviewDistributionSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponseSchema>;

/** A review as its author and the admin see it. */
export const reviewSchema = publicReviewSchema.extend({
  status: z.enum(reviewStatuses),
  orderId: z.string(),
  productName: z.string(),
  updatedAt: z.string(),
  /** Why the admin rejected it (e-mailed to the author). */
  rejectionReason: z.string().nullable(),
  /** Visitors' reports of it. */
  reports: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/me/reviewable: the products of delivered orders the buyer has not reviewed yet. */
export const reviewableItemSchema = z.object({
  productId: z.number().int(),
  orderId: z.string(),
  name: z.string(),
  nameEn: z.string().optional(),
  imageUrl: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type ReviewableItem = z.infer<typeof reviewableItemSchema>;
export const reviewableResponseSchema = z.object({ items: z.array(reviewableItemSchema) });
export type ReviewableResponse = z.infer<typeof reviewableResponseSchema>;

export const myReviewsResponseSchema = z.object({ items: z.array(reviewSchema) });

/** PATCH /api/admin/reviews/{id} */
export const moderateReviewSchema = z
  .object({
    status: z.enum(['approved', 'rejected']),
    reason: z.string().trim().max(1000, 'validation.tooLong').optional(),
    /** The workshop's public reply; an empty string removes it. */
    reply: z.string().trim().max(2000, 'validation.tooLong').optional(),
  })
  .refine((v) => v.status !== 'rejected' || !!v.reason, { path: ['reason'], message: 'validation.reviewReason' });
export type ModerateReview = z.input<typeof moderateReviewSchema>;

export const adminReviewsQuerySchema = z.object({
  status: z.enum(reviewStatuses).default('pending'),
  /** Only reviews visitors reported. */
  reported: z.enum(['1', 'true']).optional(),
});
export const adminReviewsResponseSchema = z.object({ items: z.array(reviewSchema) });
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;

/** POST /api/reviews/{id}/helpful and /reports: a guest names their browser (a random id it keeps). */
export const visitorIdSchema = z.string().uuid('validation.visitorId');
export const helpfulVoteSchema = z.object({ visitorId: visitorIdSchema.optional() });
export const reviewReportSchema = z.object({
  visitorId: visitorIdSchema.optional(),
  reason: z.string().trim().min(1, 'validation.reportReason').max(500, 'validation.tooLong'),
});

/** The shop's review settings (admin): days after delivery before the review request e-mail. */
export const reviewSettingsSchema = z.object({ requestDelayDays: z.number().int().min(1, 'validation.number').max(90, 'validation.number') });
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
export const DEFAULT_REVIEW_REQUEST_DELAY_DAYS = 10;

/**
 * The review request e-mail's `List-Unsubscribe` URL (RFC 8058 one-click): POST unsubscribes
 * with no session, GET leads to the /review page's unsubscribe button. `?token=` as below.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/review-requests/one-click-unsubscribe';

/** POST /api/review-requests/unsubscribe (the link in the review request e-mail). */
export const unsubscribeSchema = z.object({ token: z.string().min(10).max(2000) });
