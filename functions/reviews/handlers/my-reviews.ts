import { createReviewSchema, reviewContentSchema, reviewIdParamsSchema, type ReviewableResponse } from '../../contracts/reviews.js';
import type { Caller } from '../../core/caller.js';
import { conflict, notFound, unauthorized } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { listOrdersOfUser } from '../../ledger/order-entity.js';
import { displayName, earlierGuestKeys, qualifies, qualifyingLine, reviewableOf, userAuthorKey } from '../eligibility.js';
import { editReview, submitReview } from '../review-actions.js';
import { deleteReview, getReview, parseReviewId, reviewsOfAuthor, toReview } from '../review-entity.js';

const signedIn = (caller: Caller | null): Caller => {
  if (!caller) throw unauthorized();
  return caller;
};

/** POST /api/me/reviews — a review of a product of the caller's delivered order: 201, 403 (no such purchase), 409 (reviewed already). */
export const createMyReview = httpHandler({ body: createReviewSchema }, async ({ body, caller }) => {
  const who = signedIn(caller);
  const { productId, orderId, ...content } = body;
  const { order, line } = await qualifyingLine(orderId, productId, (o) => o.userId === who.userId);
  const review = await submitReview({
    content,
    order,
    line,
    authorKey: userAuthorKey(who.userId),
    // A review the buyer wrote as a guest, through this order's e-mail link, before claiming it.
    sameBuyerKeys: earlierGuestKeys([order]),
    userId: who.userId,
    email: who.email,
    authorName: displayName(who.name ?? order.customerName, who.email.split('@')[0]!),
  });
  return reply(201, toReview(review), { location: `/api/me/reviews/${review.id}` });
});

/** GET /api/me/reviewable — what the caller received and has not reviewed yet. */
export const myReviewable = httpHandler({}, async ({ caller }): Promise<ReviewableResponse> => ({ items: await reviewableOf(signedIn(caller).userId) }));

/** GET /api/me/reviews — the caller's reviews in any state (the products of their received orders). */
export const listMyReviews = httpHandler({}, async ({ caller }) => {
  const who = signedIn(caller);
  const productIds = (await listOrdersOfUser(who.userId)).filter(qualifies).flatMap((o) => o.items.map((i) => i.productId));
  const reviews = await reviewsOfAuthor(userAuthorKey(who.userId), productIds);
  return { items: [...reviews.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map(toReview) };
});

/** The caller's own review, or 404 (someone else's is not theirs to know about). */
async function ownReview(id: string, caller: Caller) {
  const { productId, authorKey } = parseReviewId(id);
  if (authorKey !== userAuthorKey(caller.userId)) throw notFound('No such review');
  const review = await getReview(productId, authorKey);
  if (!review) throw notFound('No such review');
  return review;
}

/** PUT /api/me/reviews/{id} — the author edits; the review goes back to moderation. */
export const updateMyReview = httpHandler({ params: reviewIdParamsSchema, body: reviewContentSchema }, async ({ params, body, caller }) => {
  const who = signedIn(caller);
  await ownReview(params.id, who);
  return toReview(await editReview(params.id, body, { userId: who.userId, authorKey: userAuthorKey(who.userId) }));
});

/** DELETE /api/me/reviews/{id} — the author deletes; an approved review leaves the product's stars at once. */
export const deleteMyReview = httpHandler({ params: reviewIdParamsSchema }, async ({ params, caller }) => {
  const who = signedIn(caller);
  for (let attempt = 1; attempt <= 5; attempt++) {
    const review = await ownReview(params.id, who);
    if (await deleteReview(review)) return reply(204);
  }
  throw conflict('conflict', 'The review kept changing; try again');
});
