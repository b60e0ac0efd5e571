/**
 * Dealers' volume prices (issue 34): price breaks, e.g. "from 10 units −5 %, from 25 units −8 %".
 *
 * The rules, shared by the server (which alone decides what is charged: catalog/checkout-basket.ts)
 * and the web (which shows the same numbers on the product page and in the cart):
 * - Breaks are set per product (the product form) or per category (the admin's category breaks);
 *   a product with breaks of its own ignores its category's.
 * - A break is a percentage off the dealer's unit price (0–90 %) or a fixed unit price (gross
 *   grosze; product breaks only). A fixed price never raises what the dealer pays: the lower of
 *   it and their price applies.
 * - The quantity that reaches a break is the product's units in the basket across all its
 *   variants (10 pairs of gloves in two sizes are 10 units of the glove), as a dealer restocking
 *   a range of sizes expects; each variant keeps its own base price.
 * - The unit price after the break is rounded to the grosz; the line is that times its units.
 *
 * Zod-free on purpose: the web's cart store imports it and stays out of zod.
 */
export interface VolumeBreak {
  /** The break applies from this many units of the product (≥ 2). */
  minQuantity: number;
  /** Percent off the dealer's unit price (0–90, at most two decimals)… */
  percentOff?: number;
  /** …or a fixed unit price in gross grosze (product breaks only). */
  unitPrice?: number;
}

/** The break a line got: its threshold, what it takes off, the unit price before and after. */
export interface AppliedVolumeBreak {
  minQuantity: number;
  /** Null for a fixed-price break. */
  percentOff: number | null;
  /** Gross grosze per unit before the break (the dealer's price). */
  baseUnitPrice: number;
  /** Gross grosze per unit after the break: what is charged. */
  unitPrice: number;
}

export const MAX_VOLUME_BREAKS = 10;
export const MAX_BREAK_PERCENT = 90;

/** The breaks that count for a product: its own, else its category's, else none. */
export function effectiveBreaks(productBreaks: readonly VolumeBreak[] | undefined, categoryBreaks: readonly VolumeBreak[] | undefined): readonly VolumeBreak[] {
  return productBreaks?.length ? productBreaks : (categoryBreaks ?? []);
}

/** The unit price a break gives on a base price, rounded to the grosz (integer arithmetic on hundredths of a percent). */
export function unitPriceAtBreak(baseUnitPrice: number, volumeBreak: VolumeBreak): number {
  if (volumeBreak.unitPrice !== undefined) return Math.min(baseUnitPrice, volumeBreak.unitPrice);
  const keptHundredths = 10_000 - Math.round((volumeBreak.percentOff ?? 0) * 100);
  return Math.round((baseUnitPrice * keptHundredths) / 10_000);
}

/** The break `quantity` units reach (the highest threshold not above it), or undefined. */
export function breakForQuantity<B extends { minQuantity: number }>(breaks: readonly B[], quantity: number): B | undefined {
  let reached: B | undefined;
  for (const b of breaks) if (quantity >= b.minQuantity && (!reached || b.minQuantity > reached.minQuantity)) reached = b;
  return reached;
}

/** What `quantity` units of the product do to one of its lines priced `baseUnitPrice`: the applied break, or null. */
export function applyVolumeBreak(breaks: readonly VolumeBreak[], quantity: number, baseUnitPrice: number): AppliedVolumeBreak | null {
  const reached = breakForQuantity(breaks, quantity);
  if (!reached) return null;
  const unitPrice = unitPriceAtBreak(baseUnitPrice, reached);
  if (unitPrice >= baseUnitPrice) return null;
  return { minQuantity: reached.minQuantity, percentOff: reached.percentOff ?? null, baseUnitPrice, unitPrice };
}

/** Each break with the unit price it gives on `baseUnitPrice`, thresholds ascending (the product page's table). */
export function breakTable(breaks: readonly VolumeBreak[], baseUnitPrice: number): { minQuantity: number; percentOff: number | null; unitPrice: number }[] {
  return [...breaks]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map((b) => ({ minQuantity: b.minQuantity, percentOff: b.percentOff ?? null, unitPrice: unitPriceAtBreak(baseUnitPrice, b) }));
}

/** "od 10 szt. −5 %" / "from 10 pcs −5%" (a fixed-price break: "od 25 szt." / "from 25 pcs"): the break in words, as the product page, cart, e-mails and invoice write it. */
export function volumeBreakWords(volumeBreak: { minQuantity: number; percentOff: number | null }, language: 'pl' | 'en'): string {
  const { minQuantity, percentOff } = volumeBreak;
  if (language === 'en') return percentOff === null ? `from ${minQuantity} pcs` : `from ${minQuantity} pcs −${percentOff}%`;
  return percentOff === null ? `od ${minQuantity} szt.` : `od ${minQuantity} szt. −${String(percentOff).replace('.', ',')}\u00a0%`;
}
