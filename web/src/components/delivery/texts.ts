import { useTranslation } from 'react-i18next';
import en from '@/i18n/en/delivery.json';
import pl from '@/i18n/pl/delivery.json';
import { i18next } from '@/lib/i18n';

/**
 * The delivery texts (checkout, the parcel locker picker, parcels in the account and the admin)
 * travel with the chunks that show them, never with the first load: they are added to i18next
 * when such a component first renders. Both languages at once (a few KB), so switching needs
 * no request.
 */
export function registerDeliveryTexts(): void {
  if (!i18next.hasResourceBundle('pl', 'delivery')) i18next.addResourceBundle('pl', 'delivery', pl, true, true);
  if (!i18next.hasResourceBundle('en', 'delivery')) i18next.addResourceBundle('en', 'delivery', en, true, true);
}

/** `useTranslation('delivery')`, with the texts registered first. */
export function useDeliveryTranslation() {
  registerDeliveryTexts();
  return useTranslation('delivery');
}
