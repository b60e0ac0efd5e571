import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { orderStatuses, type OrderPromotion } from '../contracts/order.js';
import { db, queryAll, tableName } from '../core/table.js';
import { ledgerIndexKeys, ledgerKeys } from './keys.js';
import { CODE_ORDERS_LISTED, promotionKeys } from './promotion-usage.js';

/**
 * The orders that used a code, completed for uses older than the list. The order's transaction
 * ADDs its id to the code's `orderIds` with the use (ledger/promotion-usage.ts), but codes used
 * before that field came count those uses without naming their orders. The first time the admin
 * opens such a promotion (a code lists fewer orders than its uses), its codes' orders are found in
 * the orders themselves and added, and the promotion is marked `codeOrdersListedAt`, so this runs
 * once per older promotion; a promotion created since is marked at its creation.
 *
 * Hand-written rather than a deploy step (like the list counters' backfill): it concerns only the
 * promotions an admin opens, and a read of every order partition by status is what the
 * reconciliation does each hour anyway.
 */

/** The orders holding one of this promotion's codes (not given back), by the per-status index. */
async function ordersHoldingCodesOf(promotionId: string): Promise<{ orderId: string; code: string }[]> {
  const found = await Promise.all(
    orderStatuses.map((status) =>
      queryAll({
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        FilterExpression: 'size(promotions) > :none AND (attribute_not_exists(promotionsReleased) OR promotionsReleased = :false)',
        ProjectionExpression: '#id, promotions',
        ExpressionAttributeNames: { '#id': 'id' },
        ExpressionAttributeValues: { ':pk': ledgerIndexKeys.ordersByStatus(status).GSI2PK, ':none': 0, ':false': false },
      }),
    ),
  );
  return found.flat().flatMap((order) =>
    ((order.promotions as OrderPromotion[] | undefined) ?? []).filter((p) => p.promotionId === promotionId && p.code).map((p) => ({ orderId: String(order.id), code: p.code! })),
  );
}

/**
 * Adds to each code's `orderIds` the orders holding it that it does not list yet, then marks the
 * promotion. Each id is added in a transaction with a check that its order still holds the code
 * (not cancelled unpaid meanwhile: that cancel DELETEs the id with the use), so the list never
 * names an order that gave its use back. ADD to a set is idempotent: two admins at once add the
 * same ids.
 */
export async function listOlderCodeOrders(promotionId: string, listed: ReadonlyMap<string, ReadonlySet<string>>): Promise<void> {
  for (const { orderId, code } of await ordersHoldingCodesOf(promotionId)) {
    if (listed.get(code)?.has(orderId)) continue;
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: tableName(),
                Key: ledgerKeys.order(orderId),
                ConditionExpression: 'attribute_not_exists(promotionsReleased) OR promotionsReleased = :false',
                ExpressionAttributeValues: { ':false': false },
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: promotionKeys.code(code),
                UpdateExpression: 'ADD orderIds :order',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: { ':order': new Set([orderId]) },
              },
            },
          ],
        }),
      );
    } catch (error) {
      // Its order was cancelled unpaid since it was read: it holds no use any more.
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
    }
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: promotionKeys.promotion(promotionId),
      UpdateExpression: `SET ${CODE_ORDERS_LISTED} = :at`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': new Date().toISOString() },
    }),
  );
}
