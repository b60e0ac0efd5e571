import { formatMoney } from './money';

/**
 * An order's total as the spec shows it (§9): the amount with the currency code upper-cased,
 * `1 234,56 PLN`. Apart from money.ts, which the first load carries: only order pages need it.
 */
export function formatOrderTotal(grosze: number, currency: string): string {
  return formatMoney(grosze).replace(/\u00a0zł$/, `\u00a0${currency.toUpperCase()}`);
}
