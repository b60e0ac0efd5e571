import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@contracts/promotions';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { cartLines, type CartItem, type CartVolumeBreak } from '@/lib/cart';
import { cartKeys } from '../query-keys';

/** A cart line as checkout will charge it: the unit price after the dealer's volume break, and that break. */
export interface ServerLinePrice {
  unitPrice: number;
  lineTotal: number;
  volumeBreak: CartVolumeBreak | null;
}

export interface CartPrices {
  productsTotal: number;
  lineOf: (item: CartItem) => ServerLinePrice | undefined;
}

type QuoteLine = Quote['lines'][number];

function linePrice(line: QuoteLine): ServerLinePrice {
  const b = line.volumeBreak;
  return { unitPrice: line.unitPrice, lineTotal: line.totalPrice, volumeBreak: b ? { minQuantity: b.minQuantity, percentOff: b.percentOff, unitPrice: line.unitPrice } : null };
}

/** The quote's line of a cart line: the same product and, for a product with options, the same variant. */
function pricesOf(quote: Quote): CartPrices {
  return {
    productsTotal: quote.productsTotal,
    lineOf: (item) => {
      const line = quote.lines.find((l) => l.productId === item.productId && (!item.sku || l.sku === item.sku));
      return line ? linePrice(line) : undefined;
    },
  };
}

/**
 * A dealer's cart priced by the server (POST /api/checkout/quote, which writes nothing): their
 * price and the volume break the product's units reach, whichever way the line came in (product
 * page, product card, quick order, reorder), so the drawer shows what checkout will charge. Null
 * for everyone else, while the first answer loads, and while a changed cart is asked about again:
 * the drawer then shows the lines' own snapshot.
 */
export function useCartPrices(items: readonly CartItem[]): CartPrices | null {
  const session = useSession();
  const dealerId = session.status === 'signedIn' && session.user.isDealer ? session.user.userId : null;
  const lineItems = cartLines(items);
  const quote = useQuery(
    queryOptions({
      queryKey: cartKeys.linePrices(dealerId ?? '', lineItems),
      queryFn: ({ signal }) => api.post<Quote>('/checkout/quote', { lineItems }, { signal }),
      enabled: dealerId !== null && lineItems.length > 0,
      staleTime: 30_000,
    }),
  );
  return dealerId !== null && quote.data ? pricesOf(quote.data) : null;
}
