import { categoryTree, type CategoryKey, type SubcategoryKey } from '../../contracts/catalog.js';
import { andInto, countBits, hasBit, type Bitset } from './bitset.js';
import { cardAt, type CatalogIndex } from './catalog-index.js';
import type { CatalogHit, ViewSet } from './catalog-query.js';
import type { CatalogView } from './catalog-view.js';
import { correctableWords, noSynonyms, scoreIndex, searchTerms, termCoverage, TYPO_FREE, wordsForTerm, type IndexHits, type SynonymGroups } from './search-match.js';
import { isTypoEligible, maskDistance, partsOf, withinEdits, type Term } from './search-words.js';

/**
 * Search over a whole catalogue view (the snapshot's index and the delta of changed products):
 * which products a text finds and their relevance order, the corrected query offered when it
 * finds nothing, and the suggestions shown while typing. Pure.
 */

/** More terms than this are not searched for (the query is at most 100 characters anyway). */
const MAX_TERMS = 12;

export interface ViewSearch {
  readonly base: IndexHits;
  readonly delta: IndexHits | null;
}

const synonymsOf = (view: CatalogView): SynonymGroups => view.synonyms ?? noSynonyms;

function indexesOf(view: CatalogView): CatalogIndex[] {
  return view.delta ? [view.base, view.delta.index] : [view.base];
}

/** A term to score: whether it is the last (a prefix), and which term of the text it is or is a part of. */
interface PlannedTerm {
  term: Term;
  isLast: boolean;
  /** The position of the text's term it comes from: a compound found nowhere becomes its parts, all of one source. */
  source: number;
}

/** The terms to score, each with whether it is the last (a prefix); a compound found nowhere becomes its parts. */
function plannedTerms(view: CatalogView, text: string): PlannedTerm[] {
  const terms = searchTerms(text).slice(0, MAX_TERMS);
  const synonyms = synonymsOf(view);
  const planned: PlannedTerm[] = [];
  terms.forEach((term, i) => {
    const isLast = i === terms.length - 1;
    const foundSomewhere = () => indexesOf(view).some((index) => wordsForTerm(index.search, term, isLast, synonyms).size > 0);
    const parts = partsOf(term);
    if (parts.length > 1 && !foundSomewhere()) parts.forEach((part, j) => planned.push({ term: part, isLast: isLast && j === parts.length - 1, source: i }));
    else planned.push({ term, isLast, source: i });
  });
  return planned.slice(0, MAX_TERMS);
}

/** What `text` finds in the view; null when the text has no term (no search at all). */
export function searchView(view: CatalogView, text: string): ViewSearch | null {
  const planned = plannedTerms(view, text);
  if (!planned.length) return null;
  return searchPlanned(view, planned);
}

function searchPlanned(view: CatalogView, planned: readonly PlannedTerm[]): ViewSearch {
  const synonyms = synonymsOf(view);
  const hitsIn = (index: CatalogIndex) => scoreIndex(index, planned.map(({ term, isLast }) => wordsForTerm(index.search, term, isLast, synonyms)));
  return { base: hitsIn(view.base), delta: view.delta ? hitsIn(view.delta.index) : null };
}

// ---------- no product has every word: the best partial answer ----------

export interface PartialSearch {
  /** What the words kept find: searched exactly as a query of only those words would be. */
  readonly search: ViewSearch;
  /** The words left out, as the customer wrote them (lower case), in the query's order. */
  readonly omitted: string[];
}

/**
 * When no product of `kept` (the query's filters, without its text) has every word of `text`:
 * the answer that drops the fewest words and still finds something. Among the ways to drop that
 * many, the one whose best product scores highest wins (its words sit in a name rather than a
 * description); on a tie, the one that keeps the earlier words (riders type what the part is
 * first: "filtr oleju m8"). One answer, not a mix, so the shop can say which words it left out.
 * Null for a single word (leaving it out would be no search) or when no word finds anything.
 *
 * One pass over the postings of every term (termCoverage) gives each product the set of words
 * it has and its score over them; only zero-result queries pay for it.
 */
export function partialSearch(view: CatalogView, text: string, kept: ViewSet): PartialSearch | null {
  const planned = plannedTerms(view, text);
  // Words, not parts: a compound split into its parts (a catalogue number) is kept or left out whole.
  const sources = [...new Set(planned.map((p) => p.source))];
  if (sources.length < 2) return null;
  const partsOfSource = sources.map((source) => planned.reduce((bits, p, t) => (p.source === source ? bits | (1 << t) : bits), 0));
  const all = (1 << sources.length) - 1;
  /** A product's words (bit per source) from its terms (bit per planned term). */
  const wordsOf = (termMask: number) => partsOfSource.reduce((bits, parts, w) => ((termMask & parts) === parts ? bits | (1 << w) : bits), 0);
  const synonyms = synonymsOf(view);
  let best: { count: number; score: number; mask: number } | undefined;
  const consider = (index: CatalogIndex, set: Bitset | null) => {
    const { masks, scores } = termCoverage(index, planned.map(({ term, isLast }) => wordsForTerm(index.search, term, isLast, synonyms)));
    for (let slot = 0; slot < index.size; slot++) {
      if (masks[slot] === 0 || (set && !hasBit(set, slot))) continue;
      const mask = wordsOf(masks[slot]!);
      if (mask === 0) continue;
      const count = maskDistance(mask, 0); // the number of words it has
      const score = scores[slot]!;
      if (!best || count > best.count || (count === best.count && (score > best.score || (score === best.score && keepsEarlierWords(mask, best.mask, all))))) best = { count, score, mask };
    }
  };
  consider(view.base, kept.base);
  if (view.delta) consider(view.delta.index, kept.delta);
  if (!best || best.mask === all) return null;
  const keptSources = new Set(sources.filter((_, w) => best!.mask & (1 << w)));
  return {
    search: searchPlanned(view, planned.filter((p) => keptSources.has(p.source))),
    omitted: searchTerms(text)
      .slice(0, MAX_TERMS)
      .filter((_, i) => sources.includes(i) && !keptSources.has(i))
      .map((term) => term.spelt),
  };
}

/** Whether mask a leaves out a later word than b does (the first word each leaves out, compared). */
function keepsEarlierWords(a: number, b: number, all: number): boolean {
  const firstOmitted = (mask: number) => {
    const omitted = ~mask & all;
    return omitted & -omitted;
  };
  return firstOmitted(a) > firstOmitted(b);
}

// ---------- the relevance order ----------

/** A product of the view: a base slot (≥ 0) or a delta slot d as -(d + 1). */
type Ref = number;

/**
 * The `count` products of `set` from position `start` in relevance order: score, then the
 * bestseller order's keys (units sold, newest, id), so equally relevant products show the
 * popular first. Only the first start + count are kept while walking the set (a bounded heap):
 * nothing is sorted beyond the page.
 */
export function relevancePage(view: CatalogView, set: ViewSet, hits: ViewSearch, start: number, count: number): CatalogHit[] {
  const keep = start + count;
  const delta = view.delta?.index;
  const indexOf = (ref: Ref) => (ref >= 0 ? view.base : delta!);
  const slotOf = (ref: Ref) => (ref >= 0 ? ref : -ref - 1);
  const scoreOf = (ref: Ref) => (ref >= 0 ? hits.base.scores[ref]! : hits.delta!.scores[-ref - 1]!);
  /** > 0 when a ranks before b. */
  const before = (a: Ref, b: Ref) => {
    const d = scoreOf(a) - scoreOf(b);
    if (d !== 0) return d;
    const ia = indexOf(a);
    const ib = indexOf(b);
    const sa = slotOf(a);
    const sb = slotOf(b);
    return ia.unitsSold[sa]! - ib.unitsSold[sb]! || ia.createdAt[sa]! - ib.createdAt[sb]! || ia.ids[sa]! - ib.ids[sb]!;
  };

  // A heap whose root is the worst of the best `keep` seen so far.
  const heap: Ref[] = [];
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (before(heap[parent]!, heap[i]!) <= 0) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && before(heap[l]!, heap[worst]!) < 0) worst = l;
      if (r < heap.length && before(heap[r]!, heap[worst]!) < 0) worst = r;
      if (worst === i) return;
      [heap[worst], heap[i]] = [heap[i]!, heap[worst]!];
      i = worst;
    }
  };
  const offer = (ref: Ref) => {
    if (heap.length < keep) {
      heap.push(ref);
      siftUp(heap.length - 1);
    } else if (before(ref, heap[0]!) > 0) {
      heap[0] = ref;
      siftDown(0);
    }
  };
  const walk = (bits: Bitset | null, size: number, toRef: (slot: number) => Ref) => {
    for (let w = 0; w < (size + 31) >>> 5; w++) {
      let word = bits ? bits[w]! : 0xffffffff;
      while (word !== 0) {
        const low = word & -word;
        const slot = (w << 5) + 31 - Math.clz32(low);
        word ^= low;
        if (slot < size) offer(toRef(slot));
      }
    }
  };
  walk(set.base, view.base.size, (slot) => slot);
  if (delta) walk(set.delta, delta.size, (slot) => -slot - 1);

  const ranked = heap.sort((a, b) => before(b, a)).slice(start);
  return ranked.map((ref) => {
    const index = indexOf(ref);
    const slot = slotOf(ref);
    return { card: cardAt(index, slot), inStock: ref >= 0 ? hasBit(view.inStock, slot) : hasBit(index.flags.inStock, slot) };
  });
}

// ---------- "Czy chodziło Ci o …?" ----------

/**
 * A query close to `text` that finds something with the same filters, or undefined. `finds`
 * tells how many products a text finds with the caller's filters. Tried in order, the first
 * that finds anything wins:
 * 1. every term no word of the catalogue answers as written (only through a typo, or not at all)
 *    replaced by the closest word (up to two edits), the way the catalogue spells it;
 * 2. unless `wholeOnly`, that less one term (the terms each find products, but no product has
 *    them all), keeping the variant that finds the most. The listing asks for the whole query
 *    only when it already shows a partial answer (partialSearch): that answer is what step 2
 *    would have pointed to, shown at once.
 */
export function correctedQuery(view: CatalogView, text: string, finds: (text: string) => number, wholeOnly = false): string | undefined {
  const terms = searchTerms(text).slice(0, MAX_TERMS);
  if (!terms.length) return undefined;
  const synonyms = synonymsOf(view);
  const spelt = terms.map((term, i) => {
    const isLast = i === terms.length - 1;
    // Kept when a word answers it as written (exactly, by stem, by synonym, as a prefix); a typo is corrected.
    let best = 0;
    for (const index of indexesOf(view)) for (const q of wordsForTerm(index.search, term, isLast, synonyms).values()) best = Math.max(best, q);
    if (best >= TYPO_FREE) return term.spelt;
    return closestWord(view, term) ?? term.spelt;
  });
  const candidates: string[] = [];
  const whole = spelt.join(' ');
  if (whole !== terms.map((t) => t.spelt).join(' ')) candidates.push(whole);
  if (spelt.length > 1 && !wholeOnly) spelt.forEach((_, i) => candidates.push(spelt.filter((__, j) => j !== i).join(' ')));
  let best: { text: string; found: number } | undefined;
  for (const candidate of candidates) {
    const found = finds(candidate);
    if (!found) continue;
    if (candidate === whole) return candidate;
    if (!best || found > best.found) best = { text: candidate, found };
  }
  return best?.text;
}

/** The catalogue's word nearest to a term (≤ 2 edits; then the one in the weightiest field, a name's before a description's; then the one more products have), as the catalogue spells it. */
function closestWord(view: CatalogView, term: Term): string | undefined {
  if (!isTypoEligible(term.folded) || term.folded.length < 3) return undefined;
  let best: { spelling: string; edits: number; products: number; weight: number } | undefined;
  for (const index of indexesOf(view)) {
    for (const { word, spelling, products, weight } of correctableWords(index.search)) {
      if (Math.abs(word.length - term.folded.length) > 2) continue;
      const edits = withinEdits(term.folded, word, 1) ? 1 : withinEdits(term.folded, word, 2) ? 2 : 3;
      if (edits > 2) continue;
      const better = !best || edits < best.edits || (edits === best.edits && (weight > best.weight || (weight === best.weight && products > best.products)));
      if (better) best = { spelling, edits, products, weight };
    }
  }
  return best?.spelling;
}

// ---------- suggestions while typing ----------

export interface CategoryMatch {
  category: CategoryKey;
  subcategory?: SubcategoryKey;
  count: number;
}

/**
 * The categories and subcategories of the products a search found, most products first: what
 * the suggestions offer beside the products ("Klocki hamulcowe (3)").
 */
export function categoriesOf(view: CatalogView, set: ViewSet, limit: number): CategoryMatch[] {
  const countIn = (field: 'categoryKey' | 'subcategory', key: string) => {
    let count = 0;
    const inIndex = (index: CatalogIndex, found: Bitset | null) => {
      const values = index.values[field].get(key);
      if (!values) return 0;
      const both = (found ?? values).slice();
      andInto(both, values);
      return countBits(both);
    };
    count += inIndex(view.base, set.base);
    if (view.delta) count += inIndex(view.delta.index, set.delta);
    return count;
  };
  const matches: CategoryMatch[] = [];
  for (const [category, subcategories] of Object.entries(categoryTree) as [CategoryKey, readonly SubcategoryKey[]][]) {
    if (!countIn('categoryKey', category)) continue;
    for (const subcategory of subcategories) {
      const count = countIn('subcategory', subcategory);
      if (count) matches.push({ category, subcategory, count });
    }
  }
  return matches.sort((a, b) => b.count - a.count).slice(0, limit);
}
