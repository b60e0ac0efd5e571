import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../../functions/catalog/engine/catalog-index.js';
import { queryCatalog } from '../../functions/catalog/engine/catalog-query.js';
import { viewOf, type CatalogView } from '../../functions/catalog/engine/catalog-view.js';
import { categoryWords, subcategoryWords } from '../../functions/catalog/engine/category-words.js';
import { synonymGroupsOf } from '../../functions/catalog/engine/search-match.js';
import { typoBudget, withinEdits } from '../../functions/catalog/engine/search-words.js';
import { suggestionsFor } from '../../functions/catalog/engine/suggestions.js';
import { productListQuerySchema } from '../../functions/contracts/catalog-query.js';
import { productRecord as p } from '../support/product-fixtures.js';

// Prepare: a small catalogue with the words the rules are about.
const catalogue = [
  p({ id: 1, name: 'Kask integralny Carbon', nameEn: 'Carbon full-face helmet', description: 'Lekki kask z karbonu', categoryKey: 'accessories', subcategory: 'helmets', productNumber: 'CW-ACC-0001', unitsSold: 5 }),
  p({ id: 2, name: 'Klocki ceramiczne Sportster', nameEn: 'Ceramic brake pads Sportster', description: 'Ciche klocki', categoryKey: 'brakes', subcategory: 'brake-pads', productNumber: 'CW-BRK-0042' }),
  p({ id: 3, name: 'Klocki hamulcowe spiekane', description: 'Pewne hamowanie', categoryKey: 'brakes', subcategory: 'brake-pads', productNumber: 'CW-BRK-0043', unitsSold: 50 }),
  p({ id: 4, name: 'Łańcuch napędowy 530', nameEn: 'Drive chain 530', description: 'Mocny łańcuch', categoryKey: 'drivetrain', subcategory: 'chains', productNumber: 'CW-DRV-0001' }),
  p({ id: 5, name: 'Zbiornik paliwa Peanut', nameEn: 'Peanut fuel tank', description: 'Klasyczny zbiornik', categoryKey: 'body', subcategory: 'fuel-tanks', productNumber: 'CW-BOD-0001', price: 90_000 }),
  p({ id: 6, name: 'Akumulator AGM', description: 'Bezobsługowy akumulator', categoryKey: 'electrical', subcategory: 'batteries', productNumber: 'CW-ELE-0001', price: 40_000 }),
  p({ id: 7, name: 'Tarcza 0042 zapasowa', description: 'Tarcza z numerem seryjnym CW-BRK-0042 w opisie', categoryKey: 'brakes', subcategory: 'brake-discs', productNumber: 'CW-BRK-0044', unitsSold: 99 }),
  p({ id: 8, name: 'Siodło skórzane Żbik', description: 'Ręcznie szyte', categoryKey: 'body', subcategory: 'seats', productNumber: 'CW-BOD-0002' }),
  // "paska" is one letter from "kaski" as a stem (pask, kask): it must not be found for helmets.
  p({ id: 9, name: 'Pasek napędowy', description: 'Zamiast paska fabrycznego', categoryKey: 'drivetrain', subcategory: 'belts', productNumber: 'CW-DRV-0002' }),
];
const view: CatalogView = viewOf(buildCatalogIndex(catalogue), 0);

function search(text: string, more: Record<string, string> = {}, on: CatalogView = view) {
  return queryCatalog(on, productListQuerySchema.parse({ search: text, ...more }));
}
const ids = (text: string, more: Record<string, string> = {}, on: CatalogView = view) =>
  search(text, more, on)
    .items.map((hit) => hit.card.id)
    .sort((a, b) => a - b);
const first = (text: string, more: Record<string, string> = {}) => search(text, more).items[0]?.card.id;

describe('search: words', () => {
  it('counts typos by length: none below 4 letters, one from 4, two from 8', () => {
    expect([3, 4, 7, 8, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts a swapped pair of neighbours as one edit, and gives up past the budget', () => {
    expect(withinEdits('klocki', 'klokci', 1)).toBe(true);
    expect(withinEdits('klocki', 'klocky', 1)).toBe(true);
    expect(withinEdits('klocki', 'kloc', 1)).toBe(false);
    expect(withinEdits('akumulator', 'akmulatr', 2)).toBe(true);
    expect(withinEdits('akumulator', 'akmlatr', 2)).toBe(false);
  });
});

describe('search: what a text finds', () => {
  it('matches other forms of a Polish word', () => {
    expect(ids('kaski')).toEqual([1]);
    expect(ids('kasku')).toEqual([1]);
    expect(ids('łańcucha')).toEqual([4]);
    expect(ids('zbiornika')).toEqual([5]);
  });

  it('finds a product by its category words: ceramic pads are "klocki hamulcowe" too', () => {
    expect(ids('klocki hamulcowe')).toEqual([2, 3]);
    expect(ids('hamulec')).toEqual([2, 3, 7]);
  });

  it('forgives one typo from 4 letters and two from 8, a swapped pair counting as one', () => {
    expect(ids('klocky')).toEqual([2, 3]);
    expect(ids('lańcuh')).toEqual([4]);
    expect(ids('akmulatr')).toEqual([6]);
    // Three letters get no typo; seven letters only one.
    expect(ids('ksk')).toEqual([]);
    expect(ids('zbiornk')).toEqual([5]);
    expect(ids('zbyornk')).toEqual([]);
  });

  it('never bends catalogue numbers or other tokens with digits', () => {
    expect(ids('CW-BRK-0042')).toEqual([2, 7]);
    expect(ids('cw-brk-0045')).toEqual([]);
    expect(ids('brk-0043')).toEqual([3]);
    expect(ids('531')).toEqual([]);
  });

  it('takes only the last word as a prefix (the word being typed)', () => {
    expect(ids('zbiornik pean')).toEqual([5]);
    // Not a prefix: no product has both words, so the answer is the tank with "pean" left out.
    expect(search('pean zbiornik')).toMatchObject({ total: 1, partial: { omitted: ['pean'] } });
    expect(ids('cw-brk-004')).toEqual([2, 3, 7]);
  });

  it('folds diacritics both ways, ł included, and reads English fields', () => {
    expect(ids('lancuch')).toEqual([4]);
    expect(ids('siodlo zbik')).toEqual([8]);
    expect(ids('Żbik')).toEqual([8]);
    expect(ids('fuel tank')).toEqual([5]);
    expect(ids('brake pads')).toEqual([2, 3]);
  });

  it('leaves out words that mean nothing in a query unless nothing else is left', () => {
    expect(ids('zbiornik do peanut')).toEqual([5]);
  });

  it('searches with the synonyms the admin saved, and only with them', () => {
    const withSynonyms: CatalogView = { ...view, synonyms: synonymGroupsOf([['bak', 'zbiornik'], ['aku', 'akumulator']]) };
    expect(ids('bak', {}, withSynonyms)).toEqual([5]);
    expect(ids('aku agm', {}, withSynonyms)).toEqual([6]);
    expect(ids('bak')).toEqual([]);
  });
});

describe('search: order', () => {
  it('is by relevance while searching: an exact catalogue number first, then name over description', () => {
    // Product 7 sells best and names "0042" and the number in its texts; the exact number wins.
    expect(first('CW-BRK-0042')).toBe(2);
    // "klocki" in both names: the tie goes to the better seller.
    expect(search('klocki').items.map((h) => h.card.id)).toEqual([3, 2]);
    expect(search('kask').items.map((h) => h.card.id)).toEqual([1]);
  });

  it('keeps the other sorts when asked for, and relevance without text is the newest first', () => {
    expect(search('klocki', { sortBy: 'name-asc' }).items.map((h) => h.card.id)).toEqual([2, 3]);
    expect(queryCatalog(view, productListQuerySchema.parse({ sortBy: 'relevance' })).items.map((h) => h.card.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(productListQuerySchema.parse({ search: 'kask' }).sortBy).toBe('relevance');
    expect(productListQuerySchema.parse({}).sortBy).toBe('newest');
  });
});

describe('search: nothing found', () => {
  it('offers the corrected query, spelt as the catalogue spells it, when that finds something', () => {
    const answer = search('sjodlp');
    expect(answer.total).toBe(0);
    expect(answer.suggestion).toEqual({ query: 'siodło' });
    expect(search(answer.suggestion!.query).total).toBe(1);
  });

  it('offers nothing when nothing close exists, or when the filters rule it out', () => {
    expect(search('xyzzy').suggestion).toBeUndefined();
    expect(search('sjodlp', { maxPrice: '100' }).suggestion).toBeUndefined();
  });
});

describe('search: no product has every word', () => {
  it('shows what the other words find when one word is unknown, and says which word it left out', () => {
    const answer = search('klocki ceramiczne m8');
    expect(answer.partial).toEqual({ omitted: ['m8'] });
    expect(answer.items.map((hit) => hit.card.id)).toEqual([2]);
    expect(answer.total).toBe(1);
    // A partial answer replaces the "drop a word" suggestion: it is what that link would have shown.
    expect(answer.suggestion).toBeUndefined();
  });

  it('leaves out the fewest words: two known words kept, the unknown one dropped, in any position', () => {
    expect(search('xyzq klocki ceramiczne')).toMatchObject({ total: 1, partial: { omitted: ['xyzq'] } });
    expect(search('klocki xyzq qzyx ceramiczne')).toMatchObject({ total: 1, partial: { omitted: ['xyzq', 'qzyx'] } });
  });

  it('between words that each find products but never together, keeps the one whose products rank higher, then the earlier one', () => {
    // "kask" is in a name, "ciche" only in a description: the helmet answers, "ciche" is left out.
    expect(search('ciche kask')).toMatchObject({ partial: { omitted: ['ciche'] } });
    expect(search('ciche kask').items.map((hit) => hit.card.id)).toEqual([1]);
    // Both in names, as strongly: the earlier word is kept.
    expect(search('kask łańcuch')).toMatchObject({ partial: { omitted: ['łańcuch'] } });
    expect(search('łańcuch kask')).toMatchObject({ partial: { omitted: ['kask'] } });
  });

  it('keeps the filters: a partial answer never shows what the filters rule out', () => {
    expect(search('klocki ceramiczne m8', { category: 'body' })).toMatchObject({ total: 0, items: [] });
    expect(search('klocki ceramiczne m8', { category: 'body' }).partial).toBeUndefined();
    expect(search('zbiornik xyzq', { maxPrice: '50000' }).partial).toBeUndefined();
    expect(search('zbiornik xyzq', { maxPrice: '100000' })).toMatchObject({ total: 1, partial: { omitted: ['xyzq'] } });
  });

  it('still offers the corrected query when fixing a typo keeps every word, beside the partial answer', () => {
    // "ksk" is two letters short of nothing a 3-letter word may carry as a typo; corrected, it is "kask".
    const answer = search('ksk integralny');
    expect(answer.partial).toEqual({ omitted: ['ksk'] });
    expect(answer.items.map((hit) => hit.card.id)).toEqual([1]);
    expect(answer.suggestion).toEqual({ query: 'kask integralny' });
  });

  it('has no partial answer for one word, nor when no word finds anything', () => {
    expect(search('xyzzy').partial).toBeUndefined();
    expect(search('xyzzy qwqwq')).toMatchObject({ total: 0, items: [] });
    expect(search('xyzzy qwqwq').partial).toBeUndefined();
    expect(search('kask').partial).toBeUndefined();
  });
});

describe('search: suggestions while typing', () => {
  it('offers the most relevant products and their categories for the text so far', () => {
    const found = suggestionsFor(view, 'klock');
    expect(found.products.map((h) => h.card.id)).toEqual([3, 2]);
    expect(found.categories).toEqual([{ category: 'brakes', subcategory: 'brake-pads', count: 2 }]);
    expect(suggestionsFor(view, ' ').products).toEqual([]);
  });
});

describe('search: category words', () => {
  it('are the labels the shop shows (web i18n), in Polish and English', () => {
    const labels = (lang: string) => JSON.parse(readFileSync(new URL(`../../web/src/i18n/${lang}/catalog.json`, import.meta.url), 'utf8')) as Record<string, Record<string, string>>;
    for (const lang of ['pl', 'en'] as const) {
      const texts = labels(lang);
      expect(Object.fromEntries(Object.entries(categoryWords).map(([k, w]) => [k, w[lang]]))).toEqual(texts.categories);
      expect(Object.fromEntries(Object.entries(subcategoryWords).map(([k, w]) => [k, w[lang]]))).toEqual(texts.subcategories);
    }
  });
});

describe('search: the corrected query corrects typos too', () => {
  it('spells a misspelt word as the catalogue does when the rest of the query finds nothing with it', () => {
    // "integrlany" finds the helmet through a typo, "ksk" nothing as typed: the suggestion corrects both.
    expect(search('ksk integrlany').suggestion).toEqual({ query: 'kask integralny' });
  });
});

describe('search: numbers with or without their units', () => {
  // Prepare: the units as the catalogue writes them, each product one way.
  const measured = viewOf(
    buildCatalogIndex([
      p({ id: 21, name: 'Zębatka tylna 51T', description: 'Stal', categoryKey: 'drivetrain', subcategory: 'sprockets', productNumber: 'CW-DRV-0101' }),
      p({ id: 22, name: 'Pasek napędowy – 128 zębów', description: 'Kevlar', categoryKey: 'drivetrain', subcategory: 'belts', productNumber: 'CW-DRV-0102' }),
      p({ id: 23, name: 'Kierownica Ape Hanger 16″', description: 'Chrom', categoryKey: 'body', subcategory: 'handlebars', productNumber: 'CW-BOD-0101' }),
      p({ id: 24, name: 'Tarcza hamulcowa 11,5 cala', description: 'Pływająca', categoryKey: 'brakes', subcategory: 'brake-discs', productNumber: 'CW-BRK-0101' }),
      p({ id: 25, name: 'Cylindry Big Bore 1923 cm³', description: 'Żeliwne tuleje', categoryKey: 'engine', subcategory: 'cylinders', productNumber: 'CW-ENG-0101' }),
      p({ id: 26, name: 'Tarcza tylna 292mm', description: 'Stal', categoryKey: 'brakes', subcategory: 'brake-discs', productNumber: 'CW-BRK-0102' }),
      p({ id: 27, name: 'Zębatka przednia 23T', description: 'Do 48 zębów z tyłu', categoryKey: 'drivetrain', subcategory: 'sprockets', productNumber: 'CW-DRV-0103' }),
    ]),
    0,
  );
  const found = (text: string) => ids(text, {}, measured);

  it('reads teeth as T, zębów, zęby or zęb., written apart or together', () => {
    for (const text of ['51T', '51 T', '51 zębów', '51 zęby', '51 zęb.', 'zębatka 51 zebow', '51t zębatka']) expect(found(text), text).toEqual([21]);
    for (const text of ['128T', 'pasek 128 T', '128 zęby']) expect(found(text), text).toEqual([22]);
  });

  it('reads inches as ″, ", cali, cal or in, and a decimal comma as a point', () => {
    for (const text of ['16″', '16"', '16 cali', 'kierownica 16 cal', '16 in', '16in ape']) expect(found(text), text).toEqual([23]);
    for (const text of ['11,5', '11.5', '11.5"', '11,5″ tarcza', '11.5 cala']) expect(found(text), text).toEqual([24]);
  });

  it('reads cm³, ccm and cc as one unit, and mm apart or together', () => {
    for (const text of ['1923 cm³', '1923ccm', '1923 cc', '1923 cm3']) expect(found(text), text).toEqual([25]);
    for (const text of ['292 mm', '292mm', 'tarcza 292']) expect(found(text), text).toEqual([26]);
  });

  it('finds a number alone whatever its unit, but a number with a unit only with that unit', () => {
    expect(found('zębatka 51')).toEqual([21]);
    expect(found('1923')).toEqual([25]);
    // 16 inches is not 16 teeth, and "48 zębów" in a description is 48 teeth, not 23.
    expect(found('16T')).toEqual([]);
    expect(found('48 zębów')).toEqual([27]);
  });
});
