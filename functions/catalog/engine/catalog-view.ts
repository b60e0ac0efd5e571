import type { ProductRecord } from '../product-entity.js';
import { withTimedSale } from '../timed-sale.js';
import type { Manufacturer } from '../../contracts/manufacturer.js';
import { isShownInShop } from '../shop-visibility.js';
import { clearBit, fullBitset, hasBit, setBit, type Bitset } from './bitset.js';
import type { SynonymGroups } from './search-match.js';
import { buildCatalogIndex, indexSorts, recordAt, sortComparators, sortKeyAt, sortKeyOf, sortsByName, type CatalogIndex, type IndexSort } from './catalog-index.js';

/**
 * The catalogue as the shop sees it now: a published index (the snapshot) and what changed since.
 *
 * Changes come as the current records of the products that changed (re-read by id; a missing
 * record is a deleted product) and are applied without rebuilding or re-reading the catalogue:
 * - a product whose only change is its stock keeps its slot; its in-stock bit flips in the
 *   view's copy of the in-stock set (the stock overlay), so filters and counts stay exact;
 * - any other change (an edit, units sold, a new product) hides the product's old slot and puts
 *   its current record into the delta, a small index of the changed products built by the same
 *   builder as the snapshot; each delta product knows where it falls in every sort order of the
 *   snapshot, so a page merges the two walks;
 * - an archived or deleted product is hidden.
 * A view is immutable: applying changes makes a new one, so a request keeps the view it started
 * with. The publisher folds the changes into the next snapshot (snapshot-publisher.ts).
 */
export interface CatalogView {
  /** The catalogue version (catalogue head) this view includes every change up to. */
  readonly version: number;
  /** The published index and the version it was published at. */
  readonly base: CatalogIndex;
  readonly baseVersion: number;
  /** Base slots the shop shows; null when it shows them all. */
  readonly visible: Bitset | null;
  /** Base slots in stock now. */
  readonly inStock: Bitset;
  /** The stock overlay: product id → current stock, for base products whose only change is stock. */
  readonly stock: ReadonlyMap<number, number>;
  /** Products changed in other ways since the snapshot, and their index. */
  readonly changed: ReadonlyMap<number, ProductRecord>;
  readonly delta: Delta | null;
  /**
   * The search synonyms the admin saved (search-synonyms-entity.ts), as the live catalogue last
   * read them; absent: none. Not part of the snapshot: they change without any product changing.
   */
  readonly synonyms?: SynonymGroups;
  /**
   * The manufacturers register (GPSR) by id, as the live catalogue last read it: the product
   * answer's safety block resolves a product's `manufacturerId` here, in memory. Like the
   * synonyms, not part of the snapshot: an edit changes no product.
   */
  readonly manufacturers?: ReadonlyMap<string, Manufacturer>;
}

export interface Delta {
  readonly index: CatalogIndex;
  /** Per sort, per delta slot: how many base slots come before it in that order. */
  readonly rank: Readonly<Record<IndexSort, Uint32Array>>;
}

export function viewOf(base: CatalogIndex, baseVersion: number): CatalogView {
  return { version: baseVersion, base, baseVersion, visible: null, inStock: base.flags.inStock, stock: new Map(), changed: new Map(), delta: null };
}

function baseSlotOf(view: CatalogView, id: number): number {
  const slot = id < view.base.slotById.length ? view.base.slotById[id]! : -1;
  return slot >= 0 && (!view.visible || hasBit(view.visible, slot)) ? slot : -1;
}

/** A product as the shop sees it now, or undefined when it does not show it. */
export function currentRecord(view: CatalogView, id: number): ProductRecord | undefined {
  const changed = view.changed.get(id);
  if (changed) return changed;
  const slot = baseSlotOf(view, id);
  if (slot < 0) return undefined;
  const record = recordAt(view.base, slot);
  const stock = view.stock.get(id);
  return stock === undefined ? record : { ...record, stock };
}

/** Every product the view shows, as current records (what the next snapshot is built from). */
export function currentRecords(view: CatalogView): ProductRecord[] {
  const records: ProductRecord[] = [];
  for (let slot = 0; slot < view.base.size; slot++) {
    const id = view.base.ids[slot]!;
    if (view.visible && !hasBit(view.visible, slot)) continue;
    if (view.changed.has(id)) continue;
    records.push(currentRecord(view, id)!);
  }
  return [...records, ...view.changed.values()];
}

/** Equal as JSON values (key order aside): how a record read from the table and one from a snapshot compare. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  return true;
}

function sameExceptStock(a: ProductRecord, b: ProductRecord): boolean {
  return sameValue({ ...a, stock: 0 }, { ...b, stock: 0 });
}

/** Places computed for a record, by record: an unchanged delta product is not placed again. */
const placesOf = new WeakMap<ProductRecord, Record<IndexSort, number>>();

/** How many base slots come before `record` in each order (binary search; names read from cards). */
function placeInBase(base: CatalogIndex, record: ProductRecord): Record<IndexSort, number> {
  let places = placesOf.get(record);
  if (places) return places;
  // Placed at the price it is shown at: the base's timed sales apply to a changed product too.
  const key = sortKeyOf(withTimedSale(record, base.sales));
  places = {} as Record<IndexSort, number>;
  for (const sort of indexSorts) {
    const order = base.order[sort];
    const compare = sortComparators[sort];
    const withName = sortsByName.has(sort);
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(sortKeyAt(base, order[mid]!, withName), key) < 0) lo = mid + 1;
      else hi = mid;
    }
    places[sort] = lo;
  }
  placesOf.set(record, places);
  return places;
}

function deltaOf(base: CatalogIndex, changed: ReadonlyMap<number, ProductRecord>): Delta | null {
  if (!changed.size) return null;
  const records = [...changed.values()];
  const index = buildCatalogIndex(records, [], base.sales);
  const rank = Object.fromEntries(indexSorts.map((sort) => [sort, new Uint32Array(index.size)])) as Record<IndexSort, Uint32Array>;
  for (let slot = 0; slot < index.size; slot++) {
    const places = placeInBase(base, changed.get(index.ids[slot]!)!);
    for (const sort of indexSorts) rank[sort][slot] = places[sort];
  }
  return { index, rank };
}

/**
 * The view after some products changed, given their records as they are now (`undefined`: the
 * product no longer exists). `version` is the catalogue version the records were read at or after.
 */
export function applyChanges(view: CatalogView, version: number, current: ReadonlyMap<number, ProductRecord | undefined>): CatalogView {
  const { base } = view;
  let visible = view.visible;
  let inStock = view.inStock;
  const stock = new Map(view.stock);
  const changed = new Map(view.changed);
  const changedBefore = view.changed;

  const setVisible = (slot: number, shown: boolean) => {
    if (shown === (!visible || hasBit(visible, slot))) return;
    visible = visible === view.visible ? (visible?.slice() ?? fullBitset(base.size)) : visible!;
    (shown ? setBit : clearBit)(visible, slot);
  };
  const setInStock = (slot: number, available: boolean) => {
    if (available === hasBit(inStock, slot)) return;
    if (inStock === view.inStock) inStock = inStock.slice();
    (available ? setBit : clearBit)(inStock, slot);
  };

  for (const [id, record] of current) {
    const slot = id < base.slotById.length ? base.slotById[id]! : -1;
    if (!record || !isShownInShop(record)) {
      changed.delete(id);
      stock.delete(id);
      if (slot >= 0) setVisible(slot, false);
      continue;
    }
    if (slot >= 0 && sameExceptStock(recordAt(base, slot), record)) {
      // Back to (or still) the published product, maybe with another stock: the overlay.
      changed.delete(id);
      stock.set(id, record.stock);
      setVisible(slot, true);
      setInStock(slot, record.stock > 0);
      continue;
    }
    changed.set(id, record);
    stock.delete(id);
    if (slot >= 0) setVisible(slot, false);
  }

  const deltaChanged = changed.size !== changedBefore.size || [...changed].some(([id, record]) => changedBefore.get(id) !== record);
  return {
    version: Math.max(view.version, version),
    base,
    baseVersion: view.baseVersion,
    visible,
    inStock,
    stock,
    changed,
    delta: deltaChanged ? deltaOf(base, changed) : view.delta,
    ...(view.synonyms ? { synonyms: view.synonyms } : {}),
    ...(view.manufacturers ? { manufacturers: view.manufacturers } : {}),
  };
}
