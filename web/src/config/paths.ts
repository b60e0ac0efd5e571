/**
 * Every route path of the SPA, so links and the router never disagree. Spec §2; the hyphenated
 * `/privacy`, `/payment-success`, `/payment-cancelled` only redirect (spec/README decisions).
 */
export const paths = {
  home: '/',
  shop: '/shop',
  product: (id: number | string) => `/product/${id}`,
  gallery: '/gallery',
  about: '/about',
  contact: '/contact',
  dealers: '/dealers',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  terms: '/terms',
  /** "Jak weryfikujemy opinie" (issue 29). */
  reviewPolicy: '/review-policy',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/auth/verify-email',
  authCallback: '/auth/callback',
  profile: '/profile',
  wishlist: '/wishlist',
  orders: '/orders',
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
  /** The online withdrawal function for guests: an order found by number and e-mail (issue 19). */
  withdraw: '/withdraw',
  /** The dealer area (issue 34): quick order by SKU, the balance on payment terms. */
  dealerQuickOrder: '/dealer/quick-order',
  dealerBalance: '/dealer/balance',
  admin: '/admin',
  checkout: '/checkout',
  paymentSuccess: '/payment/success',
  paymentCancel: '/payment/cancel',
} as const;

export const redirects = [
  { from: '/privacy', to: paths.privacyPolicy },
  { from: '/payment-success', to: paths.paymentSuccess },
  { from: '/payment-cancelled', to: paths.paymentCancel },
] as const;
