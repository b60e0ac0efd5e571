import { z } from 'zod';
import { claimOrderRequestSchema, type Order, type OrderListResponse } from '../../contracts/order.js';
import type { ReorderResponse } from '../../contracts/reorder.js';
import { isDealer, type Caller } from '../../core/caller.js';
import { HttpError, notFound, unauthorized } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { attachOrderToUser, getOrder, listOrdersOfUser, orderView } from '../../ledger/order-entity.js';
import { buyerOrderView } from './returns.js';
import { orderOfSession } from '../checkout-sessions.js';
import { reorderLines } from '../../catalog/reorder-lines.js';

const owner = (caller: Caller | null): Caller => {
  if (!caller) throw unauthorized();
  return caller;
};
const orderIdParams = z.object({ id: z.string().uuid() });

/**
 * GET /api/me/orders — the caller's orders, newest first. Only orders to them: an attempt whose
 * payment page was left, expired or refused never shows up here (admins still see it).
 */
export const listMyOrders = httpHandler({}, async ({ caller }): Promise<OrderListResponse> => ({
  items: (await listOrdersOfUser(owner(caller).userId)).filter((o) => o.customerVisible).map((o) => orderView(o)),
}));

/** GET /api/me/orders/{id} — one of the caller's orders, with its refunds, returns and withdrawal state; anybody else's is a 404, not a 403. */
export const getMyOrder = httpHandler({ params: orderIdParams }, async ({ params, caller }): Promise<Order> => {
  const order = await getOrder(params.id);
  if (!order || order.userId !== owner(caller).userId) throw notFound('No such order');
  return buyerOrderView(order);
});

/**
 * POST /api/me/orders/{id}/reorder — one of the caller's orders, its lines at today's prices and
 * stock for the caller (a dealer: their prices; contracts/reorder.ts). Anybody else's is a 404.
 */
export const reorderMyOrder = httpHandler({ params: orderIdParams }, async ({ params, caller }): Promise<ReorderResponse> => {
  const who = owner(caller);
  const order = await getOrder(params.id);
  if (!order || order.userId !== who.userId) throw notFound('No such order');
  return { orderId: order.id, lines: await reorderLines(order.items, { userId: who.userId, dealer: isDealer(who) }) };
});

/**
 * POST /api/me/orders/claim — after paying as a guest, a signed-in buyer links the order to
 * their account. Only when the order's e-mail is theirs and their e-mail is verified (an equal
 * but unproven address is anyone's to type): knowing a session id is not enough. The write
 * itself checks both "nobody's yet" and the e-mail, so a 200 always means attached.
 */
export const claimOrder = httpHandler({ body: claimOrderRequestSchema }, async ({ body, caller }): Promise<Order> => {
  const who = owner(caller);
  const order = await orderOfSession(body.sessionId);
  if (!order) throw notFound('No such order');
  if (order.userId === who.userId) return orderView(order);
  if (!who.emailVerified) throw new HttpError(403, 'forbidden', 'Verify your e-mail address before linking an order to your account');
  if (order.userId || order.customerEmail?.toLowerCase() !== who.email.toLowerCase()) throw notFound('No such order');
  const attached = await attachOrderToUser(order, who.userId, who.email.toLowerCase(), new Date().toISOString());
  const now = await getOrder(order.id);
  if (!attached && now?.userId !== who.userId) throw notFound('No such order');
  return orderView(now!);
});
