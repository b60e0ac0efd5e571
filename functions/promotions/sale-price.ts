import { isEligible, isWithinWindow, type Eligibility, type PromotionTerms } from './pricing.js';

/**
 * Timed sales as a price per unit: the one function that says what a product costs during an
 * automatic sale. The catalogue shows it (the snapshot is built with the sales running then:
 * catalog/timed-sale.ts) and checkout charges it (pricing.ts takes each line's automatic discount
 * from it), so the price on the card is the price paid, to the grosz.
 *
 * A sale the catalogue can show per unit is an automatic percentage with no minimum basket
 * ("-15 % on brakes from Friday to Sunday"). A fixed amount off a basket or a sale with a minimum
 * depends on the rest of the basket: those stay basket discounts at checkout (pricing.ts) and the
 * catalogue does not show them.
 */
export interface CatalogueSale {
  /** The promotion's id. */
  id: string;
  percent: number;
  eligibility: Eligibility;
  /** ISO instants of the window (null: open); the Google feed's sale_price_effective_date. */
  startsAt: string | null;
  endsAt: string | null;
  dealersAllowed: boolean;
}

/** True for an automatic promotion that prices each unit by itself (see above). */
export function isPerUnitSale(terms: Pick<PromotionTerms, 'benefit' | 'minimumBasket'>): boolean {
  return terms.benefit.type === 'percentage' && terms.minimumBasket === 0;
}

/** The automatic promotions that are per-unit sales running at `now`. */
export function runningSales(automatic: readonly PromotionTerms[], now: Date): CatalogueSale[] {
  return automatic.flatMap((terms) =>
    terms.benefit.type === 'percentage' && isPerUnitSale(terms) && isWithinWindow(terms, now)
      ? [{ id: terms.id, percent: terms.benefit.percent, eligibility: terms.eligibility, startsAt: terms.startsAt, endsAt: terms.endsAt, dealersAllowed: terms.dealersAllowed }]
      : [],
  );
}

/** What one unit costs during a sale of `percent`: the saving is rounded to the grosz, half up. */
export function saleUnitPrice(unitPrice: number, percent: number): number {
  return unitPrice - Math.min(unitPrice, Math.round((unitPrice * percent) / 100));
}

/**
 * The sale a product is on: of several that name it, the largest percentage (automatic
 * promotions never add up; the largest saving wins, as at checkout). Null when none names it.
 */
export function saleFor(product: { productId: number; categoryKey: string; brand: string }, sales: readonly CatalogueSale[]): CatalogueSale | null {
  let best: CatalogueSale | null = null;
  for (const sale of sales) if (isEligible(product, sale.eligibility) && (!best || sale.percent > best.percent)) best = sale;
  return best;
}

/** What the publisher needs to know of an automatic promotion to keep the catalogue's sales current. */
export interface SaleSchedule {
  startsAt: string | null;
  endsAt: string | null;
  updatedAt: string;
}

/**
 * Whether the catalogue published at `publishedAt` may show other sales than those running at
 * `now`: an automatic promotion was saved since (created, edited, deactivated), or one of their
 * windows started or ended in between. The catalogue publisher then publishes (it runs every
 * minute, so a sale starts and ends within a minute of its boundary, with no one touching it).
 */
export function salesMovedSince(promotions: readonly SaleSchedule[], publishedAt: string, now: Date): boolean {
  const since = Date.parse(publishedAt);
  const until = now.getTime();
  const within = (at: string | null) => at !== null && Date.parse(at) > since && Date.parse(at) <= until;
  return promotions.some((p) => Date.parse(p.updatedAt) > since || within(p.startsAt) || within(p.endsAt));
}
