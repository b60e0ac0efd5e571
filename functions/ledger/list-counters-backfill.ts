import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { orderStatuses } from '../contracts/order.js';
import { returnStatuses } from '../contracts/returns.js';
import { db, tableName } from '../core/table.js';
import type { IndexName } from '../core/table-definition.js';
import { ledgerIndexKeys } from './keys.js';
import { LIST_COUNTERS_VERSION } from './list-counters-version.js';
import { ALL_FIELD, listCounterKey, listCounterPut, statusCountField, type CountedList } from './list-counters.js';
import { commitOrThrow, write } from './write-path.js';

/**
 * The one-off backfill of the admin lists' counters (list-counters.ts) for a table whose entries
 * were written before the counters existed: it counts each list's index partitions (COUNT
 * queries: every entry is read once, not returned) and writes the four counters absolutely, in
 * one transaction, marked `backfilledAt`. From then on the writers' own transactions keep them.
 *
 * It runs before the new code serves: the local stack runs it at start, before it serves; in
 * AWS every deploy runs it (a custom resource, list-counters-on-deploy.ts and
 * infra/constructs/list-counters-backfill.ts) before the functions that write orders are
 * updated. Idempotent: the counts are written absolutely, so running it twice on a table nothing
 * writes to gives the same counters. Run by hand it needs a quiet table: an entry written between
 * a partition's count and the counters' write would be counted once by the write's `ADD` and
 * not, or twice, by the backfill. `onlyOnce` skips a table already backfilled at the counters'
 * version (LIST_COUNTERS_VERSION), so a deploy's run on a table in use changes nothing.
 */
const partitionsOf: Record<CountedList, { index: IndexName; pk: string; partitions: Record<string, string> }> = {
  orders: { index: 'GSI2', pk: 'GSI2PK', partitions: Object.fromEntries(orderStatuses.map((s) => [statusCountField(s), ledgerIndexKeys.ordersByStatus(s).GSI2PK])) },
  returns: { index: 'GSI2', pk: 'GSI2PK', partitions: Object.fromEntries(returnStatuses.map((s) => [statusCountField(s), ledgerIndexKeys.returnsByStatus(s).GSI2PK])) },
  invoices: { index: 'GSI1', pk: 'GSI1PK', partitions: { [ALL_FIELD]: ledgerIndexKeys.issuedInvoices().GSI1PK } },
  refunds: { index: 'GSI2', pk: 'GSI2PK', partitions: { [ALL_FIELD]: ledgerIndexKeys.recentRefunds().GSI2PK } },
};

async function countPartition(index: IndexName, pk: string, value: string): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pk },
        ExpressionAttributeValues: { ':pk': value },
        Select: 'COUNT',
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    total += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return total;
}

/** Every list's counts as the table holds them now. */
export async function countLists(): Promise<Record<CountedList, Record<string, number>>> {
  const lists = Object.keys(partitionsOf) as CountedList[];
  const counted = await Promise.all(
    lists.map(async (list) => {
      const { index, pk, partitions } = partitionsOf[list];
      const fields = Object.fromEntries(await Promise.all(Object.entries(partitions).map(async ([field, value]) => [field, await countPartition(index, pk, value)] as const)));
      if (!(ALL_FIELD in fields)) fields[ALL_FIELD] = Object.values(fields).reduce((a, b) => a + b, 0);
      return [list, fields] as const;
    }),
  );
  return Object.fromEntries(counted) as Record<CountedList, Record<string, number>>;
}

/** The counters' version the table was last backfilled at: 0 never, 1 for a backfill before versions (`backfilledAt` alone). */
export async function backfilledVersion(): Promise<number> {
  const marker = await db().send(new GetCommand({ TableName: tableName(), Key: listCounterKey('orders'), ConsistentRead: true, ProjectionExpression: 'backfilledAt, backfillVersion' }));
  if (!marker.Item?.backfilledAt) return 0;
  return Number(marker.Item.backfillVersion ?? 1);
}

export async function backfillListCounters(options: { onlyOnce?: boolean; at?: string } = {}): Promise<{ ran: boolean; counts?: Record<CountedList, Record<string, number>> }> {
  if (options.onlyOnce && (await backfilledVersion()) >= LIST_COUNTERS_VERSION) return { ran: false };
  const counts = await countLists();
  const at = options.at ?? new Date().toISOString();
  await commitOrThrow((Object.keys(counts) as CountedList[]).map((list) => write(`list-counter:${list}`, listCounterPut(list, counts[list], at))));
  return { ran: true, counts };
}
