import { config } from '../core/config.js';
import { HttpError } from '../core/errors.js';
import { logger } from '../core/logger.js';
import { countMetric } from '../core/metrics.js';
import { shopMetrics } from '../core/metric-names.js';
import { readCatalogHead, type CatalogHead } from './catalog-head-entity.js';
import { applyChanges, viewOf, type CatalogView } from './engine/catalog-view.js';
import { synonymGroupsOf, type SynonymGroups } from './engine/search-match.js';
import { getProductRecords } from './product-entity.js';
import { listSynonymGroups } from './search-synonyms-entity.js';
import { listManufacturers } from './manufacturer-entity.js';
import type { Manufacturer } from '../contracts/manufacturer.js';
import { getSnapshot } from './snapshot-store.js';

/**
 * The catalogue a catalog container answers from: the published snapshot plus the changes made
 * since, kept fresh off the request path.
 *
 * - Cold start: the first request reads the catalogue head (one small item), loads the snapshot
 *   it names (one S3 object, no per-product parsing) and re-reads by id the few products changed
 *   since it was published. Requests arriving meanwhile share that load.
 * - Warm: answers come from memory. When the last check is older than CATALOG_REFRESH_MS, a
 *   request starts one in the background and is answered at once. A check reads the head; only
 *   if it moved, the products stamped since by id (stock becomes an overlay, other changes the
 *   delta: engine/catalog-view.ts), or the newer snapshot when this container fell behind it or
 *   its changes piled up.
 * - Bounded staleness: a request that finds the last successful check older than
 *   MAX_STALE_FACTOR × CATALOG_REFRESH_MS (a container that sat idle) waits for a check that
 *   starts after it arrived. With CATALOG_REFRESH_MS = 0 (the tests) every request does, so every
 *   answer includes every change made before the request.
 * - Failures: a failed check (table or bucket unreachable, a snapshot in a format this code
 *   cannot read) is logged and counted, and the container keeps answering from the catalogue it
 *   has, trying again a refresh interval later. Only a container with nothing loaded answers 503.
 * - Search synonyms: the head carries their version; a check that finds it moved reads the groups
 *   again (search-synonyms-entity.ts), beside the products, and the view carries them.
 * - Manufacturers (GPSR): the same with `manufacturersVersion` and the register
 *   (manufacturer-entity.ts), which the product answer's safety block resolves from.
 */
const MAX_STALE_FACTOR = 5;
/** After a failed check, the next one waits at least this long (so a down table is not hammered). */
const RETRY_FAILED_MS = 1000;
/** Changed products in a view before a newer snapshot is worth downloading instead. */
const RELOAD_AFTER_CHANGES = 100;

let view: CatalogView | undefined;
/** Orders requests and checks: a request must see a check that began after it arrived. */
let tick = 0;
let lastAttemptAt = 0;
let lastSuccessAt = 0;
let lastFailureAt = 0;
let running: { startedTick: number; done: Promise<void> } | undefined;
let queued: Promise<void> | undefined;
/** Bumped by forgetLiveCatalog: a check that began before is not kept. */
let generation = 0;

/** The synonyms' version each view's synonyms were read at (the head's `synonymsVersion`). */
const synonymsVersionOf = new WeakMap<SynonymGroups, number>();

/** The synonyms for a view checked against `head`: those it has, or read again when the head moved. */
async function synonymsFor(current: CatalogView | undefined, synonymsVersion: number): Promise<SynonymGroups> {
  const have = current?.synonyms;
  if (have && synonymsVersionOf.get(have) === synonymsVersion) return have;
  const groups = synonymGroupsOf((await listSynonymGroups()).map((g) => g.words));
  synonymsVersionOf.set(groups, synonymsVersion);
  return groups;
}

type ManufacturerDirectory = ReadonlyMap<string, Manufacturer>;
/** The register's version each view's manufacturers were read at (the head's `manufacturersVersion`). */
const manufacturersVersionOf = new WeakMap<ManufacturerDirectory, number>();

async function manufacturersFor(current: CatalogView | undefined, manufacturersVersion: number): Promise<ManufacturerDirectory> {
  const have = current?.manufacturers;
  if (have && manufacturersVersionOf.get(have) === manufacturersVersion) return have;
  const directory: ManufacturerDirectory = new Map((await listManufacturers()).map((m) => [m.id, m]));
  manufacturersVersionOf.set(directory, manufacturersVersion);
  return directory;
}

async function check(current: CatalogView | undefined): Promise<CatalogView> {
  const head = await readCatalogHead();
  if (!head?.snapshot) throw new Error('the catalogue has not been published yet (no snapshot in the catalogue head)');
  // The search synonyms and the manufacturers travel beside the products: read (in parallel)
  // only when the head says they changed.
  const [products, synonyms, manufacturers] = await Promise.all([
    productsFor(current, { ...head, snapshot: head.snapshot }),
    synonymsFor(current, head.synonymsVersion),
    manufacturersFor(current, head.manufacturersVersion),
  ]);
  return { ...products, synonyms, manufacturers };
}

async function productsFor(current: CatalogView | undefined, head: CatalogHead & { snapshot: NonNullable<CatalogHead['snapshot']> }): Promise<CatalogView> {
  let next = current;
  const behind = !next || next.version < head.snapshot.version;
  const piledUp = !!next && head.snapshot.version > next.baseVersion && next.changed.size + next.stock.size >= RELOAD_AFTER_CHANGES;
  if (behind || piledUp) {
    const snapshot = await getSnapshot(head.snapshot.key);
    next = viewOf(snapshot.index, snapshot.version);
  }
  const since = next!.version;
  const stale = [...head.changes].filter(([, version]) => version > since).map(([id]) => id);
  if (!stale.length) return head.version > since ? { ...next!, version: head.version } : next!;
  const records = await getProductRecords(stale, { consistent: true });
  return applyChanges(next!, head.version, new Map(stale.map((id) => [id, records.get(id)])));
}

function startCheck(): Promise<void> {
  const startedTick = ++tick;
  const startedIn = generation;
  lastAttemptAt = Date.now();
  const done = check(view).then(
    (next) => {
      if (startedIn !== generation) return;
      view = next;
      lastSuccessAt = Date.now();
    },
    (error: unknown) => {
      lastFailureAt = Date.now();
      logger.warn(view ? 'catalogue check failed; answering from the catalogue loaded before' : 'catalogue could not be loaded', { error: error as Error });
      countMetric(shopMetrics.catalogRefreshFailed);
      if (!view) throw error;
    },
  );
  running = { startedTick, done };
  void done.then(
    () => (running = running?.startedTick === startedTick ? undefined : running),
    () => (running = running?.startedTick === startedTick ? undefined : running),
  );
  return done;
}

/** Resolves once a check that started after the request numbered `arrival` has finished. */
function checkAfter(arrival: number): Promise<void> {
  if (running && running.startedTick > arrival) return running.done;
  if (!running) return startCheck();
  queued ??= running.done
    .catch(() => {})
    .then(() => {
      queued = undefined;
      return startCheck();
    });
  return queued;
}

/** The catalogue to answer a request from (see above for when that waits). */
export async function liveCatalog(): Promise<CatalogView> {
  const arrival = ++tick;
  const refreshMs = config().CATALOG_REFRESH_MS;
  const now = Date.now();
  if (!view) {
    try {
      await checkAfter(arrival);
    } catch (error) {
      throw new HttpError(503, 'service_unavailable', 'The catalogue is loading or unavailable. Please try again in a moment.', undefined, { cause: error });
    }
    return view!;
  }
  const failing = lastFailureAt > lastSuccessAt;
  if (!failing && now - lastSuccessAt >= refreshMs * MAX_STALE_FACTOR) {
    await checkAfter(arrival);
    return view;
  }
  if (!running && now - lastAttemptAt >= (failing ? Math.max(refreshMs, RETRY_FAILED_MS) : refreshMs)) void startCheck().catch(() => {});
  return view;
}

/** Tests and the bench load another catalogue into the same process. */
export function forgetLiveCatalog(): void {
  generation++;
  view = undefined;
  lastAttemptAt = lastSuccessAt = lastFailureAt = 0;
  running = undefined;
  queued = undefined;
}
