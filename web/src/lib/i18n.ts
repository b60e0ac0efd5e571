import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type pl from '@/i18n/pl';
import type plAdmin from '@/i18n/pl/admin.json';
import type plDelivery from '@/i18n/pl/delivery.json';
import type plOrderView from '@/i18n/pl/order-view.json';
import type plProductImport from '@/i18n/pl/product-import.json';
import type plProductSafety from '@/i18n/pl/product-safety.json';
import type plReviews from '@/i18n/pl/reviews.json';
import type plBackInStock from '@/i18n/pl/back-in-stock.json';
import type plCheckoutReminders from '@/i18n/pl/checkout-reminders.json';
import type plSizeGuide from '@/i18n/pl/size-guide.json';
import plShell from '@/i18n/pl/shell';
import { yieldToBrowser } from '@/first-load/yield-to-browser';

/**
 * Two languages, Polish by default (spec §1, §9). Texts come in three parts:
 *
 * - the Polish shell texts (common, layout) are in the entry script;
 * - the namespaces the registry pages render with (first-load/pages.ts) are one chunk per
 *   language, which every document preloads (i18n/<language>/first-load.ts; for English it holds
 *   the shell texts too): `initI18n` fetches it while /config.json loads, so the first render has
 *   every text;
 * - the namespaces of other pages (account, orders, about, dealers, legal) are JSON chunks that
 *   their routes load with their code (`loadTexts`, app/router.tsx); the admin's travel with the
 *   admin chunks (features/admin/i18n.ts); the garage's with the garage selector and the
 *   fitment badge (features/garage).
 *
 * A language switch first loads, in the new language, every namespace loaded so far. The choice is
 * kept in the `lang` cookie for a year and mirrored in <html lang>. A missing translation shows its
 * key (no fallback language).
 */
export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pl';
export const defaultNS = 'common';
/**
 * The admin, delivery, order view, product safety, reviews and size guide texts are typed here but
 * not bundled: the chunks that show them add them (features/admin/i18n.ts, components/delivery/texts.ts,
 * components/order/texts.ts, features/catalog/components/product-safety, features/reviews/texts.ts,
 * features/catalog/components/variants/size-guide.tsx).
 */
type BundledResources = typeof pl;
export interface Resources extends BundledResources {
  admin: typeof plAdmin;
  delivery: typeof plDelivery;
  'order-view': typeof plOrderView;
  'product-safety': typeof plProductSafety;
  /** The products CSV import page's texts, with its chunk (features/admin/routes/product-import.tsx). */
  'product-import': typeof plProductImport;
  reviews: typeof plReviews;
  'back-in-stock': typeof plBackInStock;
  'checkout-reminders': typeof plCheckoutReminders;
  'size-guide': typeof plSizeGuide;
}
export type Namespace = keyof Resources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: Resources;
  }
}

export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

type Bundle = Record<string, object>;
const firstLoadTexts: Record<Language, () => Promise<Bundle>> = {
  pl: () => import('@/i18n/pl/first-load').then((m) => m.default),
  en: () => import('@/i18n/en/first-load').then((m) => m.default),
};
const json = (load: () => Promise<{ default: object }>) => () => load().then((m) => m.default);
/** Namespaces that come with the routes that show them. */
const routeTexts = {
  account: { pl: json(() => import('@/i18n/pl/account.json')), en: json(() => import('@/i18n/en/account.json')) },
  orders: { pl: json(() => import('@/i18n/pl/orders.json')), en: json(() => import('@/i18n/en/orders.json')) },
  returns: { pl: json(() => import('@/i18n/pl/returns.json')), en: json(() => import('@/i18n/en/returns.json')) },
  checkout: { pl: json(() => import('@/i18n/pl/checkout.json')), en: json(() => import('@/i18n/en/checkout.json')) },
  content: { pl: json(() => import('@/i18n/pl/content.json')), en: json(() => import('@/i18n/en/content.json')) },
  about: { pl: json(() => import('@/i18n/pl/about.json')), en: json(() => import('@/i18n/en/about.json')) },
  dealers: { pl: json(() => import('@/i18n/pl/dealers.json')), en: json(() => import('@/i18n/en/dealers.json')) },
  // The dealer area (quick order, balance): issue 34.
  dealer: { pl: json(() => import('@/i18n/pl/dealer.json')), en: json(() => import('@/i18n/en/dealer.json')) },
  legal: { pl: json(() => import('@/i18n/pl/legal.json')), en: json(() => import('@/i18n/en/legal.json')) },
  // "Mój motocykl": the garage selector's and the fitment badge's texts, with their chunks.
  garage: { pl: json(() => import('@/i18n/pl/garage.json')), en: json(() => import('@/i18n/en/garage.json')) },
} satisfies Partial<Record<Namespace, Record<Language, () => Promise<object>>>>;
export type RouteTexts = keyof typeof routeTexts;
/** Every route namespace (tests load them all, as a visit that has seen every page has). */
export const routeNamespaces = Object.keys(routeTexts) as RouteTexts[];

const firstLoadLoaded = new Set<Language>();
/** Route namespaces asked for so far: a language switch loads them in the new language first. */
const routeTextsWanted = new Set<RouteTexts>();

async function ensureFirstLoadTexts(lng: Language): Promise<void> {
  if (firstLoadLoaded.has(lng)) return;
  const bundle = await firstLoadTexts[lng]();
  for (const [ns, resources] of Object.entries(bundle)) i18next.addResourceBundle(lng, ns, resources, true, true);
  firstLoadLoaded.add(lng);
}

async function ensureRouteTexts(ns: RouteTexts, lng: Language): Promise<void> {
  if (i18next.hasResourceBundle(lng, ns)) return;
  i18next.addResourceBundle(lng, ns, await routeTexts[ns][lng](), true, true);
}

/** A route's namespaces, in the current language (app/router.tsx loads them with the route's code). */
export async function loadTexts(namespaces: readonly RouteTexts[], lng: Language = currentLanguage()): Promise<void> {
  for (const ns of namespaces) routeTextsWanted.add(ns);
  await Promise.all(namespaces.map((ns) => ensureRouteTexts(ns, lng)));
}

async function ensureLoaded(lng: Language): Promise<void> {
  await Promise.all([ensureFirstLoadTexts(lng), ...[...routeTextsWanted].map((ns) => ensureRouteTexts(ns, lng))]);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function readLanguageCookie(cookie: string = typeof document === 'undefined' ? '' : document.cookie): Language | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLanguage(value) ? value : undefined;
    }
  }
  return undefined;
}

export function languageCookie(lng: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${lng}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Sets <html lang> only when it changes: every write, even of the same value, makes Chromium
 * restyle the whole document (`:lang()` may match anywhere).
 */
function markDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined' && document.documentElement.lang !== lng) document.documentElement.lang = lng;
}

function persist(lng: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = languageCookie(lng, window.location.protocol === 'https:');
  markDocumentLanguage(lng);
}

/**
 * The language a page's URL names: `?lang=en` is a page's English address, the one search engines
 * index and link previews show (the server picks the document's language the same way,
 * infra/constructs/viewer-functions.ts). It wins over the cookie, and becomes the visitor's choice.
 */
export function readLanguageParam(search: string = typeof location === 'undefined' ? '' : location.search): Language | undefined {
  const value = new URLSearchParams(search).get(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}

/** Initialises i18next with the visitor's language; resolves once its texts are in memory. */
export async function initI18n(lng: Language = readLanguageParam() ?? readLanguageCookie() ?? defaultLanguage): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: defaultLanguage,
      supportedLngs: [...languages],
      fallbackLng: false,
      ns: ['common', 'layout'],
      defaultNS,
      resources: { pl: plShell },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: false },
    });
    i18next.on('languageChanged', markDocumentLanguage);
    await yieldToBrowser();
  }
  await ensureLoaded(lng);
  await yieldToBrowser();
  await i18next.changeLanguage(lng);
  if (readLanguageParam() === lng) persist(lng);
  else markDocumentLanguage(lng);
  return i18next;
}

/** The language switcher's action: loads the texts if needed, switches, remembers the choice. */
export async function setLanguage(lng: Language): Promise<void> {
  await ensureLoaded(lng);
  await i18next.changeLanguage(lng);
  persist(lng);
}

export function currentLanguage(): Language {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lng) ? lng : defaultLanguage;
}

/**
 * The Intl locale of dates and numbers in the UI's language: the spec's pl-PL on the Polish
 * site, British English (day before month, as in Poland) on the English one. Money keeps its
 * one Polish form in both (lib/money.ts).
 */
export function intlLocale(language: string = currentLanguage()): 'pl-PL' | 'en-GB' {
  return language === 'en' ? 'en-GB' : 'pl-PL';
}

export { i18next };
