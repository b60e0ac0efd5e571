import { describe, expect, it } from 'vitest';
import { polishStem } from '../../functions/catalog/engine/polish-stemmer.js';
import { stemKeysOf } from '../../functions/catalog/engine/search-words.js';

/** Whether two words as a customer or the catalogue writes them share a stem key (what the search joins them by). */
const meet = (a: string, b: string) => {
  const keysOf = (word: string) => stemKeysOf(word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l'), word);
  return keysOf(a).some((key) => keysOf(b).includes(key));
};

describe('the Polish stemmer: plural genitives', () => {
  it('joins the "-ów" genitive to the nominative, with or without diacritics', () => {
    for (const [genitive, nominative] of [
      ['butów', 'buty'],
      ['butow', 'buty'],
      ['kasków', 'kaski'],
      ['zaworów', 'zawory'],
      ['filtrów', 'filtr'],
      ['łańcuchów', 'łańcuch'],
      ['kierunkowskazów', 'kierunkowskazy'],
      ['tłoków', 'tłok'],
    ]) {
      expect(meet(genitive!, nominative!), `${genitive} ~ ${nominative}`).toBe(true);
    }
  });

  it('joins the "-ek" genitive (a fleeting e) to the forms without it', () => {
    for (const [genitive, other] of [
      ['uszczelek', 'uszczelka'],
      ['lusterek', 'lusterka'],
      ['manetek', 'manetki'],
      ['zębatek', 'zębatka'],
      ['podnóżek', 'podnóżki'],
      ['pasek', 'paska'],
    ]) {
      expect(meet(genitive!, other!), `${genitive} ~ ${other}`).toBe(true);
    }
  });

  it('still tells different words apart and leaves what it already stemmed', () => {
    expect(meet('butów', 'kask')).toBe(false);
    expect(meet('paska', 'kaski')).toBe(false);
    expect(polishStem('kaski')).toBe('kask');
    expect(polishStem('hamulcowe')).toBe(polishStem('hamulcowa'));
    expect(polishStem('buty')).toBe('but');
  });
});
