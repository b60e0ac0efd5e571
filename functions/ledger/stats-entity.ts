import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { orderStatuses, type OrderStatus } from '../contracts/order.js';
import { db, tableName } from '../core/table.js';
import { ledgerKeys } from './keys.js';
import type { StatsDelta } from './order-transitions.js';
import { write, type Intent } from './write-path.js';

/**
 * Order statistics: revenue (non-cancelled), a count per status and the refunds that succeeded
 * (grosze and number), kept in one item, plus the
 * revenue and number of (non-cancelled) orders per day and per month the orders were placed.
 * All of them change in the same transaction as every order write, so they always reconcile.
 *
 * | access pattern   | key                                     |
 * |------------------|-----------------------------------------|
 * | orderStats       | PK = STATS, SK = ORDERS                 |
 * | revenueByDay     | PK = STATS, SK = DAY#{YYYY-MM-DD}       |
 * | revenueByMonth   | PK = STATS, SK = MONTH#{YYYY-MM}        |
 *
 * Days and months are the shop's (Europe/Warsaw).
 */
const key = ledgerKeys.stats();

export interface OrderStats {
  revenue: number;
  counts: Record<OrderStatus, number>;
  total: number;
  /** Grosze returned by refunds that succeeded, and how many. */
  refunded: number;
  refundCount: number;
  /**
   * Of that, what withdrawals paid back for orders still counted in the revenue (issue 19): the
   * revenue net of refunds is `revenue - returnsRefunded` (refunds of cancelled orders are not
   * in the revenue to begin with).
   */
  returnsRefunded: number;
}

/**
 * A withdrawal's refund that succeeded: taken off the revenue of the order's day and month (kept
 * apart as `refunded`, so the gross stays visible), in the same transaction as its outcome.
 */
export function returnRefundPeriodUpdates(amount: number, orderCreatedAt: string): Intent[] {
  const day = shopDay(orderCreatedAt);
  const period = (sk: `DAY#${string}` | `MONTH#${string}`) =>
    write('stats', {
      Update: {
        TableName: tableName(),
        Key: ledgerKeys.statsPeriod(sk),
        UpdateExpression: 'ADD refunded :amount SET entityType = :type, schemaVersion = :sv',
        ExpressionAttributeValues: { ':amount': amount, ':type': 'order-stats-period', ':sv': 1 },
      },
    });
  return [period(`DAY#${day}`), period(`MONTH#${day.slice(0, 7)}`)];
}

/**
 * A refund that succeeded, counted in the same transaction as its record's outcome; a
 * withdrawal's also comes off the revenue (`returnsRefunded`, with returnRefundPeriodUpdates).
 */
export function refundStatsUpdate(amount: number, withdrawal = false): Intent {
  return write('stats', {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD refunded :amount, refundCount :one${withdrawal ? ', returnsRefunded :amount' : ''} SET entityType = :type, schemaVersion = :sv`,
      ExpressionAttributeValues: { ':amount': amount, ':one': 1, ':type': 'order-stats', ':sv': 1 },
    },
  });
}

/** The shop's calendar day of an instant: YYYY-MM-DD in Europe/Warsaw. */
export function shopDay(iso: string | Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

function periodUpdate(sk: `DAY#${string}` | `MONTH#${string}`, revenue: number, orders: number): Intent {
  return write('stats', {
    Update: {
      TableName: tableName(),
      Key: ledgerKeys.statsPeriod(sk),
      UpdateExpression: 'ADD revenue :r, orders :o SET entityType = :type, schemaVersion = :sv',
      ExpressionAttributeValues: { ':r': revenue, ':o': orders, ':type': 'order-stats-period', ':sv': 1 },
    },
  });
}

/** Every statistics item a change of one order touches (for its transaction). */
export function statsUpdates(delta: StatsDelta, orderCreatedAt: string): Intent[] {
  const items: Intent[] = [statsUpdate(delta)];
  if (delta.revenue !== 0 || delta.counted !== 0) {
    const day = shopDay(orderCreatedAt);
    items.push(periodUpdate(`DAY#${day}`, delta.revenue, delta.counted), periodUpdate(`MONTH#${day.slice(0, 7)}`, delta.revenue, delta.counted));
  }
  return items;
}

export function statsUpdate(delta: StatsDelta): Intent {
  const names: Record<string, string> = { '#revenue': 'revenue' };
  const values: Record<string, unknown> = { ':revenue': delta.revenue, ':type': 'order-stats', ':sv': 1 };
  const adds = ['#revenue :revenue'];
  for (const [status, n] of Object.entries(delta.counts)) {
    names[`#${status}`] = `count_${status}`;
    values[`:${status}`] = n;
    adds.push(`#${status} :${status}`);
  }
  return write('stats', {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${adds.join(', ')} SET entityType = :type, schemaVersion = :sv`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  });
}

export async function getOrderStats(): Promise<OrderStats> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const item = out.Item ?? {};
  const counts = Object.fromEntries(orderStatuses.map((s) => [s, Number(item[`count_${s}`] ?? 0)])) as Record<OrderStatus, number>;
  return {
    revenue: Number(item.revenue ?? 0),
    counts,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
    refunded: Number(item.refunded ?? 0),
    refundCount: Number(item.refundCount ?? 0),
    returnsRefunded: Number(item.returnsRefunded ?? 0),
  };
}

export interface PeriodRevenue {
  key: string;
  revenue: number;
  orders: number;
  /** Withdrawals' refunds of the period's orders (returnRefundPeriodUpdates). */
  refunded: number;
}

/** Revenue per day (`DAY`, keys YYYY-MM-DD) or month (`MONTH`, YYYY-MM) between two keys, inclusive. */
export async function revenueBetween(kind: 'DAY' | 'MONTH', from: string, to: string): Promise<Map<string, PeriodRevenue>> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': key.PK, ':from': `${kind}#${from}`, ':to': `${kind}#${to}` },
      ConsistentRead: true,
    }),
  );
  return new Map(
    (out.Items ?? []).map((item) => {
      const key = String(item.SK).slice(kind.length + 1);
      return [key, { key, revenue: Number(item.revenue ?? 0), orders: Number(item.orders ?? 0), refunded: Number(item.refunded ?? 0) }];
    }),
  );
}
