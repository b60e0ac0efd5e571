/**
 * Price history for the Omnibus rule (EU 2019/2161, in Polish law since 2023): wherever a
 * price reduction is shown, the shop must also show the lowest price of the 30 days before the
 * reduction. Every price change appends a point; the history lives on the product item, so the
 * change and its record are one write.
 */
export interface PricePoint {
  /** grosze */
  price: number;
  /** ISO time the price took effect. */
  at: string;
}

const DAY = 24 * 60 * 60 * 1000;
export const OMNIBUS_WINDOW_DAYS = 30;
/** Older points are dropped, keeping the one still in effect at the cut-off. */
const KEEP_DAYS = 400;

/** Appends a point when the price really changes, and trims what no window can reach any more. */
export function recordPrice(history: readonly PricePoint[] | undefined, price: number, at: string): PricePoint[] {
  const points = [...(history ?? [])];
  if (points.at(-1)?.price !== price) points.push({ price, at });
  const cutoff = Date.parse(at) - KEEP_DAYS * DAY;
  const firstKept = points.findIndex((p, i) => i === points.length - 1 || Date.parse(points[i + 1]!.at) > cutoff);
  return points.slice(Math.max(0, firstKept));
}

/**
 * The lowest price in effect at any moment of the 30 days before the current price took effect.
 * Null when the history does not reach back before the current price (nothing to compare with).
 */
export function lowestPriceBeforeCurrent(history: readonly PricePoint[] | undefined): number | null {
  if (!history || history.length < 2) return null;
  const current = history.at(-1)!;
  const reducedAt = Date.parse(current.at);
  const windowStart = reducedAt - OMNIBUS_WINDOW_DAYS * DAY;
  let lowest: number | null = null;
  for (let i = 0; i < history.length - 1; i++) {
    const from = Date.parse(history[i]!.at);
    const until = Date.parse(history[i + 1]!.at);
    // In effect during [from, until): counts when that overlaps [windowStart, reducedAt).
    if (until > windowStart && from < reducedAt) lowest = Math.min(lowest ?? Infinity, history[i]!.price);
  }
  return lowest;
}
