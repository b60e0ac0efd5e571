/**
 * The admin's query keys, all under the admin root (dropped on sign-out). A plain object of
 * functions, one a key: a name without a parameter that others extend is a prefix that an
 * invalidation uses to reach them all (`orders()` reaches every list and every order).
 */
export const adminKeys = {
  stats: () => ['admin', 'stats'] as const,
  lowStock: () => ['admin', 'low-stock'] as const,

  orders: () => ['admin', 'orders'] as const,
  orderLists: () => ['admin', 'orders', 'list'] as const,
  orderList: (params: unknown) => ['admin', 'orders', 'list', params] as const,
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  shipment: (orderId: string) => ['admin', 'shipments', orderId] as const,
  termsPayments: (orderId: string) => ['admin', 'terms-payments', orderId] as const,

  invoices: () => ['admin', 'invoices'] as const,
  invoiceList: (params: unknown) => ['admin', 'invoices', 'list', params] as const,
  invoice: (orderId: string) => ['admin', 'invoices', 'one', orderId] as const,

  returnLists: () => ['admin', 'returns', 'list'] as const,
  returnList: (status: string | undefined, cursor?: string) => ['admin', 'returns', 'list', status ?? 'all', cursor ?? ''] as const,
  return: (orderId: string, returnId: string) => ['admin', 'returns', 'detail', orderId, returnId] as const,

  refunds: () => ['admin', 'refunds'] as const,
  refundList: (cursor?: string) => ['admin', 'refunds', 'list', cursor ?? ''] as const,

  productList: () => ['admin', 'products', 'list'] as const,
  product: (id: number) => ['admin', 'products', 'detail', id] as const,
  dealerPrices: (productId: number) => ['admin', 'products', 'dealer-prices', productId] as const,
  /** Dealers' volume breaks per category (issue 34). */
  categoryBreaks: () => ['admin', 'volume-breaks'] as const,
  stockLog: (productId: number) => ['admin', 'products', 'stock-log', productId] as const,
  productImport: (id: string) => ['admin', 'product-imports', id] as const,
  manufacturers: () => ['admin', 'manufacturers'] as const,
  promotions: () => ['admin', 'promotions'] as const,
  searchSynonyms: () => ['admin', 'search-synonyms'] as const,

  dealers: () => ['admin', 'dealers'] as const,
  dealerBalance: (userId: string) => ['admin', 'dealers', 'balance', userId] as const,
  dealerApplications: () => ['admin', 'dealer-applications'] as const,
  messages: () => ['admin', 'messages'] as const,

  reviews: () => ['admin', 'reviews'] as const,
  reviewQueue: (queue: unknown) => ['admin', 'reviews', queue] as const,
  reviewSettings: () => ['admin', 'review-settings'] as const,

  shippingSettings: () => ['admin', 'shipping-settings'] as const,
  notificationSettings: () => ['admin', 'notification-settings'] as const,
};
