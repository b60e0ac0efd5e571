// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/features/admin/utils/format';
import { formatOrderDate } from '@/features/orders/utils/order-format';
import { LANGUAGE_COOKIE, i18next, initI18n, languageCookie, readLanguageCookie, readLanguageParam, setLanguage } from '@/lib/i18n';

describe('language cookie', () => {
  it('reads pl or en from the lang cookie and ignores anything else', () => {
    expect(readLanguageCookie('a=1; lang=en; b=2')).toBe('en');
    expect(readLanguageCookie('lang=pl')).toBe('pl');
    expect(readLanguageCookie('lang=de')).toBeUndefined();
    expect(readLanguageCookie('')).toBeUndefined();
    expect(readLanguageCookie('xlang=en')).toBeUndefined();
  });

  it('takes a page\'s language from its URL (?lang=en, the English address search engines index) before the cookie', () => {
    expect(readLanguageParam('?lang=en')).toBe('en');
    expect(readLanguageParam('?category=brakes&lang=pl')).toBe('pl');
    expect(readLanguageParam('?lang=de')).toBeUndefined();
    expect(readLanguageParam('')).toBeUndefined();
  });

  it('is kept for one year on the whole site', () => {
    const cookie = languageCookie('en', true);
    expect(cookie).toContain(`${LANGUAGE_COOKIE}=en`);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(languageCookie('pl', false)).not.toContain('Secure');
  });
});

describe('i18n', () => {
  beforeAll(async () => {
    document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
    await initI18n();
  });

  it('starts in Polish', () => {
    expect(i18next.language).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(i18next.t('layout:nav.about')).toBe('O nas');
  });

  it('switches to English on demand, remembers it in the cookie and in <html lang>', async () => {
    await setLanguage('en');
    expect(i18next.t('layout:nav.about')).toBe('About');
    expect(document.documentElement.lang).toBe('en');
    expect(readLanguageCookie(document.cookie)).toBe('en');
    await setLanguage('pl');
    expect(readLanguageCookie(document.cookie)).toBe('pl');
  });

  it('leaves <html lang> untouched when the language stays the same (a write restyles the whole page)', async () => {
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    await initI18n('pl');
    await setLanguage('pl');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writes.splice(0)).toEqual([]);
    await setLanguage('en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writes.length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('en');
    observer.disconnect();
    await setLanguage('pl');
  });

  it('shows the key of a missing translation', () => {
    expect(i18next.t('layout:nav.doesNotExist' as never)).toBe('nav.doesNotExist');
  });

  it('writes dates in the page\'s language: Polish months on the Polish site, English ones on the English', async () => {
    await setLanguage('pl');
    expect(formatOrderDate('2026-11-27T10:00:00Z')).toBe('27 listopada 2026');
    await setLanguage('en');
    expect(formatOrderDate('2026-11-27T10:00:00Z')).toBe('27 November 2026');
    expect(formatDateTime('2026-11-27T10:00:00Z')).toBe('27 Nov 2026, 11:00');
    await setLanguage('pl');
    expect(formatDateTime('2026-11-27T10:00:00Z')).toBe('27 lis 2026, 11:00');
  });

  it('uses Polish plural forms', () => {
    expect(i18next.t('catalog:rating.reviews', { count: 1 })).toBe('1 opinia');
    expect(i18next.t('catalog:rating.reviews', { count: 3 })).toBe('3 opinie');
    expect(i18next.t('catalog:rating.reviews', { count: 5 })).toBe('5 opinii');
    expect(i18next.t('catalog:rating.reviews', { count: 22 })).toBe('22 opinie');
  });
});
