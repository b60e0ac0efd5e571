import { useTranslation } from 'react-i18next';
import en from '@/i18n/en/checkout-reminders.json';
import pl from '@/i18n/pl/checkout-reminders.json';
import { i18next } from '@/lib/i18n';

/**
 * The checkout reminders' texts travel with the chunks that show them (the checkout's lazy
 * consent box, the e-mail's landing pages), never with the first load: registered when such a
 * component first renders, both languages at once (the back-in-stock texts' pattern).
 */
export function useCheckoutRemindersTranslation() {
  if (!i18next.hasResourceBundle('pl', 'checkout-reminders')) i18next.addResourceBundle('pl', 'checkout-reminders', pl, true, true);
  if (!i18next.hasResourceBundle('en', 'checkout-reminders')) i18next.addResourceBundle('en', 'checkout-reminders', en, true, true);
  return useTranslation('checkout-reminders');
}
