import type { ReviewableItem } from '../contracts/reviews.js';
import { forbidden } from '../core/errors.js';
import { getOrder, listOrdersOfUser, type OrderRecord } from '../ledger/order-entity.js';
import { verifyReviewLink, type ReviewLinkClaims } from './review-links.js';
import { emailHash } from './review-settings-entity.js';
import { reviewsOfAuthor } from './review-entity.js';

/**
 * Who may review what: a buyer, a product of one of their orders that reached them. `delivered`
 * is the ledger's status for both a parcel delivered and an order picked up at the workshop
 * (functions/ledger/order-transitions.ts); a pending, paid, shipped or cancelled order does not
 * qualify. The order is the proof of purchase: the server reads it, the client only names it.
 */
export const qualifies = (order: Pick<OrderRecord, 'status'>) => order.status === 'delivered';

/**
 * The author of a review: one per buyer, whatever the way in. A signed-in buyer is their account;
 * a guest's link names an order, whose account (if it was claimed) or else e-mail address is the
 * buyer: a guest who later signs up and claims the order cannot review the product twice.
 */
export const userAuthorKey = (userId: string) => `u-${userId}`;
export const guestAuthorKey = (email: string) => `g-${emailHash(email).slice(0, 32)}`;
export function orderAuthorKey(order: Pick<OrderRecord, 'userId' | 'customerEmail'>): string {
  if (order.userId) return userAuthorKey(order.userId);
  return guestAuthorKey(order.customerEmail ?? '');
}

/**
 * The guest author a signed-in buyer was before claiming these orders: a review written through
 * an order's e-mail link before the claim is under the order's e-mail, and still the same buyer's.
 */
export const earlierGuestKeys = (orders: readonly Pick<OrderRecord, 'customerEmail'>[]) => [
  ...new Set(orders.flatMap((order) => (order.customerEmail ? [guestAuthorKey(order.customerEmail)] : []))),
];

/** A guest's review (an order never claimed by an account): edited only through the e-mail's signed link. */
export const isGuestAuthorKey = (authorKey: string) => authorKey.startsWith('g-');

/** "Jan K.": what the shop shows of an author (first name, initial of the last). */
export function displayName(fullName: string | null | undefined, fallback: string): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return fallback;
  return words.length === 1 ? words[0]! : `${words[0]} ${words.at(-1)![0]!.toUpperCase()}.`;
}

/** The order line the buyer reviews, or 403: not their order, not received yet, not in it. */
export async function qualifyingLine(orderId: string, productId: number, isBuyer: (order: OrderRecord) => boolean): Promise<{ order: OrderRecord; line: OrderRecord['items'][number] }> {
  const order = await getOrder(orderId);
  if (!order || !isBuyer(order)) throw forbidden('Only the buyer of a delivered order can review its products');
  if (!qualifies(order)) throw forbidden('The order has not reached you yet: it can be reviewed once it is delivered or picked up');
  const line = order.items.find((item) => item.productId === productId);
  if (!line) throw forbidden('This order does not contain the product');
  return { order, line };
}

/** The products of the buyer's received orders not reviewed yet (the newest order first; a product once). */
export async function reviewableOf(userId: string): Promise<ReviewableItem[]> {
  const orders = (await listOrdersOfUser(userId)).filter(qualifies);
  const byProduct = new Map<number, ReviewableItem>();
  for (const order of orders.sort((a, b) => b.createdAt.localeCompare(a.createdAt))) {
    for (const item of order.items) {
      if (byProduct.has(item.productId)) continue;
      byProduct.set(item.productId, {
        productId: item.productId,
        orderId: order.id,
        name: item.product.name,
        ...(item.product.nameEn ? { nameEn: item.product.nameEn } : {}),
        imageUrl: item.product.imageUrl,
        deliveredAt: order.deliveredAt ?? null,
      });
    }
  }
  const productIds = [...byProduct.keys()];
  const reviewed = await Promise.all([userAuthorKey(userId), ...earlierGuestKeys(orders)].map((key) => reviewsOfAuthor(key, productIds)));
  return [...byProduct.values()].filter((item) => !reviewed.some((byAuthor) => byAuthor.has(item.productId)));
}

/**
 * The order line a review request e-mail's signed link names, checked as for a signed-in buyer
 * (the link is the guest's proof of purchase): 403 when the link is forged, altered or expired,
 * or when its order no longer qualifies.
 */
export async function lineOfReviewLink(token: string): Promise<{ claims: ReviewLinkClaims; order: OrderRecord; line: OrderRecord['items'][number] }> {
  const claims = await verifyReviewLink(token);
  if (!claims) throw forbidden('The link is not valid (altered or expired)');
  return { claims, ...(await qualifyingLine(claims.orderId, claims.productId, () => true)) };
}
