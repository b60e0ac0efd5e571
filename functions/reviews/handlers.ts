import type { LambdaHttpHandler } from '../core/http.js';
import { adminGetReviewSettings, adminListReviews, adminModerateReview, adminSaveReviewSettings } from './handlers/admin-reviews.js';
import { createGuestReview, lookUpGuestReview, oneClickUnsubscribe, oneClickUnsubscribePage, unsubscribeReviewRequests, updateGuestReview } from './handlers/guest-reviews.js';
import { createMyReview, deleteMyReview, listMyReviews, myReviewable, updateMyReview } from './handlers/my-reviews.js';
import { productReviews, reportReview, voteHelpful } from './handlers/public-reviews.js';

/** The reviews domain's handlers, by the names routes.ts uses. */
export const handlers: Record<string, LambdaHttpHandler> = {
  productReviews,
  voteHelpful,
  reportReview,
  createMyReview,
  myReviewable,
  listMyReviews,
  updateMyReview,
  deleteMyReview,
  lookUpGuestReview,
  createGuestReview,
  updateGuestReview,
  unsubscribeReviewRequests,
  oneClickUnsubscribe,
  oneClickUnsubscribePage,
  adminListReviews,
  adminModerateReview,
  adminGetReviewSettings,
  adminSaveReviewSettings,
};
