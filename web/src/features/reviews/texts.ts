import { useTranslation } from 'react-i18next';
import en from '@/i18n/en/reviews.json';
import pl from '@/i18n/pl/reviews.json';
import { i18next } from '@/lib/i18n';

/**
 * The reviews texts travel with the chunks that show them (the product page's lazily loaded
 * reviews section, the account's "Do ocenienia", the /review page), never with the first load or
 * the router's shared chunk: they are added to i18next when such a component first renders. Both
 * languages at once (a few KB), so switching needs no request. The delivery texts' pattern
 * (components/delivery/texts.ts).
 */
export function registerReviewTexts(): void {
  if (!i18next.hasResourceBundle('pl', 'reviews')) i18next.addResourceBundle('pl', 'reviews', pl, true, true);
  if (!i18next.hasResourceBundle('en', 'reviews')) i18next.addResourceBundle('en', 'reviews', en, true, true);
}

/** `useTranslation('reviews')`, with the texts registered first. */
export function useReviewsTranslation() {
  registerReviewTexts();
  return useTranslation('reviews');
}
