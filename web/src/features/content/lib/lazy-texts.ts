import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type plAbout from '@/i18n/pl/about.json';
import type plDealers from '@/i18n/pl/dealers.json';
import type plLegal from '@/i18n/pl/legal.json';
import { currentLanguage, i18next, isLanguage, type Language } from '@/lib/i18n';

/**
 * Long page texts (about, dealers, legal: ~30 KB of Polish) are i18n namespaces that are NOT
 * bundled with the shell: each is a JSON chunk fetched with its page, for the visitor's language
 * only, and added to i18next. Route loaders call `loadLazyTexts` so the first render already has
 * them; `useLazyTexts` loads the other language on a switch and keeps showing the previous one
 * until it arrives (never raw keys). Keys are type-checked against the Polish files.
 */
const loaders = {
  about: { pl: () => import('@/i18n/pl/about.json'), en: () => import('@/i18n/en/about.json') },
  dealers: { pl: () => import('@/i18n/pl/dealers.json'), en: () => import('@/i18n/en/dealers.json') },
  legal: { pl: () => import('@/i18n/pl/legal.json'), en: () => import('@/i18n/en/legal.json') },
} satisfies Record<string, Record<Language, () => Promise<{ default: object }>>>;

interface LazyResources {
  about: typeof plAbout;
  dealers: typeof plDealers;
  legal: typeof plLegal;
}
export type LazyNamespace = keyof LazyResources;

/** Dotted paths to the string leaves of a JSON object: `hero.title`, `team.founder.name`. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

export type LazyKey<NS extends LazyNamespace> = Leaves<LazyResources[NS]>;
export type LazyT<NS extends LazyNamespace> = (key: LazyKey<NS>, options?: Record<string, unknown>) => string;

export async function loadLazyTexts(ns: LazyNamespace, lng: Language = currentLanguage()): Promise<void> {
  if (i18next.hasResourceBundle(lng, ns)) return;
  const module = await loaders[ns][lng]();
  i18next.addResourceBundle(lng, ns, module.default, true, true);
}

/** Raw access to a lazy namespace's subtree (to iterate over sections); null until loaded. */
export function getLazyResource(ns: LazyNamespace, lng: Language, path: string): unknown {
  return i18next.getResource(lng, ns, path) as unknown;
}

export function useLazyTexts<NS extends LazyNamespace>(ns: NS): { t: LazyT<NS>; lng: Language } {
  // Re-renders on every language change.
  const { i18n } = useTranslation();
  const wanted: Language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const [, setLoaded] = useState(0);
  const ready = i18n.hasResourceBundle(wanted, ns);

  useEffect(() => {
    if (ready) return;
    let alive = true;
    loadLazyTexts(ns, wanted).then(
      () => alive && setLoaded((n) => n + 1),
      () => undefined, // offline: the other language stays on screen
    );
    return () => {
      alive = false;
    };
  }, [ns, wanted, ready]);

  const other: Language = wanted === 'pl' ? 'en' : 'pl';
  const lng = ready || !i18n.hasResourceBundle(other, ns) ? wanted : other;
  const t = useMemo(() => i18n.getFixedT(lng, ns as never) as unknown as LazyT<NS>, [i18n, lng, ns]);
  return { t, lng };
}
