import type { TFunction } from 'i18next';
import type { DeliveryMethod, DeliveryOption } from '@contracts/delivery';
import { formatMoney } from '@/lib/money';
import { intlLocale } from '@/lib/i18n';

/** How a delivery option's time reads: `1–2 dni robocze`, `gotowe w 1 dzień roboczy`. */
export function estimateText(t: TFunction<'delivery'>, method: DeliveryMethod, estimate: DeliveryOption['estimate']): string {
  const { minDays, maxDays } = estimate;
  if (method === 'pickup') return t('estimate.pickup', { count: maxDays });
  return minDays === maxDays ? t('estimate.single', { count: maxDays }) : t('estimate.range', { min: minDays, count: maxDays });
}

/** `13,99 zł`, `Gratis` or `Niedostępne`. */
export function optionPriceText(t: TFunction<'delivery'>, option: Pick<DeliveryOption, 'available' | 'cost'>): string {
  if (!option.available) return t('price.unavailable');
  return option.cost === 0 ? t('price.free') : formatMoney(option.cost);
}

/** `350 m`, `2,4 km`: how far a locker is. */
export function distanceText(t: TFunction<'delivery'>, metres: number, language: string): string {
  if (metres < 1000) return t('picker.distanceM', { value: Math.round(metres / 10) * 10 });
  const km = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(metres / 1000);
  return t('picker.distanceKm', { value: km });
}
