import { spawnSync } from 'node:child_process';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { announceProductChanges } from '../../functions/catalog/catalog-head-entity.js';
import { buildCatalogIndex } from '../../functions/catalog/engine/catalog-index.js';
import { currentRecord } from '../../functions/catalog/engine/catalog-view.js';
import { forgetLiveCatalog, liveCatalog } from '../../functions/catalog/live-catalog.js';
import { listAllProductRecords, productKeys, toItem, type ProductRecord } from '../../functions/catalog/product-entity.js';
import { reloadConfig } from '../../functions/core/config.js';
import { db, tableName } from '../../functions/core/table.js';
import { bundleLikeLambda } from './bundle.js';
import { loadIntoDynamoDb, publishBenchSnapshot } from './catalogue.js';
import { summarise } from './stats.js';

/**
 * What one sale of a product's last unit costs each warm catalog container, before and after.
 *
 * Before (the design this replaced, rebuilt here with today's builder): the sale bumped one
 * catalogue version item; every warm container noticed within a second and re-read every product
 * from the table (a query of the whole product index) and rebuilt its index.
 * After: the sale announces the product in the catalogue head; every warm container's next
 * background check reads the head and that one product by id and flips its in-stock bit.
 * Time, DynamoDB requests and read units (ConsumedCapacity, as DynamoDB Local reports it) are
 * counted around exactly that work. Then: a burst of 100 sales caught by one check, and what
 * the publisher's compaction costs (in a fresh process bundled like its Lambda, with its peak
 * memory).
 */
export interface Cost {
  ms: number;
  requests: number;
  readUnits: number;
}

export interface ReloadSection {
  before: Cost & { products: number };
  after: { products: number; sales: number; median: Cost; max: Cost }[];
  burst: Cost & { products: number; sales: number };
  compaction: { products: number; ms: number; maxRssMb: number; bytes: number }[];
}

let metering: Cost | undefined;
let metered = false;
/** Counts requests and read units of the handlers' DynamoDB client while `metering` is set. */
function meterTable(): void {
  if (metered) return;
  metered = true;
  db().middlewareStack.add(
    (next) => async (args) => {
      if (!metering) return next(args);
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      metering.requests++;
      const out = await next(args);
      const consumed = (out.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
      for (const c of [consumed ?? []].flat()) metering.readUnits += c.CapacityUnits ?? 0;
      return out;
    },
    { step: 'initialize', name: 'benchMeterTable' },
  );
}

async function measure(work: () => Promise<unknown>): Promise<Cost> {
  meterTable();
  metering = { ms: 0, requests: 0, readUnits: 0 };
  const started = performance.now();
  try {
    await work();
    return { ...metering, ms: performance.now() - started };
  } finally {
    metering = undefined;
  }
}

/** What a checkout does to the catalogue: its transaction takes the stock, then it announces the product. */
async function sellLastUnit(id: number): Promise<void> {
  await db().send(new UpdateCommand({ TableName: tableName(), Key: productKeys.byId(id), UpdateExpression: 'SET stock = :zero', ExpressionAttributeValues: { ':zero': 0 } }));
  await announceProductChanges([id]);
}

async function putProducts(records: ProductRecord[]): Promise<void> {
  for (const record of records) await db().send(new PutCommand({ TableName: tableName(), Item: toItem(record) }));
}

export async function reloadCost(options: { records: (size: number) => ProductRecord[]; sizes: readonly number[]; sales: number; log: (line: string) => void }): Promise<ReloadSection> {
  const [small] = options.sizes;
  // Before: the products in the table, and the old reload.
  const inTable = options.records(small!);
  await loadIntoDynamoDb(inTable);
  const before = await measure(async () => {
    await db().send(new GetCommand({ TableName: tableName(), Key: { PK: 'CATALOG', SK: 'HEAD' } })); // the version check
    buildCatalogIndex(await listAllProductRecords());
  });
  options.log(`  before, ${small!.toLocaleString('en')} products: ${Math.round(before.ms)} ms, ${before.requests} requests, ${before.readUnits.toFixed(0)} read units`);

  // After: a warm container that checks before every answer (refresh 0), so each liveCatalog() is exactly one check.
  process.env.CATALOG_REFRESH_MS = '0';
  reloadConfig();
  const after: ReloadSection['after'] = [];
  const compaction: ReloadSection['compaction'] = [];
  const publisher = await bundleLikeLambda('test/bench/publish-container.ts', 'catalog-publisher');
  let burst: ReloadSection['burst'] | undefined;
  for (const size of options.sizes) {
    const records = options.records(size);
    // The products about to be sold, in the table exactly as the snapshot has them (with one unit left).
    const sold = records.filter((r) => r.stock > 0).filter((_, i) => i % 37 === 0).slice(0, options.sales + 100).map((r) => ({ ...r, stock: 1 }));
    await putProducts(sold);
    const byId = new Map(records.map((r) => [r.id, r]));
    for (const r of sold) byId.set(r.id, r);
    await publishBenchSnapshot([...byId.values()]);
    forgetLiveCatalog();
    await liveCatalog(); // the cold load
    const costs: Cost[] = [];
    for (const product of sold.slice(0, options.sales)) {
      await sellLastUnit(product.id);
      costs.push(await measure(() => liveCatalog()));
      if (currentRecord(await liveCatalog(), product.id)?.stock !== 0) throw new Error(`the sale of product ${product.id} did not reach the catalogue`);
    }
    const median = (key: keyof Cost) => summarise(costs.map((c) => c[key])).p50;
    const max = (key: keyof Cost) => Math.max(...costs.map((c) => c[key]));
    after.push({ products: size, sales: costs.length, median: { ms: median('ms'), requests: median('requests'), readUnits: median('readUnits') }, max: { ms: max('ms'), requests: max('requests'), readUnits: max('readUnits') } });
    options.log(`  after, ${size.toLocaleString('en')} products: median ${median('ms').toFixed(2)} ms, ${median('requests')} requests, ${median('readUnits')} read units per sale`);

    if (size === small) {
      // A burst: 100 checkouts each take a last unit and announce it; one check catches them all.
      const burstSold = sold.slice(options.sales, options.sales + 100);
      for (const product of burstSold) await sellLastUnit(product.id);
      const cost = await measure(() => liveCatalog());
      burst = { ...cost, products: size, sales: burstSold.length };
      options.log(`  a burst of ${burstSold.length} sales, one check: ${cost.ms.toFixed(1)} ms, ${cost.requests} requests, ${cost.readUnits} read units`);
    }

    // The publisher folds the sales into a new snapshot, in a fresh process like its Lambda.
    const run = spawnSync(process.execPath, [publisher], { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'WARN', POWERTOOLS_METRICS_DISABLED: 'true' }, timeout: 600_000 });
    if (run.status !== 0) throw new Error(`publisher failed: ${run.stderr}`);
    const published = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { published: boolean; ms: number; bytes: number; maxRssKb: number };
    if (!published.published) throw new Error('the publisher did not publish');
    compaction.push({ products: size, ms: published.ms, maxRssMb: published.maxRssKb / 1024, bytes: published.bytes });
    options.log(`  compaction, ${size.toLocaleString('en')} products: ${Math.round(published.ms)} ms, peak ${Math.round(published.maxRssKb / 1024)} MB`);
  }
  return { before: { ...before, products: small! }, after, burst: burst!, compaction };
}
