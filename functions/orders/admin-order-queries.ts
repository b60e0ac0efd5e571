import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_ORDERS_PAGE_SIZE } from '../contracts/admin.js';
import { orderStatuses, type OrderStatus } from '../contracts/order.js';
import { db, queryAll, tableName } from '../core/table.js';
import { ledgerIndexKeys, ledgerKeys } from '../ledger/keys.js';
import { fromItem, type OrderRecord } from '../ledger/order-entity.js';

/**
 * The admin's order list: status, e-mail substring and a date range, newest first, 20 a page,
 * with the exact total. Answered from key conditions on the per-status index (GSI2: one
 * partition per status, sorted by creation time), never a table scan: the date range is a key
 * condition, the e-mail a filter on what the range selects. Only keys are read to count and
 * order; the 20 orders of the page are then fetched whole.
 */
export interface AdminOrderFilter {
  status?: OrderStatus;
  email?: string;
  dateFrom?: string;
  dateTo?: string;
  /** `orders`: what buyers see; `attempts`: checkouts never paid. */
  kind?: 'orders' | 'attempts';
  page: number;
}

/** The UTC instant at which a shop day (Europe/Warsaw) starts. */
export function shopDayStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, -offsetHours));
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hourCycle: 'h23', day: '2-digit' }).formatToParts(candidate);
    const hour = Number(local.find((p) => p.type === 'hour')?.value);
    const dayOfMonth = Number(local.find((p) => p.type === 'day')?.value);
    if (hour === 0 && dayOfMonth === d) return candidate.toISOString();
  }
  return new Date(Date.UTC(y, m - 1, d)).toISOString();
}

function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

async function keysOf(status: OrderStatus, filter: AdminOrderFilter): Promise<{ sk: string; id: string }[]> {
  const from = filter.dateFrom ? shopDayStart(filter.dateFrom) : '0';
  // Up to the start of the day after dateTo: the whole last day is included.
  const to = filter.dateTo ? shopDayStart(nextDay(filter.dateTo)) : '\uffff';
  const email = filter.email?.trim().toLowerCase();
  const filters: string[] = [];
  const values: Record<string, unknown> = {};
  if (email) {
    filters.push('contains(customerEmailLower, :email)');
    values[':email'] = email;
  }
  // Orders written before `customerVisible` existed are orders (schema 1 had no attempts).
  if (filter.kind === 'attempts') filters.push('customerVisible = :false');
  if (filter.kind === 'orders') filters.push('(attribute_not_exists(customerVisible) OR customerVisible = :true)');
  if (filter.kind === 'attempts') values[':false'] = false;
  if (filter.kind === 'orders') values[':true'] = true;
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to',
    ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
    ProjectionExpression: 'GSI2SK, id',
    ExpressionAttributeValues: { ':pk': ledgerIndexKeys.ordersByStatus(status).GSI2PK, ':from': from, ':to': to, ...values },
  });
  return items.map((item) => ({ sk: String(item.GSI2SK), id: String(item.id) }));
}

export async function listOrdersForAdmin(filter: AdminOrderFilter): Promise<{ items: OrderRecord[]; total: number }> {
  // An unpaid attempt is pending or cancelled; paid statuses hold none.
  const statuses = (filter.status ? [filter.status] : [...orderStatuses]).filter((s) => filter.kind !== 'attempts' || s === 'pending' || s === 'cancelled');
  const all = (await Promise.all(statuses.map((s) => keysOf(s, filter)))).flat().sort((a, b) => b.sk.localeCompare(a.sk));
  const start = (filter.page - 1) * ADMIN_ORDERS_PAGE_SIZE;
  const pageIds = all.slice(start, start + ADMIN_ORDERS_PAGE_SIZE).map((k) => k.id);
  if (!pageIds.length) return { items: [], total: all.length };
  const out = await db().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pageIds.map((id) => ledgerKeys.order(id)), ConsistentRead: true } } }),
  );
  const byId = new Map((out.Responses?.[tableName()] ?? []).map((item) => [String(item.id), fromItem(item)]));
  return { items: pageIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), total: all.length };
}
