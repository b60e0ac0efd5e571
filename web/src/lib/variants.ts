/**
 * Product variants as the web reads them (issue 31 contract, `GET /api/products/{id}`):
 * `options` (≤ 3, e.g. Rozmiar / Size with its values) and `variants` (one per combination the
 * workshop sells, each with its SKU, price and availability). A product without options answers
 * `options: []` and one variant; older answers carry neither, and both read as "no choice to make".
 *
 * The types are written here, not imported from contracts/product.ts, so this module stays
 * zod-free (it is part of the product page's first load and of the cart).
 */

export interface ProductOptionValue {
  key: string;
  label: string;
  labelEn: string;
}

export interface ProductOption {
  key: string;
  name: string;
  nameEn: string;
  values: ProductOptionValue[];
}

export interface ProductVariant {
  sku: string;
  /** optionKey → valueKey, one entry per option of the product. */
  options: Record<string, string>;
  /** Grosze: the variant's own price, or the product's. */
  price: number;
  inStock: boolean;
  /** Admins only. */
  stock?: number;
  /** The variant's own photos, when it has any (else the product's). */
  images?: string[];
  originalPrice?: number | null;
  lowestPrice30d?: number | null;
  /** A dealer's price of this variant (dealers only): the variant's own or the product's. */
  dealer?: { price: number; saving: number; savingPercent: number } | undefined;
}

/** What a product answer may carry about variants (absent on answers from before issue 31). */
export interface WithVariants {
  options?: readonly ProductOption[] | undefined;
  variants?: readonly ProductVariant[] | undefined;
}

/** optionKey → valueKey chosen so far (may be partial). */
export type OptionSelection = Readonly<Record<string, string>>;

/** The variant's name for a buyer, Polish and English: "rozmiar 43" / "size 43". */
export interface VariantName {
  label: string;
  labelEn: string;
}

/** Whether the buyer must choose: the product has at least one option. */
export function hasOptions(product: WithVariants): boolean {
  return (product.options?.length ?? 0) > 0;
}

export function variantBySku(product: WithVariants, sku: string | null | undefined): ProductVariant | undefined {
  if (!sku) return undefined;
  return product.variants?.find((v) => v.sku === sku);
}

/** The variant that matches a complete selection, or undefined while an option is still open. */
export function variantForSelection(product: WithVariants, selection: OptionSelection): ProductVariant | undefined {
  const options = product.options ?? [];
  if (options.some((o) => !selection[o.key])) return undefined;
  return product.variants?.find((v) => options.every((o) => v.options[o.key] === selection[o.key]));
}

export type ValueState = 'available' | 'soldOut' | 'unavailable';

/**
 * Whether a value can be chosen given what is chosen in the OTHER options: `available` when a
 * variant in stock has it, `soldOut` when variants have it but none is in stock (shown crossed
 * out), `unavailable` when the workshop sells no such combination.
 */
export function valueState(product: WithVariants, selection: OptionSelection, optionKey: string, valueKey: string): ValueState {
  const others = (product.options ?? []).filter((o) => o.key !== optionKey && selection[o.key]);
  const matching = (product.variants ?? []).filter((v) => v.options[optionKey] === valueKey && others.every((o) => v.options[o.key] === selection[o.key]));
  if (matching.length === 0) return 'unavailable';
  return matching.some((v) => v.inStock) ? 'available' : 'soldOut';
}

/**
 * How a variant is named after the product: the option names in lower case and the value labels,
 * "rozmiar 43, kolor czarny" / "size 43, colour black". Null for a product without options.
 */
export function variantName(product: WithVariants, variant: ProductVariant | undefined): VariantName | null {
  if (!variant || !hasOptions(product)) return null;
  const parts = (product.options ?? []).flatMap((option) => {
    const value = option.values.find((v) => v.key === variant.options[option.key]);
    return value ? [{ pl: `${option.name.toLocaleLowerCase('pl')} ${value.label}`, en: `${(option.nameEn || option.name).toLocaleLowerCase('en')} ${value.labelEn || value.label}` }] : [];
  });
  if (parts.length === 0) return null;
  return { label: parts.map((p) => p.pl).join(', '), labelEn: parts.map((p) => p.en).join(', ') };
}

/** "Buty Engineer – rozmiar 43": a product's name with its variant, as cart and checkout lines show it. */
export function nameWithVariant(name: string, variant: VariantName | null | undefined, language: string): string {
  if (!variant) return name;
  return `${name} – ${language === 'en' ? variant.labelEn || variant.label : variant.label}`;
}

/**
 * The "od X zł" of a product whose variants cost differently, before a variant is chosen: the
 * lowest price among the variants in stock (all of them when none is). Null when they all cost
 * the same, so the page shows the one price as it is.
 */
export function lowestVariantPriceIfPricesDiffer(product: WithVariants): number | null {
  const variants = product.variants ?? [];
  const buyable = variants.some((v) => v.inStock) ? variants.filter((v) => v.inStock) : variants;
  const prices = new Set(buyable.map((v) => v.price));
  return prices.size > 1 ? Math.min(...prices) : null;
}

/** The selection a variant stands for (all its options chosen). */
export function selectionOf(variant: ProductVariant | undefined): OptionSelection {
  return variant ? { ...variant.options } : {};
}
