import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Polish and English must offer the same texts: a key present in one language only would show
 * the raw key to the other language's visitors. Plural forms are the one allowed difference,
 * because the languages have different plural categories (pl: one/few/many/other,
 * en: one/other); for those the test checks that each language has exactly the forms its own
 * plural rules use.
 */
const i18nDir = fileURLToPath(new URL('../../web/src/i18n/', import.meta.url));
const languages = ['pl', 'en'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Json = { [key: string]: Json } | string;

function leafKeys(value: Json, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

function namespaces(lng: string): string[] {
  return readdirSync(`${i18nDir}${lng}`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

function load(lng: string, ns: string): Json {
  return JSON.parse(readFileSync(`${i18nDir}${lng}/${ns}.json`, 'utf8')) as Json;
}

/** Keys with plural suffixes folded into their base key, marked `(plural)`. */
function normalisedKeys(lng: string, ns: string): string[] {
  const keys = leafKeys(load(lng, ns)).map((k) => (PLURAL_SUFFIX.test(k) ? `${k.replace(PLURAL_SUFFIX, '')} (plural)` : k));
  return [...new Set(keys)].sort();
}

describe('web i18n resources', () => {
  it('have the same namespace files in every language', () => {
    expect(namespaces('en')).toEqual(namespaces('pl'));
    expect(namespaces('pl').length).toBeGreaterThan(0);
  });

  for (const ns of namespaces('pl')) {
    it(`${ns}: pl and en have exactly the same keys`, () => {
      expect(normalisedKeys('en', ns)).toEqual(normalisedKeys('pl', ns));
    });

    it(`${ns}: every text is a non-empty string`, () => {
      for (const lng of languages) {
        const json = load(lng, ns);
        for (const key of leafKeys(json)) {
          const value = key.split('.').reduce<Json>((node, part) => (node as Record<string, Json>)[part]!, json);
          expect(typeof value, `${lng}/${ns}: ${key}`).toBe('string');
          expect((value as string).trim(), `${lng}/${ns}: ${key}`).not.toBe('');
        }
      }
    });

    it(`${ns}: plural keys carry exactly the forms each language needs`, () => {
      for (const lng of languages) {
        const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories.slice().sort();
        const keys = leafKeys(load(lng, ns));
        const bases = new Set(keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
        for (const base of bases) {
          const forms = keys
            .filter((k) => k.replace(PLURAL_SUFFIX, '') === base && PLURAL_SUFFIX.test(k))
            .map((k) => PLURAL_SUFFIX.exec(k)![1])
            .sort();
          expect(forms, `${lng}/${ns}: ${base}`).toEqual(categories);
        }
      }
    });
  }

  it('use the same interpolation variables in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    for (const ns of namespaces('pl')) {
      const pl = load('pl', ns);
      const en = load('en', ns);
      for (const key of leafKeys(pl)) {
        if (PLURAL_SUFFIX.test(key)) continue;
        const get = (json: Json) => key.split('.').reduce<Json>((node, part) => (node as Record<string, Json>)[part]!, json) as string;
        expect(vars(get(en)), `${ns}: ${key}`).toEqual(vars(get(pl)));
      }
    }
  });
});
