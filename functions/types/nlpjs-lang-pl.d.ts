/** @nlpjs/lang-pl ships no types; the stemmer module the search uses (engine/polish-stemmer.ts). */
declare module '@nlpjs/lang-pl/src/stemmer-pl.js' {
  export default class StemmerPl {
    setCurrent(word: string): void;
    innerStem(): void;
    getCurrent(): string;
  }
}
