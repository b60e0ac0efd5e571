import { BatchWriteCommand, type BatchWriteCommandInput, type BatchWriteCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { toItem, type ProductRecord } from '../../functions/catalog/product-entity.js';
import { db, tableName } from '../../functions/core/table.js';
import { DEMO_SEED, generateDemoCatalogue } from '../../infra/local/seed/index.js';
import { withDemoPriceHistory } from '../../infra/local/seed/price-history.js';
import { createPrng, deriveSeed } from '../../infra/local/seed/prng.js';

/**
 * The bench catalogue: 10,000 products built from the demo catalogue's blueprints.
 *
 * The demo generator repeats its 75 blueprints as later series ("… (seria 2)"), which already
 * gives every product its own name, product number, creation date, rating, stock and flags. Left
 * alone, though, all 133 copies of a blueprint would share one price, so price filters and price
 * sorts would see a few dozen distinct values with long runs of ties. We scale every price by
 * a per-product factor instead (deterministic, whole złoty, sale prices kept below list prices),
 * so the price column looks like a real shop's.
 *
 * Fixed base date: the same run next month must produce the same catalogue (isNew, createdAt).
 */
export const BENCH_PRODUCT_COUNT = 10_000;
export const BENCH_BASE_DATE = new Date('2026-01-15T12:00:00.000Z');

const toZloty = (grosze: number) => Math.max(100, Math.round(grosze / 100) * 100);

export function benchCatalogue(count = BENCH_PRODUCT_COUNT): ProductRecord[] {
  const { products } = generateDemoCatalogue({ baseDate: BENCH_BASE_DATE, count });
  const prices = createPrng(deriveSeed(DEMO_SEED, 'bench-prices'));
  return products.map((record) => {
    const factor = prices.float(0.7, 1.45);
    const price = toZloty(record.price * factor);
    const originalPrice = record.originalPrice === null ? null : Math.max(price + 100, toZloty(record.originalPrice * factor));
    const dealerPrice = record.dealerPrice === null ? null : Math.min(price - 100, toZloty(record.dealerPrice * factor));
    // The same price history the demo seed writes, so on-sale products carry their Omnibus price.
    return withDemoPriceHistory({ ...record, price, originalPrice, dealerPrice: dealerPrice !== null && dealerPrice > 0 ? dealerPrice : null }, BENCH_BASE_DATE);
  });
}

/**
 * Writes the products to DynamoDB Local with BatchWriteItem (25 a request, several in flight),
 * then bumps the catalogue version once so the catalog Lambda's snapshot loads them.
 *
 * Not how the shop writes products: `putProductRecord` puts each product and bumps the version
 * in one transaction, which is right for an admin editing one product and far too slow for
 * 10,000 (every transaction touches the same version item, so they cannot run in parallel).
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
