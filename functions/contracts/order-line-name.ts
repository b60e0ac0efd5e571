import type { CustomerLanguage } from './languages.js';
import type { OrderLineVariant } from './order.js';

/**
 * THE name of an order line wherever a line is named (the order pages, the order e-mails, the PDF
 * invoice and FA(3)'s P_7, correction invoices, withdrawals and returns, shipments): the product's
 * name as it was at purchase and, for a variant, its option values: "Buty Engineer – rozmiar 43",
 * "Engineer boots – size 43", "Lusterko – kolor chrom, rozmiar M". The option's name is written
 * in lower case after the dash, as a Polish sentence does; the value's label as the admin typed it.
 */
export interface NamedLine {
  name?: string;
  nameEn?: string;
  product: { name: string; nameEn?: string };
  variant?: OrderLineVariant[];
}

export function lineDisplayName(line: NamedLine, lang: CustomerLanguage): string {
  const base = lang === 'en' ? (line.nameEn ?? line.product.nameEn ?? line.name ?? line.product.name) : (line.name ?? line.product.name);
  const values = (line.variant ?? []).map((v) => (lang === 'en' ? `${v.nameEn.toLowerCase()} ${v.valueEn}` : `${v.name.toLowerCase()} ${v.value}`));
  return values.length ? `${base} – ${values.join(', ')}` : base;
}
