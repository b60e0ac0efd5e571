import { useTranslation } from 'react-i18next';
import en from '@/i18n/en/back-in-stock.json';
import pl from '@/i18n/pl/back-in-stock.json';
import { i18next } from '@/lib/i18n';

/**
 * The back-in-stock texts travel with the chunks that show them (the product page's lazy form,
 * the e-mail's landing pages), never with the first load: registered when such a component first
 * renders, both languages at once (the reviews texts' pattern, features/reviews/texts.ts).
 */
export function useBackInStockTranslation() {
  if (!i18next.hasResourceBundle('pl', 'back-in-stock')) i18next.addResourceBundle('pl', 'back-in-stock', pl, true, true);
  if (!i18next.hasResourceBundle('en', 'back-in-stock')) i18next.addResourceBundle('en', 'back-in-stock', en, true, true);
  return useTranslation('back-in-stock');
}
