import StemmerPl from '@nlpjs/lang-pl/src/stemmer-pl.js';

/**
 * The Polish stemmer of the search: one lower-case word in, its stem out (kaski, kasku → kask;
 * hamulca, hamulcowe → hamulc; łańcucha → łańcuch). The stemmer of nlp.js (@nlpjs/lang-pl, MIT),
 * its module alone: the package's index would also load a sentiment lexicon and a tokenizer.
 * Called without its cache (`stemWord` keeps every word it has seen, forever: a leak in a
 * long-lived function stemming whatever customers type); one word costs ~3.5 µs.
 *
 * Chosen by measuring the candidates on the relevance set (test/relevance, 119 queries on the demo
 * catalogue, the rest of the search unchanged), on 2026-11-27 on this machine:
 *
 * | candidate                                    | relevance | 10,000-product search index | catalog bundle (all chunks) | load  |
 * |----------------------------------------------|-----------|-----------------------------|-----------------------------|-------|
 * | none (typos and prefixes only)               | 107 (90 %)| 1.27 s                      | 816 KB                      | –     |
 * | @nlpjs/lang-pl 4.26.1, stemmer module        | 118 (99 %)| 0.96 s, 1.9 MB              | +27 KB                      | 63 ms |
 * | lunr-languages 1.22.0 (lunr.pl, needs lunr)  | 118 (99 %)| 0.72 s, 1.9 MB              | +39 KB                      | 52 ms |
 * | multilingual-stemmer 2.1.1 (Snowball 3.1 pl) | 116 (97 %)| 0.95 s, 1.8 MB              | +6 KB JS + 376 KB WebAssembly read from disk at import; Node ≥ 22 | 72 ms |
 * | dictionary-pl 2.0.0 + nspell 2.1.5 (hunspell)| –         | –                           | 4.9 MB of dictionary        | 19.9 s, 646 MB RSS |
 *
 * nlp.js and lunr's rules tie on quality and on precision (2.07 and 2.08 results a query); nlp.js
 * weighs less, is MIT (lunr-languages MPL) and needs no second package. Snowball's stems keep
 * "-ow" (hamulcowe → hamulcow), so hamulec no longer meets hamulcowe; its WebAssembly would have
 * to be shipped beside the bundle. Hunspell has no stemming in nspell and cannot load within a
 * cold start. What stems cannot join (a vowel Polish drops: hamulec → hamulca) the search's
 * stem-level typo joins (search-match.ts).
 *
 * nlp.js has no rule for the plural genitive, which riders type all the time ("zestaw klocków",
 * "komplet butów"): it leaves "-ów" words whole (butów, kasków, zaworów, filtrów, łańcuchów), and
 * a short plural too (buty, lagi: it stems words of five letters and more). Three rules after it,
 * applied only to a word it left as it was:
 * - "-ów" (folded "-ow") is cut: kasków → kask, zaworów → zawor, the stems of kaski and zawory;
 * - the fleeting "e" of "-ek" goes: uszczelek → uszczelk, lusterek → lusterk, zamek → zamk, the
 *   stems of uszczelki, lusterka, zamka;
 * - a four-letter word loses its last vowel: buty → but, lagi → lag, baki → bak.
 * The relevance set's one miss ("butów") is found since; the rest of the set did not move.
 */
const stemmer = new StemmerPl();

const VOWEL_END = /[aeiouyąęó]$/;
const CONSONANT_BEFORE_EK = /[^aeiouyąęó]ek$/;

function nlpStem(word: string): string {
  stemmer.setCurrent(word);
  stemmer.innerStem();
  return stemmer.getCurrent();
}

export function polishStem(word: string): string {
  // "-ek" is read as the "-ki" it alternates with (uszczelek as uszczelki), before nlp.js, which would cut "-ek" whole.
  if (word.length >= 5 && CONSONANT_BEFORE_EK.test(word)) return nlpStem(`${word.slice(0, -2)}ki`);
  const stem = nlpStem(word);
  if (stem !== word) return stem;
  if (word.length >= 5 && (word.endsWith('ów') || word.endsWith('ow'))) return word.slice(0, -2);
  if (word.length === 4 && VOWEL_END.test(word) && !VOWEL_END.test(word.slice(0, -1))) return word.slice(0, -1);
  return stem;
}
