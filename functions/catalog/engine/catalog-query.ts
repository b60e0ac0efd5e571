import { SHOP_PAGE_SIZE } from '../../contracts/catalog.js';
import { foldText, type ProductListQuery } from '../../contracts/catalog-query.js';
import type { IndexHits } from './search-match.js';
import { correctedQuery, partialSearch, relevancePage, searchView, type ViewSearch } from './search-query.js';
import type { StoredCard } from '../product-card.js';
import { andInto, andNotInto, countBits, fullBitset, hasBit, newBitset, orInto, clearBit, setBit, forEachBit, type Bitset } from './bitset.js';
import { cardAt, sortComparators, sortKeyAt, type CatalogIndex, type FlagField, type IndexSort, type SortKey, type ValueField } from './catalog-index.js';
import { keptPriceOf, matchingVariants, productsOfVariants } from './variant-index.js';
import type { CatalogView } from './catalog-view.js';
import { fitmentSetOf, vehicleById } from './fitment-index.js';
import type { Vehicle } from '../../contracts/vehicles.js';

/**
 * The shop query engine: pure code over a catalogue view (catalog-view.ts), no I/O.
 *
 * A query ANDs a few bit sets of the snapshot's index (a list filter ORs its values first),
 * clears the bits a price or year bound rules out, masks what the view hides, and does the same
 * on the small index of changed products; the two counts add up to the exact total. A page walks
 * the snapshot's precomputed order and slots the changed products in at their places, until the
 * page is full. Nothing is sorted at query time and no product record is decoded until the few
 * on the page are picked. Search text is one more set: the products its words find (stems,
 * typos, synonyms: search-query.ts), each with a score; the relevance order walks that set
 * keeping only the best page. test/bench/RESULTS.md has the numbers.
 */

/** A set of products of a view: slots of the snapshot and slots of the delta (null: all of them). */
export interface ViewSet {
  readonly base: Bitset | null;
  readonly delta: Bitset | null;
  /**
   * With a size/colour/finish filter: the variant slots it kept, in each index. A product's price
   * under the filter is the lowest of its kept variants' (variant-index.ts keptPriceOf): what the
   * price sort compares.
   */
  readonly variantsKept?: { readonly base: Bitset; readonly delta: Bitset | null };
}

/** A product an answer shows: its card and whether it is in stock now. */
export interface CatalogHit {
  readonly card: StoredCard;
  readonly inStock: boolean;
}

export interface CatalogPage {
  items: CatalogHit[];
  total: number;
  page: number;
  pageSize: typeof SHOP_PAGE_SIZE;
  /** With search text and no result: a corrected text that finds something ("Czy chodziło Ci o …?"). */
  suggestion?: { query: string };
  /** No product has every word of the search text: the items are what the other words find, and these were left out. */
  partial?: { omitted: string[] };
}

/** The slots of one index a query's filters keep (null when it has no filter: all of them), and the variant slots its variant filter keeps (null without one). */
function matchingIn(
  index: CatalogIndex,
  q: ProductListQuery,
  inStock: Bitset,
  found: IndexHits | undefined,
  vehicle: Vehicle | undefined,
): { set: Bitset | null; kept: Bitset | null } {
  let result: Bitset | null = null;
  const narrow = (set: Bitset | undefined) => {
    if (!set) result = newBitset(index.size); // a value no product has: nothing matches
    else if (!result) result = set.slice();
    else andInto(result, set);
  };
  const anyOf = (field: ValueField, wanted: readonly string[]) => {
    const union = newBitset(index.size);
    for (const value of wanted) {
      const set = index.values[field].get(foldText(value));
      if (set) orInto(union, set);
    }
    narrow(union);
  };
  const exact = (field: ValueField, value: string | undefined, fold = true) => {
    if (value) narrow(index.values[field].get(fold ? foldText(value) : value));
  };

  if (found) narrow(found.set);
  exact('categoryKey', q.category, false);
  exact('subcategory', q.subcategory, false);
  if (q.brand?.length) anyOf('brand', q.brand);
  if (q.engineType?.length) anyOf('engineType', q.engineType);
  exact('productType', q.productType);
  exact('material', q.material);
  exact('creationMethod', q.creationMethod);
  exact('tireType', q.tireType);
  exact('compatibleModels', q.compatibleModel);
  exact('engineCapacity', q.engineCapacity);
  // A vehicle the catalogue does not know fits nothing (the handler answers 400 before this).
  if (q.vehicle) narrow(vehicle && fitmentSetOf(index.fitment, index.size, vehicle));
  if (q.inStock) narrow(inStock);
  if (q.onSale) narrow(index.flags.isOnSale);
  if (q.isNew) narrow(index.flags.isNew);
  if (q.isLimitedEdition) narrow(index.flags.isLimitedEdition);
  if (q.featured) narrow(index.flags.isFeatured);
  // Sizes, colours, finishes: the products with a matching variant in stock (its own stock, and
  // the product's: a product the stock overlay emptied has none left).
  const kept = matchingVariants(index.variants, { size: q.size, color: q.color, finish: q.finish });
  if (kept) {
    narrow(productsOfVariants(index.variants, kept, index.size));
    narrow(inStock);
  }

  // Bounds: one pass over the flat columns. Year ranges overlap: the product fits from its
  // yearFrom to its yearTo, and a product without years fits no range.
  if (q.minPrice !== undefined || q.maxPrice !== undefined || q.yearFrom !== undefined || q.yearTo !== undefined) {
    const minPrice = q.minPrice ?? -Infinity;
    const maxPrice = q.maxPrice ?? Infinity;
    const yearFrom = q.yearFrom ?? -Infinity; // compared with the product's yearTo
    const yearTo = q.yearTo ?? Infinity; // compared with the product's yearFrom
    const set: Bitset = result ?? fullBitset(index.size);
    forEachBit(set, (i) => {
      const price = kept ? keptPriceOf(index.variants, kept, i, index.price[i]!) : index.price[i]!;
      if (price < minPrice || price > maxPrice || index.yearTo[i]! < yearFrom || index.yearFrom[i]! > yearTo) clearBit(set, i);
    });
    result = set;
  }
  return { set: result, kept };
}

/** `set` restricted to what the view shows (null stays "all" when the view shows everything). */
function shownOf(view: CatalogView, set: Bitset | null): Bitset | null {
  if (!view.visible) return set;
  if (!set) return view.visible;
  andInto(set, view.visible);
  return set;
}

/** A vehicle by id, from the published vehicles (the delta index of changed products has none of its own). */
export function vehicleOf(view: CatalogView, id: string): Vehicle | undefined {
  return vehicleById(view.base.vehicles, id);
}

/** The products a query keeps; `search` is what its text found (searchView), null without text. */
export function matching(view: CatalogView, q: ProductListQuery, search: ViewSearch | null = q.search ? searchView(view, q.search) : null): ViewSet {
  const vehicle = q.vehicle ? vehicleOf(view, q.vehicle) : undefined;
  const base = matchingIn(view.base, q, view.inStock, search?.base, vehicle);
  const delta = view.delta ? matchingIn(view.delta.index, q, view.delta.index.flags.inStock, search?.delta ?? undefined, vehicle) : null;
  const variantsKept = base.kept ? { base: base.kept, delta: delta?.kept ?? null } : undefined;
  return { base: shownOf(view, base.set), delta: delta?.set ?? null, ...(variantsKept ? { variantsKept } : {}) };
}

export function countOf(view: CatalogView, set: ViewSet): number {
  const inBase = set.base ? countBits(set.base) : view.base.size;
  const inDelta = !view.delta ? 0 : set.delta ? countBits(set.delta) : view.delta.index.size;
  return inBase + inDelta;
}

/** The `count` products of `set` from position `start` of the order `sort`. */
export function pageOf(view: CatalogView, set: ViewSet, sort: IndexSort, start: number, count: number): CatalogHit[] {
  if (set.variantsKept && (sort === 'price-asc' || sort === 'price-desc')) return repricedPage(view, set, set.variantsKept, sort, start, count);
  const { base, delta } = view;
  const order = base.order[sort];
  const end = start + count;
  const hits: CatalogHit[] = [];
  const baseHit = (slot: number): CatalogHit => ({ card: cardAt(base, slot), inStock: hasBit(view.inStock, slot) });

  if (!delta && !set.base) {
    // Every product, nothing changed: the page is a slice of the order.
    for (let k = start; k < end && k < order.length; k++) hits.push(baseHit(order[k]!));
    return hits;
  }

  const deltaOrder = delta?.index.order[sort];
  const deltaRank = delta?.rank[sort];
  let k = 0;
  let d = 0;
  for (let seen = 0; seen < end; ) {
    // The next delta product goes before base position deltaRank[…]; ties cannot happen (ids differ).
    const nextDelta = deltaOrder && d < deltaOrder.length ? deltaOrder[d]! : -1;
    if (nextDelta >= 0 && (k >= order.length || deltaRank![nextDelta]! <= k)) {
      d++;
      if (set.delta && !hasBit(set.delta, nextDelta)) continue;
      if (seen++ >= start) hits.push({ card: cardAt(delta!.index, nextDelta), inStock: hasBit(delta!.index.flags.inStock, nextDelta) });
      continue;
    }
    if (k >= order.length) break;
    const slot = order[k++]!;
    if (set.base && !hasBit(set.base, slot)) continue;
    if (seen++ >= start) hits.push(baseHit(slot));
  }
  return hits;
}

/**
 * A page by price under a size/colour/finish filter (boots whose 3XL costs more, asked for in
 * 3XL): a product's price is then the lowest of its kept variants', which the snapshot's price
 * order does not know. The snapshot's variants are walked in price order instead (priceOrder):
 * from the cheap end, the first kept variant met of a product is its price; from the dear end it
 * is an upper bound, so the product's price is read (keptPriceOf). Either way a product not met
 * yet cannot beat the page's worst once the walk is past that price, so the walk stops there; the
 * page keeps the best `start + count` (a bounded insertion; ties by the sort's own tie-break).
 * When few products match (a category or a brand asked for too), the walk would pass mostly
 * other products' variants: those few are priced one by one instead.
 * The delta index (the few products changed since the snapshot) is ranked whole.
 */
/** Below one matching product per this many variants, repricedPage prices the matches one by one. */
const FEW_MATCHES_PER_VARIANT = 16;

function repricedPage(view: CatalogView, set: ViewSet, kept: NonNullable<ViewSet['variantsKept']>, sort: IndexSort, start: number, count: number): CatalogHit[] {
  const compare = sortComparators[sort];
  const end = start + count;
  const best: { key: SortKey; hit: () => CatalogHit }[] = [];
  const ascending = sort === 'price-asc';
  const beyondPage = (price: number) => {
    if (best.length < end) return false;
    const worst = best[best.length - 1]!.key.price;
    return ascending ? price > worst : price < worst;
  };
  const consider = (index: CatalogIndex, slot: number, price: number, hit: () => CatalogHit) => {
    // Price comes first in both orders: most products are ruled out by it alone, with no key built.
    if (beyondPage(price)) return;
    const key = sortKeyAt(index, slot, false);
    key.price = price;
    if (best.length >= end && compare(key, best[best.length - 1]!.key) >= 0) return;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(best[mid]!.key, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, { key, hit });
    if (best.length > end) best.pop();
  };

  const { base, delta } = view;
  const { variants } = base;
  const baseSet = set.base ?? fullBitset(base.size);
  const order = variants.priceOrder;
  const rankBase = (slot: number, price: number) => consider(base, slot, price, () => ({ card: cardAt(base, slot), inStock: hasBit(view.inStock, slot) }));
  if (countBits(baseSet) * FEW_MATCHES_PER_VARIANT < order.length) {
    forEachBit(baseSet, (slot) => rankBase(slot, keptPriceOf(variants, kept.base, slot, base.price[slot]!)));
  } else {
    const met = newBitset(base.size);
    for (let k = 0; k < order.length; k++) {
      const v = order[ascending ? k : order.length - 1 - k]!;
      if (!hasBit(kept.base, v)) continue;
      const variantPrice = variants.price[v]!;
      if (beyondPage(variantPrice)) break;
      const slot = variants.productOf[v]!;
      if (hasBit(met, slot) || !hasBit(baseSet, slot)) continue;
      setBit(met, slot);
      rankBase(slot, ascending ? variantPrice : keptPriceOf(variants, kept.base, slot, base.price[slot]!));
    }
  }
  if (delta) {
    const index = delta.index;
    const deltaSet = set.delta ?? fullBitset(index.size);
    for (let slot = 0; slot < index.size; slot++) {
      if (!hasBit(deltaSet, slot)) continue;
      const price = kept.delta ? keptPriceOf(index.variants, kept.delta, slot, index.price[slot]!) : index.price[slot]!;
      consider(index, slot, price, () => ({ card: cardAt(index, slot), inStock: hasBit(index.flags.inStock, slot) }));
    }
  }
  return best.slice(start).map((entry) => entry.hit());
}

/**
 * One page of the shop. With search text the default order is relevance (search-query.ts). When
 * no product has every word of the text (with the filters), the answer does not dead-end: it is
 * the best partial answer, the fewest words left out (partialSearch), and says which; and it
 * carries the corrected query when fixing the typos of every word would find something (one
 * word left out or not, a query that keeps every word is the better guess to offer).
 */
export function queryCatalog(view: CatalogView, q: ProductListQuery): CatalogPage {
  const search = q.search ? searchView(view, q.search) : null;
  const whole = pageFor(view, q, search);
  if (whole.total > 0 || !q.search) return whole;
  const partial = partialSearch(view, q.search, matching(view, q, null));
  const page = partial ? { ...pageFor(view, q, partial.search), partial: { omitted: partial.omitted } } : whole;
  const corrected = correctedQuery(view, q.search, (text) => countOf(view, matching(view, { ...q, search: text })), !!partial);
  if (corrected) page.suggestion = { query: corrected };
  return page;
}

/** The page of what `search` (null: no text) finds with the query's filters, in the query's order. */
function pageFor(view: CatalogView, q: ProductListQuery, search: ViewSearch | null): CatalogPage {
  const set = matching(view, q, search);
  const total = countOf(view, set);
  const start = (q.page - 1) * SHOP_PAGE_SIZE;
  let items: CatalogHit[] = [];
  if (start < total) {
    items = search && q.sortBy === 'relevance' ? relevancePage(view, set, search, start, SHOP_PAGE_SIZE) : pageOf(view, set, q.sortBy === 'relevance' ? 'newest' : q.sortBy, start, SHOP_PAGE_SIZE);
  }
  return { items, total, page: q.page, pageSize: SHOP_PAGE_SIZE };
}

// ---------- sets for the curated lists and the vocabulary ----------

/** The products with a flag, as the view sees them now (in stock from the stock overlay). */
export function flagSet(view: CatalogView, field: FlagField): ViewSet {
  const base = (field === 'inStock' ? view.inStock : view.base.flags[field]).slice();
  return { base: shownOf(view, base), delta: view.delta ? view.delta.index.flags[field] : null };
}

/** The products with a value of an exact-match filter (a canonical key: category, subcategory). */
export function valueSet(view: CatalogView, field: ValueField, key: string): ViewSet {
  const inIndex = (index: CatalogIndex) => index.values[field].get(key)?.slice() ?? newBitset(index.size);
  return { base: shownOf(view, inIndex(view.base)), delta: view.delta ? inIndex(view.delta.index) : null };
}

/** A copy of `set` with every part spelt out, for the set operations below to change. */
const materialise = (view: CatalogView, set: ViewSet): { base: Bitset; delta: Bitset | null } => ({
  base: set.base?.slice() ?? fullBitset(view.base.size),
  delta: view.delta ? (set.delta?.slice() ?? fullBitset(view.delta.index.size)) : null,
});

/** A new set from a and b, combined part by part with `op` (a and b stay as they are). */
function combine(view: CatalogView, a: ViewSet, b: ViewSet, op: (target: Bitset, other: Bitset) => void): ViewSet {
  const x = materialise(view, a);
  const y = materialise(view, b);
  op(x.base, y.base);
  if (x.delta && y.delta) op(x.delta, y.delta);
  return x;
}

/** a ∩ b */
export const intersect = (view: CatalogView, a: ViewSet, b: ViewSet): ViewSet => combine(view, a, b, andInto);

/** a minus b */
export const subtract = (view: CatalogView, a: ViewSet, b: ViewSet): ViewSet => combine(view, a, b, andNotInto);

/** a without one product (a new set). */
export function without(view: CatalogView, a: ViewSet, productId: number): ViewSet {
  const x = materialise(view, a);
  const slot = productId < view.base.slotById.length ? view.base.slotById[productId]! : -1;
  if (slot >= 0) clearBit(x.base, slot);
  const deltaSlot = view.delta && productId < view.delta.index.slotById.length ? view.delta.index.slotById[productId]! : -1;
  if (x.delta && deltaSlot >= 0) clearBit(x.delta, deltaSlot);
  return x;
}
