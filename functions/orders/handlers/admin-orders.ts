import { z } from 'zod';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  adminOrdersQuerySchema,
  orderStatusUpdateSchema,
  type AdminOrderResponse,
  type AdminOrdersResponse,
  type AdminStats,
} from '../../contracts/admin.js';
import { conflict, invalidRequest, notFound } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { sendEmail } from '../../messages/mailer.js';
import { listOrdersForAdmin } from '../admin-order-queries.js';
import { orderStatusEmail } from '../order-emails.js';
import { changeOrderStatus, getOrder, getOrderHistory } from '../order-entity.js';
import { getOrderStats, revenueBetween, shopDay } from '../stats-entity.js';
import { trackingUrl } from '../tracking.js';

const orderIdParams = z.object({ id: z.string().uuid() });

/** GET /api/admin/stats — the dashboard: the statistics kept with the orders, by day and month. */
export const adminStats = httpHandler({}, async (): Promise<AdminStats> => {
  const today = shopDay(new Date());
  const days = Array.from({ length: 30 }, (_, i) => shopDay(new Date(Date.now() - (29 - i) * 86_400_000)));
  const months: string[] = [];
  const [y, m] = today.split('-').map(Number) as [number, number];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  const [stats, byDay, byMonth] = await Promise.all([
    getOrderStats(),
    revenueBetween('DAY', days[0]!, days.at(-1)!),
    revenueBetween('MONTH', months[0]!, months.at(-1)!),
  ]);
  return {
    ...stats,
    daily: days.map((date) => ({ date, revenue: byDay.get(date)?.revenue ?? 0, orders: byDay.get(date)?.orders ?? 0 })),
    monthly: months.map((month) => ({ month, revenue: byMonth.get(month)?.revenue ?? 0, orders: byMonth.get(month)?.orders ?? 0 })),
  };
});

/** GET /api/admin/orders — filters, newest first, 20 a page, the exact total. */
export const adminListOrders = httpHandler({ query: adminOrdersQuerySchema }, async ({ query }): Promise<AdminOrdersResponse> => {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
    throw invalidRequest('dateFrom is after dateTo', { dateTo: 'validation.dateRange' });
  }
  const { items, total } = await listOrdersForAdmin(query);
  return { items, total, page: query.page, pageSize: ADMIN_ORDERS_PAGE_SIZE };
});

/** GET /api/admin/orders/{id} — any order, with its status history. */
export const adminGetOrder = httpHandler({ params: orderIdParams }, async ({ params }): Promise<AdminOrderResponse> => {
  const [order, history] = await Promise.all([getOrder(params.id), getOrderHistory(params.id)]);
  if (!order) throw notFound('Order not found');
  return { ...order, history };
});

/**
 * PATCH /api/admin/orders/{id} — sets any status (the spec shows no restrictions). Status,
 * statistics, stock (leaving or re-entering `cancelled`) and the history entry change in one
 * transaction; the customer is e-mailed. Shipping may record the carrier and parcel number.
 */
export const adminUpdateOrder = httpHandler({ params: orderIdParams, body: orderStatusUpdateSchema }, async ({ params, body, caller }): Promise<AdminOrderResponse> => {
  const order = await getOrder(params.id);
  if (!order) throw notFound('Order not found');
  const tracking = body.tracking ? { carrier: body.tracking.carrier, number: body.tracking.number, url: trackingUrl(body.tracking.carrier, body.tracking.number) } : undefined;
  if (order.status !== body.status || tracking) {
    const applied = await changeOrderStatus({
      order,
      to: body.status,
      at: new Date().toISOString(),
      by: caller!.email,
      ...(tracking ? { set: { tracking } } : {}),
    });
    if (!applied) throw conflict('conflict', 'The order changed meanwhile; reload it and try again');
  }
  const [updated, history] = await Promise.all([getOrder(params.id), getOrderHistory(params.id)]);
  if (updated && updated.status !== order.status && updated.customerEmail) {
    await sendEmail(orderStatusEmail(updated)).catch((error: unknown) => logger.error('order e-mail failed', { error: error as Error }));
  }
  return { ...updated!, history };
});
