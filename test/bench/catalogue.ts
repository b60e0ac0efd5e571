import { BatchWriteCommand, type BatchWriteCommandInput, type BatchWriteCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { catalogChangeUpdate, readCatalogHead, recordPublishedSnapshot } from '../../functions/catalog/catalog-head-entity.js';
import { buildCatalogIndex } from '../../functions/catalog/engine/catalog-index.js';
import { toItem, type ProductRecord } from '../../functions/catalog/product-entity.js';
import { putSnapshot } from '../../functions/catalog/snapshot-store.js';
import { db, tableName } from '../../functions/core/table.js';
import { DEMO_SEED, demoVehicleModels, generateDemoCatalogue } from '../../infra/local/seed/index.js';
import { withDemoPriceHistory } from '../../infra/local/seed/price-history.js';
import { createPrng, deriveSeed, type Prng } from '../../infra/local/seed/prng.js';

/**
 * The bench catalogue: 1,000 to 100,000 products built from the demo catalogue's blueprints.
 *
 * The demo generator repeats its 75 blueprints as later series ("… (seria 2)"), which already
 * gives every product its own name, product number, creation date, rating, stock and flags. Left
 * alone, though, all 133 copies of a blueprint would share one price, so price filters and price
 * sorts would see a few dozen distinct values with long runs of ties. We scale every price by
 * a per-product factor instead (deterministic, whole złoty, sale prices kept below list prices),
 * so the price column looks like a real shop's.
 *
 * Variants (issue 31), stored as the product item stores them (options, variants, variantStock,
 * `stock` their total; withBenchVariants below): boots, helmets, gloves and jackets in sizes and two
 * colours, most parts in two or three finishes, some in finishes and colours, a quarter of the
 * parts without options; some sizes sold out, the largest sizes and the chrome finish dearer.
 * On average about 4 variants a product (a product without options counts as its one variant).
 *
 * Fixed base date: the same run next month must produce the same catalogue (isNew, createdAt).
 */
export const BENCH_PRODUCT_COUNT = 10_000;
export const BENCH_BASE_DATE = new Date('2026-01-15T12:00:00.000Z');

const toZloty = (grosze: number) => Math.max(100, Math.round(grosze / 100) * 100);

export function benchCatalogue(count = BENCH_PRODUCT_COUNT): ProductRecord[] {
  const { products } = generateDemoCatalogue({ baseDate: BENCH_BASE_DATE, count });
  const prices = createPrng(deriveSeed(DEMO_SEED, 'bench-prices'));
  const variants = createPrng(deriveSeed(DEMO_SEED, 'bench-variants'));
  return products.map((record) => withBenchVariants(withBenchPrice(record, prices), variants));
}

type Option = { key: string; name: string; nameEn: string; values: { key: string; label: string; labelEn: string }[] };
const option = (key: string, name: string, nameEn: string, values: [key: string, label: string, labelEn: string][]): Option => ({
  key,
  name,
  nameEn,
  values: values.map(([k, label, labelEn]) => ({ key: k, label, labelEn })),
});
const bootSizes = option('size', 'Rozmiar', 'Size', ['40', '41', '42', '43', '44', '45', '46'].map((n) => [n, n, n]));
const letterSizes = option('size', 'Rozmiar', 'Size', ['xs', 's', 'm', 'l', 'xl', 'xxl', '3xl'].map((n) => [n, n.toUpperCase(), n.toUpperCase()]));
const colours = option('color', 'Kolor', 'Colour', [
  ['black', 'czarny', 'black'],
  ['brown', 'brązowy', 'brown'],
]);
const finishes = option('finish', 'Wykończenie', 'Finish', [
  ['chrome', 'chrom', 'chrome'],
  ['black', 'czarny mat', 'matt black'],
  ['raw', 'surowy', 'raw'],
]);
/** Values dearer than the product's price: the largest sizes and chrome. */
const surcharge: Readonly<Record<string, number>> = { '46': 1.1, xxl: 1.1, '3xl': 1.15, chrome: 1.2 };

/**
 * A product's options and variants as the admin's variant editor stores them. Wearables get sizes
 * (boots in numbers, the rest in letters; 4–7 of them) and two colours; parts two or three
 * finishes, nearly half of those in two colours too; a quarter of the parts none. A seventh of the
 * variants are sold out; the rest share the product's stock.
 */
function withBenchVariants(record: ProductRecord, prng: Prng): ProductRecord {
  const wearable = record.categoryKey === 'accessories';
  const picked: Option[] = [];
  if (wearable) {
    const sizes = record.subcategory === 'boots' ? bootSizes : letterSizes;
    const from = prng.int(0, 3);
    picked.push({ ...sizes, values: sizes.values.slice(from, from + prng.int(4, 7 - from)) }, colours);
  } else if (prng.chance(3 / 4)) {
    picked.push({ ...finishes, values: finishes.values.slice(0, prng.int(2, 3)) });
    if (prng.chance(0.45)) picked.push(colours);
  }
  if (!picked.length) return record;
  const combinations = picked.reduce<Record<string, string>[]>((rows, o) => rows.flatMap((row) => o.values.map((v) => ({ ...row, [o.key]: v.key }))), [{}]);
  const variantStock: Record<string, number> = {};
  const variants = combinations.map((options) => {
    const sku = `${record.productNumber}-${Object.values(options).join('-')}`.toUpperCase();
    variantStock[sku] = record.stock > 0 && !prng.chance(1 / 7) ? prng.int(1, 6) : 0;
    const factor = Math.max(1, ...Object.values(options).map((v) => surcharge[v] ?? 1));
    return { sku, options, ...(factor > 1 ? { price: toZloty(record.price * factor) } : {}) };
  });
  const stock = Object.values(variantStock).reduce((sum, n) => sum + n, 0);
  return { ...record, stock, ...({ options: picked, variants, variantStock } as Partial<ProductRecord>) };
}

/** Every price scaled by a per-product factor (see above), sale and dealer prices kept consistent. */
function withBenchPrice(record: ProductRecord, prices: Prng): ProductRecord {
  const factor = prices.float(0.7, 1.45);
  const price = toZloty(record.price * factor);
  const originalPrice = record.originalPrice === null ? null : Math.max(price + 100, toZloty(record.originalPrice * factor));
  const dealerPrice = record.dealerPrice === null ? null : Math.min(price - 100, toZloty(record.dealerPrice * factor));
  // The same price history the demo seed writes, so on-sale products carry their Omnibus price.
  return withDemoPriceHistory({ ...record, price, originalPrice, dealerPrice: dealerPrice !== null && dealerPrice > 0 ? dealerPrice : null }, BENCH_BASE_DATE);
}

/** How many variants the catalogue's products have on average (a product without options: its one default variant). */
export function averageVariants(records: readonly ProductRecord[]): number {
  const count = (r: ProductRecord) => (r as ProductRecord & { variants?: unknown[] }).variants?.length ?? 1;
  return records.reduce((sum, r) => sum + count(r), 0) / records.length;
}

/**
 * Writes the products to DynamoDB Local with BatchWriteItem (25 a request, several in flight):
 * for the sections that need them in the table (the reload cost before and after). The shop
 * itself answers from the snapshot (publishBenchSnapshot).
 *
 * Not how the shop writes products: `putProductRecord` puts each product and announces it to the
 * catalogue head in one transaction, right for an admin editing one product, far too slow for
 * 10,000 (every transaction touches the head item, so they cannot run in parallel).
 */
export async function loadIntoDynamoDb(records: readonly ProductRecord[], inFlight = 16): Promise<void> {
  type WriteRequests = NonNullable<BatchWriteCommandInput['RequestItems']>[string];
  const batches: WriteRequests[] = [];
  for (let i = 0; i < records.length; i += 25) batches.push(records.slice(i, i + 25).map((r) => ({ PutRequest: { Item: toItem(r) } })));

  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let items: WriteRequests | undefined = batches[next++];
      // DynamoDB may hand back part of a batch as unprocessed: retry that part with back-off.
      for (let attempt = 0; items?.length; attempt++) {
        if (attempt >= 8) throw new Error(`BatchWrite left ${items.length} items unprocessed`);
        if (attempt) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
        const out: BatchWriteCommandOutput = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: items } }));
        items = out.UnprocessedItems?.[tableName()];
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

export interface PublishedBenchSnapshot {
  version: number;
  products: number;
  /** The object's size. */
  bytes: number;
  buildMs: number;
  /** Encoding (with the compression of its sections) and the upload to s3rver. */
  storeMs: number;
}

/**
 * Publishes `records` as the catalogue the shop answers from, with the publisher's own parts: a
 * new catalogue version in the head, the index built by the one builder (with the demo vehicle
 * models, as the publisher reads them from the table), stored by the snapshot
 * store, the head pointed at it. The records need not be in the table: a container answers from
 * the snapshot and re-reads only products announced after it.
 */
export async function publishBenchSnapshot(records: readonly ProductRecord[]): Promise<PublishedBenchSnapshot> {
  await db().send(new UpdateCommand(catalogChangeUpdate([])));
  const version = (await readCatalogHead())!.version;
  let t = performance.now();
  const index = buildCatalogIndex(records, demoVehicleModels);
  const buildMs = performance.now() - t;
  t = performance.now();
  const publishedAt = new Date().toISOString();
  const { key, bytes } = await putSnapshot({ version, publishedAt, products: index.size, index });
  if (!(await recordPublishedSnapshot({ key, version, publishedAt }))) throw new Error('a newer snapshot was published meanwhile');
  return { version, products: index.size, bytes, buildMs, storeMs: performance.now() - t };
}
