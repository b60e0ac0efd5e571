import { z } from 'zod';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_REFUNDS_PAGE_SIZE,
  adminRefundsQuerySchema,
  type AdminRefundsResponse,
  adminOrdersQuerySchema,
  adminRefundRequestSchema,
  orderStatusUpdateSchema,
  type OrderStatusUpdate,
  type AdminOrderResponse,
  type AdminOrdersResponse,
  type AdminStats,
} from '../../contracts/admin.js';
import { conflict, invalidRequest, notFound } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { listOrdersForAdmin } from '../../ledger/admin-order-reads.js';
import { refundsPage } from '../../ledger/admin-list-reads.js';
import { expireSession } from '../checkout-sessions.js';
import { getOrder, getOrderHistory, orderView, withOrderRecords, type OrderCondition, type OrderRecord } from '../../ledger/order-entity.js';
import { changeOrderStatus } from '../../ledger/status-change.js';

import { applySessionOutcome, notifyStatus, submitRefundLater } from '../payment-outcome.js';
import { refundsWithCorrections } from '../../invoices/correction-invoice.js';
import { getRefund, listRecentRefunds, refundOf, refundView } from '../../ledger/refund-entity.js';
import { recordRefund } from '../refunds.js';
import { getOrderStats, revenueBetween, shopDay, type PeriodRevenue } from '../../ledger/stats-entity.js';
import { listReturnsOfOrder, returnView } from '../../ledger/return-entity.js';
import { isSold } from '../../ledger/order-transitions.js';
import { trackingUrl } from '../../delivery/tracking.js';
import { refundFollowUp } from '../../ledger/follow-up-entity.js';
import { creditedAsRead, creditTermsOrder, newTermsCredit, standingOf, termsCreditIntents } from '../../ledger/terms-credit.js';
import { followUpNow } from '../follow-ups.js';
import { listPromotions } from '../../promotions/promotion-entity.js';

const orderIdParams = z.object({ id: z.string().uuid() });
const RECENT_REFUNDS = 10;

/** GET /api/admin/stats — the dashboard: the statistics kept with the orders, by day and month, and the refunds. */
export const adminStats = httpHandler({}, async (): Promise<AdminStats> => {
  const today = shopDay(new Date());
  const days = Array.from({ length: 30 }, (_, i) => shopDay(new Date(Date.now() - (29 - i) * 86_400_000)));
  const months: string[] = [];
  const [y, m] = today.split('-').map(Number) as [number, number];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  const [stats, byDay, byMonth, recent, promotions] = await Promise.all([
    getOrderStats(),
    revenueBetween('DAY', days[0]!, days.at(-1)!),
    revenueBetween('MONTH', months[0]!, months.at(-1)!),
    listRecentRefunds(RECENT_REFUNDS),
    listPromotions(),
  ]);
  const { refunded, refundCount, returnsRefunded, ...orderStats } = stats;
  const period = (p: PeriodRevenue | undefined) => ({ revenue: p?.revenue ?? 0, orders: p?.orders ?? 0, refunded: p?.refunded ?? 0 });
  return {
    ...orderStats,
    netRevenue: orderStats.revenue - returnsRefunded,
    returnsRefunded,
    discountsGiven: promotions.reduce((sum, p) => sum + p.usage.discountGiven, 0),
    daily: days.map((date) => ({ date, ...period(byDay.get(date)) })),
    monthly: months.map((month) => ({ month, ...period(byMonth.get(month)) })),
    refunds: { amount: refunded, count: refundCount, recent: recent.map(refundView) },
  };
});

/** GET /api/admin/orders — filters (unpaid attempts too, or only them), newest first, 20 a page by cursor, the exact total. */
export const adminListOrders = httpHandler({ query: adminOrdersQuerySchema }, async ({ query }): Promise<AdminOrdersResponse> => {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
    throw invalidRequest('dateFrom is after dateTo', { dateTo: 'validation.dateRange' });
  }
  const { items, itemsRead: _read, ...page } = await listOrdersForAdmin(query);
  return { items: items.map((o) => orderView(o)), ...page, pageSize: ADMIN_ORDERS_PAGE_SIZE };
});

/** GET /api/admin/refunds — every order's refunds, newest first, 20 a page by cursor, the exact total. */
export const adminListRefunds = httpHandler({ query: adminRefundsQuerySchema }, async ({ query }): Promise<AdminRefundsResponse> => {
  const { items, itemsRead: _read, ...page } = await refundsPage(query);
  return { items: items.map(refundView), ...page, pageSize: ADMIN_REFUNDS_PAGE_SIZE };
});

async function adminOrderResponse(id: string): Promise<AdminOrderResponse | undefined> {
  const read = await getOrder(id);
  if (!read) return undefined;
  const { order, records } = await withOrderRecords(read, () => Promise.all([getOrderHistory(id), refundsWithCorrections(id), listReturnsOfOrder(id)]));
  const [history, refunds, returns] = records;
  return { ...orderView(order, refunds), returns: returns.map(returnView), history };
}

/** GET /api/admin/orders/{id} — any order, with its history and refunds. */
export const adminGetOrder = httpHandler({ params: orderIdParams }, async ({ params }): Promise<AdminOrderResponse> => {
  const order = await adminOrderResponse(params.id);
  if (!order) throw notFound('Order not found');
  return order;
});

/** Money the shop still holds for an order: paid and neither refunded nor promised back. */
const heldMoney = (order: OrderRecord) => (order.paidAt ? order.refundableAmount : 0);

/**
 * PATCH /api/admin/orders/{id} — sets any status (the spec shows no restrictions), with
 * what each move means for money:
 * - cancelling a pending order first expires its Stripe session, so it can no longer be paid
 *   (a payment that beat the expiry is applied, then refunded as for any cancelled order);
 * - cancelling a paid order refunds what was paid, recorded in the same transaction;
 * - an order whose payment went back cannot be reopened (409): the buyer orders again.
 * Status, statistics, stock, units sold, history and refund are one transaction; the customer
 * gets the e-mail of the new status once. Shipping may record the carrier and parcel number.
 */
export const adminUpdateOrder = httpHandler({ params: orderIdParams, body: orderStatusUpdateSchema }, async ({ params, body, caller }): Promise<AdminOrderResponse> => {
  // Stripe's word can land between this handler's read and its write: expiring a pending
  // order's session makes Stripe send checkout.session.expired, which cancels the order first.
  // The decision is then made again from what the order has become (already cancelled: done),
  // and only an order that keeps changing sends the admin back to reload it.
  for (let attempt = 0; attempt < 3; attempt++) {
    const updated = await updateOrderStatus(params.id, body, caller!.email);
    if (updated) return updated;
  }
  throw conflict('conflict', 'The order changed meanwhile; reload it and try again');
});

/** One attempt of the PATCH above; undefined when the order changed before the write. */
async function updateOrderStatus(id: string, body: OrderStatusUpdate, admin: string): Promise<AdminOrderResponse | undefined> {
  let order = await getOrder(id);
  if (!order) throw notFound('Order not found');
  const tracking = body.tracking ? { carrier: body.tracking.carrier, number: body.tracking.number, url: trackingUrl(body.tracking.carrier, body.tracking.number) } : undefined;
  if (order.status === body.status && !tracking) return (await adminOrderResponse(order.id))!;

  if (order.status === 'cancelled' && order.paidAt && order.refundableAmount < order.amountPaid) {
    throw conflict('conflict', 'The payment of this order was refunded; it cannot be reopened. The customer can order again.');
  }
  if (order.status === 'cancelled' && order.paymentMode === 'terms' && order.amountRefunded > 0) {
    throw conflict('conflict', 'This order was credited with a correction invoice; it cannot be reopened. The dealer can order again.');
  }
  // An order with a withdrawal is settled through its returns (issue 19): its units and money
  // are accounted for there, so it stays a sale (checked again by the write below).
  const leavesSale = !isSold(body.status);
  if (leavesSale && order.returnsVersion !== undefined) {
    throw conflict('conflict', 'This order has a withdrawal; settle it through its return instead of changing the order.');
  }

  // A pending order's payment page is closed before the order is cancelled.
  let session;
  if (body.status === 'cancelled' && order.status === 'pending' && order.stripeSessionId) {
    session = await expireSession(order.stripeSessionId);
    order = (await getOrder(order.id))!;
  }

  const at = new Date().toISOString();
  const terms = body.status === 'cancelled' && order.status !== 'cancelled' && order.paymentMode === 'terms' ? termsCancellation(order, admin, at) : undefined;
  const held = body.status === 'cancelled' && !terms ? heldMoney(order) : 0;
  const refund = held > 0 ? refundOf(order, { id: `cancel-${at.replace(/\D/g, '')}`, reason: 'order_cancelled', requestedBy: admin, at, amount: held }) : undefined;
  const conditions: OrderCondition[] = [...(leavesSale ? [{ expression: 'attribute_not_exists(returnsVersion)' }] : []), ...(terms ? [terms.when] : [])];
  const applied = await changeOrderStatus({
    order,
    to: body.status,
    at,
    by: admin,
    ...(tracking || terms?.set ? { set: { ...(tracking ? { tracking } : {}), ...terms?.set } } : {}),
    ...(refund ? { refund: { record: refund } } : {}),
    // DynamoDB refuses redundant parentheses: one condition goes as it is (the ledger brackets it).
    ...(conditions.length ? { when: { expression: conditions.length === 1 ? conditions[0].expression : conditions.map((c) => `(${c.expression})`).join(' AND '), values: Object.assign({}, ...conditions.map((c) => c.values)) } } : {}),
    ...(terms?.with.length ? { with: terms.with } : {}),
  });
  if (!applied) return undefined;
  if (refund) await submitRefundLater(refund, { followUpNow: true });
  if (terms?.credit) await followUpNow(refundFollowUp(terms.credit));

  // The buyer paid just before the session could be expired, and Stripe's webhook has not
  // arrived yet: apply the payment now. The order is cancelled, so it is refunded at once.
  if (session?.status === 'complete' && session.payment_status === 'paid') {
    const now = await getOrder(order.id);
    if (now && !now.paidAt) await applySessionOutcome({ order: now, session, outcome: 'details', by: 'stripe' });
  }
  if (order.status !== body.status) await notifyStatus(order.id, body.status);
  return (await adminOrderResponse(order.id))!;
}



/**
 * Cancelling an order on payment terms (issue 34; ledger/terms-credit.ts): once its invoice was
 * issued, what is still invoiced is credited in the cancellation's transaction (the correction
 * invoice follows); before, nothing is to correct, and the write holds only while the invoice is
 * still unnumbered (the KSeF job numbering it meanwhile makes the PATCH decide again). Either
 * way the order comes off the dealer's balance by what was still invoiced (order-entity.ts).
 */
function termsCancellation(order: OrderRecord, admin: string, at: string) {
  const credited = creditedAsRead(order);
  const amount = standingOf(order);
  if (!order.invoiceNumber || amount <= 0) {
    return { when: { expression: `(attribute_not_exists(invoiceNumber) OR invoiceNumber = :noInvoice) AND ${credited.expression}`, values: { ':noInvoice': null, ...credited.values } }, with: [] };
  }
  const credit = newTermsCredit(order, { id: `cancel-${at.replace(/\D/g, '')}`, amount, reason: 'order_cancelled', requestedBy: admin, at });
  return { credit, when: credited, set: { amountRefunded: order.totalAmount }, with: termsCreditIntents(credit, 'cancelled', at) };
}

const MAX_CREDIT_ATTEMPTS = 5;

/**
 * A refund on a terms order is a credit against the dealer's balance (ledger/terms-credit.ts):
 * up to what is still invoiced; the same `requestId` again, or raced, is the same one credit.
 */
async function creditTermsOrderNow(orderId: string, body: { amount?: number; requestId?: string }, admin: string): Promise<void> {
  for (let attempt = 0; attempt < MAX_CREDIT_ATTEMPTS; attempt++) {
    const order = await getOrder(orderId);
    if (!order) throw notFound('Order not found');
    if (body.requestId && (await getRefund(order.id, `admin-${body.requestId}`))) return;
    const creditable = standingOf(order);
    const amount = body.amount ?? creditable;
    if (amount <= 0 || amount > creditable) throw conflict('conflict', creditable > 0 ? `At most ${creditable} grosze of this order can be credited` : 'Nothing of this order is left to credit');
    const at = new Date().toISOString();
    const credit = newTermsCredit(order, { id: `admin-${body.requestId ?? at.replace(/\D/g, '')}`, amount, reason: 'other', requestedBy: admin, at });
    const result = await creditTermsOrder(order, credit);
    if (result === 'credited') {
      await followUpNow(refundFollowUp(credit));
      return;
    }
    // 'duplicate' (the same request raced): the check at the top of the next round answers it.
  }
  throw conflict('conflict', 'The order changed meanwhile; reload it and try again');
}

/**
 * POST /api/admin/orders/{id}/refunds — the admin returns money of a paid order: what is left to
 * refund, or part of it (`amount`); idempotent by `requestId` when given. For a refund that failed at Stripe (the dashboard and the
 * order's history show it), or a goodwill refund. 409 when nothing (or less) is left to refund.
 * On an order on payment terms it is a credit instead (creditTermsOrderNow above).
 */
export const adminRefundOrder = httpHandler({ params: orderIdParams, body: adminRefundRequestSchema }, async ({ params, body, caller }): Promise<AdminOrderResponse> => {
  const order = await getOrder(params.id);
  if (!order) throw notFound('Order not found');
  if (order.paymentMode === 'terms') {
    await creditTermsOrderNow(order.id, body, caller!.email);
    return (await adminOrderResponse(order.id))!;
  }
  // The same request again answers the refund it made (and its one correction invoice).
  if (body.requestId && (await getRefund(order.id, `admin-${body.requestId}`))) return (await adminOrderResponse(order.id))!;
  const held = heldMoney(order);
  const amount = body.amount ?? held;
  if (amount <= 0 || amount > held) throw conflict('conflict', held > 0 ? `At most ${held} grosze of this order can be refunded` : 'Nothing of this order is left to refund');
  const at = new Date().toISOString();
  const record = await recordRefund({
    orderId: order.id,
    id: `admin-${body.requestId ?? at.replace(/\D/g, '')}`,
    amount,
    reason: order.status === 'cancelled' ? 'order_cancelled' : 'other',
    requestedBy: caller!.email,
  });
  // If Stripe cannot be reached now, the refund stays recorded and the sweeper submits it.
  await submitRefundLater(record, { followUpNow: true });
  return (await adminOrderResponse(order.id))!;
});
