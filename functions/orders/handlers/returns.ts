import { z } from 'zod';
import { ordersByShortId } from '../../ledger/ledger-reads.js';
import type { Order } from '../../contracts/order.js';
import { guestOrderLookupSchema, guestWithdrawalRequestSchema, withdrawalRequestSchema, type WithdrawalResponse } from '../../contracts/returns.js';
import { notFound, unauthorized } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { refundsWithCorrections } from '../../invoices/correction-invoice.js';
import { getOrder, orderView, withOrderRecords, type OrderRecord } from '../../ledger/order-entity.js';
import { listReturnsOfOrder, returnView, type ReturnRecord } from '../../ledger/return-entity.js';
import { eligibilityOf, withdraw } from '../returns.js';

const orderIdParams = z.object({ id: z.string().uuid() });

/** One order as its buyer sees it: with its refunds, returns and whether they may withdraw now. */
export async function buyerOrderView(read: OrderRecord): Promise<Order> {
  const { order, records } = await withOrderRecords(read, (o) => Promise.all([refundsWithCorrections(o.id), listReturnsOfOrder(o.id)]));
  const [refunds, returns] = records;
  return { ...orderView(order, refunds), returns: returns.map(returnView), withdrawal: await eligibilityOf(order, returns) };
}

async function withdrawalAnswer(order: OrderRecord, record: ReturnRecord): Promise<WithdrawalResponse> {
  const fresh = (await getOrder(order.id)) ?? order;
  return { return: returnView(record), withdrawal: await eligibilityOf(fresh) };
}

/** POST /api/me/orders/{id}/returns — the signed-in buyer withdraws chosen units (contracts/returns.ts). */
export const withdrawMyOrder = httpHandler({ params: orderIdParams, body: withdrawalRequestSchema }, async ({ params, body, caller }): Promise<WithdrawalResponse> => {
  if (!caller) throw unauthorized();
  const order = await getOrder(params.id);
  if (!order || order.userId !== caller.userId) throw notFound('No such order');
  return withdrawalAnswer(order, await withdraw(order.id, body, caller.email));
});

// ---- guests ---------------------------------------------------------------------------------

/**
 * Withdrawals matter only for orders sent in the last weeks: a guest's lookup by the short number
 * reads those (the per-status index, a key range of creation times), never the whole table.
 */
const GUEST_LOOKUP_DAYS = 120;

async function guestOrder(number: string, email: string): Promise<OrderRecord> {
  const id = number.replace(/^#/, '').toLowerCase();
  const emailLower = email.trim().toLowerCase();
  if (id.length === 36) {
    const order = await getOrder(id);
    if (order?.customerVisible && order.customerEmail?.toLowerCase() === emailLower) return order;
    throw notFound('No order with this number and e-mail');
  }
  const since = new Date(Date.now() - GUEST_LOOKUP_DAYS * 86_400_000).toISOString();
  const items = await ordersByShortId(id, emailLower, ['shipped', 'delivered'], since);
  if (items.length !== 1) throw notFound('No order with this number and e-mail');
  return items[0]!;
}

/** POST /api/guest/orders/lookup — a guest finds their order by its number and e-mail (404 otherwise, whichever is wrong). */
export const findGuestOrder = httpHandler({ body: guestOrderLookupSchema }, async ({ body }): Promise<Order> => buyerOrderView(await guestOrder(body.number, body.email)));

/** POST /api/guest/orders/{id}/returns — a guest withdraws, proving the order's e-mail. */
export const withdrawGuestOrder = httpHandler({ params: orderIdParams, body: guestWithdrawalRequestSchema }, async ({ params, body }): Promise<WithdrawalResponse> => {
  const order = await guestOrder(params.id, body.email);
  const { email, ...request } = body;
  return withdrawalAnswer(order, await withdraw(order.id, request, email.toLowerCase()));
});

// ---- admin ----------------------------------------------------------------------------------
