import type { ModerateReview, ReviewContent } from '../contracts/reviews.js';
import { reviewContentSchema } from '../contracts/reviews.js';
import { config } from '../core/config.js';
import { conflict, invalidRequest, notFound } from '../core/errors.js';
import { logger } from '../core/logger.js';
import { listGarage } from '../accounts/garage-entity.js';
import { sendEmail } from '../messages/mailer.js';
import type { OrderRecord } from '../ledger/order-entity.js';
import { changeReview, createReview, getReview, parseReviewId, type ReviewRecord } from './review-entity.js';
import { reviewEmailTexts } from './review-email-texts.js';
import { isGuestAuthorKey } from './eligibility.js';
import { signReviewLink } from './review-links.js';
import { photosOwnedBy } from './review-photos.js';

/**
 * What a review goes through, for the handlers and the demo seed alike (the seed writes its
 * reviews through here, so demo data is what the shop itself would have made).
 */
const CHANGE_TRIES = 5;

type Content = ReturnType<typeof reviewContentSchema.parse>;

/**
 * The bike must be in the author's garage; the photos published by the author's own uploads
 * (`photoOwner`: the author key, or a guest's review link). Photos already on the review being
 * edited were checked when they were attached (perhaps under a guest's link) and stay allowed.
 */
async function checkedContent(content: Content, author: { userId: string | null; photoOwner: string }, attached: readonly string[] = []): Promise<Content> {
  if (content.vehicleId) {
    const garage = author.userId ? await listGarage(author.userId) : [];
    if (!garage.some((bike) => bike.vehicleId === content.vehicleId)) throw invalidRequest('The bike is not in your garage', { vehicleId: 'validation.reviewVehicle' });
  }
  const added = content.photos.filter((photo) => !attached.includes(photo));
  if (added.length && !(await photosOwnedBy(added, author.photoOwner))) {
    throw invalidRequest('A photo is not one of your uploads', { photos: 'validation.reviewPhoto' });
  }
  return content;
}

/** A new review of an order line the buyer received (checked by the caller), pending moderation; 409 for a second one. */
export async function submitReview(input: {
  content: ReviewContent;
  order: OrderRecord;
  line: OrderRecord['items'][number];
  authorKey: string;
  /** The buyer's other author keys: a second review under any of them is refused too (409). */
  sameBuyerKeys?: readonly string[];
  /** Whose uploads its photos must be: the author's (default), or a guest's review link. */
  photoOwnerKey?: string;
  userId: string | null;
  email: string;
  authorName: string;
  at?: string;
}): Promise<ReviewRecord> {
  const content = await checkedContent(reviewContentSchema.parse(input.content), { userId: input.userId, photoOwner: input.photoOwnerKey ?? input.authorKey });
  return createReview({
    productId: input.line.productId,
    authorKey: input.authorKey,
    userId: input.userId,
    email: input.email,
    authorName: input.authorName,
    orderId: input.order.id,
    productName: input.line.product.name,
    language: input.order.language ?? 'pl',
    stars: content.stars,
    title: content.title,
    text: content.text,
    photos: content.photos,
    vehicleId: content.vehicleId ?? null,
    createdAt: input.at ?? new Date().toISOString(),
  }, input.sameBuyerKeys);
}

/** Reads the review and applies `decide` to it until the write lands on the version it read. */
async function withReview(id: string, decide: (read: ReviewRecord) => Parameters<typeof changeReview>[1] | undefined, at: string): Promise<ReviewRecord> {
  const { productId, authorKey } = parseReviewId(id);
  for (let attempt = 1; ; attempt++) {
    const read = await getReview(productId, authorKey);
    if (!read) throw notFound('No such review');
    const change = decide(read);
    if (!change) return read;
    const written = await changeReview(read, change, at);
    if (written) return written;
    if (attempt >= CHANGE_TRIES) throw conflict('conflict', 'The review kept changing; try again');
  }
}

/** The author's edit: new content, and back to moderation (an approved review leaves the shop until checked again). */
export async function editReview(id: string, content: ReviewContent, author: { userId: string | null; authorKey: string; photoOwnerKey?: string }): Promise<ReviewRecord> {
  const { productId, authorKey } = parseReviewId(id);
  const current = await getReview(productId, authorKey);
  if (!current) throw notFound('No such review');
  const checked = await checkedContent(reviewContentSchema.parse(content), { userId: author.userId, photoOwner: author.photoOwnerKey ?? author.authorKey }, current.photos);
  return withReview(
    id,
    () => ({ stars: checked.stars, title: checked.title, text: checked.text, photos: checked.photos, vehicleId: checked.vehicleId ?? null, status: 'pending', rejectionReason: null }),
    new Date().toISOString(),
  );
}

/**
 * The admin's decision: approve, or reject with a reason e-mailed to the author; with or without
 * the workshop's public reply. Deciding again what is already decided changes nothing (and
 * e-mails nobody again).
 */
export async function moderateReview(id: string, decision: ModerateReview, at = new Date().toISOString()): Promise<ReviewRecord> {
  let rejectedNow = false;
  const review = await withReview(
    id,
    (read) => {
      const reply = decision.reply === undefined ? undefined : decision.reply || null;
      const sameStatus = read.status === decision.status && (decision.status !== 'rejected' || read.rejectionReason === (decision.reason ?? null));
      const sameReply = reply === undefined || reply === read.reply;
      rejectedNow = decision.status === 'rejected' && !sameStatus;
      if (sameStatus && sameReply) return undefined;
      return {
        status: decision.status,
        rejectionReason: decision.status === 'rejected' ? (decision.reason ?? null) : null,
        ...(reply === undefined || sameReply ? {} : { reply, repliedAt: reply ? at : null }),
      };
    },
    at,
  );
  if (rejectedNow) await sendRejection(review);
  return review;
}

/**
 * How the author corrects a rejected review: a signed-in buyer on the product page; a guest
 * (no account: `g-…`) through a fresh signed link to the /review page, which shows the reason
 * and the review to edit.
 */
async function nextStep(review: ReviewRecord): Promise<string> {
  const t = reviewEmailTexts(review.language);
  if (!isGuestAuthorKey(review.authorKey)) return t.rejectedNext;
  const token = await signReviewLink({ orderId: review.orderId, productId: review.productId });
  return t.rejectedNextGuest(`${config().SITE_URL}/review?token=${encodeURIComponent(token)}`);
}

async function sendRejection(review: ReviewRecord): Promise<void> {
  const t = reviewEmailTexts(review.language);
  const shop = config().SHOP_NAME;
  try {
    await sendEmail({
      kind: 'review-rejected',
      to: review.email,
      subject: t.rejectedSubject(shop, review.productName),
      text: [t.greeting(review.authorName), t.rejectedLead(review.productName), t.rejectedReason(review.rejectionReason ?? ''), await nextStep(review), t.signature(shop)].join('\n\n'),
    });
  } catch (error) {
    // The decision stands; the e-mail is what failed (logged for the admin to follow up).
    logger.error('could not e-mail a review rejection', { reviewId: review.id, error: error as Error });
  }
}
