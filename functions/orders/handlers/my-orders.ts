import { z } from 'zod';
import { claimOrderRequestSchema, type Order, type OrderListResponse } from '../../contracts/order.js';
import type { Caller } from '../../core/caller.js';
import { notFound, unauthorized } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { getOrder, listOrdersOfUser, updateOrderFields } from '../order-entity.js';
import { stripe } from '../stripe.js';

const owner = (caller: Caller | null): Caller => {
  if (!caller) throw unauthorized();
  return caller;
};
const orderIdParams = z.object({ id: z.string().uuid() });

/** GET /api/me/orders — the caller's orders, newest first. */
export const listMyOrders = httpHandler({}, async ({ caller }): Promise<OrderListResponse> => ({
  items: await listOrdersOfUser(owner(caller).userId),
}));

/** GET /api/me/orders/{id} — one of the caller's orders; anybody else's is a 404, not a 403. */
export const getMyOrder = httpHandler({ params: orderIdParams }, async ({ params, caller }): Promise<Order> => {
  const order = await getOrder(params.id);
  if (!order || order.userId !== owner(caller).userId) throw notFound('No such order');
  return order;
});

/**
 * POST /api/me/orders/claim — after paying as a guest, a signed-in buyer links the order to
 * their account. Only when the order's e-mail is theirs: knowing a session id is not enough.
 */
export const claimOrder = httpHandler({ body: claimOrderRequestSchema }, async ({ body, caller }): Promise<Order> => {
  const who = owner(caller);
  let orderId: string | null | undefined;
  try {
    const session = await stripe().checkout.sessions.retrieve(body.sessionId);
    orderId = session.client_reference_id;
  } catch {
    throw notFound('No such order');
  }
  const order = orderId ? await getOrder(orderId) : undefined;
  if (!order) throw notFound('No such order');
  if (order.userId === who.userId) return order;
  const sameEmail = !!order.customerEmail && order.customerEmail.toLowerCase() === who.email.toLowerCase();
  if (order.userId || !sameEmail) throw notFound('No such order');
  await updateOrderFields(order.id, { userId: who.userId, updatedAt: new Date().toISOString() });
  return { ...order, userId: who.userId };
});
