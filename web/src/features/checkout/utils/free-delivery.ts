import type { DeliveryOption, DeliveryQuote } from '@contracts/delivery';

/**
 * How much more the products must cost for delivery to become free, or null when saying so would
 * not be true: the threshold is reached, the shop has none, or the delivery being priced costs
 * nothing whatever the basket (pickup, or an option already free). With no delivery chosen yet the
 * hint still helps: the shipping options are the ones it would make free.
 * The cart drawer and the checkout summary both ask this, so they never disagree.
 */
export function missingForFreeDelivery(quote: DeliveryQuote, option: DeliveryOption | undefined): number | null {
  if (quote.freeThreshold === null || quote.productsTotal >= quote.freeThreshold) return null;
  if (option && (option.free || option.method === 'pickup')) return null;
  return quote.freeThreshold - quote.productsTotal;
}
