import type { DiscountRefusal } from '../contracts/promotions.js';
import { isPerUnitSale, saleUnitPrice } from './sale-price.js';

/**
 * The pricing rules of promotions, pure: a basket, the caller, the promotions that apply now and
 * the code the buyer typed in; each line's discount to the grosz, the delivery's discount and,
 * when the code cannot be used, why. Checkout, the quote and the tests call this one function, so
 * the price the buyer is shown is the price they pay.
 *
 * The rules, as the admin states them on each promotion:
 * - A benefit is a percentage of the eligible lines, a fixed amount spread over them, or free
 *   delivery.
 * - Automatic promotions (timed sales, free-delivery offers: no code) apply by themselves inside
 *   their window; of several on one line, the largest discount wins (automatic promotions never
 *   add up with each other). A timed sale (a percentage, no minimum) takes its share off each
 *   unit, at the unit price the catalogue shows (sale-price.ts).
 * - One code per order. A code that stacks applies to what is left after the automatic
 *   discounts; a code that does not stack leaves lines with an automatic discount alone (they
 *   keep their sale) and applies to the others only.
 * - `excludeOnSale`: a line on sale (the product's hand-set sale, or an automatic discount) is
 *   not eligible for the code.
 * - The minimum basket is the products' total after automatic discounts, before the code's.
 */

export interface BasketLine {
  /** What identifies the line in the answer (the order line's id, or the product id). */
  key: string;
  productId: number;
  quantity: number;
  /** Grosze per unit, as the caller pays it (dealer prices for dealers). */
  unitPrice: number;
  categoryKey: string;
  brand: string;
  /** A hand-set sale (the product's `isOnSale`). */
  onSale: boolean;
}

export type Benefit = { type: 'percentage'; percent: number } | { type: 'fixed'; amount: number } | { type: 'freeDelivery' };

export interface Eligibility {
  /** Empty lists mean "every product"; otherwise a line qualifies when any list names it. */
  productIds: number[];
  categoryKeys: string[];
  brands: string[];
}

export interface PromotionTerms {
  id: string;
  benefit: Benefit;
  /** ISO instants (the admin enters Warsaw time; contracts/promotions.ts converts). */
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  /** Grosze; 0 for none. */
  minimumBasket: number;
  eligibility: Eligibility;
  excludeOnSale: boolean;
  dealersAllowed: boolean;
  stacksWithAutomatic: boolean;
}

/** A code the buyer typed, with the counters its limits are judged by (read just before). */
export interface CodeState {
  terms: PromotionTerms;
  /** Total uses so far and the limit (null: unlimited). */
  uses: number;
  usageLimit: number | null;
  /** This caller's uses so far and the per-customer limit (null: unlimited). */
  customerUses: number;
  perCustomerLimit: number | null;
}

export interface PricingInput {
  lines: BasketLine[];
  caller: { dealer: boolean; signedIn: boolean };
  /** Automatic promotions (no code) that exist; those outside their window are ignored here. */
  automatic: PromotionTerms[];
  /** The buyer's code, when they typed one and it exists; `unknown` when it does not. */
  code: CodeState | 'unknown' | null;
  now: Date;
}

export interface LinePrice {
  key: string;
  /** Grosze taken off the line (automatic and code together); never more than the line. */
  discount: number;
  /** Of which the code's. */
  codeDiscount: number;
  /** The automatic promotion that gave the rest (null: none). */
  automaticBy: string | null;
}

export interface PricingResult {
  lines: LinePrice[];
  /** The promotion that makes delivery free (an offer's or the code's id), or null. */
  freeDeliveryBy: string | null;
  /** The promotions that gave something (automatic ones and the code's). */
  applied: string[];
  /** Whether the code is used by this order. */
  codeApplied: boolean;
  /** Why the code cannot be used (the order is then refused at checkout, quoted without it). */
  refusal: DiscountRefusal | null;
}

const lineTotal = (l: BasketLine) => l.unitPrice * l.quantity;

export function isWithinWindow(terms: Pick<PromotionTerms, 'startsAt' | 'endsAt' | 'active'>, now: Date): boolean {
  const t = now.getTime();
  return terms.active && (!terms.startsAt || Date.parse(terms.startsAt) <= t) && (!terms.endsAt || t < Date.parse(terms.endsAt));
}

export function isEligible(line: Pick<BasketLine, 'productId' | 'categoryKey' | 'brand'>, e: Eligibility): boolean {
  if (!e.productIds.length && !e.categoryKeys.length && !e.brands.length) return true;
  return e.productIds.includes(line.productId) || e.categoryKeys.includes(line.categoryKey) || e.brands.includes(line.brand);
}

/**
 * Splits `total` grosze over `weights` in proportion, to the grosz, by the largest remainder
 * (Hamilton's method): each share is the floor of its exact part, and the grosze left go to the
 * largest fractional parts (earlier lines first on ties). The shares add up to `total` exactly and
 * none differs from its exact part by a grosz or more. Hand-written: a dozen lines of integer
 * arithmetic, where a library would bring floating-point money.
 */
export function splitByLargestRemainder(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  const remainders = weights.map((w, i) => ({ i, r: (total * w) % sum }));
  let left = total - shares.reduce((a, s) => a + s, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** The grosze a benefit takes off `subtotal` (products' benefits only). */
function benefitAmount(benefit: Benefit, subtotal: number): number {
  if (benefit.type === 'percentage') return Math.min(subtotal, Math.round((subtotal * benefit.percent) / 100));
  if (benefit.type === 'fixed') return Math.min(subtotal, benefit.amount);
  return 0;
}

/** Why a code cannot be used by this caller for this basket, or null when it can. */
function codeRefusal(input: PricingInput, state: CodeState, eligibleTotal: number, basketTotal: number): DiscountRefusal | null {
  const { terms } = state;
  const t = input.now.getTime();
  if (!terms.active) return 'discount.unknown';
  if (terms.startsAt && t < Date.parse(terms.startsAt)) return 'discount.notYetValid';
  if (terms.endsAt && t >= Date.parse(terms.endsAt)) return 'discount.expired';
  if (input.caller.dealer && !terms.dealersAllowed) return 'discount.notForDealers';
  if (state.perCustomerLimit !== null && !input.caller.signedIn) return 'discount.signInRequired';
  if (state.usageLimit !== null && state.uses >= state.usageLimit) return 'discount.usedUp';
  if (state.perCustomerLimit !== null && state.customerUses >= state.perCustomerLimit) return 'discount.alreadyUsed';
  if (terms.benefit.type !== 'freeDelivery' && eligibleTotal === 0) return 'discount.notEligible';
  if (basketTotal < terms.minimumBasket) return 'discount.minimumNotMet';
  return null;
}

export function priceBasket(input: PricingInput): PricingResult {
  const { lines, now } = input;
  const applied = new Set<string>();
  const automatic = input.automatic.filter((p) => isWithinWindow(p, now) && (p.dealersAllowed || !input.caller.dealer));

  // Automatic product discounts: per line, the best single promotion.
  const auto = lines.map(() => 0);
  const autoBy: (string | null)[] = lines.map(() => null);
  for (const promo of automatic) {
    if (promo.benefit.type === 'freeDelivery') continue;
    const idx = lines.flatMap((l, i) => (isEligible(l, promo.eligibility) ? [i] : []));
    const subtotal = idx.reduce((a, i) => a + lineTotal(lines[i]!), 0);
    if (!subtotal || subtotal < promo.minimumBasket) continue;
    // A timed sale prices each unit (sale-price.ts), as the catalogue shows it; the others take
    // their amount off the eligible lines together.
    const perUnitPercent = promo.benefit.type === 'percentage' && isPerUnitSale(promo) ? promo.benefit.percent : null;
    const shares =
      perUnitPercent !== null
        ? idx.map((i) => (lines[i]!.unitPrice - saleUnitPrice(lines[i]!.unitPrice, perUnitPercent)) * lines[i]!.quantity)
        : splitByLargestRemainder(benefitAmount(promo.benefit, subtotal), idx.map((i) => lineTotal(lines[i]!)));
    idx.forEach((i, k) => {
      if (shares[k]! > auto[i]!) {
        auto[i] = shares[k]!;
        autoBy[i] = promo.id;
      }
    });
  }
  for (const id of autoBy) if (id) applied.add(id);
  const afterAuto = lines.map((l, i) => lineTotal(l) - auto[i]!);
  const basketTotal = afterAuto.reduce((a, v) => a + v, 0);

  // A free-delivery offer (for a period, or for baskets with a product of its category).
  const deliveryOffer = automatic.find((p) => p.benefit.type === 'freeDelivery' && basketTotal >= p.minimumBasket && lines.some((l) => isEligible(l, p.eligibility)));
  if (deliveryOffer) applied.add(deliveryOffer.id);

  let refusal: DiscountRefusal | null = null;
  let codeApplied = false;
  const code = lines.map(() => 0);
  let freeDeliveryBy = deliveryOffer?.id ?? null;
  if (input.code === 'unknown') {
    refusal = 'discount.unknown';
  } else if (input.code) {
    const { terms } = input.code;
    const eligible = lines.flatMap((l, i) => {
      if (!isEligible(l, terms.eligibility)) return [];
      const onSale = l.onSale || auto[i]! > 0;
      if (terms.excludeOnSale && onSale) return [];
      if (!terms.stacksWithAutomatic && auto[i]! > 0) return [];
      return [i];
    });
    const eligibleTotal = eligible.reduce((a, i) => a + afterAuto[i]!, 0);
    refusal = codeRefusal(input, input.code, eligibleTotal, basketTotal);
    if (!refusal) {
      codeApplied = true;
      applied.add(terms.id);
      if (terms.benefit.type === 'freeDelivery') freeDeliveryBy ??= terms.id;
      const shares = splitByLargestRemainder(benefitAmount(terms.benefit, eligibleTotal), eligible.map((i) => afterAuto[i]!));
      eligible.forEach((i, k) => (code[i] = shares[k]!));
    }
  }

  return {
    lines: lines.map((l, i) => ({ key: l.key, discount: auto[i]! + code[i]!, codeDiscount: code[i]!, automaticBy: autoBy[i]! })),
    freeDeliveryBy,
    applied: [...applied],
    codeApplied,
    refusal,
  };
}
