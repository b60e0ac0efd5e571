import { z } from 'zod';
import { ordersByShortId } from '../../ledger/ledger-reads.js';
import type { Order } from '../../contracts/order.js';
import {
  ADMIN_RETURNS_PAGE_SIZE,
  adminReturnsQuerySchema,
  guestOrderLookupSchema,
  guestWithdrawalRequestSchema,
  returnDecisionSchema,
  withdrawalRequestSchema,
  type AdminReturn,
  type AdminReturnsResponse,
  type WithdrawalResponse,
} from '../../contracts/returns.js';
import { notFound, unauthorized } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { refundsWithCorrections } from '../../invoices/correction-invoice.js';
import { getOrder, orderView, withOrderRecords, type OrderRecord } from '../../ledger/order-entity.js';
import { listReturnsForAdmin } from '../admin-return-queries.js';
import { listReturnsOfOrder, returnView, type ReturnRecord } from '../../ledger/return-entity.js';
import { decideReturn, eligibilityOf, receiveReturn, withdraw } from '../returns.js';

const orderIdParams = z.object({ id: z.string().uuid() });
const returnParams = z.object({ id: z.string().uuid(), returnId: z.string().uuid() });

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

const adminView = (record: ReturnRecord): AdminReturn => {
  const { requestedBy: _by, ...view } = record;
  return view;
};

/** GET /api/admin/returns — every return (or those of one status), newest first, 20 a page by cursor, the exact total. */
export const adminListReturns = httpHandler({ query: adminReturnsQuerySchema }, async ({ query }): Promise<AdminReturnsResponse> => {
  const { items, itemsRead: _read, ...page } = await listReturnsForAdmin(query);
  return { items: items.map(adminView), ...page, pageSize: ADMIN_RETURNS_PAGE_SIZE };
});

async function adminReturnAnswer(orderId: string, returnId: string) {
  const [order, returns] = await Promise.all([getOrder(orderId), listReturnsOfOrder(orderId)]);
  const record = returns.find((r) => r.id === returnId);
  if (!order || !record) throw notFound('No such return');
  const refunds = await refundsWithCorrections(orderId);
  return { return: adminView(record), order: { ...orderView(order, refunds), returns: returns.map(returnView) } };
}

/** GET /api/admin/orders/{id}/returns/{returnId} — one return with its order. */
export const adminGetReturn = httpHandler({ params: returnParams }, async ({ params }) => adminReturnAnswer(params.id, params.returnId));

/** POST /api/admin/orders/{id}/returns/{returnId}/receive — the parcel is at the workshop: stock back. Idempotent. */
export const adminReceiveReturn = httpHandler({ params: returnParams }, async ({ params, caller }) => {
  await receiveReturn(params.id, params.returnId, caller!.email);
  return adminReturnAnswer(params.id, params.returnId);
});

/** POST /api/admin/orders/{id}/returns/{returnId}/decision — accept (all or per line: refund) or reject with a reason. Idempotent. */
export const adminDecideReturn = httpHandler({ params: returnParams, body: returnDecisionSchema }, async ({ params, body, caller }) => {
  await decideReturn(params.id, params.returnId, body, caller!.email);
  return adminReturnAnswer(params.id, params.returnId);
});
