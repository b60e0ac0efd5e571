import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { foldText, sortOptions } from '../../contracts/catalog-query.js';
import { canonicalEngineType, type VehicleModel } from '../../contracts/vehicles.js';
import { cardRecordFields, storedCardOf, type StoredCard } from '../product-card.js';
import type { ProductRecord } from '../product-entity.js';
import { withTimedSale } from '../timed-sale.js';
import type { CatalogueSale } from '../../promotions/sale-price.js';
import { newBitset, setBit, type Bitset } from './bitset.js';
import { buildSearchIndex, type SearchIndex } from './search-index.js';
import { buildFitmentIndex, type FitmentIndex } from './fitment-index.js';
import { buildVariantIndex, lowestPriceOf, type VariantIndex } from './variant-index.js';

/**
 * The catalogue index: everything the shop's catalogue endpoints answer from, in a column layout
 * built once from the products and published as a snapshot (snapshot-format.ts).
 *
 * THE one place where products become index structures. Every product has a slot, its position
 * in the newest-first catalogue at build time, and the index keeps:
 * - for every value of every exact-match filter (category, brand, engine type, compatible model,
 *   …, folded once here) and for every flag, the bit set of the slots that have it;
 * - the words of every product's texts with the slots and fields each occurs in, and their stems
 *   (search-index.ts);
 * - price (a product with options: its lowest variant price), years and the other sort keys as
 *   flat typed arrays;
 * - the variants of the products with options: their option values, stock and prices
 *   (variant-index.ts), for the size and colour filters;
 * - for every sort the engine offers, the slots in that order, sorted once here;
 * - timed sales (issue 32, catalog/timed-sale.ts): a product on a sale running when the index is
 *   built is priced, sorted, filtered (`onSale`, price bounds) and carded at its sale price; the
 *   index keeps the sales it was built with (`sales`), and the record itself, unchanged, beside;
 * - each product's card as a JSON text, decoded only for the cards an answer shows, and the rest
 *   of its record (long texts, specifications, gallery, price history) as JSON compressed in small
 *   blocks, inflated when a product page first needs one: most of a catalogue's bytes, not needed
 *   to start answering.
 * Only typed arrays, strings, plain objects and Maps: the snapshot format stores any such tree
 * without knowing its shape, so a structure added here (a stemmed vocabulary, fitment sets…)
 * is published and loaded with no change anywhere else.
 */
export const valueFields = [
  'categoryKey',
  'subcategory',
  'brand',
  'engineType',
  'productType',
  'material',
  'creationMethod',
  'tireType',
  'compatibleModels',
  'engineCapacity',
] as const;
export type ValueField = (typeof valueFields)[number];

export const flagFields = ['inStock', 'isOnSale', 'isNew', 'isLimitedEdition', 'isFeatured'] as const;
export type FlagField = (typeof flagFields)[number];

/** The shop's six sorts, and the bestseller rank of the home page's carousel. */
export const indexSorts = [...sortOptions, 'bestselling'] as const;
export type IndexSort = (typeof indexSorts)[number];

/** A product without years fits no year range: its missing bound compares false both ways. */
export const NO_YEAR_TO = -1;
export const NO_YEAR_FROM = 0x7fffffff;

export type { SearchIndex } from './search-index.js';

/**
 * Each slot's card (StoredCard) as UTF-8 JSON, back to back; and the rest of each record as JSON,
 * back to back within blocks of DETAIL_BLOCK slots, each block deflated on its own.
 */
export interface RecordTexts {
  readonly cards: Uint8Array;
  /** Where slot i's card ends; it starts where slot i - 1's ends. */
  readonly cardEnds: Uint32Array;
  readonly detailBlocks: Uint8Array;
  /** Where block b ends in `detailBlocks`. */
  readonly detailBlockEnds: Uint32Array;
  /** Where slot i's text ends within its block, inflated. */
  readonly detailEnds: Uint32Array;
}

/** Slots per detail block: inflating one (~20 kB of JSON) takes tens of microseconds. */
export const DETAIL_BLOCK = 16;
/**
 * A block is small, so a small window compresses it as well as zlib's default and spares a
 * quarter-megabyte allocation per call (measured: 0.2 ms per block instead of 2 ms).
 */
const BLOCK_ZLIB = { level: 6, windowBits: 13, memLevel: 6 } as const;

export interface CatalogIndex {
  readonly size: number;
  /** Slot → product id. */
  readonly ids: Uint32Array;
  /** Product id → slot, -1 where none (ids come from a counter, so the array stays dense). */
  readonly slotById: Int32Array;
  /** Per exact-match filter: folded value → slots; and the values as products spell them. */
  readonly values: Readonly<Record<ValueField, ReadonlyMap<string, Bitset>>>;
  readonly spellings: Readonly<Record<ValueField, ReadonlyMap<string, readonly string[]>>>;
  readonly flags: Readonly<Record<FlagField, Bitset>>;
  readonly price: Float64Array;
  readonly yearFrom: Int32Array;
  readonly yearTo: Int32Array;
  /** Sort keys beside price: creation time (ms), rating, review count, units sold. */
  readonly createdAt: Float64Array;
  readonly rating: Float64Array;
  readonly reviews: Int32Array;
  readonly unitsSold: Float64Array;
  readonly order: Readonly<Record<IndexSort, Uint32Array>>;
  readonly search: SearchIndex;
  readonly records: RecordTexts;
  /** The vehicles ("Mój motocykl"): the models the publisher read, and the products each fitment range names. */
  readonly vehicles: readonly VehicleModel[];
  readonly fitment: FitmentIndex;
  readonly variants: VariantIndex;
  /** The timed sales running when the index was built (its prices include them). */
  readonly sales: readonly CatalogueSale[];
}

/** A product's values of an exact-match filter, folded the way queries fold theirs. */
export function filterKeysOf(record: ProductRecord, field: ValueField): { key: string; spelling: string }[] {
  const value = record[field];
  const spellings = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  // Category keys and subcategories are canonical already (the query schema resolves them).
  const canonical = field === 'categoryKey' || field === 'subcategory';
  // One engine family is one filter value: 'TC' on a product is 'Twin Cam' (contracts/vehicles.ts).
  const spell = field === 'engineType' ? canonicalEngineType : (text: string) => text;
  return spellings.map((spelling) => ({ key: canonical ? spelling : foldText(spell(spelling)), spelling: spell(spelling) }));
}

export function flagOf(record: ProductRecord, field: FlagField): boolean {
  return field === 'inStock' ? record.stock > 0 : record[field];
}

/** What the sorts compare, read from a record at build time or from the columns afterwards. */
export interface SortKey {
  id: number;
  createdAt: number;
  name: string;
  price: number;
  rating: number;
  reviews: number;
  unitsSold: number;
}

export function sortKeyOf(record: ProductRecord): SortKey {
  return {
    id: record.id,
    createdAt: Date.parse(record.createdAt),
    name: record.name,
    price: lowestPriceOf(record),
    rating: record.rating,
    reviews: record.reviews,
    unitsSold: record.unitsSold ?? 0,
  };
}

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });
const newest = (a: SortKey, b: SortKey) => b.createdAt - a.createdAt || b.id - a.id;

/** Every order is total (the id breaks the last tie), so a product's place in it is unique. */
export const sortComparators: Readonly<Record<IndexSort, (a: SortKey, b: SortKey) => number>> = {
  newest,
  'name-asc': (a, b) => collator.compare(a.name, b.name) || a.id - b.id,
  'name-desc': (a, b) => collator.compare(b.name, a.name) || a.id - b.id,
  'price-asc': (a, b) => a.price - b.price || newest(a, b),
  'price-desc': (a, b) => b.price - a.price || newest(a, b),
  'rating-desc': (a, b) => b.rating - a.rating || b.reviews - a.reviews || newest(a, b),
  bestselling: (a, b) => b.unitsSold - a.unitsSold || newest(a, b),
};

/** The sorts that compare names: only they need a product's card to place it (see catalog-view). */
export const sortsByName: ReadonlySet<IndexSort> = new Set(['name-asc', 'name-desc']);

/** What a card's JSON holds; the record's other fields go to the details JSON. */
const cardKeys: ReadonlySet<string> = new Set(cardRecordFields);

/** The card fields a timed sale changes: the card keeps the record's own under `beforeSale`. */
function saleCardOf(record: ProductRecord, shown: ProductRecord): StoredCard {
  const card = storedCardOf(shown);
  if (shown === record) return card;
  return { ...card, beforeSale: { price: record.price, originalPrice: record.originalPrice, isOnSale: record.isOnSale, dealerPrice: record.dealerPrice } };
}

/** `shown`: each record as the shop shows it (on a timed sale or not), slot by slot. */
function recordTextsOf(records: readonly ProductRecord[], shown: readonly ProductRecord[]): RecordTexts {
  const cardTexts: Buffer[] = [];
  const cardEnds = new Uint32Array(records.length);
  const blocks: Buffer[] = [];
  const detailBlockEnds = new Uint32Array(Math.ceil(records.length / DETAIL_BLOCK));
  const detailEnds = new Uint32Array(records.length);
  let cardsAt = 0;
  let blocksAt = 0;
  for (let first = 0; first < records.length; first += DETAIL_BLOCK) {
    const texts: Buffer[] = [];
    let inBlock = 0;
    for (let slot = first; slot < Math.min(first + DETAIL_BLOCK, records.length); slot++) {
      const record = records[slot]!;
      const card = Buffer.from(JSON.stringify(saleCardOf(record, shown[slot]!)));
      cardTexts.push(card);
      cardEnds[slot] = cardsAt += card.byteLength;
      const details: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(record)) if (!cardKeys.has(key)) details[key] = value;
      const text = Buffer.from(JSON.stringify(details));
      texts.push(text);
      detailEnds[slot] = inBlock += text.byteLength;
    }
    const block = deflateRawSync(Buffer.concat(texts), BLOCK_ZLIB);
    blocks.push(block);
    detailBlockEnds[first / DETAIL_BLOCK] = blocksAt += block.byteLength;
  }
  return { cards: Buffer.concat(cardTexts), cardEnds, detailBlocks: Buffer.concat(blocks), detailBlockEnds, detailEnds };
}

/**
 * Builds the index of the products the shop shows (callers leave archived ones out), priced with
 * the timed sales running now (`sales`). Pure; about 0.3 s for 10,000 products, which is why
 * containers load it from a snapshot instead.
 */
export function buildCatalogIndex(shown: readonly ProductRecord[], vehicles: readonly VehicleModel[] = [], sales: readonly CatalogueSale[] = []): CatalogIndex {
  const onSale = shown.map((record) => withTimedSale(record, sales));
  const keys = onSale.map(sortKeyOf);
  const byNewest = shown.map((_, i) => i).sort((a, b) => newest(keys[a]!, keys[b]!));
  const records = byNewest.map((i) => shown[i]!);
  const priced = byNewest.map((i) => onSale[i]!);
  const sortKeys = byNewest.map((i) => keys[i]!);
  const size = records.length;

  const values = Object.fromEntries(valueFields.map((f) => [f, new Map<string, Bitset>()])) as Record<ValueField, Map<string, Bitset>>;
  const spellingSets = Object.fromEntries(valueFields.map((f) => [f, new Map<string, Set<string>>()])) as Record<ValueField, Map<string, Set<string>>>;
  const flags = Object.fromEntries(flagFields.map((f) => [f, newBitset(size)])) as Record<FlagField, Bitset>;
  const ids = new Uint32Array(size);
  const price = new Float64Array(size);
  const yearFrom = new Int32Array(size);
  const yearTo = new Int32Array(size);
  const createdAt = new Float64Array(size);
  const rating = new Float64Array(size);
  const reviews = new Int32Array(size);
  const unitsSold = new Float64Array(size);
  let maxId = 0;

  records.forEach((record, slot) => {
    for (const field of valueFields) {
      for (const { key, spelling } of filterKeysOf(record, field)) {
        let set = values[field].get(key);
        if (!set) values[field].set(key, (set = newBitset(size)));
        setBit(set, slot);
        let spellings = spellingSets[field].get(key);
        if (!spellings) spellingSets[field].set(key, (spellings = new Set()));
        spellings.add(spelling);
      }
    }
    for (const field of flagFields) if (flagOf(priced[slot]!, field)) setBit(flags[field], slot);
    const key = sortKeys[slot]!;
    ids[slot] = record.id;
    maxId = Math.max(maxId, record.id);
    price[slot] = key.price;
    yearFrom[slot] = record.yearFrom ?? NO_YEAR_FROM;
    yearTo[slot] = record.yearTo ?? NO_YEAR_TO;
    createdAt[slot] = key.createdAt;
    rating[slot] = key.rating;
    reviews[slot] = key.reviews;
    unitsSold[slot] = key.unitsSold;
  });

  const slotById = new Int32Array(maxId + 1).fill(-1);
  ids.forEach((id, slot) => (slotById[id] = slot));

  const slots = records.map((_, slot) => slot);
  const order = Object.fromEntries(
    indexSorts.map((sort) => [sort, Uint32Array.from(sort === 'newest' ? slots : [...slots].sort((a, b) => sortComparators[sort](sortKeys[a]!, sortKeys[b]!)))]),
  ) as Record<IndexSort, Uint32Array>;

  const spellings = Object.fromEntries(
    valueFields.map((f) => [f, new Map([...spellingSets[f]].map(([key, set]) => [key, [...set].sort(collator.compare)]))]),
  ) as Record<ValueField, Map<string, string[]>>;

  return {
    size,
    ids,
    slotById,
    values,
    spellings,
    flags,
    price,
    yearFrom,
    yearTo,
    createdAt,
    rating,
    reviews,
    unitsSold,
    order,
    search: buildSearchIndex(records),
    records: recordTextsOf(records, priced),
    vehicles,
    fitment: buildFitmentIndex(records),
    variants: buildVariantIndex(priced),
    sales,
  };
}

export const collatePolish = collator.compare;

/** A slot's sort key from the columns; the name (from its card) only when `withName`. */
export function sortKeyAt(index: CatalogIndex, slot: number, withName: boolean): SortKey {
  return {
    id: index.ids[slot]!,
    createdAt: index.createdAt[slot]!,
    name: withName ? cardAt(index, slot).name : '',
    price: index.price[slot]!,
    rating: index.rating[slot]!,
    reviews: index.reviews[slot]!,
    unitsSold: index.unitsSold[slot]!,
  };
}

const textOf = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('utf8');

export function cardAt(index: CatalogIndex, slot: number): StoredCard {
  const { cards, cardEnds } = index.records;
  return JSON.parse(textOf(cards, slot ? cardEnds[slot - 1]! : 0, cardEnds[slot]!)) as StoredCard;
}

/**
 * Detail blocks inflated so far, kept for the life of the index: a product page's block is
 * inflated once (tens of microseconds), and what is kept grows at most to the records' size.
 */
const inflated = new WeakMap<CatalogIndex, (Buffer | undefined)[]>();

function detailBlock(index: CatalogIndex, block: number): Buffer {
  let blocks = inflated.get(index);
  if (!blocks) inflated.set(index, (blocks = []));
  let text = blocks[block];
  if (!text) {
    const { detailBlocks, detailBlockEnds } = index.records;
    const start = block ? detailBlockEnds[block - 1]! : 0;
    text = blocks[block] = inflateRawSync(Buffer.from(detailBlocks.buffer, detailBlocks.byteOffset + start, detailBlockEnds[block]! - start), { windowBits: BLOCK_ZLIB.windowBits });
  }
  return text;
}

/** The whole record of a slot, as it was when the index was built. */
export function recordAt(index: CatalogIndex, slot: number): ProductRecord {
  const { lowestPrice30d: _derived, optionCounts: _counted, beforeSale, ...card } = cardAt(index, slot);
  const first = slot % DETAIL_BLOCK === 0;
  const text = detailBlock(index, Math.floor(slot / DETAIL_BLOCK));
  const rest = JSON.parse(text.toString('utf8', first ? 0 : index.records.detailEnds[slot - 1]!, index.records.detailEnds[slot]!)) as Omit<ProductRecord, keyof typeof card>;
  return { ...rest, ...card, ...beforeSale } as ProductRecord;
}
