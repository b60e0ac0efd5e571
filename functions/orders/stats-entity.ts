import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { orderStatuses, type OrderStatus } from '../contracts/order.js';
import { db, tableName } from '../core/table.js';
import type { StatsDelta } from './order-transitions.js';

/**
 * Order statistics: revenue (non-cancelled) and a count per status, kept in one item and
 * changed in the same transaction as every order write, so they always reconcile with the orders.
 *
 * | access pattern | key                          |
 * |----------------|------------------------------|
 * | orderStats     | PK = STATS, SK = ORDERS      |
 */
const key = { PK: 'STATS', SK: 'ORDERS' };

export interface OrderStats {
  revenue: number;
  counts: Record<OrderStatus, number>;
  total: number;
}

export function statsUpdate(delta: StatsDelta) {
  const names: Record<string, string> = { '#revenue': 'revenue' };
  const values: Record<string, unknown> = { ':revenue': delta.revenue, ':type': 'order-stats', ':sv': 1 };
  const adds = ['#revenue :revenue'];
  for (const [status, n] of Object.entries(delta.counts)) {
    names[`#${status}`] = `count_${status}`;
    values[`:${status}`] = n;
    adds.push(`#${status} :${status}`);
  }
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${adds.join(', ')} SET entityType = :type, schemaVersion = :sv`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

export async function getOrderStats(): Promise<OrderStats> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const item = out.Item ?? {};
  const counts = Object.fromEntries(orderStatuses.map((s) => [s, Number(item[`count_${s}`] ?? 0)])) as Record<OrderStatus, number>;
  return { revenue: Number(item.revenue ?? 0), counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
}
