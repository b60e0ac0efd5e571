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

/** A variant's words alone, "rozmiar 43" / "size 43" (what a cart line shows beside the name); null without options. */
export function variantWords(variant: readonly OrderLineVariant[] | undefined): { label: string; labelEn: string } | null {
  if (!variant?.length) return null;
  return {
    label: variant.map((v) => `${v.name.toLowerCase()} ${v.value}`).join(', '),
    labelEn: variant.map((v) => `${v.nameEn.toLowerCase()} ${v.valueEn}`).join(', '),
  };
}

export function lineDisplayName(line: NamedLine, lang: CustomerLanguage): string {
  const base = lang === 'en' ? (line.nameEn ?? line.product.nameEn ?? line.name ?? line.product.name) : (line.name ?? line.product.name);
  const words = variantWords(line.variant);
  return words ? `${base} – ${lang === 'en' ? words.labelEn : words.label}` : base;
}
