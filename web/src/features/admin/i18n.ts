import en from '@/i18n/en/admin.json';
import pl from '@/i18n/pl/admin.json';
import { i18next } from '@/lib/i18n';

/**
 * The admin texts travel with the admin chunks, not with the storefront's first load: they are
 * added to i18next when an admin page (or the connection test) is first rendered. Both languages
 * come at once (a few KB), so switching language inside the admin needs no extra request.
 */
export function registerAdminTexts(): void {
  if (!i18next.hasResourceBundle('pl', 'admin')) i18next.addResourceBundle('pl', 'admin', pl, true, true);
  if (!i18next.hasResourceBundle('en', 'admin')) i18next.addResourceBundle('en', 'admin', en, true, true);
}
