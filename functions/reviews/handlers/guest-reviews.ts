import { guestReviewLookupSchema, guestReviewSchema, unsubscribeSchema } from '../../contracts/reviews.js';
import { forbidden, invalidRequest } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { displayName, orderAuthorKey, qualifyingLine } from '../eligibility.js';
import { submitReview } from '../review-actions.js';
import { getReview, toReview } from '../review-entity.js';
import { verifyReviewLink, verifyUnsubscribeLink } from '../review-links.js';
import { unsubscribe } from '../review-settings-entity.js';

/** The order line a signed link names, checked as for a signed-in buyer (the link is the proof of purchase). */
async function lineOfLink(token: string) {
  const claims = await verifyReviewLink(token);
  if (!claims) throw forbidden('The link is not valid (altered or expired)');
  return qualifyingLine(claims.orderId, claims.productId, () => true);
}

/** POST /api/guest/reviews/lookup `{ token }` — what the link lets its holder review, and whether it is reviewed already. */
export const lookUpGuestReview = httpHandler({ body: guestReviewLookupSchema }, async ({ body }) => {
  const { order, line } = await lineOfLink(body.token);
  const existing = await getReview(line.productId, orderAuthorKey(order));
  return {
    productId: line.productId,
    name: line.product.name,
    ...(line.product.nameEn ? { nameEn: line.product.nameEn } : {}),
    imageUrl: line.product.imageUrl,
    reviewed: !!existing,
  };
});

/** POST /api/guest/reviews `{ token, stars, title, text }` — a review through the e-mail's signed link: 201, 403, 409. */
export const createGuestReview = httpHandler({ body: guestReviewSchema }, async ({ body }) => {
  const { token, ...content } = body;
  const { order, line } = await lineOfLink(token);
  // A guest has no garage and no uploads of their own: words and stars only.
  if (content.vehicleId || content.photos.length) throw invalidRequest('Sign in to add photos or a bike', { photos: 'validation.reviewGuestExtras' });
  const review = await submitReview({
    content,
    order,
    line,
    authorKey: orderAuthorKey(order),
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
