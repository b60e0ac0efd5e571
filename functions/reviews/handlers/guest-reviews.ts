import { z } from 'zod';
import { guestReviewLookupSchema, guestReviewSchema, unsubscribeSchema } from '../../contracts/reviews.js';
import { config } from '../../core/config.js';
import { forbidden, invalidRequest, notFound } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { displayName, lineOfReviewLink, orderAuthorKey } from '../eligibility.js';
import { editReview, submitReview } from '../review-actions.js';
import { getReview, reviewIdOf, toReview } from '../review-entity.js';
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
    // The author's own review, for the page to show its state (and, once rejected, its reason and an edit).
    ...(existing ? { review: toReview(existing) } : {}),
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

/**
 * PUT /api/guest/reviews `{ token, stars, title, text, photos? }` — the guest edits the review
 * the link names (say after a rejection, whose e-mail carries a fresh link): back to moderation,
 * as a signed-in author's edit. 404 when there is none yet; photos as for a new one.
 */
export const updateGuestReview = httpHandler({ body: guestReviewSchema }, async ({ body }) => {
  const { token, ...content } = body;
  const { claims, order, line } = await lineOfReviewLink(token);
  if (content.vehicleId) throw invalidRequest('Sign in to name a bike from your garage', { vehicleId: 'validation.reviewGuestExtras' });
  const authorKey = orderAuthorKey(order);
  if (!(await getReview(line.productId, authorKey))) throw notFound('No such review');
  return toReview(await editReview(reviewIdOf(line.productId, authorKey), content, { userId: order.userId, authorKey, photoOwnerKey: linkUploaderKey(claims) }));
});

/** POST /api/review-requests/unsubscribe `{ token }` — the e-mail's unsubscribe link: no more review requests to that address. */
export const unsubscribeReviewRequests = httpHandler({ body: unsubscribeSchema }, async ({ body }) => {
  const email = await verifyUnsubscribeLink(body.token);
  if (!email) throw forbidden('The link is not valid');
  await unsubscribe(email, new Date().toISOString());
  return { unsubscribed: true };
});

const oneClickQuery = z.object({ token: unsubscribeSchema.shape.token });

/**
 * POST /api/review-requests/one-click-unsubscribe?token= — RFC 8058's one-click unsubscribe: the
 * mail client POSTs `List-Unsubscribe=One-Click` (form-encoded or multipart) to the
 * `List-Unsubscribe` URL of the review request e-mail, with no session. The token in the URL is
 * the proof; the POST itself is the reader's consent (a client posts only when asked), so the
 * body is taken raw, in either encoding, and not required. 200, or 403 for a link not signed by us.
 */
export const oneClickUnsubscribe = httpHandler({ query: oneClickQuery, rawBody: true }, async ({ query }) => {
  const email = await verifyUnsubscribeLink(query.token);
  if (!email) throw forbidden('The link is not valid');
  await unsubscribe(email, new Date().toISOString());
  return { unsubscribed: true };
});

/**
 * GET /api/review-requests/one-click-unsubscribe?token= — a client that only opens the header's
 * URL gets the /review page's unsubscribe button (303): a visit alone never unsubscribes, as mail
 * scanners open links.
 */
export const oneClickUnsubscribePage = httpHandler({ query: oneClickQuery }, async ({ query }) =>
  reply(303, undefined, { location: `${config().SITE_URL}/review?unsubscribe=${encodeURIComponent(query.token)}` }),
);
