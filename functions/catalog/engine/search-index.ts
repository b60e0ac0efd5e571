import { foldText } from '../../contracts/catalog-query.js';
import type { ProductRecord } from '../product-entity.js';
import { categoryWords, subcategoryWords } from './category-words.js';
import { indexWordsOf, stemKeysOf, termsOf } from './search-words.js';
import type { VariantFields } from './variant-index.js';

/**
 * The search part of the catalogue index: every word of every product's texts, where it occurs
 * (which product, in which field) and its stems. Built with the rest of the index
 * (catalog-index.ts) and published in the snapshot like it: typed arrays and long strings only.
 *
 * Words are kept sorted, so an exact word and every word starting with a prefix are found by
 * binary search. Each posting (a product a word occurs in) carries the fields it occurs in, as
 * bits: what the relevance rank weighs (engine/search-match.ts).
 */
export const searchFields = {
  /** The Polish name. */
  name: 1,
  nameEn: 2,
  description: 4,
  descriptionEn: 8,
  /** A part or tail of the catalogue number or of a variant's SKU (`brk-0042`, `0042`). */
  numberPart: 16,
  /** The category's and subcategory's names, and the product's option values ("43", "czarny", "black"), Polish and English. */
  category: 32,
  brand: 64,
  /** The whole catalogue number or a variant's whole SKU: an exact hit ranks first. */
  number: 128,
} as const;
export type SearchField = keyof typeof searchFields;

export interface SearchIndex {
  /** The distinct folded words, sorted (code unit order), joined by newlines. */
  readonly vocabulary: string;
  /** Where each word starts in `vocabulary`; it ends one before the next starts. */
  readonly wordStarts: Uint32Array;
  /** Per word its postings: `postings[postingStarts[w] … postingStarts[w + 1])`, slots ascending. */
  readonly postingStarts: Uint32Array;
  readonly postings: Uint32Array;
  /** Per posting, the fields (searchFields bits) the word occurs in for that product. */
  readonly postingFields: Uint8Array;
  /** Per word, its stem keys (search-words.ts stemKeysOf) separated by spaces; lines in word order. */
  readonly stems: string;
  /** Per word, how the catalogue spells it most often (diacritics kept): what a suggested query shows. */
  readonly spellings: string;
}

type SearchRecord = Pick<ProductRecord, 'name' | 'nameEn' | 'description' | 'descriptionEn' | 'productNumber' | 'brand' | 'categoryKey' | 'subcategory'> & VariantFields;

/** The labels of the option values a product's variants offer, Polish and English ("43 czarny black"). */
function optionValueText(record: SearchRecord): string {
  const offered = new Set((record.variants ?? []).flatMap((variant) => Object.entries(variant.options).map(([key, value]) => `${key}\n${value}`)));
  return (record.options ?? [])
    .flatMap((option) => option.values.filter((value) => offered.has(`${option.key}\n${value.key}`)).flatMap((value) => [value.label, value.labelEn ?? '']))
    .join(' ');
}

/** Each searched field's text for a product. */
function fieldTexts(record: SearchRecord): [SearchField, string][] {
  const category = categoryWords[record.categoryKey as keyof typeof categoryWords];
  const subcategory = subcategoryWords[record.subcategory as keyof typeof subcategoryWords];
  return [
    ['name', record.name],
    ['nameEn', record.nameEn ?? ''],
    ['description', record.description],
    ['descriptionEn', record.descriptionEn ?? ''],
    ['brand', record.brand],
    ['category', [category?.pl, category?.en, subcategory?.pl, subcategory?.en, record.options?.length ? optionValueText(record) : ''].filter(Boolean).join(' ')],
  ];
}

/** Builds the search index of products in slot order. */
export function buildSearchIndex(records: readonly SearchRecord[]): SearchIndex {
  // word → its postings (slots ascending: products are visited in slot order) and their field bits;
  // word → spelling → count
  const byWord = new Map<string, { slots: number[]; bits: number[] }>();
  const spelt = new Map<string, Map<string, number>>();
  const add = (word: string, slot: number, bits: number, spelling: string) => {
    let postings = byWord.get(word);
    if (!postings) byWord.set(word, (postings = { slots: [], bits: [] }));
    const last = postings.slots.length - 1;
    if (postings.slots[last] === slot) postings.bits[last]! |= bits;
    else {
      postings.slots.push(slot);
      postings.bits.push(bits);
    }
    // Only spellings other than the folded word itself (diacritics) are kept: most words have none.
    if (spelling === word) return;
    let spellings = spelt.get(word);
    if (!spellings) spelt.set(word, (spellings = new Map()));
    spellings.set(spelling, (spellings.get(spelling) ?? 0) + 1);
  };
  // Texts repeat (a description shared by a series, every category's words): read each once.
  const termCache = new Map<string, ReturnType<typeof termsOf>>();
  const termsOfText = (text: string) => {
    let terms = termCache.get(text);
    if (!terms) termCache.set(text, (terms = termsOf(text)));
    return terms;
  };
  records.forEach((record, slot) => {
    for (const [field, text] of fieldTexts(record)) {
      for (const term of termsOfText(text)) {
        for (const word of indexWordsOf(term.folded)) add(word, slot, searchFields[field], word === term.folded ? term.spelt : word);
      }
    }
    // The catalogue number: found whole or in part (`brk-0042`, `0042`).
    const number = foldText(record.productNumber);
    for (const term of termsOf(record.productNumber)) {
      for (const word of indexWordsOf(term.folded)) add(word, slot, word === number ? searchFields.number : searchFields.numberPart, word);
    }
    // A variant's SKU is indexed whole only: its parts are the catalogue number's and the option
    // values' (indexed above), and its tails would add about four unique words per variant to the
    // vocabulary, most of the snapshot's growth with variants (test/bench/RESULTS.md).
    if (record.options?.length) {
      for (const variant of record.variants ?? []) {
        for (const term of termsOf(variant.sku)) add(term.folded, slot, searchFields.number, term.folded);
      }
    }
  });

  const words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const wordStarts = new Uint32Array(words.length);
  const postingStarts = new Uint32Array(words.length + 1);
  let offset = 0;
  let count = 0;
  words.forEach((word, w) => {
    wordStarts[w] = offset;
    offset += word.length + 1;
    postingStarts[w] = count;
    count += byWord.get(word)!.slots.length;
  });
  postingStarts[words.length] = count;
  const postings = new Uint32Array(count);
  const postingFields = new Uint8Array(count);
  words.forEach((word, w) => {
    const { slots, bits } = byWord.get(word)!;
    postings.set(slots, postingStarts[w]);
    postingFields.set(bits, postingStarts[w]);
  });
  const spellingOf = (word: string) => {
    const spellings = spelt.get(word);
    return spellings ? [...spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0] : word;
  };
  const stems = words.map((word) => {
    const keys = new Set(stemKeysOf(word));
    for (const spelling of spelt.get(word)?.keys() ?? []) for (const key of stemKeysOf(word, spelling)) keys.add(key);
    return [...keys].join(' ');
  });
  return {
    vocabulary: words.join('\n'),
    wordStarts,
    postingStarts,
    postings,
    postingFields,
    stems: stems.join('\n'),
    spellings: words.map(spellingOf).join('\n'),
  };
}
