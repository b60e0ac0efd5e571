import { config } from '../core/config.js';
import { buildCatalogIndex, type CatalogIndex } from './catalog-query.js';
import { getCatalogVersion, listAllProductRecords } from './product-entity.js';
import { isShownInShop } from './shop-visibility.js';

/**
 * The in-memory catalogue index of the catalog Lambda (see ARCHITECTURE: shop queries with ~20
 * filters, 6 sorts and an exact count are answered by pure code over this array, not by the
 * table). It is loaded from the table once per container and reloaded when the catalogue
 * version item changes; the version is read at most every CATALOG_REFRESH_MS, so a warm
 * Lambda answers most queries without any I/O.
 */
export interface CatalogSnapshot extends CatalogIndex {
  readonly version: number;
}

let snapshot: CatalogSnapshot | undefined;
let checkedAt = 0;
let inFlight: Promise<CatalogSnapshot> | undefined;

async function refresh(): Promise<CatalogSnapshot> {
  const version = await getCatalogVersion();
  checkedAt = Date.now();
  if (snapshot && snapshot.version === version) return snapshot;
  snapshot = { version, ...buildCatalogIndex((await listAllProductRecords()).filter(isShownInShop)) };
  return snapshot;
}

export async function catalogSnapshot(): Promise<CatalogSnapshot> {
  if (snapshot && Date.now() - checkedAt < config().CATALOG_REFRESH_MS) return snapshot;
  // One refresh at a time: concurrent requests on a cold container share the same load.
  inFlight ??= refresh().finally(() => (inFlight = undefined));
  return inFlight;
}
