import { productInputSchema, productVariantInputSchema } from '../../contracts/admin.js';
import type { ImportCellChange, ImportRowError } from '../../contracts/product-import.js';
import { DEFAULT_DEALER_PRICE_RATIO } from '../../contracts/catalog.js';
import type { ProductRecord } from '../product-entity.js';
import { defaultSku, hasOptions, variantsOf, variantStockOf } from '../variants.js';
import { formatVariantOptions, formatYesNo, formatZloty, parseYesNo, parseZloty, PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from './product-csv.js';

/**
 * The products CSV read back (issue 33): a row's cells into the product form's types, and a
 * product's rows (one per variant) compared with the product as stored, giving what the import
 * creates or changes, cell by cell, and every error by line, column and the form's field key.
 * Pure: the job (import-job.ts) reads the file and the products, and writes what this decides.
 *
 * Columns absent from a file are left as they are (a file of `id;sku;price` changes prices
 * only). `archived` and `variantOptions` are read-only: a changed one is an error, never a
 * silent no-op. Options and variants are made in the product form; the import creates products
 * without options and updates the variants that exist.
 */

/**
 * The file's columns that are not one of the product's own stored fields: the row's keys (`id`,
 * `sku`), the variant's columns, `stock` (set through the stock log) and `archived` (read-only).
 */
const NOT_PRODUCT_FIELDS = ['id', 'sku', 'variantOptions', 'variantPrice', 'variantDealerPrice', 'stock', 'archived'] as const satisfies readonly ProductCsvColumn[];
export type ImportedProductField = Exclude<ProductCsvColumn, (typeof NOT_PRODUCT_FIELDS)[number]>;

/** The product's own fields the file carries, as the record stores them: the file's columns less the others, in the file's order. */
export const IMPORTED_PRODUCT_FIELDS = PRODUCT_CSV_COLUMNS.filter((column): column is ImportedProductField => !(NOT_PRODUCT_FIELDS as readonly string[]).includes(column));
// Each of them is a field of the stored product (checked when compiled).
IMPORTED_PRODUCT_FIELDS satisfies readonly (keyof ProductRecord)[];
export type ImportedValue = string | number | boolean | null | undefined;

/** What the change list shows of a new product. */
const CREATE_PREVIEW_FIELDS = ['name', 'price', 'dealerPrice'] as const satisfies readonly ImportedProductField[];

const MONEY_COLUMNS = new Set<ProductCsvColumn>(['price', 'originalPrice', 'dealerPrice', 'variantPrice', 'variantDealerPrice']);
/** Texts whose empty cell means "none" (stored absent), as the product form saves them. */
const OPTIONAL_TEXTS = new Set<string>(['nameEn', 'descriptionEn', 'manufacturerId', 'gtin', 'safetyWarnings', 'safetyWarningsEn']);

/** A row of the file, its cells read; a column the file lacks is absent from `cells`. */
export interface ImportRow {
  line: number;
  /** The product it updates; null: a new product. */
  id: number | null;
  sku: string;
  /** The cells as written, by column (for the report and the change list). */
  cells: Partial<Record<ProductCsvColumn, string>>;
  /** The product fields the row gives, in the record's types (money in grosze). */
  product: Partial<Record<ImportedProductField, ImportedValue>>;
  variantPrice?: number | null;
  variantDealerPrice?: number | null;
  stock?: number;
  errors: ImportRowError[];
}

/** 1-based column numbers of the file's header, by column name. */
export type ColumnIndex = ReadonlyMap<string, number>;

/** The header's problems: unknown columns and the two every row needs (`id`, `sku`). */
export function headerErrors(header: readonly string[]): ImportRowError[] {
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const errors: ImportRowError[] = header.flatMap((name, i) => (known.has(name) ? [] : [{ line: 1, column: i + 1, field: name, code: 'import.unknownColumn' }]));
  for (const required of ['id', 'sku']) if (!header.includes(required)) errors.push({ line: 1, column: 0, field: required, code: 'import.columnMissing' });
  const seen = new Set<string>();
  header.forEach((name, i) => {
    if (seen.has(name)) errors.push({ line: 1, column: i + 1, field: name, code: 'import.columnDuplicate' });
    seen.add(name);
  });
  return errors;
}

export const columnIndex = (header: readonly string[]): ColumnIndex => new Map(header.map((name, i) => [name, i + 1]));

/**
 * One record of the file (csv-parse with `columns: true`) into its values: money from złoty
 * with a decimal comma, whole numbers, tak/nie. A cell that cannot be read is an error on its
 * column under the form's key for it.
 */
export function readImportRow(record: Record<string, string | undefined>, line: number, columns: ColumnIndex): ImportRow {
  const row: ImportRow = { line, id: null, sku: (record.sku ?? '').trim(), cells: {}, product: {}, errors: [] };
  const fail = (column: ProductCsvColumn, code: string, field: string = column) => row.errors.push({ line, column: columns.get(column) ?? 0, field, code });
  for (const column of PRODUCT_CSV_COLUMNS) {
    const raw = record[column];
    if (raw === undefined || !columns.has(column)) continue;
    row.cells[column] = raw;
    const text = raw.trim();
    if (column === 'id') {
      if (text && !/^\d{1,10}$/.test(text)) fail('id', 'import.idInvalid');
      else row.id = text ? Number(text) : null;
    } else if (MONEY_COLUMNS.has(column)) {
      const grosze = text === '' ? null : parseZloty(text);
      if (grosze === undefined) fail(column, 'validation.pricePositive');
      else if (column === 'variantPrice') row.variantPrice = grosze;
      else if (column === 'variantDealerPrice') row.variantDealerPrice = grosze;
      else row.product[column as ImportedProductField] = grosze;
    } else if (column === 'stock' || column === 'weightGrams') {
      if (!/^\d{1,9}$/.test(text)) fail(column, column === 'stock' ? 'validation.number' : 'validation.weight');
      else if (column === 'stock') row.stock = Number(text);
      else row.product.weightGrams = Number(text);
    } else if (column === 'isOnSale') {
      const value = parseYesNo(text);
      if (value === undefined) fail(column, 'import.yesNo');
      else row.product.isOnSale = value;
    } else if ((IMPORTED_PRODUCT_FIELDS as readonly string[]).includes(column)) {
      row.product[column as ImportedProductField] = OPTIONAL_TEXTS.has(column) && text === '' ? undefined : text;
    }
  }
  if (!row.sku) fail('sku', 'validation.skuRequired');
  return row;
}

/** The product form's values of a record (the fields the file carries), for validating a row against the form's rules. */
function formValuesOf(fields: Partial<Record<ImportedProductField, ImportedValue>>, stock: number): Record<string, unknown> {
  const values: Record<string, unknown> = { stock };
  for (const field of IMPORTED_PRODUCT_FIELDS) {
    const value = fields[field];
    values[field] = value === undefined ? (OPTIONAL_TEXTS.has(field) ? '' : undefined) : value;
  }
  return values;
}

/** What the job knows of the manufacturers register: whether an id exists and may be named by a published product. */
export type ManufacturerCheck = (id: string) => 'ok' | 'unknown' | 'responsiblePersonMissing';

/** The plan for one product: what its rows create or change, and their errors. */
export interface ProductPlan {
  /** The product updated; null for a new one. */
  productId: number | null;
  lines: number[];
  outcome: 'create' | 'update' | 'unchanged' | 'error';
  errors: ImportRowError[];
  changes: ImportCellChange[];
  /** The product's fields that change: as stored before and after (undefined: absent). */
  fields: { field: ImportedProductField; old: ImportedValue; new: ImportedValue }[];
  /** Variants' own prices that change (`index` in the stored `variants`). */
  variantFields: { index: number; sku: string; field: 'price' | 'dealerPrice'; old: number | undefined; new: number | undefined }[];
  /** Units the file sets: the product's (sku null, a product without options) or a variant's. */
  stock: { sku: string | null; old: number; new: number }[];
  /** A new product's fields (create only). */
  create?: Record<ImportedProductField, ImportedValue> & { stock: number };
}

const textOf = (field: ProductCsvColumn, value: ImportedValue): string => {
  if (value === undefined || value === null) return '';
  if (MONEY_COLUMNS.has(field)) return formatZloty(value as number);
  if (typeof value === 'boolean') return formatYesNo(value);
  return String(value);
};

/** The stored value of a field of the record, as the import compares it (absent English is ''). */
const storedOf = (record: ProductRecord, field: ImportedProductField): ImportedValue => {
  if (field === 'status') return record.status ?? 'published';
  if (field === 'isOnSale') return Boolean(record.isOnSale);
  if (field === 'originalPrice') return record.originalPrice ?? null;
  const value = record[field] as ImportedValue;
  return value === '' || value === null ? (OPTIONAL_TEXTS.has(field) ? undefined : value) : value;
};

/**
 * Plans one product from its rows: a new product (its one row, no id) or the product `existing`
 * (one row per variant it has, or its one row). Every error names the line and column; a
 * product with an error changes nothing (its rows are refused together, so its variants never
 * half-change).
 */
export function planProduct(rows: ImportRow[], existing: ProductRecord | undefined, columns: ColumnIndex, manufacturers: ManufacturerCheck): ProductPlan {
  const plan: ProductPlan = { productId: existing?.id ?? null, lines: rows.map((r) => r.line), outcome: 'unchanged', errors: rows.flatMap((r) => r.errors), changes: [], fields: [], variantFields: [], stock: [] };
  const first = rows[0]!;
  const fail = (line: number, column: ProductCsvColumn | undefined, field: string, code: string) => plan.errors.push({ line, column: column ? (columns.get(column) ?? 0) : 0, field, code });

  if (first.id !== null && !existing) fail(first.line, 'id', 'id', 'import.productUnknown');
  // The product's columns are the same on each of its rows (repeated per variant): a row that differs is refused.
  for (const row of rows.slice(1)) {
    for (const field of IMPORTED_PRODUCT_FIELDS) {
      if (row.cells[field] !== undefined && (row.cells[field] ?? '').trim() !== (first.cells[field] ?? '').trim()) fail(row.line, field, field, 'import.productCellsDiffer');
    }
  }
  if (plan.errors.length) return { ...plan, outcome: 'error' };

  // The product after the file: the stored fields, overlaid with the file's.
  const after: Partial<Record<ImportedProductField, ImportedValue>> = {};
  for (const field of IMPORTED_PRODUCT_FIELDS) after[field] = existing ? storedOf(existing, field) : undefined;
  for (const field of IMPORTED_PRODUCT_FIELDS) if (field in first.product) after[field] = first.product[field];
  if (!existing && !after.productNumber) after.productNumber = first.sku;
  if (!existing && !('status' in first.product)) after.status = 'published';
  if (!existing && !('isOnSale' in first.product)) after.isOnSale = false;
  // An empty dealer price is 80 % of the price (the spec, as the form saves it); a product stored
  // without one (older demo data), exported as an empty cell, stays as it is.
  const keepsNoDealerPrice = existing && (existing.dealerPrice ?? null) === null && after.dealerPrice === null;
  if (!keepsNoDealerPrice && (after.dealerPrice === null || (after.dealerPrice === undefined && !existing))) {
    after.dealerPrice = typeof after.price === 'number' ? Math.round(after.price * DEFAULT_DEALER_PRICE_RATIO) : null;
  }

  const changed = new Set<ImportedProductField>(existing ? IMPORTED_PRODUCT_FIELDS.filter((field) => after[field] !== storedOf(existing, field)) : IMPORTED_PRODUCT_FIELDS);
  const withOptions = existing ? hasOptions(existing) : false;

  // The form's rules on the fields that change (a new product: all of them; a status change: all, as publishing needs them).
  const checkAll = !existing || changed.has('status');
  const parsed = productInputSchema.safeParse(formValuesOf(after, withOptions ? 0 : (first.stock ?? existing?.stock ?? 0)));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!(IMPORTED_PRODUCT_FIELDS as readonly string[]).includes(field) && field !== 'stock') continue;
      if (field === 'stock' || checkAll || changed.has(field as ImportedProductField)) fail(first.line, field as ProductCsvColumn, field, issue.message);
    }
  } else {
    // The schema's own spelling of what it accepted (a GTIN without its spaces and dashes).
    for (const field of IMPORTED_PRODUCT_FIELDS) {
      const value = (parsed.data as Record<string, unknown>)[field];
      if (typeof value === 'string' && typeof after[field] === 'string') after[field] = value || (OPTIONAL_TEXTS.has(field) ? undefined : value);
    }
  }
  if (after.manufacturerId && (checkAll || changed.has('manufacturerId'))) {
    const verdict = manufacturers(String(after.manufacturerId));
    if (verdict === 'unknown') fail(first.line, 'manufacturerId', 'manufacturerId', 'validation.manufacturerUnknown');
    if (verdict === 'responsiblePersonMissing' && after.status === 'published') fail(first.line, 'manufacturerId', 'manufacturerId', 'validation.responsiblePersonMissing');
  }

  // The variants' own columns and units.
  const variants = existing ? variantsOf(existing) : [];
  const seenSkus = new Set<string>();
  for (const row of rows) {
    if (seenSkus.has(row.sku)) fail(row.line, 'sku', 'sku', 'validation.skuDuplicate');
    seenSkus.add(row.sku);
    if (!existing || !withOptions) {
      const variantColumn = (['variantOptions', 'variantPrice', 'variantDealerPrice'] as const).find((c) => (row.cells[c] ?? '').trim() !== '');
      if (variantColumn) fail(row.line, variantColumn, variantColumn, 'validation.variantWithoutOptions');
      if (existing && row.sku !== defaultSku(existing) && row.sku !== String(existing.id)) fail(row.line, 'sku', 'sku', 'validation.variantUnknown');
      if (row.stock !== undefined) {
        const ok = productVariantInputSchema.shape.stock.safeParse(row.stock);
        if (!ok.success) fail(row.line, 'stock', 'stock', ok.error.issues[0]!.message);
        else if (!existing || row.stock !== existing.stock) plan.stock.push({ sku: null, old: existing?.stock ?? 0, new: row.stock });
      }
      continue;
    }
    const index = variants.findIndex((v) => v.sku === row.sku);
    if (index < 0) {
      fail(row.line, 'sku', 'sku', 'validation.variantUnknown');
      continue;
    }
    const variant = variants[index]!;
    if (row.cells.variantOptions !== undefined && row.cells.variantOptions.trim() !== formatVariantOptions(existing, variant)) fail(row.line, 'variantOptions', `variants.${index}.options`, 'import.readOnly');
    for (const [field, value] of [['price', row.variantPrice], ['dealerPrice', row.variantDealerPrice]] as const) {
      if (value === undefined) continue;
      if (value !== null && !(value > 0)) fail(row.line, field === 'price' ? 'variantPrice' : 'variantDealerPrice', `variants.${index}.${field}`, 'validation.pricePositive');
      else if ((value ?? undefined) !== variant[field]) plan.variantFields.push({ index, sku: variant.sku, field, old: variant[field], new: value ?? undefined });
    }
    if (row.stock !== undefined) {
      const units = variantStockOf(existing, variant.sku);
      if (row.stock !== units) plan.stock.push({ sku: variant.sku, old: units, new: row.stock });
    }
  }
  for (const row of rows) {
    if (row.cells.archived !== undefined && existing && parseYesNo(row.cells.archived) !== Boolean(existing.archivedAt)) fail(row.line, 'archived', 'archived', 'import.readOnly');
  }
  if (plan.errors.length) return { ...plan, outcome: 'error', fields: [], variantFields: [], stock: [] };

  if (!existing) {
    plan.create = { ...(after as Record<ImportedProductField, ImportedValue>), stock: first.stock ?? 0 };
    plan.outcome = 'create';
    // A new product's preview names it and its prices (the report too), not every text it carries.
    for (const field of CREATE_PREVIEW_FIELDS) {
      if (after[field] !== undefined) plan.changes.push({ line: first.line, productId: null, sku: first.sku, field, old: '', new: textOf(field, after[field]) });
    }
    plan.changes.push({ line: first.line, productId: null, sku: first.sku, field: 'stock', old: '', new: String(first.stock ?? 0) });
    return plan;
  }
  for (const field of changed) plan.fields.push({ field, old: storedOf(existing, field), new: after[field] });
  const lineOfSku = (sku: string | null) => rows.find((r) => r.sku === sku)?.line ?? first.line;
  for (const change of plan.fields) plan.changes.push({ line: first.line, productId: existing.id, sku: first.sku, field: change.field, old: textOf(change.field, change.old), new: textOf(change.field, change.new) });
  for (const change of plan.variantFields) {
    plan.changes.push({ line: lineOfSku(change.sku), productId: existing.id, sku: change.sku, field: `variants.${change.index}.${change.field}`, old: formatZloty(change.old), new: formatZloty(change.new) });
  }
  for (const change of plan.stock) {
    const index = change.sku === null ? -1 : variants.findIndex((v) => v.sku === change.sku);
    plan.changes.push({ line: lineOfSku(change.sku ?? first.sku), productId: existing.id, sku: change.sku ?? first.sku, field: index < 0 ? 'stock' : `variants.${index}.stock`, old: String(change.old), new: String(change.new) });
  }
  plan.outcome = plan.changes.length ? 'update' : 'unchanged';
  return plan;
}
