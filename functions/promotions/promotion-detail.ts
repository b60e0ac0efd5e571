import type { PromotionDetail } from '../contracts/promotions.js';
import { queryAll } from '../core/table.js';
import { listOlderCodeOrders } from '../ledger/code-orders.js';
import { CODE_ORDERS_LISTED } from '../ledger/promotion-usage.js';
import { codesIndex, getPromotionItem, toPromotion } from './promotion-entity.js';

/**
 * One promotion as the admin's page shows it: its terms, usage and codes, each code with the
 * orders holding it. Apart from promotion-entity.ts because only the admin's routes read it
 * (loaded on their first call): checkout's cold start does not carry it.
 */

/** A promotion's codes with their uses and the orders they list. */
async function codesOf(promotionId: string): Promise<PromotionDetail['codes']> {
  const codes = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': codesIndex(promotionId).GSI1PK } });
  return codes.map((c) => ({
    code: String(c.code),
    uses: Number(c.uses ?? 0),
    usageLimit: (c.usageLimit as number | null) ?? null,
    // A string set (absent until a first order; DynamoDB keeps no empty set), sorted for a stable list.
    orderIds: [...((c.orderIds as Set<string> | undefined) ?? [])].sort(),
  }));
}

/** Its terms, usage and codes, each code with every order holding it (older uses listed once: ledger/code-orders.ts). */
export async function getPromotionDetail(id: string): Promise<PromotionDetail | undefined> {
  const item = await getPromotionItem(id);
  if (!item) return undefined;
  let codes = await codesOf(id);
  if (!item[CODE_ORDERS_LISTED] && codes.some((c) => c.uses > c.orderIds.length)) {
    await listOlderCodeOrders(id, new Map(codes.map((c) => [c.code, new Set(c.orderIds)])));
    codes = await codesOf(id);
  }
  return { ...toPromotion(item), codes };
}
