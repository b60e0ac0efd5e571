import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { cartLineKey, type CartItem } from '@/lib/cart';
import { showCompanyErrorsFromApi } from '@/lib/checkout-company';

/**
 * The toast text for a failed checkout. The spec's generic message unless the API said what is
 * wrong: which products are out of stock (409 `out_of_stock`, whose message names them), which
 * lines name unknown products or too many units (400 with `lineItems.N.*` fields, N being the
 * line's index in the request, i.e. in the cart), or that payments are down (503).
 */
const isVariantError = (key: string) => key === 'validation.variantRequired' || key === 'validation.variantUnknown';

/**
 * The field errors a 400 named on cart lines' variants (`lineItems.N.sku`: no size chosen, or a
 * SKU the product no longer sells), by the line's key (lib/cart `cartLineKey`), as i18n keys of
 * the cart namespace: each is shown on its line in the checkout summary.
 */
export function variantLineErrors(error: unknown, items: readonly CartItem[]): Record<string, 'lineErrors.variantRequired' | 'lineErrors.variantUnknown'> {
  if (!isApiError(error) || error.status !== 400 || !error.fields) return {};
  const found: Record<string, 'lineErrors.variantRequired' | 'lineErrors.variantUnknown'> = {};
  for (const [field, key] of Object.entries(error.fields)) {
    const match = /^lineItems\.(\d+)(?:\.sku)?$/.exec(field);
    const item = match ? items[Number(match[1])] : undefined;
    if (item && isVariantError(key)) found[cartLineKey(item)] = key === 'validation.variantRequired' ? 'lineErrors.variantRequired' : 'lineErrors.variantUnknown';
  }
  return found;
}

export function checkoutErrorMessage(error: unknown, items: readonly CartItem[], t: TFunction<'cart'>): string {
  if (!isApiError(error)) return t('errors.checkout');
  if (error.code === 'network_error') return t('errors.network');
  if (error.status === 409 && error.code === 'out_of_stock') {
    const named = items.filter((i) => error.message.includes(i.product.name)).map((i) => i.product.name);
    const products = named.length ? named.join(', ') : error.message.replace(/^[^:]*:\s*/, '');
    return t('errors.outOfStock', { products });
  }
  if (error.status === 400 && error.fields) {
    // The company's details (an invalid NIP): shown at their fields in the company section.
    if (showCompanyErrorsFromApi(error.fields)) return t('errors.company');
    const unknown: string[] = [];
    const variant: string[] = [];
    let tooMany = false;
    for (const [field, key] of Object.entries(error.fields)) {
      const match = /^lineItems\.(\d+)\.(productId|quantity|sku)$/.exec(field);
      const item = match ? items[Number(match[1])] : undefined;
      if (key === 'validation.unknownProduct' && item) unknown.push(item.product.name);
      if (isVariantError(key) && item) variant.push(item.product.name);
      if (key === 'validation.quantityMax') tooMany = true;
    }
    if (unknown.length) return t('errors.unknownProduct', { products: unknown.join(', ') });
    if (variant.length) return t('errors.variant', { products: variant.join(', ') });
    if (tooMany) return t('errors.quantityMax');
  }
  if (error.status === 503) return t('errors.unavailable');
  return t('errors.checkout');
}
