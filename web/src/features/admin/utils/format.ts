import { intlLocale } from '@/lib/i18n';

/** Dates and times as the admin reads them: the Polish locale (spec §9), the English one in English. */
export function formatDateTime(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(value);
}

/** `2026-03-07` → `7 mar` (a chart tick). */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

/** `2026-03` → `mar 2026`. */
export function formatMonth(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 1));
}

/** The short id of an order (spec §9: its first 8 characters). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
