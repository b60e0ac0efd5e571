import { formatMoney } from '@/lib/money';

/** An order's total as the spec shows it: the amount with the currency code in upper case (`1 234,56 PLN`). */
export function formatOrderTotal(grosze: number, currency: string): string {
  const amount = formatMoney(grosze).replace(/\u00a0zł$/, '');
  return `${amount}\u00a0${currency.toUpperCase()}`;
}
