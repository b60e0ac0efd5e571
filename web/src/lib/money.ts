/**
 * Money in the API is integer grosze (Stripe's convention). The spec shows it as `1 234,56 zł`:
 * a thousands separator, comma decimals and ' zł'.
 *
 * Grouping is done by hand rather than with Intl: pl-PL leaves four-digit amounts ungrouped by
 * default (`1234,56`), and `useGrouping: 'always'` is missing from older browsers, which would
 * silently fall back to that. No-break spaces keep an amount on one line.
 */
const NBSP = '\u00a0';

export function formatMoney(grosze: number): string {
  const rounded = Math.round(grosze);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const zloty = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, '0');
  const grouped = zloty.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${sign}${grouped},${cents}${NBSP}zł`;
}

/**
 * The spec's discount: rounded (1 − price / original price) × 100. Null when there is no real
 * discount to show (no original price, or it is not above the price).
 */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (originalPrice == null || originalPrice <= 0 || originalPrice <= price) return null;
  const percent = Math.round((1 - price / originalPrice) * 100);
  return percent > 0 ? percent : null;
}
