import type { ProductRecord } from '../../../functions/catalog/product-entity.js';
import { generateDemoCatalogue, type GenerateOptions } from './generate-catalogue.js';
import { renderImageVariants } from './render-image-variants.js';
import { withDemoVariants } from './variants.js';

/**
 * Fills an empty local shop with the demo catalogue: renders every product image to its WebP
 * variants, uploads them, then writes the products.
 *
 * Storage comes in as two functions so this module knows nothing about S3 or DynamoDB: the local
 * stack passes its s3rver and table writers, tests pass arrays. The caller decides when to seed
 * (the local stack does it once, when the table has no products); nothing is cached between runs.
 */
export interface SeedDeps {
  putObject(key: string, body: Buffer, contentType: string): Promise<void>;
  putProduct(record: ProductRecord): Promise<void>;
  log?(msg: string): void;
  /** Clothing, boots and a few parts in sizes and finishes (variants.ts). @default true */
  variants?: boolean;
}

export interface SeedResult {
  products: number;
  /** Product images rendered; each was uploaded as one object per variant width. */
  images: number;
}

/**
 * Images rendered at once. The machine has 2 cores and sharp runs on libuv's pool of 4 threads:
 * 4 keeps both cores busy (one image's upload overlaps another's render) without queueing a few
 * hundred decoded 1200 px bitmaps in memory.
 */
export const SEED_RENDER_CONCURRENCY = 4;
const PROGRESS_EVERY = 50;

export async function seedCatalogue(deps: SeedDeps, opts: GenerateOptions): Promise<SeedResult> {
  const log = deps.log ?? (() => {});
  const started = performance.now();
  const { products, images } = generateDemoCatalogue(opts);
  log(`seed: ${products.length} demo products, rendering ${images.length} images…`);

  let done = 0;
  await forEachLimited(images, SEED_RENDER_CONCURRENCY, async (image) => {
    const variants = await renderImageVariants(image.svg);
    await Promise.all(variants.map((v) => deps.putObject(`${image.key}/w${v.width}.webp`, v.body, 'image/webp')));
    done += 1;
    if (done % PROGRESS_EVERY === 0 && done < images.length) log(`seed: ${done}/${images.length} images`);
  });

  // Products go in after their images, so the shop never lists one whose photos are missing, and
  // one at a time: every product write also bumps the single catalogue-version item in the same
  // transaction, and parallel transactions on one item fail with TransactionConflict. Clothing,
  // boots and a few parts go in with their sizes and finishes (variants.ts).
  for (const product of products) await deps.putProduct(deps.variants === false ? product : withDemoVariants(product));

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`seed: ${products.length} products and ${images.length} images in ${seconds} s`);
  return { products: products.length, images: images.length };
}

/** Runs `fn` over `items` with at most `limit` calls in flight; stops taking new items after a failure. */
async function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
