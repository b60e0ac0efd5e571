/** The admin area's routes (spec §2 plus dealer applications and the contact inbox). */
export const adminPaths = {
  dashboard: '/admin',
  orders: '/admin/orders',
  order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  products: '/admin/products',
  newProduct: '/admin/products/new',
  importProducts: '/admin/products/import',
  editProduct: (id: number) => `/admin/products/${id}/edit`,
  applications: '/admin/dealer-applications',
  messages: '/admin/messages',
  invoices: '/admin/invoices',
  returns: '/admin/returns',
  refunds: '/admin/refunds',
  return: (orderId: string, returnId: string) => `/admin/returns/${encodeURIComponent(orderId)}/${encodeURIComponent(returnId)}`,
  shipping: '/admin/shipping',
  search: '/admin/search',
  manufacturers: '/admin/manufacturers',
  promotions: '/admin/promotions',
  reviews: '/admin/reviews',
  /** The storefront's product page (opened in a new tab from the list). */
  shopProduct: (id: number) => `/product/${id}`,
} as const;
