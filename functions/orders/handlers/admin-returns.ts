import { z } from 'zod';
import { ADMIN_RETURNS_PAGE_SIZE, adminReturnsQuerySchema, returnDecisionSchema, type AdminReturn, type AdminReturnsResponse } from '../../contracts/returns.js';
import { notFound } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { refundsWithCorrections } from '../../invoices/correction-invoice.js';
import { getOrder, orderView } from '../../ledger/order-entity.js';
import { returnsPage } from '../../ledger/admin-list-reads.js';
import { listReturnsOfOrder, returnView, type ReturnRecord } from '../../ledger/return-entity.js';
import { decideReturn, receiveReturn } from '../return-decisions.js';

/** The admin's return routes (orders/handlers.ts imports them on their first call: the function's cold start serves buyers). */
const returnParams = z.object({ id: z.string().uuid(), returnId: z.string().uuid() });

const adminView = (record: ReturnRecord): AdminReturn => {
  const { requestedBy: _by, ...view } = record;
  return view;
};

/** GET /api/admin/returns — every return (or those of one status), newest first, 20 a page by cursor, the exact total. */
export const adminListReturns = httpHandler({ query: adminReturnsQuerySchema }, async ({ query }): Promise<AdminReturnsResponse> => {
  const { items, itemsRead: _read, ...page } = await returnsPage(query);
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
