/**
 * The admin's TanStack Query keys, one function per cache entry, so a mutation invalidates
 * exactly what the list or page reads (a prefix such as `adminKeys.orders()` covers every
 * entry under it: the lists and each order). The storefront's `['products']` is the shop's.
 */
export const adminKeys = {
  all: () => ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  orders: () => ['admin', 'orders'] as const,
  orderLists: () => ['admin', 'orders', 'list'] as const,
  orderList: (params: Record<string, string>) => ['admin', 'orders', 'list', params] as const,
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  shipment: (orderId: string) => ['admin', 'shipments', orderId] as const,
  invoices: () => ['admin', 'invoices'] as const,
  invoiceList: (params: Record<string, string>) => ['admin', 'invoices', 'list', params] as const,
  invoice: (orderId: string) => ['admin', 'invoices', 'one', orderId] as const,
  returnLists: () => ['admin', 'returns', 'list'] as const,
  returnList: (status: string | undefined) => ['admin', 'returns', 'list', status ?? 'all'] as const,
  return: (orderId: string, returnId: string) => ['admin', 'returns', 'detail', orderId, returnId] as const,
  productList: () => ['admin', 'products', 'list'] as const,
  product: (id: number) => ['admin', 'products', 'detail', id] as const,
  dealerPrices: (productId: number) => ['admin', 'products', 'dealer-prices', productId] as const,
  dealers: () => ['admin', 'dealers'] as const,
  dealerApplications: () => ['admin', 'dealer-applications'] as const,
  messages: () => ['admin', 'messages'] as const,
  shippingSettings: () => ['admin', 'shipping-settings'] as const,
  searchSynonyms: () => ['admin', 'search-synonyms'] as const,
  manufacturers: () => ['admin', 'manufacturers'] as const,
  reviews: () => ['admin', 'reviews'] as const,
  reviewQueue: (queue: string) => ['admin', 'reviews', queue] as const,
  reviewSettings: () => ['admin', 'review-settings'] as const,
};
