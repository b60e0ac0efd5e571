import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type pl from '@/i18n/pl';
import type plAdmin from '@/i18n/pl/admin.json';
import plShell from '@/i18n/pl/shell';
import { yieldToBrowser } from '@/first-load/yield-to-browser';

/**
 * Two languages, Polish by default (spec §1, §9). The entry script carries only the Polish shell
 * texts (common, layout); the visitor's language — the other Polish namespaces, or English — is
 * one chunk that `initI18n` fetches while /config.json loads (index.html preloads it), so the
 * first render has every text. The choice is kept in the `lang` cookie for a year and mirrored in
 * <html lang>. A missing translation shows its key (no fallback language).
 */
export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pl';
export const defaultNS = 'common';
/** The admin texts are typed here but not bundled: the admin chunks add them (features/admin/i18n.ts). */
type BundledResources = typeof pl;
export interface Resources extends BundledResources {
  admin: typeof plAdmin;
}
export type Namespace = keyof Resources;
/** Every namespace of the storefront, checked against the Polish files by the type. */
const storefrontNamespaces: Record<keyof BundledResources, true> = {
  common: true,
  layout: true,
  catalog: true,
  home: true,
  pages: true,
  account: true,
  wishlist: true,
  cart: true,
  orders: true,
  content: true,
};
export const namespaces = Object.keys(storefrontNamespaces) as Namespace[];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: Resources;
  }
}

export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

type Bundle = Record<string, object>;
const loaders: Record<Language, () => Promise<Bundle>> = {
  pl: () => import('@/i18n/pl/rest').then((m) => m.default),
  en: () => import('@/i18n/en').then((m) => m.default),
};
const loaded = new Set<Language>();

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
 * restyle the whole document (`:lang()` may match anywhere), one 20–35 ms task while the page loads.
 */
function markDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined' && document.documentElement.lang !== lng) document.documentElement.lang = lng;
}

function persist(lng: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = languageCookie(lng, window.location.protocol === 'https:');
  markDocumentLanguage(lng);
}

async function ensureLoaded(lng: Language): Promise<void> {
  if (loaded.has(lng)) return;
  const bundle = await loaders[lng]();
  for (const [ns, resources] of Object.entries(bundle)) {
    i18next.addResourceBundle(lng, ns, resources, true, true);
  }
  loaded.add(lng);
}

/** Initialises i18next with the visitor's language; resolves once its texts are in memory. */
export async function initI18n(lng: Language = readLanguageCookie() ?? defaultLanguage): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: defaultLanguage,
      supportedLngs: [...languages],
      fallbackLng: false,
      ns: namespaces,
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
  markDocumentLanguage(lng);
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

export { i18next };
