import { uploadRequestSchema, type UploadTicket } from '../../contracts/admin.js';
import { guestReviewLookupSchema } from '../../contracts/reviews.js';
import type { Caller } from '../../core/caller.js';
import { notFound, unauthorized } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { z } from 'zod';
import { lineOfReviewLink, userAuthorKey } from '../../reviews/eligibility.js';
import { linkUploaderKey, recordReviewPhoto, recordReviewPhotoTicket, reviewPhotoTicketOwner } from '../../reviews/review-photos.js';
import { presignUpload, publishUpload } from './uploads.js';

/**
 * A buyer's review photos, through the same pipeline as the admin's product images
 * (uploads.ts): a presigned POST of at most 5 MB of JPEG, PNG or WebP, then the server sniffs the
 * bytes, re-encodes WebP variants under `reviews/{uploadId}` and records the uploader as the
 * photo's owner (functions/reviews/review-photos.ts), which is what a review's `photos` are checked against.
 * How many photos a review carries (at most 4) is checked when the review is sent.
 *
 * Two ways in, one pipeline: a signed-in buyer (`/api/me/review-photos`, the uploader is their
 * account) and a guest with the review request e-mail's signed link (`/api/guest/review-photos`,
 * no session: the uploader is the link, checked at each step as a guest review is).
 */
const signedIn = (caller: Caller | null): Caller => {
  if (!caller) throw unauthorized();
  return caller;
};

/** A presigned POST recorded as `uploader`'s: only they may complete it. */
async function ticketFor(uploader: string, contentType: string): Promise<UploadTicket> {
  const ticket = await presignUpload(contentType);
  await recordReviewPhotoTicket(ticket.uploadId, uploader, new Date().toISOString());
  return ticket;
}

/** Verifies and publishes `uploader`'s upload; another uploader's answers as a missing one (its id says nothing about who asked for it). */
async function publishFor(uploader: string, uploadId: string): Promise<{ key: string }> {
  if ((await reviewPhotoTicketOwner(uploadId)) !== uploader) throw notFound('No such upload');
  const published = await publishUpload(uploadId, 'reviews');
  await recordReviewPhoto(uploadId, uploader, new Date().toISOString());
  return published;
}

const params = z.object({ uploadId: z.string().uuid() });

/** POST /api/me/review-photos `{ contentType, size }` — a presigned POST for one photo; 400 for another type or over 5 MB. */
export const createReviewPhotoUpload = httpHandler({ body: uploadRequestSchema }, async ({ body, caller }): Promise<UploadTicket> =>
  ticketFor(userAuthorKey(signedIn(caller).userId), body.contentType),
);

/** POST /api/me/review-photos/{uploadId}/complete — verify and publish the caller's upload: `{ key: "reviews/{uploadId}" }`; 404 for someone else's. */
export const completeReviewPhotoUpload = httpHandler({ params }, async ({ params: p, caller }) => publishFor(userAuthorKey(signedIn(caller).userId), p.uploadId));

/** The uploader a guest's review link stands for; 403 when the link is not valid or its order no longer qualifies. */
async function linkUploader(token: string): Promise<string> {
  return linkUploaderKey((await lineOfReviewLink(token)).claims);
}

const guestUploadRequestSchema = uploadRequestSchema.extend({ token: guestReviewLookupSchema.shape.token });

/** POST /api/guest/review-photos `{ token, contentType, size }` — as the signed-in buyer's, authorised by the review link: 403 for a link that is not valid. */
export const createGuestReviewPhotoUpload = httpHandler({ body: guestUploadRequestSchema }, async ({ body }): Promise<UploadTicket> =>
  ticketFor(await linkUploader(body.token), body.contentType),
);

/** POST /api/guest/review-photos/{uploadId}/complete `{ token }` — verify and publish an upload asked for under this link; 404 for another link's. */
export const completeGuestReviewPhotoUpload = httpHandler({ params, body: guestReviewLookupSchema }, async ({ params: p, body }) => publishFor(await linkUploader(body.token), p.uploadId));
