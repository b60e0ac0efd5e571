import { stringify } from 'csv-stringify/sync';
import type { ProductRecord } from '../product-entity.js';
import { hasOptions, variantsOf, variantStockOf, type StoredVariant } from '../variants.js';

/**
 * The products CSV (issue 33): one file shape for the export and the import, made to open as it
 * should in Excel and LibreOffice in Polish: UTF-8 with a BOM, `;` between fields, money in
 * złoty with a decimal comma (`1234,50`), yes/no as `tak`/`nie`. The header names the product
 * form's field keys (contracts/admin.ts), so an import's errors name the same fields the form
 * shows. One row per variant: a product without options is one row, its default variant's sku
 * (productNumber, else the id); a product with options (issue 31) is one row per variant, the
 * product's columns repeated on each (`id` is the parent key), then the variant's own:
 * `variantOptions` (`size=43, color=black`: the option and value keys), `variantPrice` and
 * `variantDealerPrice` (empty: the product's) and `stock` (the row's units: the variant's).
 *
 * Written with csv-stringify (quoting, the BOM, line ends), never by joining strings.
 */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'sku',
  'productNumber',
  'status',
  'name',
  'nameEn',
  'description',
  'descriptionEn',
  'brand',
  'categoryKey',
  'subcategory',
  'price',
  'originalPrice',
  'isOnSale',
  'dealerPrice',
  'variantOptions',
  'variantPrice',
  'variantDealerPrice',
  'stock',
  'imageUrl',
  'parcelSize',
  'weightGrams',
  'manufacturerId',
  'gtin',
  'safetyWarnings',
  'safetyWarningsEn',
  'archived',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export type ProductCsvRow = Record<ProductCsvColumn, string>;

export const CSV_DELIMITER = ';';

/** Grosze as złoty with a decimal comma and no thousands separator: 123450 → `1234,50`. */
export function formatZloty(grosze: number | null | undefined): string {
  if (grosze === null || grosze === undefined) return '';
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** `1234,50`, `1234.5`, `1 234,50` → grosze; undefined when it is not an amount of money. */
export function parseZloty(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(/zł$/i, '');
  const match = /^(-?\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  return whole * 100 + (whole < 0 || match[1] === '-0' ? -cents : cents);
}

export const formatYesNo = (value: boolean | undefined) => (value ? 'tak' : 'nie');

/** `tak`/`nie`, `yes`/`no`, `1`/`0`, `true`/`false`; undefined for anything else. */
export function parseYesNo(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (['tak', 'yes', '1', 'true', 'prawda'].includes(value)) return true;
  if (['nie', 'no', '0', 'false', 'fałsz', ''].includes(value)) return false;
  return undefined;
}

/** A variant's option values as one cell: `size=43, color=black` (keys, in the product's option order). */
export function formatVariantOptions(record: Pick<ProductRecord, 'options'>, variant: StoredVariant): string {
  return (record.options ?? [])
    .filter((option) => variant.options[option.key] !== undefined)
    .map((option) => `${option.key}=${variant.options[option.key]}`)
    .join(', ');
}

/** A product's rows: one per variant (a product without options has its one default variant). */
export function productCsvRows(record: ProductRecord): ProductCsvRow[] {
  const withOptions = hasOptions(record);
  return variantsOf(record).map((variant) => ({
    id: String(record.id),
    sku: variant.sku,
    productNumber: record.productNumber ?? '',
    status: record.status ?? 'published',
    name: record.name,
    nameEn: record.nameEn ?? '',
    description: record.description,
    descriptionEn: record.descriptionEn ?? '',
    brand: record.brand,
    categoryKey: record.categoryKey,
    subcategory: record.subcategory,
    price: formatZloty(record.price),
    originalPrice: formatZloty(record.originalPrice),
    isOnSale: formatYesNo(record.isOnSale),
    dealerPrice: formatZloty(record.dealerPrice),
    variantOptions: withOptions ? formatVariantOptions(record, variant) : '',
    variantPrice: formatZloty(variant.price),
    variantDealerPrice: formatZloty(variant.dealerPrice),
    stock: String(withOptions ? variantStockOf(record, variant.sku) : record.stock),
    imageUrl: record.imageUrl ?? '',
    parcelSize: record.parcelSize ?? '',
    weightGrams: record.weightGrams === undefined ? '' : String(record.weightGrams),
    manufacturerId: record.manufacturerId ?? '',
    gtin: record.gtin ?? '',
    safetyWarnings: record.safetyWarnings ?? '',
    safetyWarningsEn: record.safetyWarningsEn ?? '',
    archived: formatYesNo(Boolean(record.archivedAt)),
  }));
}

/** The whole file: BOM, header, rows; `;`-separated, CRLF line ends (what Excel writes). */
export function productsCsv(records: readonly ProductRecord[]): string {
  return stringify(
    records.flatMap(productCsvRows).map((row) => PRODUCT_CSV_COLUMNS.map((column) => row[column])),
    { bom: true, delimiter: CSV_DELIMITER, record_delimiter: 'windows', header: true, columns: [...PRODUCT_CSV_COLUMNS] },
  );
}
