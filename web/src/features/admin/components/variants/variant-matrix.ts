import type { OptionValues, VariantRowValues } from '../../utils/product-form-values';

/** At most three options per product (contracts/product.ts MAX_PRODUCT_OPTIONS). */
export const MAX_OPTIONS = 3;

/** The options the workshop uses; their keys are the shop's filter words (`size=`, `color=`). */
export const OPTION_PRESETS = [
  { key: 'size', name: 'Rozmiar', nameEn: 'Size' },
  { key: 'color', name: 'Kolor', nameEn: 'Colour' },
  { key: 'finish', name: 'Wykończenie', nameEn: 'Finish' },
] as const;

/** A stable key from a label: lower case, Polish letters without marks, words joined by '-' ("Matowa czerń" → "matowa-czern"). */
export function keyOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** "38, 39, 40" or "czarny/black, chrom/chrome": values to add, Polish/English split by '/'. */
export function parseValueList(text: string): { key: string; label: string; labelEn: string }[] {
  return text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [label = '', labelEn = ''] = part.split('/').map((s) => s.trim());
      return { key: keyOf(label), label, labelEn: labelEn || label };
    })
    .filter((v) => v.key);
}

const combinationKey = (options: Readonly<Record<string, string>>, keys: readonly string[]) => keys.map((k) => options[k] ?? '').join('\u0000');

/**
 * Every combination of the options' values as matrix rows, in the options' order. A row the
 * matrix already has for a combination is kept as it is (its SKU, units and price); a new one
 * gets a SKU from the product number and the value keys, no units and the product's price.
 */
export function generateVariants(options: readonly OptionValues[], existing: readonly VariantRowValues[], productNumber: string): VariantRowValues[] {
  const usable = options.filter((o) => o.key && o.values.length);
  if (!usable.length) return [];
  const keys = usable.map((o) => o.key);
  let combinations: Record<string, string>[] = [{}];
  for (const option of usable) combinations = combinations.flatMap((c) => option.values.map((v) => ({ ...c, [option.key]: v.key })));
  const byCombination = new Map(existing.map((row) => [combinationKey(row.options, keys), row]));
  const prefix = (productNumber.trim() || 'SKU').toUpperCase();
  return combinations.map((combination) => {
    const kept = byCombination.get(combinationKey(combination, keys));
    if (kept) return { ...kept, options: combination };
    return { sku: `${prefix}-${keys.map((k) => combination[k]).join('-')}`.toUpperCase(), options: combination, stock: '0', price: '', dealerPrice: '', ean: '', weightClass: '', weightGrams: '', images: [], lowStockThreshold: '' };
  });
}

/** The row's combination in words: "43 · czarny". */
export function rowLabel(options: readonly OptionValues[], row: VariantRowValues): string {
  return options.map((o) => o.values.find((v) => v.key === row.options[o.key])?.label ?? '—').join(' · ');
}

/** The matrix's bulk edit: `patch` on the selected rows, or on every row when none is selected. */
export function applyToRows(rows: readonly VariantRowValues[], selected: ReadonlySet<number>, patch: Partial<VariantRowValues>): VariantRowValues[] {
  return rows.map((row, i) => (selected.size === 0 || selected.has(i) ? { ...row, ...patch } : row));
}
