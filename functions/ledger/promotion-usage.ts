import type { OrderPromotion } from '../contracts/order.js';
import type { DiscountRefusal } from '../contracts/promotions.js';
import { tableName } from '../core/table.js';
import { write, type Intent } from './write-path.js';

/**
 * What an order moves on its promotions (issue 32), like the stock it holds on its products: a
 * code's use, the buyer's own use of it, and each promotion's usage (orders, revenue, discount
 * given). Taken in the order's own transaction at checkout and given back in the one that cancels
 * it unpaid, so the counters always equal the orders (the reconciliation checks it).
 *
 * | item                      | PK                                 | SK                     |
 * |---------------------------|------------------------------------|------------------------|
 * | promotion                 | PROMOTIONS                         | PROMOTION#{id}         |
 * | code (uses, usageLimit)   | PROMO_CODE#{CODE}                  | CODE                   |
 * | a customer's uses         | PROMOTION_USE#{promotionId}        | CUSTOMER#{userId}      |
 *
 * Limits hold under races because each use is a field-level conditional ADD (`uses < limit`)
 * inside the order's transaction: of 100 buyers at once on a 10-use code, exactly 10 transactions
 * commit; the rest fail on the code's condition and are refused with `discount.usedUp`.
 */
export const promotionKeys = {
  promotion: (id: string) => ({ PK: 'PROMOTIONS', SK: `PROMOTION#${id}` }),
  code: (code: string) => ({ PK: `PROMO_CODE#${code}`, SK: 'CODE' }),
  customerUses: (promotionId: string, userId: string) => ({ PK: `PROMOTION_USE#${promotionId}`, SK: `CUSTOMER#${userId}` }),
};

/**
 * The promotion's mark that its codes list every order holding them (`orderIds`), older uses
 * included (code-orders.ts); set at creation on a promotion created since the lists came.
 */
export const CODE_ORDERS_LISTED = 'codeOrdersListedAt';

/** How a failed condition of a redemption is named (write-path.ts answers these). */
export const redemptionWhat = { code: 'discount-code', customer: 'discount-customer', promotion: 'discount-promotion' } as const;

export interface CodeRedemption {
  code: string;
  promotionId: string;
  /** The signed-in buyer (their uses are counted; a guest's are not: a per-customer limit needs one). */
  userId: string | null;
  perCustomerLimit: number | null;
}

/** The usage ADD of one promotion for one order (sign −1 gives it back). */
function usageUpdate(promotion: OrderPromotion, orderTotal: number, sign: 1 | -1, condition: string | undefined): Intent {
  return write(redemptionWhat.promotion, {
    Update: {
      TableName: tableName(),
      Key: promotionKeys.promotion(promotion.promotionId),
      UpdateExpression: 'ADD usageOrders :n, usageRevenue :revenue, usageDiscount :discount',
      ConditionExpression: condition ?? 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':n': sign,
        ':revenue': sign * orderTotal,
        ':discount': sign * (promotion.discount + promotion.deliveryDiscount),
        ...(condition ? { ':true': true } : {}),
      },
    },
  });
}

/**
 * The intents that record an order's promotions with the order: each promotion's usage and, for a
 * code, its use (`uses < usageLimit`) and the buyer's (`uses < perCustomerLimit`). A promotion
 * deactivated since it was priced fails too (`active = true`).
 */
export function redeemPromotions(promotions: OrderPromotion[], orderTotal: number, code: CodeRedemption | null, orderId: string): Intent[] {
  const intents = promotions.map((p) => usageUpdate(p, orderTotal, 1, 'attribute_exists(PK) AND active = :true'));
  if (!code) return intents;
  intents.push(
    write(redemptionWhat.code, {
      Update: {
        TableName: tableName(),
        Key: promotionKeys.code(code.code),
        // `orderIds`: which orders hold the code (the admin's codes list and CSV), a string set.
        UpdateExpression: 'ADD uses :one, orderIds :order',
        ConditionExpression: 'attribute_exists(PK) AND (usageLimit = :null OR uses < usageLimit)',
        ExpressionAttributeValues: { ':one': 1, ':null': null, ':order': new Set([orderId]) },
      },
    }),
  );
  if (code.userId) {
    const limited = code.perCustomerLimit !== null;
    intents.push(
      write(redemptionWhat.customer, {
        Update: {
          TableName: tableName(),
          Key: promotionKeys.customerUses(code.promotionId, code.userId),
          UpdateExpression: 'ADD uses :one',
          ...(limited ? { ConditionExpression: 'attribute_not_exists(uses) OR uses < :limit' } : {}),
          ExpressionAttributeValues: { ':one': 1, ...(limited ? { ':limit': code.perCustomerLimit } : {}) },
        },
      }),
    );
  }
  return intents;
}

/**
 * The intents that give an order's promotions back when it is cancelled unpaid: the usage, the
 * code's use and the signed-in buyer's use.
 */
export function giveBackPromotions(order: { id: string; promotions?: OrderPromotion[] | undefined; userId: string | null; totalAmount: number }): Intent[] {
  const promotions = order.promotions ?? [];
  const intents = promotions.map((p) => usageUpdate(p, order.totalAmount, -1, undefined));
  for (const p of promotions.filter((x) => x.code)) {
    intents.push(
      write(redemptionWhat.code, {
        Update: {
          TableName: tableName(),
          Key: promotionKeys.code(p.code!),
          UpdateExpression: 'ADD uses :minus DELETE orderIds :order',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':minus': -1, ':order': new Set([order.id]) },
        },
      }),
    );
    if (order.userId) {
      // A signed-in buyer's use was counted with the order (redeemPromotions).
      intents.push(
        write(redemptionWhat.customer, {
          Update: {
            TableName: tableName(),
            Key: promotionKeys.customerUses(p.promotionId, order.userId),
            UpdateExpression: 'ADD uses :minus',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':minus': -1 },
          },
        }),
      );
    }
  }
  return intents;
}

/** Why a checkout's redemption failed, from the intents whose conditions failed; null when none did. */
export function redemptionRefusal(failed: string[]): DiscountRefusal | null {
  if (failed.includes(redemptionWhat.code)) return 'discount.usedUp';
  if (failed.includes(redemptionWhat.customer)) return 'discount.alreadyUsed';
  if (failed.includes(redemptionWhat.promotion)) return 'discount.unknown';
  return null;
}
