import { foldText } from '../../contracts/catalog-query.js';
import { polishStem } from './polish-stemmer.js';

/**
 * How the search reads words, the same way for the products it indexes and the text a customer
 * types: folding, tokens, stems, stop words, how many typos a word may carry. Pure.
 */

/**
 * A term: letters and digits, possibly joined by `- . / , :` between two of them, so a catalogue
 * number (`cw-brk-0042`), a chain seal (`x-ring`) or a fluid (`5.1`) stays one term.
 */
const TERM = /[\p{L}\p{N}]+(?:[-./,:][\p{L}\p{N}]+)*/gu;
const SEPARATOR = /[-./,:]/;
const PLAIN = /^[a-z0-9\-./,:]+$/;

export interface Term {
  /** Lower case, no diacritics (ł → l), only a–z, 0–9 and the joining marks: what is compared. */
  readonly folded: string;
  /** As written, lower-cased: what the stemmer reads (its rules know Polish letters). */
  readonly spelt: string;
}

/**
 * Units a number is written with, as folded words, each to one code: so `51T`, `51 T`, `51 zębów`
 * and `51 zęby` are all the term `51t`, `16″`, `16"` and `16 cali` all `16in`, `1923 cm³`,
 * `1923ccm` and `1923 cc` all `1923cc`. Only units whose word cannot be read otherwise after a
 * number (not `a`, `w` or `z`: Polish prepositions).
 */
const unitCodes: ReadonlyMap<string, string> = new Map(
  Object.entries({
    t: ['t', 'zeby', 'zebow', 'zeb', 'zab', 'zebami', 'zebach', 'teeth', 'tooth'],
    in: ['in', 'inch', 'inches', 'cal', 'cali', 'cale', 'cala', 'calowy', 'calowa', 'calowe', 'calowej', 'calowego'],
    mm: ['mm'],
    cm: ['cm'],
    cc: ['cc', 'ccm', 'cm3', 'cm³'],
    ml: ['ml'],
    l: ['l', 'litr', 'litra', 'litry', 'litrow', 'ltr'],
    v: ['v', 'volt', 'volts', 'wolt', 'woltow'],
    ah: ['ah'],
    gal: ['gal', 'galon', 'galonow', 'galony', 'gallon', 'gallons'],
  }).flatMap(([code, spellings]) => spellings.map((spelling) => [spelling, code] as const)),
);
/** A number: digits, with a decimal point (a comma is read as one) or a fraction (`1/8`). */
const NUMBER = /^\d+(?:[./]\d+)?$/;
/** A number and its unit written together: `51t`, `320mm`, `1923ccm`, `16in`. */
const NUMBER_WITH_UNIT = /^(\d+(?:[./]\d+)?)([a-z]+3?)$/;
/** A number and its unit code, as the index and the query both keep it. */
export const MEASURE = /^(\d+(?:[./]\d+)?)(t|in|mm|cm|cc|ml|l|v|ah|gal)$/;

/**
 * The terms of a text, in order (duplicates kept: a query's last term is the one being typed).
 * Numbers are read the same whatever their writing: a decimal comma is a point (`11,5` = `11.5`)
 * and a number with its unit, apart or together, is one term of the number and the unit's code
 * (unitCodes); the index also keeps the number alone (indexWordsOf), so `51` finds `51T` too.
 */
export function termsOf(text: string): Term[] {
  const terms: Term[] = [];
  // The inch marks and the superscript of cm³ are not letters: spelt out before reading terms.
  const spelt = text.toLowerCase().replace(/(\d)\s*(?:″|"|'')/g, '$1 in ').replace(/³/g, '3');
  let afterNumber = false;
  for (const [match] of spelt.matchAll(TERM)) {
    // Most terms are plain ASCII already: folding (a Unicode normalisation) only where needed.
    let folded = PLAIN.test(match) ? match : foldText(match).replace(/[^a-z0-9\-./,:]/g, '');
    if (!folded || !/[a-z0-9]/.test(folded)) continue;
    folded = folded.replace(/(\d),(?=\d)/g, '$1.');
    const glued = NUMBER_WITH_UNIT.exec(folded);
    const gluedUnit = glued && unitCodes.get(glued[2]!);
    if (gluedUnit) folded = `${glued[1]}${gluedUnit}`;
    const unit = unitCodes.get(folded);
    const previous = terms[terms.length - 1];
    if (unit && afterNumber && previous) {
      // A unit after a number: the two are one term (spelt as typed, what the shop shows of it).
      terms[terms.length - 1] = { folded: `${previous.folded}${unit}`, spelt: `${previous.spelt} ${match}` };
      afterNumber = false;
      continue;
    }
    afterNumber = NUMBER.test(folded);
    terms.push({ folded, spelt: match });
  }
  return terms;
}

/**
 * The words a product is found by for one term of its text: the term, and for a compound its
 * parts and, when it holds a digit (catalogue numbers), its tails, so `cw-brk-0042` is also
 * found as `brk-0042` and `0042`.
 */
export function indexWordsOf(folded: string): string[] {
  // A measure is also found by its number alone (`51t` by `51`, `11.5in` by `11.5` and `11`).
  const measure = MEASURE.exec(folded);
  if (measure) return [folded, ...indexWordsOf(measure[1]!)];
  if (!SEPARATOR.test(folded)) return [folded];
  const words = new Set([folded, ...folded.split(SEPARATOR).filter(Boolean)]);
  if (/\d/.test(folded)) for (let i = 0; i < folded.length; i++) if (SEPARATOR.test(folded[i]!)) words.add(folded.slice(i + 1));
  return [...words];
}

/** A compound term's parts as terms of their own (`czarno-złoty` → `czarno`, `złoty`); a simple term alone. */
export function partsOf(term: Term): Term[] {
  if (!SEPARATOR.test(term.folded)) return [term];
  const folded = term.folded.split(SEPARATOR).filter(Boolean);
  const spelt = term.spelt.split(SEPARATOR).filter(Boolean);
  return folded.map((part, i) => ({ folded: part, spelt: spelt[i] ?? part }));
}

/** A word typos may apply to: letters only, never a catalogue number, a size or any other token with digits. */
export const isTypoEligible = (token: string) => /^[a-z]+$/.test(token);

/**
 * Typos a word of this length may carry: none below 4 letters, one from 4, two from 8 (a swapped
 * pair of neighbours counts as one, see withinEdits).
 */
export function typoBudget(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** withinEdits' table rows for words of up to 63 letters, reused call after call. */
const ROW = 64;
const scratch = new Int32Array(3 * ROW);

/**
 * Whether `a` and `b` are at most `max` edits apart, counting an insertion, a deletion, a
 * substitution and a swap of two neighbours as one edit each (the optimal string alignment
 * distance). Hand-written because the search needs the bounded form: it gives up as soon as a
 * row of the table exceeds `max`, which is what keeps a typo lookup over the vocabulary within
 * the query budget; the packages on npm (leven, fast-levenshtein) compute the full distance and
 * know no swaps.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return false;
  if (a === b) return true;
  // Three rows of the table (words are short; a longer one gets rows of its own).
  const rows = m + 1 <= ROW ? scratch : new Int32Array(3 * (m + 1));
  const width = m + 1 <= ROW ? ROW : m + 1;
  let beforePrevious = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j <= m; j++) rows[previous + j] = j;
  for (let i = 1; i <= n; i++) {
    rows[current] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(rows[previous + j]! + 1, rows[current + j - 1]! + 1, rows[previous + j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, rows[beforePrevious + j - 2]! + 1);
      rows[current + j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return false;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return rows[previous + m]! <= max;
}
/**
 * The letters a word holds, as bits (a–z). Each edit changes at most two letters' presence (a
 * swap none), so two words whose letter sets differ in more than 2 × max letters are more than
 * max edits apart: a test of a few instructions that spares most of the vocabulary the table.
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97;
    if (c >= 0 && c < 26) mask |= 1 << c;
  }
  return mask;
}

export function maskDistance(a: number, b: number): number {
  let v = a ^ b;
  let count = 0;
  while (v) {
    v &= v - 1;
    count++;
  }
  return count;
}

/**
 * The stem keys of a folded word: the stem of the word as folded, and of the word as the
 * customer or the catalogue spelt it (with its diacritics, which the stemmer's rules are written
 * for), folded afterwards. Two words share a stem when any of their keys agree, so `łańcucha`,
 * `lancucha` and `łańcuch` meet however they were typed. Words shorter than 4 letters and
 * tokens with digits are their own stem.
 */
export function stemKeysOf(folded: string, spelt?: string): string[] {
  if (folded.length < 4 || !isTypoEligible(folded)) return [folded];
  const keys = [polishStem(folded)];
  if (spelt && spelt !== folded) {
    const other = foldText(polishStem(spelt));
    if (other !== keys[0]) keys.push(other);
  }
  return keys;
}

/**
 * Words that carry no meaning of their own in a shop query ("kask do harleya", "gloves for
 * winter"): left out when the query has other words.
 */
export const stopWords: ReadonlySet<string> = new Set([
  'a', 'i', 'o', 'u', 'w', 'z', 'we', 'ze', 'na', 'do', 'od', 'po', 'za', 'dla', 'pod', 'nad', 'bez', 'oraz', 'lub', 'albo', 'czy', 'jak', 'ten', 'ta', 'to',
  'the', 'an', 'of', 'for', 'and', 'or', 'to', 'in', 'on', 'with', 'by', 'my',
]);
