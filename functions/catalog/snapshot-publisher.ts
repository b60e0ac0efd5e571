import { logger } from '../core/logger.js';
import { countMetric } from '../core/metrics.js';
import { shopMetrics } from '../core/metric-names.js';
import { announceCatalogueChange, announceProductChanges, pruneChanges, readCatalogHead, recordPublishedSnapshot, type CatalogHead } from './catalog-head-entity.js';
import { buildCatalogIndex } from './engine/catalog-index.js';
import { SnapshotFormatError } from './engine/snapshot-format.js';
import { applyChanges, currentRecord, currentRecords, sameValue, viewOf, type CatalogView } from './engine/catalog-view.js';
import { getProductRecords, listAllProductRecords, type ProductRecord } from './product-entity.js';
import { isShownInShop } from './shop-visibility.js';
import { deleteSupersededSnapshots, getSnapshot, putSnapshot } from './snapshot-store.js';
import { listVehicleModels } from './vehicle-entity.js';
import { releasePublisherLock, takePublisherLock, type PublisherLease } from './publisher-lock.js';
import { publishSeoFiles } from '../seo/publish-seo-files.js';
import { listPromotions, termsOf } from '../promotions/promotion-entity.js';
import { runningSales, salesMovedSince, type CatalogueSale } from '../promotions/sale-price.js';
import type { Promotion } from '../contracts/promotions.js';

/**
 * The catalogue publisher: folds the changes announced since the last snapshot into a new one
 * and points the catalogue head at it (catalog-head-entity.ts). A job, never a request: in AWS a
 * scheduled function (every minute, and an audit every hour and at deploy); locally the stack
 * runs it on a timer and at start (infra/local/stack.ts).
 *
 * - `compact` (the default): only when due (enough changes piled up, or the snapshot is old and
 *   something changed). The last snapshot plus the changed products re-read by id become the new
 *   snapshot: no product is read from the table that did not change.
 * - `audit`: rebuilds from every product in the table, the one place that reads them all. It
 *   also announces any product whose record the live catalogue has wrong (an announcement that
 *   failed after its order was written), so warm containers put it right too. With no snapshot
 *   yet (a new stage, a new format), compact does the same.
 * - Timed sales (issue 32): every snapshot is built with the automatic sales running as it is
 *   built (catalog/timed-sale.ts), and a compact is due as soon as one started or ended or an
 *   automatic promotion was saved since the last snapshot: the sale shows and goes by itself.
 * One run at a time (publisher-lock.ts): a run that finds another working skips (`locked`), or,
 * asked to (`waitForLockMs`: the local "publish now"), waits for it. Should two runs ever
 * overlap (a lease outlived), the head still keeps the newer snapshot.
 */
export type PublishMode = 'compact' | 'audit';

/** Compact once this many products changed since the snapshot… */
const PUBLISH_AFTER_CHANGES = 100;
/** …or once the snapshot is this old and anything changed. */
const PUBLISH_AFTER_MS = 10 * 60_000;

export interface PublishResult {
  published: boolean;
  reason: string;
  version?: number;
  products?: number;
  key?: string;
  bytes?: number;
  /** Products the audit found out of step with the table (announced again). */
  drift?: number;
  /** True when nothing was done because another run holds the publisher's lock. */
  locked?: boolean;
  /** When this run held the lock (epoch ms), for tests that check that runs never overlap. */
  heldFrom?: number;
  heldUntil?: number;
  /** The sitemap, feeds and robots.txt written with this snapshot (functions/seo); false when writing them failed. */
  seoFiles?: string[] | false;
  ms: number;
}

export interface PublishOptions {
  /** Publish even when not due (the local "publish now"). */
  force?: boolean;
  /** How long to wait for a running publisher to finish instead of skipping. @default 0 */
  waitForLockMs?: number;
}

/** How often a run that waits for the lock tries again. */
const LOCK_POLL_MS = 100;

async function withChanges(view: CatalogView, head: CatalogHead): Promise<CatalogView> {
  const stale = [...head.changes].filter(([, version]) => version > view.version).map(([id]) => id);
  if (!stale.length) return view;
  const records = await getProductRecords(stale, { consistent: true });
  return applyChanges(view, head.version, new Map(stale.map((id) => [id, records.get(id)])));
}

/** Every product in the table as it is now: the index read, corrected by consistent reads of what changed lately. */
async function productsInTable(head: CatalogHead | undefined): Promise<ProductRecord[]> {
  const byId = new Map((await listAllProductRecords()).map((r) => [r.id, r]));
  // The index is eventually consistent: a write just announced may not be in it yet.
  const recent = [...(head?.changes.keys() ?? [])];
  const fresh = await getProductRecords(recent, { consistent: true });
  for (const id of recent) {
    const record = fresh.get(id);
    if (record) byId.set(id, record);
    else byId.delete(id);
  }
  return [...byId.values()];
}

/**
 * Products whose record in the live catalogue differs from the table's, leaving out those
 * announced after `version` (changed while the audit ran: the live catalogue takes them anyway).
 */
async function driftBetween(view: CatalogView, shown: readonly ProductRecord[], version: number): Promise<number[]> {
  const inTable = new Set(shown.map((r) => r.id));
  const differ = shown.filter((r) => !sameValue(currentRecord(view, r.id), r)).map((r) => r.id);
  const gone = currentRecords(view).filter((r) => !inTable.has(r.id)).map((r) => r.id);
  const changedSince = (await readCatalogHead())?.changes ?? new Map<number, number>();
  return [...differ, ...gone].filter((id) => (changedSince.get(id) ?? 0) <= version);
}

/** The automatic promotions (timed sales and free-delivery offers): one small query. */
async function automaticPromotions(): Promise<Promotion[]> {
  return (await listPromotions()).filter((p) => p.kind === 'automatic');
}

/** The promotions' windows and saves as salesMovedSince reads them. */
const schedulesOf = (automatic: readonly Promotion[]) => automatic.map((p) => ({ startsAt: p.startsAtInstant, endsAt: p.endsAtInstant, updatedAt: p.updatedAt }));

/** Why a compact is not due yet, or undefined when it is (an audit always is). */
function notDueReason(mode: PublishMode, head: CatalogHead | undefined, force: boolean, automatic: readonly Promotion[]): string | undefined {
  const snapshotAge = head?.snapshot ? Date.now() - Date.parse(head.snapshot.publishedAt) : Infinity;
  const pending = head?.changes.size ?? 0;
  const salesMoved = !!head?.snapshot && salesMovedSince(schedulesOf(automatic), head.snapshot.publishedAt, new Date());
  const due = force || mode === 'audit' || !head?.snapshot || salesMoved || pending >= PUBLISH_AFTER_CHANGES || (pending > 0 && snapshotAge >= PUBLISH_AFTER_MS);
  return due ? undefined : `not due (${pending} changed products, snapshot ${Math.round(snapshotAge / 1000)} s old)`;
}

export async function publishCatalog(mode: PublishMode = 'compact', options: PublishOptions = {}): Promise<PublishResult> {
  const started = performance.now();
  // The cheap check first, without the lock: the minute's compact is mostly "not due".
  const [firstHead, automatic] = await Promise.all([readCatalogHead(), automaticPromotions()]);
  const notDue = notDueReason(mode, firstHead, !!options.force, automatic);
  if (notDue) return { published: false, reason: notDue, ms: performance.now() - started };

  const waitUntil = Date.now() + (options.waitForLockMs ?? 0);
  let lease: PublisherLease | undefined;
  while (!(lease = await takePublisherLock()) && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  if (!lease) return { published: false, locked: true, reason: 'another publisher run holds the lock', ms: performance.now() - started };
  const heldFrom = Date.now();
  try {
    const result = await publishHoldingLock(mode, !!options.force, started);
    return { ...result, heldFrom, heldUntil: Date.now() };
  } finally {
    if (!(await releasePublisherLock(lease))) logger.warn('the publisher lock had been taken over before this run released it: the run outlived its lease');
  }
}

/** A publish by the run that holds the lock (the head is read again: another run may have just published). */
async function publishHoldingLock(mode: PublishMode, force: boolean, started: number): Promise<PublishResult> {
  const done = (result: Omit<PublishResult, 'ms'>): PublishResult => ({ ...result, ms: performance.now() - started });
  // The snapshot is of this moment: the promotions are read after it, so one saved meanwhile is
  // in it or seen as saved since by the next run; the sales running now are in its prices.
  const builtAt = new Date();
  const [firstRead, automatic] = await Promise.all([readCatalogHead(), automaticPromotions()]);
  let head = firstRead;
  const notDue = notDueReason(mode, head, force, automatic);
  if (notDue) return done({ published: false, reason: notDue });
  if (head?.snapshot && salesMovedSince(schedulesOf(automatic), head.snapshot.publishedAt, builtAt)) {
    // The sales changed, no product did: a new catalogue version for the snapshot built below.
    await announceCatalogueChange();
    head = await readCatalogHead();
  }

  const version = head?.version ?? 0;
  let shown: ProductRecord[];
  let drift = 0;
  /** The published snapshot when it cannot be read: the one built here replaces it, even at its version. */
  let unreadable: string | undefined;
  if (mode === 'audit' || !head?.snapshot) {
    shown = (await productsInTable(head)).filter(isShownInShop);
    // What the live catalogue holds, to compare with the table (unreadable, e.g. written in an
    // older format: nothing to compare; the snapshot built below from the table replaces it).
    const published = head?.snapshot && (await getSnapshot(head.snapshot.key).catch(() => undefined));
    if (head?.snapshot && !published) unreadable = head.snapshot.key;
    if (head && published) {
      const live = await withChanges(viewOf(published.index, published.version), head);
      const out = await driftBetween(live, shown, version);
      drift = out.length;
      if (drift) {
        logger.warn('the live catalogue was out of step with the table; announcing the products again', { productIds: out.slice(0, 50), drift });
        countMetric(shopMetrics.catalogDrift, drift);
        await announceProductChanges(out);
      }
    }
  } else {
    const snapshot = await getSnapshot(head.snapshot.key).catch((error: unknown) => {
      // A snapshot of another format (this code is newer or older than its writer): rebuild.
      if (error instanceof SnapshotFormatError) return undefined;
      throw error;
    });
    if (!snapshot) return publishHoldingLock('audit', force, started);
    shown = currentRecords(await withChanges(viewOf(snapshot.index, snapshot.version), head));
  }

  // The next run compares the promotions' boundaries and saves with this time.
  const publishedAt = builtAt.toISOString();
  const sales: CatalogueSale[] = runningSales(automatic.map(termsOf), builtAt);
  // The vehicle models go into every snapshot: the shop's vehicle filter and tree answer from it.
  const index = buildCatalogIndex(shown, await listVehicleModels(), sales);
  const { key, bytes } = await putSnapshot({ version, publishedAt, products: index.size, index });
  if (!(await recordPublishedSnapshot({ key, version, publishedAt }, { replacing: unreadable }))) {
    return done({ published: false, reason: 'a snapshot at least as new was published meanwhile', version, key });
  }
  // The stamps this snapshot includes are no longer needed (each only if not stamped again).
  await pruneChanges([...(head?.changes ?? [])].filter(([, stamped]) => stamped <= version));
  await deleteSupersededSnapshots(key);
  // The sitemap and the shopping feeds follow the catalogue they describe. Their failure leaves
  // the snapshot published (the shop is right) and the previous files in place until the next
  // publish (the hourly audit always publishes).
  const seoFiles = await publishSeoFiles(shown, sales).catch((error: unknown) => {
    logger.error('the sitemap and feeds could not be written; the previous ones stay', { error: error as Error });
    return false as const;
  });
  return done({ published: true, reason: mode, version, products: index.size, key, bytes, drift, seoFiles });
}
