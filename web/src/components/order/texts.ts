import { useTranslation } from 'react-i18next';
import en from '@/i18n/en/order-view.json';
import pl from '@/i18n/pl/order-view.json';
import { i18next } from '@/lib/i18n';

/**
 * The order view's texts (lines, totals, addresses, refunds), shared by the buyer's order page and
 * the admin's: they travel with the chunks that show an order, in both languages at once (under
 * a KB), as the delivery texts do (components/delivery/texts.ts).
 */
function registerOrderViewTexts(): void {
  if (!i18next.hasResourceBundle('pl', 'order-view')) i18next.addResourceBundle('pl', 'order-view', pl, true, true);
  if (!i18next.hasResourceBundle('en', 'order-view')) i18next.addResourceBundle('en', 'order-view', en, true, true);
}

/** `useTranslation('order-view')`, with the texts registered first. */
export function useOrderViewTranslation() {
  registerOrderViewTexts();
  return useTranslation('order-view');
}
