import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import pl from '@/i18n/pl';
import type plAdmin from '@/i18n/pl/admin.json';

/**
 * Two languages, Polish by default (spec §1, §9). Polish ships with the app; English is a lazy
 * chunk fetched when chosen. The choice is kept in the `lang` cookie for a year and mirrored in
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
export const namespaces = Object.keys(pl) as Namespace[];

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
  pl: async () => pl,
  en: () => import('@/i18n/en').then((m) => m.default),
};

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

function persist(lng: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = languageCookie(lng, window.location.protocol === 'https:');
  document.documentElement.lang = lng;
}

async function ensureLoaded(lng: Language): Promise<void> {
  if (i18next.hasResourceBundle(lng, defaultNS)) return;
  const bundle = await loaders[lng]();
  for (const [ns, resources] of Object.entries(bundle)) {
    i18next.addResourceBundle(lng, ns, resources, true, true);
  }
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
      resources: { pl },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: false },
    });
    i18next.on('languageChanged', (changed) => {
      if (typeof document !== 'undefined') document.documentElement.lang = changed;
    });
  }
  await ensureLoaded(lng);
  await i18next.changeLanguage(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
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
