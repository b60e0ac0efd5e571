import type { OrderPromotion } from '../contracts/order.js';
import { normalizeCode, type DiscountRefusal } from '../contracts/promotions.js';
import type { ProductRecord } from '../catalog/product-entity.js';
import { redeemPromotions, type CodeRedemption } from '../ledger/promotion-usage.js';
import type { Intent } from '../ledger/write-path.js';
import { customerUsesOf, findCode, listPromotions, termsOf } from './promotion-entity.js';
import { priceBasket, type CodeState } from './pricing.js';

/**
 * The promotions of one checkout (or quote): reads the promotions and the typed code's counters,
 * prices the basket with the pure rules (pricing.ts) and answers what the order records and the
 * intents that redeem it in the order's own transaction.
 */
export interface BasketProduct {
  /** The line's key (catalog/checkout-basket.ts: product and variant). */
  key: string;
  product: Pick<ProductRecord, 'id' | 'categoryKey' | 'brand' | 'isOnSale'>;
  quantity: number;
  /** What the caller pays per unit before promotions (dealer prices for dealers). */
  unitPrice: number;
}

export interface CodeAnswer {
  code: string;
  state: 'applied' | 'refused';
  reason: DiscountRefusal | null;
}

export interface BasketPromotions {
  /** Grosze off each line (by the basket line's key). */
  discountOf: (key: string) => number;
  /** Whether delivery is free by a promotion. */
  freeDelivery: boolean;
  /** The order's account of its promotions; the delivery's share is filled in by `withDelivery`. */
  promotions: (deliveryDiscount: number) => OrderPromotion[];
  code: CodeAnswer | null;
  /** The intents that take the code's use and the promotions' usage with the order. */
  redemption: (promotions: OrderPromotion[], orderTotal: number, orderId: string) => Intent[];
}

export async function promotionsForBasket(input: {
  basket: BasketProduct[];
  caller: { dealer: boolean; userId: string | null };
  discountCode: string | undefined;
  now: Date;
}): Promise<BasketPromotions> {
  const typed = input.discountCode?.trim() ? normalizeCode(input.discountCode) : null;
  const [all, found] = await Promise.all([listPromotions(), typed ? findCode(typed) : Promise.resolve(undefined)]);
  const automatic = all.filter((p) => p.kind === 'automatic').map(termsOf);
  let code: CodeState | 'unknown' | null = null;
  if (typed && (!found || found.promotion.kind !== 'code')) code = 'unknown';
  else if (found) {
    const customerUses = input.caller.userId ? await customerUsesOf(found.promotion.id, input.caller.userId) : 0;
    code = { terms: termsOf(found.promotion), uses: found.uses, usageLimit: found.usageLimit, customerUses, perCustomerLimit: found.promotion.perCustomerLimit };
  }
  const result = priceBasket({
    lines: input.basket.map((b) => ({
      key: b.key,
      productId: b.product.id,
      quantity: b.quantity,
      unitPrice: b.unitPrice,
      categoryKey: b.product.categoryKey,
      brand: b.product.brand,
      onSale: b.product.isOnSale,
    })),
    caller: { dealer: input.caller.dealer, signedIn: !!input.caller.userId },
    automatic,
    code,
    now: input.now,
  });
  const byKey = new Map(result.lines.map((l) => [l.key, l]));
  const nameOf = (id: string) => all.find((p) => p.id === id)?.name ?? id;
  const codePromotion = found && result.codeApplied ? found.promotion : null;

  const promotions = (deliveryDiscount: number): OrderPromotion[] =>
    result.applied.map((id) => {
      const isCode = codePromotion?.id === id;
      const discount = result.lines.reduce((sum, l) => sum + (isCode ? l.codeDiscount : l.automaticBy === id ? l.discount - l.codeDiscount : 0), 0);
      return { promotionId: id, name: nameOf(id), code: isCode ? found!.code : null, discount, deliveryDiscount: result.freeDeliveryBy === id ? deliveryDiscount : 0 };
    });

  const redemption = (orderPromotions: OrderPromotion[], orderTotal: number, orderId: string): Intent[] => {
    const codeRedemption: CodeRedemption | null = codePromotion
      ? { code: found!.code, promotionId: codePromotion.id, userId: input.caller.userId, perCustomerLimit: codePromotion.perCustomerLimit }
      : null;
    return redeemPromotions(orderPromotions, orderTotal, codeRedemption, orderId);
  };

  return {
    discountOf: (key) => byKey.get(key)?.discount ?? 0,
    freeDelivery: result.freeDeliveryBy !== null,
    promotions,
    code: typed ? { code: typed, state: result.codeApplied ? 'applied' : 'refused', reason: result.refusal } : null,
    redemption,
  };
}
