import { type z } from 'zod';
import { DEFAULT_DEALER_PRICE_RATIO } from '../../contracts/catalog.js';
import { productExportQuerySchema, productInputSchema, productUpdateSchema, type AdminProduct, type productVariantInputSchema } from '../../contracts/admin.js';
import { productIdParamsSchema } from '../../contracts/product.js';
import { toBreakRows } from '../../contracts/volume-prices-schema.js';
import { isInEu } from '../../contracts/manufacturer.js';
import { conflict, HttpError, invalidRequest, notFound } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { cancellationCodes, isConditionFailure } from '../../core/table.js';
import { stockLogQuerySchema, type StockLogPage } from '../../contracts/stock-log.js';
import { listStockLog } from '../../ledger/stock-log.js';
import { filterProducts } from '../../contracts/product-filter.js';
import { productsCsv } from '../bulk/product-csv.js';
import { shippingOf } from '../../delivery/parcel.js';
import { getManufacturer } from '../manufacturer-entity.js';
import { recordPrice } from '../price-history.js';
import {
  deleteOrArchiveProduct,
  getProductRecord,
  listAllProductRecords,
  nextProductId,
  putProductRecord,
  restoreProduct,
  toPublicProduct,
  type ProductRecord,
  type StockChangeSource,
} from '../product-entity.js';
import { hasOptions, productVariantsFromInput, variantsOf, variantStockOf } from '../variants.js';

/** The admin sees what the public does, plus stock, the general dealer price, units sold and whether it is archived. */
export function toAdminProduct(record: ProductRecord): AdminProduct {
  const own = new Map(variantsOf(record).map((v) => [v.sku, v]));
  const product = toPublicProduct(record, true);
  return {
    ...product,
    variants: product.variants.map((variant) => {
      const stored = own.get(variant.sku)!;
      return {
        ...variant,
        ownPrice: stored.price ?? null,
        dealerPrice: stored.dealerPrice ?? null,
        weightClass: stored.weightClass ?? null,
        weightGrams: stored.weightGrams ?? null,
        lowStockThreshold: stored.lowStockThreshold ?? null,
      };
    }),
    stock: record.stock,
    lowStockThreshold: record.lowStockThreshold ?? null,
    dealerPrice: record.dealerPrice,
    notForDealers: record.notForDealers === true,
    unitsSold: record.unitsSold ?? 0,
    archivedAt: record.archivedAt ?? null,
    ...shippingOf(record),
    status: record.status ?? 'published',
    manufacturerId: record.manufacturerId ?? null,
    safetyWarnings: record.safetyWarnings ?? '',
    safetyWarningsEn: record.safetyWarningsEn ?? '',
    volumeBreaks: toBreakRows(record.volumeBreaks),
  };
}

type ProductInput = z.output<typeof productInputSchema>;
type VariantInput = z.output<typeof productVariantInputSchema>;

/**
 * The units of each variant after an edit, by the rule of `expectedStock` per row: a row whose
 * units are as loaded keeps what the table holds now (orders move it while the admin edits), a
 * row that changes them needs the table to still hold the loaded number (else 409
 * `stock_changed` on `variants.N.stock`), a row without `expectedStock` (or a new variant) sets
 * its units as given. A new product: as given.
 */
function variantStockAfterEdit(rows: VariantInput[], existing: ProductRecord | undefined): Record<string, number> {
  const units: Record<string, number> = {};
  rows.forEach((row, i) => {
    const now = existing && hasOptions(existing) && existing.variantStock?.[row.sku] !== undefined ? variantStockOf(existing, row.sku) : undefined;
    const sets = row.expectedStock === undefined || row.stock !== row.expectedStock || now === undefined;
    if (sets && row.expectedStock !== undefined && now !== undefined && now !== row.expectedStock) {
      throw new HttpError(409, 'stock_changed', `Orders changed the stock of ${row.sku} while the product was edited; it is now ${now}`, { [`variants.${i}.stock`]: 'validation.stockChanged' });
    }
    units[row.sku] = sets ? row.stock : now;
  });
  return units;
}

/**
 * The product's options, variants and units as stored (see variants.ts): with options, `stock`
 * is the total of the variants; without, nothing new is stored, except that a product which had
 * variants keeps an empty `variantStock` (the ledger's releases of its old orders land there).
 */
function withVariants<T extends Omit<ProductRecord, 'id' | 'createdAt' | 'updatedAt' | 'rating' | 'reviews'>>(record: T, input: ProductInput, existing?: ProductRecord): T {
  if (!input.options.length) {
    return { ...record, options: undefined, variants: undefined, variantStock: existing?.variantStock ? {} : undefined };
  }
  return { ...record, ...productVariantsFromInput(input, variantStockAfterEdit(input.variants, existing)) };
}

/**
 * The spec: an empty dealer price is 80 % of the price, rounded to the grosz. An empty English
 * field is no English: left out of the record (an update clears it), so the shop shows the Polish.
 */
function withDefaults(input: ProductInput): Omit<ProductRecord, 'id' | 'createdAt' | 'updatedAt' | 'rating' | 'reviews'> {
  const english = (text: string) => text || undefined;
  const { rating: _rating, reviews: _reviews, options: _options, variants: _variants, ...fields } = input;
  return {
    ...fields,
    dealerPrice: input.dealerPrice ?? Math.round(input.price * DEFAULT_DEALER_PRICE_RATIO),
    // Stored only when set: the products sold to dealers (nearly all) keep their items as they were.
    notForDealers: input.notForDealers || undefined,
    nameEn: english(input.nameEn),
    descriptionEn: english(input.descriptionEn),
    detailedDescriptionEn: english(input.detailedDescriptionEn),
    specificationsEn: Object.keys(input.specificationsEn).length ? input.specificationsEn : undefined,
    // GPSR: empty is none (a draft may lack them; publishRules saw to a published one).
    manufacturerId: input.manufacturerId || undefined,
    gtin: input.gtin || undefined,
    safetyWarnings: input.safetyWarnings || undefined,
    safetyWarningsEn: input.safetyWarningsEn || undefined,
    // None of its own: the category's breaks apply (an update clears the product's).
    volumeBreaks: input.volumeBreaks.length ? input.volumeBreaks : undefined,
  };
}

/**
 * The register's part of the publish rules (the schema checked the rest): the manufacturer named
 * must exist (for a draft too: the register counts its products) and, for a published product,
 * be one the shop may name: outside the EU only with its EU responsible person.
 */
async function checkManufacturer(input: Pick<ProductInput, 'manufacturerId' | 'status'>): Promise<void> {
  if (!input.manufacturerId) return;
  const manufacturer = await getManufacturer(input.manufacturerId);
  if (!manufacturer) throw invalidRequest(`Manufacturer ${input.manufacturerId} is not in the register`, { manufacturerId: 'validation.manufacturerUnknown' });
  if (input.status === 'published' && !isInEu(manufacturer.country) && !manufacturer.responsiblePerson) {
    throw invalidRequest(`${manufacturer.name} is outside the EU and has no EU responsible person`, { manufacturerId: 'validation.responsiblePersonMissing' });
  }
}

/** GET /api/admin/products — every product, archived ones too, newest first, straight from the table. */
export const adminListProducts = httpHandler({}, async () => ({ items: (await listAllProductRecords()).map(toAdminProduct) }));

/** GET /api/admin/products/{id} */
export const adminGetProduct = httpHandler({ params: productIdParamsSchema }, async ({ params }) => {
  const record = await getProductRecord(params.id);
  if (!record) throw notFound(`Product ${params.id} does not exist`);
  return toAdminProduct(record);
});

/** A new product's record as the form's creation stores it (the import's creations too). */
export function newProductRecord(body: ProductInput, id: number, now: string): ProductRecord {
  const input = withVariants(withDefaults(body), body);
  return {
    ...input,
    id,
    // Computed from approved reviews on every read (product-entity.ts); a new product has none.
    rating: 0,
    reviews: 0,
    productNumber: input.productNumber || `CW-${String(id).padStart(5, '0')}`,
    createdAt: now,
    updatedAt: now,
    priceHistory: recordPrice(undefined, input.price, now),
  };
}

/**
 * A new product from the form's validated input: a new id from the counter, its first price in
 * the Omnibus history, its first stock logged as `created` (with `source`'s who and import).
 * The form's POST and the CSV import (bulk/import-job.ts) both create through it.
 */
export async function createProduct(body: ProductInput, source: Omit<StockChangeSource, 'reason'>): Promise<ProductRecord> {
  await checkManufacturer(body);
  const record = newProductRecord(body, await nextProductId(), new Date().toISOString());
  for (let attempt = 1; ; attempt++) {
    try {
      await putProductRecord(record, { source: { ...source, reason: 'created' } });
      return record;
    } catch (error) {
      // The manufacturer was deleted since it was checked: the register's own words.
      if (isConditionFailure(error)) await checkManufacturer(body);
      if (!isRetryable(error) || attempt >= UPDATE_ATTEMPTS) throw error;
    }
  }
}

/** POST /api/admin/products — a new id from the counter; the shop sees it at once (catalogue version). */
export const adminCreateProduct = httpHandler({ body: productInputSchema }, async ({ body, caller }) => {
  const record = await createProduct(body, { by: caller?.email });
  return reply(201, toAdminProduct(record), { location: `/api/admin/products/${record.id}` });
});

const UPDATE_ATTEMPTS = 3;

const stockChanged = (stock: number) =>
  new HttpError(409, 'stock_changed', `Orders changed the stock while the product was edited; it is now ${stock}`, { stock: 'validation.stockChanged' });

/**
 * Worth reading and writing again: a condition that failed, or a transaction that met another on
 * the same item (the catalogue head, a manufacturer being edited), which wrote nothing.
 */
const isRetryable = (error: unknown) => isConditionFailure(error) || cancellationCodes(error).includes('TransactionConflict');

/**
 * PUT /api/admin/products/{id} — every price change lands in the Omnibus price history. Stock
 * follows productUpdateSchema's rule; the write is conditional on the stock read just before,
 * and a checkout landing in between makes it read and merge again.
 */
export const adminUpdateProduct = httpHandler({ params: productIdParamsSchema, body: productUpdateSchema }, async ({ params, body, caller }) => {
  const { expectedStock, ...fields } = body;
  const input = withDefaults(fields);
  await checkManufacturer(fields);
  const setsStock = expectedStock === undefined || input.stock !== expectedStock;
  for (let attempt = 1; ; attempt++) {
    const existing = await getProductRecord(params.id, { consistent: true });
    if (!existing) throw notFound(`Product ${params.id} does not exist`);
    // With options the total follows the variants, whose rows carry their own expected units.
    if (!fields.options.length && expectedStock !== undefined && setsStock && existing.stock !== expectedStock) throw stockChanged(existing.stock);
    const now = new Date().toISOString();
    // The ledger's fields (units sold, the archive mark…) stay as read; putProductRecord
    // refuses the write if an order moved them meanwhile, and the loop reads again.
    const record: ProductRecord = withVariants(
      {
        ...existing,
        ...input,
        id: existing.id,
        stock: setsStock ? input.stock : existing.stock,
        productNumber: input.productNumber || existing.productNumber,
        createdAt: existing.createdAt,
        updatedAt: now,
        priceHistory: recordPrice(existing.priceHistory, input.price, now),
      },
      fields,
      existing,
    );
    try {
      await putProductRecord(record, { replacing: existing, source: { reason: 'adminEdit', by: caller?.email } });
      return toAdminProduct(record);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      // The manufacturer was deleted since it was checked: the register's own words.
      if (isConditionFailure(error)) await checkManufacturer(fields);
      if (attempt >= UPDATE_ATTEMPTS) throw conflict('conflict', 'The product kept changing while it was saved; try again');
    }
  }
});

/**
 * DELETE /api/admin/products/{id} — a product no order names is deleted with its dealer prices
 * (204); one that orders name is archived instead (200, the archived product): hidden from the
 * shop, kept for its orders, restorable. Never a stranded order.
 */
export const adminDeleteProduct = httpHandler({ params: productIdParamsSchema }, async ({ params }) => {
  const outcome = await deleteOrArchiveProduct(params.id);
  if (outcome === 'missing') throw notFound(`Product ${params.id} does not exist`);
  if (outcome === 'deleted') return reply(204);
  return toAdminProduct((await getProductRecord(params.id, { consistent: true }))!);
});

/** POST /api/admin/products/{id}/restore — an archived product is shown in the shop again. */
export const adminRestoreProduct = httpHandler({ params: productIdParamsSchema }, async ({ params }) => {
  if (!(await restoreProduct(params.id))) throw notFound(`Product ${params.id} does not exist`);
  return toAdminProduct((await getProductRecord(params.id, { consistent: true }))!);
});

/** GET /api/admin/products/{id}/stock-log — the product's stock log, newest first, a page at a time. */
export const adminStockLog = httpHandler({ params: productIdParamsSchema, query: stockLogQuerySchema }, async ({ params, query }): Promise<StockLogPage> => {
  const record = await getProductRecord(params.id, { consistent: true });
  if (!record) throw notFound(`Product ${params.id} does not exist`);
  const page = await listStockLog(params.id, { limit: query.limit, before: query.before });
  return { ...page, total: record.stockLogSeq ?? page.entries.length };
});

/**
 * GET /api/admin/products/export — the products list as the admin filtered it (`q`, `category`,
 * `brand`; archived ones with `archived=1`), as the products CSV (bulk/product-csv.ts).
 */
export const adminExportProducts = httpHandler({ query: productExportQuerySchema }, async ({ query }) => {
  const all = await listAllProductRecords();
  const listed = query.archived ? all : all.filter((p) => !p.archivedAt);
  const chosen = filterProducts(listed, query.q, query.category, query.brand);
  const day = new Date().toISOString().slice(0, 10);
  return reply(200, Buffer.from(productsCsv(chosen), 'utf8'), {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="produkty-${day}.csv"`,
    'cache-control': 'no-store',
  });
});
