import { newBitset, setBit, type Bitset } from './bitset.js';
import type { CatalogIndex } from './catalog-index.js';
import type { SearchIndex } from './search-index.js';
import { searchFields } from './search-index.js';
import { isTypoEligible, letterMask, maskDistance, stemKeysOf, stopWords, termsOf, typoBudget, withinEdits, type Term } from './search-words.js';

/**
 * The query side of search: which products a customer's text finds in one index, and how well.
 *
 * Each term of the text finds words of the index's vocabulary, each with a quality:
 *   exact word 1 · same stem (kask/kaski/kasku) 0.9 · a synonym the admin set (or its stem) 0.85 ·
 *   the last term as a prefix (the visitor is still typing) 0.8 · one typo 0.6 · two typos 0.45
 *   (typos by word length, never in terms with digits: search-words.ts).
 * A product matches when every term finds a word of it; its score adds up, per term, the best
 * quality × the weight of the field the word is in (the whole catalogue number outweighs
 * everything, so an exact number ranks first; then names, the English name, the category's
 * words, the brand, the descriptions). Pure; a few lazily built lookups are cached per index.
 */
const quality = { exact: 1, stem: 0.9, synonym: 0.85, prefix: 0.8, typo: 0.6, typo2: 0.45 } as const;
/** The lowest quality of a word found without a typo: a term found only below it was misspelt. */
export const TYPO_FREE = quality.prefix;

const fieldWeight: Readonly<Record<keyof typeof searchFields, number>> = {
  number: 10,
  name: 1,
  nameEn: 0.9,
  numberPart: 0.9,
  category: 0.6,
  brand: 0.6,
  description: 0.4,
  descriptionEn: 0.35,
};
/** The weight of a posting's field bits: the best of its fields. */
const weightOfBits = Float32Array.from({ length: 256 }, (_, bits) =>
  Math.max(0, ...Object.entries(searchFields).map(([field, bit]) => (bits & bit ? fieldWeight[field as keyof typeof searchFields] : 0))),
);

/** Synonym groups as the search reads them: each the words that mean the same to a customer. */
export type SynonymGroups = readonly (readonly Term[])[];
export const noSynonyms: SynonymGroups = [];

/** The admin's groups (words as typed) as the search reads them; a group of fewer than two words means nothing. */
export function synonymGroupsOf(groups: readonly (readonly string[])[]): SynonymGroups {
  return groups.map((words) => words.flatMap((word) => termsOf(word).slice(0, 1))).filter((terms) => terms.length > 1);
}

// ---------- lookups over one index's vocabulary, built once per index ----------

interface Lookups {
  words: string[];
  /** stem key → word ids */
  byStem: Map<string, number[]>;
  /** Per word, its stem keys. */
  stemsOf: string[][];
  /** Word ids of letters-only words (the ones typos may reach), and their letter sets (letterMask). */
  typoWords: number[];
  typoWordMasks: Int32Array;
  /** The distinct stems of those words, and their letter sets. */
  typoStems: string[];
  typoStemMasks: Int32Array;
  /** What each term found, per synonym set: typing repeats the earlier words of a query letter after letter. */
  found: WeakMap<SynonymGroups, Map<string, Map<number, number>>>;
}
const lookupsOf = new WeakMap<SearchIndex, Lookups>();

function lookups(search: SearchIndex): Lookups {
  let found = lookupsOf.get(search);
  if (found) return found;
  const words = search.vocabulary ? search.vocabulary.split('\n') : [];
  const stemsOf = search.stems ? search.stems.split('\n').map((line) => line.split(' ')) : [];
  const byStem = new Map<string, number[]>();
  const typoWords: number[] = [];
  words.forEach((word, w) => {
    // Tokens with digits (catalogue numbers: most of a large vocabulary) are their own stem: the exact lookup finds them.
    if (!isTypoEligible(word)) return;
    for (const key of stemsOf[w]!) {
      let list = byStem.get(key);
      if (!list) byStem.set(key, (list = []));
      list.push(w);
    }
    if (word.length >= 3) typoWords.push(w);
  });
  const typoStems = [...new Set(typoWords.flatMap((w) => stemsOf[w]!))].filter((key) => key.length >= 4);
  found = {
    words,
    byStem,
    stemsOf,
    typoWords,
    typoWordMasks: Int32Array.from(typoWords, (w) => letterMask(words[w]!)),
    typoStems,
    typoStemMasks: Int32Array.from(typoStems, letterMask),
    found: new WeakMap(),
  };
  lookupsOf.set(search, found);
  return found;
}

/**
 * The letters-only words of an index (what a corrected query may use), with their spellings, how
 * many products have them and the weight of the best field they occur in (a name's word is a
 * better correction than a description's).
 */
const correctableOf = new WeakMap<SearchIndex, { word: string; spelling: string; products: number; weight: number }[]>();
export function correctableWords(search: SearchIndex): { word: string; spelling: string; products: number; weight: number }[] {
  let known = correctableOf.get(search);
  if (!known) correctableOf.set(search, (known = listCorrectable(search)));
  return known;
}

function listCorrectable(search: SearchIndex): { word: string; spelling: string; products: number; weight: number }[] {
  const { words, typoWords } = lookups(search);
  const spellings = search.spellings.split('\n');
  return typoWords.map((w) => {
    let weight = 0;
    for (let k = search.postingStarts[w]!; k < search.postingStarts[w + 1]!; k++) weight = Math.max(weight, weightOfBits[search.postingFields[k]!]!);
    return { word: words[w]!, spelling: spellings[w]!, products: search.postingStarts[w + 1]! - search.postingStarts[w]!, weight };
  });
}

/** The first word id whose word is ≥ `text` (the vocabulary is sorted). */
function lowerBound(words: readonly string[], text: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Stem keys of each synonym group's words, once per saved set of groups. */
const synonymKeysOf = new WeakMap<SynonymGroups, { words: readonly Term[]; keys: Set<string> }[]>();
function synonymKeys(groups: SynonymGroups) {
  let found = synonymKeysOf.get(groups);
  if (!found) {
    found = groups.map((words) => ({ words, keys: new Set(words.flatMap((w) => stemKeysOf(w.folded, w.spelt))) }));
    synonymKeysOf.set(groups, found);
  }
  return found;
}

/** Terms remembered per index and synonym set before the memory starts afresh. */
const REMEMBERED_TERMS = 2000;

/** The words of one index a term finds, with their quality (remembered: the same term finds the same words). */
export function wordsForTerm(search: SearchIndex, term: Term, isLast: boolean, synonyms: SynonymGroups): Map<number, number> {
  const all = lookups(search);
  let memory = all.found.get(synonyms);
  if (!memory) all.found.set(synonyms, (memory = new Map()));
  const key = `${isLast ? 1 : 0}${term.folded}\n${term.spelt}`;
  let words = memory.get(key);
  if (!words) {
    if (memory.size >= REMEMBERED_TERMS) memory.clear();
    memory.set(key, (words = findWords(all, term, isLast, synonyms)));
  }
  return words;
}

function findWords({ words, byStem, stemsOf, typoWords, typoWordMasks, typoStems, typoStemMasks }: Lookups, term: Term, isLast: boolean, synonyms: SynonymGroups): Map<number, number> {
  const found = new Map<number, number>();
  const offer = (w: number, q: number) => {
    if ((found.get(w) ?? 0) < q) found.set(w, q);
  };
  const { folded } = term;
  const exact = lowerBound(words, folded);
  if (words[exact] === folded) offer(exact, quality.exact);
  const keys = stemKeysOf(folded, term.spelt);
  for (const key of keys) for (const w of byStem.get(key) ?? []) offer(w, quality.stem);

  for (const group of synonymKeys(synonyms)) {
    if (!group.words.some((w) => w.folded === folded) && !keys.some((k) => group.keys.has(k))) continue;
    for (const other of group.words) {
      if (other.folded === folded) continue;
      const at = lowerBound(words, other.folded);
      if (words[at] === other.folded) offer(at, quality.synonym);
      for (const key of stemKeysOf(other.folded, other.spelt)) for (const w of byStem.get(key) ?? []) offer(w, quality.synonym);
    }
  }

  if (isLast && folded.length >= 2) {
    for (let w = exact; w < words.length && words[w]!.startsWith(folded); w++) offer(w, quality.prefix);
  }

  const budget = isTypoEligible(folded) ? typoBudget(folded.length) : 0;
  if (budget > 0) {
    const typoHits: [number, number][] = [];
    const mask = letterMask(folded);
    for (let i = 0; i < typoWords.length; i++) {
      const w = typoWords[i]!;
      const word = words[w]!;
      if (Math.abs(word.length - folded.length) > budget || maskDistance(mask, typoWordMasks[i]!) > 2 * budget || found.has(w)) continue;
      if (withinEdits(folded, word, budget)) typoHits.push([w, budget > 1 && !withinEdits(folded, word, 1) ? quality.typo2 : quality.typo]);
    }
    // A typo of one form reaches the word's other forms too (lańcuh → łańcuch → łańcucha).
    for (const [w, q] of typoHits) {
      offer(w, q);
      for (const key of stemsOf[w]!) for (const mate of byStem.get(key) ?? []) offer(mate, q);
    }
    // And a stem one letter longer or shorter than the term's: Polish drops a vowel inside some
    // words as they inflect (hamulec → hamulca, hamulcowe), which no suffix rule undoes. Only a
    // dropped or added letter, in stems of 5 letters or more: a changed letter would join kask
    // and pask(a), garn(ek) and górn(ej).
    for (const key of keys) {
      const keyMask = letterMask(key);
      for (let i = 0; i < typoStems.length; i++) {
        const stem = typoStems[i]!;
        if (Math.abs(stem.length - key.length) !== 1 || Math.max(stem.length, key.length) < 5 || maskDistance(keyMask, typoStemMasks[i]!) > 1) continue;
        if (withinEdits(key, stem, 1)) for (const w of byStem.get(stem)!) offer(w, quality.typo);
      }
    }
  }
  return found;
}

/** The terms a text searches for: stop words left out unless nothing else is left. */
export function searchTerms(text: string): Term[] {
  const terms = termsOf(text);
  const meaningful = terms.filter((t) => !stopWords.has(t.folded));
  return meaningful.length ? meaningful : terms;
}

/** What a text finds in one index: the products every term matched, and their scores. */
export interface IndexHits {
  readonly set: Bitset;
  readonly scores: Float32Array;
}

/**
 * Scores `terms` against one index, given each term's words in it (wordsForTerm). Slots that
 * every term reached are in `set`; `scores` adds the best (quality × field weight) per term.
 */
export function scoreIndex(index: CatalogIndex, termWords: readonly Map<number, number>[]): IndexHits {
  const { postingStarts, postings, postingFields } = index.search;
  const size = index.size;
  const scores = new Float32Array(size);
  const { matchedTerms, best, touched } = scratchFor(size);
  termWords.forEach((words, t) => {
    let touchedCount = 0;
    for (const [w, q] of words) {
      for (let k = postingStarts[w]!, end = postingStarts[w + 1]!; k < end; k++) {
        const slot = postings[k]!;
        if (matchedTerms[slot] !== t) continue; // already missed an earlier term
        const s = q * weightOfBits[postingFields[k]!]!;
        if (best[slot] === 0) touched[touchedCount++] = slot;
        if (s > best[slot]!) best[slot] = s;
      }
    }
    for (let i = 0; i < touchedCount; i++) {
      const slot = touched[i]!;
      matchedTerms[slot] = t + 1;
      scores[slot] += best[slot]!;
      best[slot] = 0;
    }
  });
  const set = newBitset(size);
  const all = termWords.length;
  for (let slot = 0; slot < size; slot++) {
    if (matchedTerms[slot] === all) setBit(set, slot);
    matchedTerms[slot] = 0; // the scratch is clean for the next call
  }
  return { set, scores };
}

/** What each product of one index has of a query's terms, whether or not it has them all. */
export interface TermCoverage {
  /** Per slot, bit t set when term t found a word of the product (a query has at most 12 terms). */
  readonly masks: Uint16Array;
  /** Per slot, the score over the terms it has: what it scores for a query of just those terms. */
  readonly scores: Float32Array;
}

/**
 * Which of the terms each product of one index has, and its score over them (the same quality ×
 * field weight as scoreIndex). What a partial answer is chosen from when no product has every
 * term (search-query.ts partialSearch).
 */
export function termCoverage(index: CatalogIndex, termWords: readonly Map<number, number>[]): TermCoverage {
  const { postingStarts, postings, postingFields } = index.search;
  const size = index.size;
  const masks = new Uint16Array(size);
  const scores = new Float32Array(size);
  const { best, touched } = scratchFor(size);
  termWords.forEach((words, t) => {
    let touchedCount = 0;
    for (const [w, q] of words) {
      for (let k = postingStarts[w]!, end = postingStarts[w + 1]!; k < end; k++) {
        const slot = postings[k]!;
        const s = q * weightOfBits[postingFields[k]!]!;
        if (best[slot] === 0) touched[touchedCount++] = slot;
        if (s > best[slot]!) best[slot] = s;
      }
    }
    for (let i = 0; i < touchedCount; i++) {
      const slot = touched[i]!;
      masks[slot]! |= 1 << t;
      scores[slot] += best[slot]!;
      best[slot] = 0;
    }
  });
  return { masks, scores };
}

/**
 * Working arrays of scoreIndex, one set per process, grown to the largest index: the engine is
 * synchronous, so no two calls use them at once, and a query allocates only what it returns.
 */
let scratch = { matchedTerms: new Uint8Array(0), best: new Float32Array(0), touched: new Uint32Array(0) };
function scratchFor(size: number) {
  if (scratch.best.length < size) scratch = { matchedTerms: new Uint8Array(size), best: new Float32Array(size), touched: new Uint32Array(size) };
  return scratch;
}
