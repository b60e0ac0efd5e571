import { guestReviewLookupSchema, guestReviewSchema, unsubscribeSchema } from '../../contracts/reviews.js';
import { forbidden, invalidRequest } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { displayName, lineOfReviewLink, orderAuthorKey } from '../eligibility.js';
import { submitReview } from '../review-actions.js';
import { getReview, toReview } from '../review-entity.js';
import { verifyUnsubscribeLink } from '../review-links.js';
import { linkUploaderKey } from '../review-photos.js';
import { unsubscribe } from '../review-settings-entity.js';

/** POST /api/guest/reviews/lookup `{ token }` — what the link lets its holder review, and whether it is reviewed already. */
export const lookUpGuestReview = httpHandler({ body: guestReviewLookupSchema }, async ({ body }) => {
  const { order, line } = await lineOfReviewLink(body.token);
  const existing = await getReview(line.productId, orderAuthorKey(order));
  return {
    productId: line.productId,
    name: line.product.name,
    ...(line.product.nameEn ? { nameEn: line.product.nameEn } : {}),
    imageUrl: line.product.imageUrl,
    reviewed: !!existing,
  };
});

/**
 * POST /api/guest/reviews `{ token, stars, title, text, photos? }` — a review through the e-mail's
 * signed link: 201, 403, 409. Its photos must have been uploaded under this very link
 * (`/api/guest/review-photos`, owner `linkUploaderKey`); a photo of another link or buyer is 400.
 */
export const createGuestReview = httpHandler({ body: guestReviewSchema }, async ({ body }) => {
  const { token, ...content } = body;
  const { claims, order, line } = await lineOfReviewLink(token);
  // A guest has no garage to name a bike from.
  if (content.vehicleId) throw invalidRequest('Sign in to name a bike from your garage', { vehicleId: 'validation.reviewGuestExtras' });
  const review = await submitReview({
    content,
    order,
    line,
    authorKey: orderAuthorKey(order),
    photoOwnerKey: linkUploaderKey(claims),
    userId: order.userId,
    email: order.customerEmail ?? '',
    authorName: displayName(order.customerName, 'Klient'),
  });
  return reply(201, toReview(review));
});

/** POST /api/review-requests/unsubscribe `{ token }` — the e-mail's unsubscribe link: no more review requests to that address. */
export const unsubscribeReviewRequests = httpHandler({ body: unsubscribeSchema }, async ({ body }) => {
  const email = await verifyUnsubscribeLink(body.token);
  if (!email) throw forbidden('The link is not valid');
  await unsubscribe(email, new Date().toISOString());
  return { unsubscribed: true };
});
