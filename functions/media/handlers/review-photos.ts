import { uploadRequestSchema, type UploadTicket } from '../../contracts/admin.js';
import type { Caller } from '../../core/caller.js';
import { notFound, unauthorized } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { z } from 'zod';
import { userAuthorKey } from '../../reviews/eligibility.js';
import { recordReviewPhoto, recordReviewPhotoTicket, reviewPhotoTicketOwner } from '../../reviews/review-photos.js';
import { presignUpload, publishUpload } from './uploads.js';

/**
 * A signed-in buyer's review photos, through the same pipeline as the admin's product images
 * (uploads.ts): a presigned POST of at most 5 MB of JPEG, PNG or WebP, then the server sniffs the
 * bytes, re-encodes WebP variants under `reviews/{uploadId}` and records the buyer as the photo's
 * owner (functions/reviews/review-photos.ts), which is what a review's `photos` are checked against.
 * How many photos a review carries (at most 4) is checked when the review is sent.
 *
 * A guest (signed e-mail link) has no uploads: functions/reviews/handlers/guest-reviews.ts refuses photos.
 */
const signedIn = (caller: Caller | null): Caller => {
  if (!caller) throw unauthorized();
  return caller;
};

/** POST /api/me/review-photos `{ contentType, size }` — a presigned POST for one photo; 400 for another type or over 5 MB. */
export const createReviewPhotoUpload = httpHandler({ body: uploadRequestSchema }, async ({ body, caller }): Promise<UploadTicket> => {
  const who = signedIn(caller);
  const ticket = await presignUpload(body.contentType);
  await recordReviewPhotoTicket(ticket.uploadId, userAuthorKey(who.userId), new Date().toISOString());
  return ticket;
});

const params = z.object({ uploadId: z.string().uuid() });

/** POST /api/me/review-photos/{uploadId}/complete — verify and publish the caller's upload: `{ key: "reviews/{uploadId}" }`; 404 for someone else's. */
export const completeReviewPhotoUpload = httpHandler({ params }, async ({ params: p, caller }) => {
  const owner = userAuthorKey(signedIn(caller).userId);
  // Another buyer's upload answers as a missing one: its id says nothing about who asked for it.
  if ((await reviewPhotoTicketOwner(p.uploadId)) !== owner) throw notFound('No such upload');
  const published = await publishUpload(p.uploadId, 'reviews');
  await recordReviewPhoto(p.uploadId, owner, new Date().toISOString());
  return published;
});
