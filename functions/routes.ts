/**
 * THE route table. Every HTTP route of the shop exists only because it is listed here:
 * - infra builds the API Gateway HTTP API from it (one Lambda per domain, JWT authorizer on
 *   every route whose access is not `public`),
 * - the local dev server mounts it the same way,
 * - the authorization-matrix test enumerates it.
 *
 * `handler` names a key of the domain's handler map (functions/<domain>/handlers.ts).
 * `access` is the least a caller needs: `public` (anyone), `user` (any signed-in caller),
 * `dealer` or `admin` (Cognito group). Ownership checks live in the handlers.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = 'public' | 'user' | 'dealer' | 'admin';
export type Domain = 'catalog' | 'accounts' | 'orders' | 'invoices' | 'media' | 'messages' | 'delivery' | 'reviews';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway path syntax: `/api/products/{id}`. */
  readonly path: string;
  readonly domain: Domain;
  readonly handler: string;
  readonly access: Access;
}

export const routes = [
  { method: 'GET', path: '/api/health', domain: 'catalog', handler: 'health', access: 'public' },
  { method: 'GET', path: '/api/products', domain: 'catalog', handler: 'listProducts', access: 'public' },
  { method: 'GET', path: '/api/products/featured', domain: 'catalog', handler: 'featured', access: 'public' },
  { method: 'GET', path: '/api/products/bestsellers', domain: 'catalog', handler: 'bestsellers', access: 'public' },
  { method: 'GET', path: '/api/products/promotions', domain: 'catalog', handler: 'promotions', access: 'public' },
  { method: 'GET', path: '/api/products/{id}', domain: 'catalog', handler: 'getProduct', access: 'public' },
  { method: 'GET', path: '/api/products/{id}/similar', domain: 'catalog', handler: 'similar', access: 'public' },
  { method: 'GET', path: '/api/catalog/filters', domain: 'catalog', handler: 'filterOptions', access: 'public' },
  { method: 'GET', path: '/api/catalog/categories', domain: 'catalog', handler: 'categories', access: 'public' },
  { method: 'GET', path: '/api/catalog/suggestions', domain: 'catalog', handler: 'suggestions', access: 'public' },
  { method: 'GET', path: '/api/catalog/vehicles', domain: 'catalog', handler: 'vehicles', access: 'public' },
  // The HTML document of /product/{id} with the product's head (CloudFront's /product/* behaviour rewrites to it).
  { method: 'GET', path: '/api/catalog/product-documents/{id}', domain: 'catalog', handler: 'productDocument', access: 'public' },
  // Registration: the only way to sign up (the WAF challenges it; the pool's PreSignUp trigger refuses direct sign-ups).
  { method: 'POST', path: '/api/auth/sign-up', domain: 'accounts', handler: 'signUp', access: 'public' },
  { method: 'GET', path: '/api/me', domain: 'accounts', handler: 'getMe', access: 'user' },
  { method: 'PUT', path: '/api/me/profile', domain: 'accounts', handler: 'updateProfile', access: 'user' },
  { method: 'GET', path: '/api/me/wishlist', domain: 'accounts', handler: 'getWishlist', access: 'user' },
  { method: 'PUT', path: '/api/me/wishlist/{id}', domain: 'accounts', handler: 'addWishlistItem', access: 'user' },
  { method: 'DELETE', path: '/api/me/wishlist/{id}', domain: 'accounts', handler: 'removeWishlistItem', access: 'user' },
  { method: 'GET', path: '/api/me/garage', domain: 'accounts', handler: 'getGarage', access: 'user' },
  { method: 'PUT', path: '/api/me/garage/{vehicleId}', domain: 'accounts', handler: 'chooseGarageBike', access: 'user' },
  { method: 'DELETE', path: '/api/me/garage/{vehicleId}', domain: 'accounts', handler: 'removeGarageBike', access: 'user' },
  { method: 'POST', path: '/api/checkout', domain: 'orders', handler: 'createCheckout', access: 'public' },
  // The payment result pages: the session id Stripe put in the return URL is the key.
  { method: 'GET', path: '/api/checkout/sessions/{sessionId}', domain: 'orders', handler: 'checkoutStatus', access: 'public' },
  { method: 'POST', path: '/api/checkout/sessions/{sessionId}/cancel', domain: 'orders', handler: 'cancelCheckout', access: 'public' },
  { method: 'POST', path: '/api/stripe/webhook', domain: 'orders', handler: 'stripeWebhook', access: 'public' },
  { method: 'GET', path: '/api/me/orders', domain: 'orders', handler: 'listMyOrders', access: 'user' },
  { method: 'GET', path: '/api/me/orders/{id}', domain: 'orders', handler: 'getMyOrder', access: 'user' },
  { method: 'GET', path: '/api/me/orders/{id}/invoice', domain: 'invoices', handler: 'downloadInvoice', access: 'user' },
  { method: 'GET', path: '/api/me/orders/{id}/invoice-status', domain: 'invoices', handler: 'getMyInvoice', access: 'user' },
  { method: 'GET', path: '/api/me/orders/{id}/invoice/xml', domain: 'invoices', handler: 'downloadMyInvoiceXml', access: 'user' },
  { method: 'GET', path: '/api/companies/{nip}', domain: 'invoices', handler: 'lookUpCompanyByNip', access: 'public' },
  { method: 'POST', path: '/api/me/orders/claim', domain: 'orders', handler: 'claimOrder', access: 'user' },
  { method: 'POST', path: '/api/me/orders/{id}/reorder', domain: 'orders', handler: 'reorderMyOrder', access: 'user' },
  // Withdrawals (issue 19): the buyer's, a guest's (order number + e-mail), the correction invoice.
  { method: 'POST', path: '/api/me/orders/{id}/returns', domain: 'orders', handler: 'withdrawMyOrder', access: 'user' },
  { method: 'GET', path: '/api/me/orders/{id}/returns/{returnId}/correction', domain: 'invoices', handler: 'downloadMyCorrection', access: 'user' },
  // The correction invoice of any other refund of an invoiced order (a cancellation, an amount).
  { method: 'GET', path: '/api/me/orders/{id}/refunds/{refundId}/correction', domain: 'invoices', handler: 'downloadMyRefundCorrection', access: 'user' },
  { method: 'POST', path: '/api/guest/orders/lookup', domain: 'orders', handler: 'findGuestOrder', access: 'public' },
  { method: 'POST', path: '/api/guest/orders/{id}/returns', domain: 'orders', handler: 'withdrawGuestOrder', access: 'public' },
  { method: 'POST', path: '/api/guest/orders/{id}/returns/{returnId}/correction', domain: 'invoices', handler: 'downloadGuestCorrection', access: 'public' },
  { method: 'POST', path: '/api/guest/orders/{id}/refunds/{refundId}/correction', domain: 'invoices', handler: 'downloadGuestRefundCorrection', access: 'public' },
  // Delivery: lockers, prices, the buyer's saved addresses and parcel, InPost's webhook.
  { method: 'GET', path: '/api/delivery/points', domain: 'delivery', handler: 'searchDeliveryPoints', access: 'public' },
  { method: 'POST', path: '/api/delivery/quote', domain: 'delivery', handler: 'quoteDelivery', access: 'public' },
  { method: 'GET', path: '/api/me/delivery', domain: 'delivery', handler: 'getSavedDelivery', access: 'user' },
  { method: 'DELETE', path: '/api/me/delivery/addresses/{id}', domain: 'delivery', handler: 'forgetDeliveryAddress', access: 'user' },
  { method: 'GET', path: '/api/me/orders/{id}/shipment', domain: 'delivery', handler: 'getMyShipment', access: 'user' },
  { method: 'GET', path: '/api/inpost/webhook', domain: 'delivery', handler: 'inpostWebhookCheck', access: 'public' },
  { method: 'POST', path: '/api/inpost/webhook', domain: 'delivery', handler: 'inpostWebhook', access: 'public' },
  // Verified reviews (issue 29): approved ones for anyone; the buyer's own; a guest's signed link; votes and reports.
  { method: 'GET', path: '/api/products/{id}/reviews', domain: 'reviews', handler: 'productReviews', access: 'public' },
  { method: 'POST', path: '/api/reviews/{id}/helpful', domain: 'reviews', handler: 'voteHelpful', access: 'public' },
  { method: 'POST', path: '/api/reviews/{id}/reports', domain: 'reviews', handler: 'reportReview', access: 'public' },
  { method: 'GET', path: '/api/me/reviewable', domain: 'reviews', handler: 'myReviewable', access: 'user' },
  { method: 'GET', path: '/api/me/reviews', domain: 'reviews', handler: 'listMyReviews', access: 'user' },
  { method: 'POST', path: '/api/me/reviews', domain: 'reviews', handler: 'createMyReview', access: 'user' },
  { method: 'PUT', path: '/api/me/reviews/{id}', domain: 'reviews', handler: 'updateMyReview', access: 'user' },
  { method: 'DELETE', path: '/api/me/reviews/{id}', domain: 'reviews', handler: 'deleteMyReview', access: 'user' },
  // A buyer's review photos go through the media function's verified upload pipeline (sharp lives there).
  { method: 'POST', path: '/api/me/review-photos', domain: 'media', handler: 'createReviewPhotoUpload', access: 'user' },
  { method: 'POST', path: '/api/me/review-photos/{uploadId}/complete', domain: 'media', handler: 'completeReviewPhotoUpload', access: 'user' },
  // A guest's photos: the same pipeline, authorised by the review request e-mail's signed link (no session).
  { method: 'POST', path: '/api/guest/review-photos', domain: 'media', handler: 'createGuestReviewPhotoUpload', access: 'public' },
  { method: 'POST', path: '/api/guest/review-photos/{uploadId}/complete', domain: 'media', handler: 'completeGuestReviewPhotoUpload', access: 'public' },
  { method: 'POST', path: '/api/guest/reviews/lookup', domain: 'reviews', handler: 'lookUpGuestReview', access: 'public' },
  { method: 'POST', path: '/api/guest/reviews', domain: 'reviews', handler: 'createGuestReview', access: 'public' },
  { method: 'PUT', path: '/api/guest/reviews', domain: 'reviews', handler: 'updateGuestReview', access: 'public' },
  { method: 'POST', path: '/api/review-requests/unsubscribe', domain: 'reviews', handler: 'unsubscribeReviewRequests', access: 'public' },
  // The e-mail's List-Unsubscribe URL (RFC 8058): a mail client's one-click POST, or a GET that leads to the page.
  { method: 'POST', path: '/api/review-requests/one-click-unsubscribe', domain: 'reviews', handler: 'oneClickUnsubscribe', access: 'public' },
  { method: 'GET', path: '/api/review-requests/one-click-unsubscribe', domain: 'reviews', handler: 'oneClickUnsubscribePage', access: 'public' },
  // Back-in-stock alerts (issue 33, functions/messages/back-in-stock.ts): the form, a guest's confirmation, the unsubscribe links.
  { method: 'POST', path: '/api/products/{id}/back-in-stock', domain: 'messages', handler: 'requestBackInStockAlert', access: 'public' },
  { method: 'POST', path: '/api/back-in-stock/confirm', domain: 'messages', handler: 'confirmBackInStockAlert', access: 'public' },
  { method: 'POST', path: '/api/back-in-stock/unsubscribe', domain: 'messages', handler: 'unsubscribeBackInStockAlert', access: 'public' },
  { method: 'POST', path: '/api/back-in-stock/one-click-unsubscribe', domain: 'messages', handler: 'oneClickUnsubscribeBackInStock', access: 'public' },
  { method: 'GET', path: '/api/back-in-stock/one-click-unsubscribe', domain: 'messages', handler: 'oneClickUnsubscribeBackInStockPage', access: 'public' },
  // Abandoned-checkout reminders (issue 33, functions/messages/checkout-reminders.ts): the e-mail's restore and withdrawal links (the withdrawal page's button POSTs the one-click URL too).
  { method: 'GET', path: '/api/checkout-reminders/cart', domain: 'messages', handler: 'restoreCheckoutReminderCart', access: 'public' },
  { method: 'POST', path: '/api/checkout-reminders/one-click-withdraw', domain: 'messages', handler: 'oneClickWithdrawCheckoutReminder', access: 'public' },
  { method: 'GET', path: '/api/checkout-reminders/one-click-withdraw', domain: 'messages', handler: 'oneClickWithdrawCheckoutReminderPage', access: 'public' },
  { method: 'POST', path: '/api/contact', domain: 'messages', handler: 'submitContact', access: 'public' },
  { method: 'POST', path: '/api/dealer-applications', domain: 'messages', handler: 'submitDealerApplication', access: 'public' },
  // The admin area: every route needs the Cognito group `admin`.
  { method: 'GET', path: '/api/admin/stats', domain: 'orders', handler: 'adminStats', access: 'admin' },
  { method: 'GET', path: '/api/admin/orders', domain: 'orders', handler: 'adminListOrders', access: 'admin' },
  { method: 'GET', path: '/api/admin/orders/{id}', domain: 'orders', handler: 'adminGetOrder', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/orders/{id}', domain: 'orders', handler: 'adminUpdateOrder', access: 'admin' },
  { method: 'GET', path: '/api/admin/invoices', domain: 'invoices', handler: 'adminListInvoices', access: 'admin' },
  { method: 'GET', path: '/api/admin/invoices/{orderId}', domain: 'invoices', handler: 'adminGetInvoice', access: 'admin' },
  { method: 'GET', path: '/api/admin/invoices/{orderId}/pdf', domain: 'invoices', handler: 'adminDownloadInvoicePdf', access: 'admin' },
  { method: 'GET', path: '/api/admin/invoices/{orderId}/xml', domain: 'invoices', handler: 'adminDownloadInvoiceXml', access: 'admin' },
  { method: 'GET', path: '/api/admin/invoices/{orderId}/upo', domain: 'invoices', handler: 'adminDownloadInvoiceUpo', access: 'admin' },
  { method: 'POST', path: '/api/admin/invoices/{orderId}/resend', domain: 'invoices', handler: 'adminResendInvoice', access: 'admin' },
  { method: 'GET', path: '/api/admin/invoices/{orderId}/corrections/{refundId}/xml', domain: 'invoices', handler: 'adminDownloadCorrectionXml', access: 'admin' },
  { method: 'GET', path: '/api/admin/invoices/{orderId}/corrections/{refundId}/upo', domain: 'invoices', handler: 'adminDownloadCorrectionUpo', access: 'admin' },
  { method: 'POST', path: '/api/admin/invoices/{orderId}/corrections/{refundId}/resend', domain: 'invoices', handler: 'adminResendCorrection', access: 'admin' },
  { method: 'POST', path: '/api/admin/orders/{id}/refunds', domain: 'orders', handler: 'adminRefundOrder', access: 'admin' },
  { method: 'GET', path: '/api/admin/returns', domain: 'orders', handler: 'adminListReturns', access: 'admin' },
  { method: 'GET', path: '/api/admin/refunds', domain: 'orders', handler: 'adminListRefunds', access: 'admin' },
  { method: 'GET', path: '/api/admin/orders/{id}/returns/{returnId}', domain: 'orders', handler: 'adminGetReturn', access: 'admin' },
  { method: 'POST', path: '/api/admin/orders/{id}/returns/{returnId}/receive', domain: 'orders', handler: 'adminReceiveReturn', access: 'admin' },
  { method: 'POST', path: '/api/admin/orders/{id}/returns/{returnId}/decision', domain: 'orders', handler: 'adminDecideReturn', access: 'admin' },
  { method: 'GET', path: '/api/admin/orders/{id}/returns/{returnId}/correction', domain: 'invoices', handler: 'adminDownloadCorrection', access: 'admin' },
  { method: 'GET', path: '/api/admin/orders/{id}/refunds/{refundId}/correction', domain: 'invoices', handler: 'adminDownloadRefundCorrection', access: 'admin' },
  { method: 'POST', path: '/api/admin/checkout-test', domain: 'orders', handler: 'connectionTest', access: 'admin' },
  // Promotions (issue 32, functions/promotions): the checkout's quote (no writes) and the admin's promotions and codes.
  { method: 'POST', path: '/api/checkout/quote', domain: 'orders', handler: 'quoteCheckout', access: 'public' },
  { method: 'GET', path: '/api/admin/promotions', domain: 'orders', handler: 'adminListPromotions', access: 'admin' },
  { method: 'POST', path: '/api/admin/promotions', domain: 'orders', handler: 'adminCreatePromotion', access: 'admin' },
  { method: 'GET', path: '/api/admin/promotions/{id}', domain: 'orders', handler: 'adminGetPromotion', access: 'admin' },
  { method: 'GET', path: '/api/admin/promotions/{id}/codes.csv', domain: 'orders', handler: 'adminExportPromotionCodes', access: 'admin' },
  { method: 'PUT', path: '/api/admin/promotions/{id}', domain: 'orders', handler: 'adminUpdatePromotion', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/promotions/{id}', domain: 'orders', handler: 'adminDeactivatePromotion', access: 'admin' },
  { method: 'GET', path: '/api/admin/orders/{id}/shipment', domain: 'delivery', handler: 'adminGetShipment', access: 'admin' },
  { method: 'POST', path: '/api/admin/orders/{id}/shipment', domain: 'delivery', handler: 'adminShipOrder', access: 'admin' },
  { method: 'POST', path: '/api/admin/orders/{id}/shipment/refresh', domain: 'delivery', handler: 'adminRefreshShipment', access: 'admin' },
  { method: 'GET', path: '/api/admin/orders/{id}/shipment/label', domain: 'delivery', handler: 'adminShipmentLabel', access: 'admin' },
  { method: 'GET', path: '/api/admin/shipping-settings', domain: 'delivery', handler: 'adminGetShippingSettings', access: 'admin' },
  { method: 'PUT', path: '/api/admin/shipping-settings', domain: 'delivery', handler: 'adminSaveShippingSettings', access: 'admin' },
  { method: 'GET', path: '/api/admin/products', domain: 'catalog', handler: 'adminListProducts', access: 'admin' },
  { method: 'POST', path: '/api/admin/products', domain: 'catalog', handler: 'adminCreateProduct', access: 'admin' },
  // Issue 33: the list as filtered, as a CSV for Excel / LibreOffice in Polish.
  { method: 'GET', path: '/api/admin/products/export', domain: 'catalog', handler: 'adminExportProducts', access: 'admin' },
  { method: 'GET', path: '/api/admin/products/{id}', domain: 'catalog', handler: 'adminGetProduct', access: 'admin' },
  { method: 'PUT', path: '/api/admin/products/{id}', domain: 'catalog', handler: 'adminUpdateProduct', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/products/{id}', domain: 'catalog', handler: 'adminDeleteProduct', access: 'admin' },
  { method: 'POST', path: '/api/admin/products/{id}/restore', domain: 'catalog', handler: 'adminRestoreProduct', access: 'admin' },
  // Issue 33: every change of the product's stock, newest first.
  { method: 'GET', path: '/api/admin/products/{id}/stock-log', domain: 'catalog', handler: 'adminStockLog', access: 'admin' },
  // Issue 33: what runs low now (the dashboard), and the shop's default threshold and abandoned-checkout delay.
  { method: 'GET', path: '/api/admin/low-stock', domain: 'catalog', handler: 'adminLowStock', access: 'admin' },
  { method: 'GET', path: '/api/admin/notification-settings', domain: 'catalog', handler: 'adminGetNotificationSettings', access: 'admin' },
  { method: 'PUT', path: '/api/admin/notification-settings', domain: 'catalog', handler: 'adminSaveNotificationSettings', access: 'admin' },
  { method: 'GET', path: '/api/admin/products/{id}/dealer-prices', domain: 'catalog', handler: 'adminListDealerPrices', access: 'admin' },
  { method: 'PUT', path: '/api/admin/products/{id}/dealer-prices/{dealerId}', domain: 'catalog', handler: 'adminPutDealerPrice', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/products/{id}/dealer-prices/{dealerId}', domain: 'catalog', handler: 'adminDeleteDealerPrice', access: 'admin' },
  // Issue 34: dealers' volume breaks per category (a product's own are on the product form).
  { method: 'GET', path: '/api/admin/volume-breaks', domain: 'catalog', handler: 'adminListCategoryBreaks', access: 'admin' },
  { method: 'PUT', path: '/api/admin/volume-breaks/{category}', domain: 'catalog', handler: 'adminPutCategoryBreaks', access: 'admin' },
  { method: 'GET', path: '/api/admin/search-synonyms', domain: 'catalog', handler: 'adminListSynonyms', access: 'admin' },
  { method: 'POST', path: '/api/admin/search-synonyms', domain: 'catalog', handler: 'adminCreateSynonymGroup', access: 'admin' },
  { method: 'PUT', path: '/api/admin/search-synonyms/{id}', domain: 'catalog', handler: 'adminUpdateSynonymGroup', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/search-synonyms/{id}', domain: 'catalog', handler: 'adminDeleteSynonymGroup', access: 'admin' },
  // The manufacturers register (GPSR, issue 30): named on every product page.
  { method: 'GET', path: '/api/admin/manufacturers', domain: 'catalog', handler: 'adminListManufacturers', access: 'admin' },
  { method: 'POST', path: '/api/admin/manufacturers', domain: 'catalog', handler: 'adminCreateManufacturer', access: 'admin' },
  { method: 'GET', path: '/api/admin/manufacturers/{id}', domain: 'catalog', handler: 'adminGetManufacturer', access: 'admin' },
  { method: 'PUT', path: '/api/admin/manufacturers/{id}', domain: 'catalog', handler: 'adminUpdateManufacturer', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/manufacturers/{id}', domain: 'catalog', handler: 'adminDeleteManufacturer', access: 'admin' },
  { method: 'GET', path: '/api/admin/reviews', domain: 'reviews', handler: 'adminListReviews', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/reviews/{id}', domain: 'reviews', handler: 'adminModerateReview', access: 'admin' },
  { method: 'GET', path: '/api/admin/review-settings', domain: 'reviews', handler: 'adminGetReviewSettings', access: 'admin' },
  { method: 'PUT', path: '/api/admin/review-settings', domain: 'reviews', handler: 'adminSaveReviewSettings', access: 'admin' },
  { method: 'GET', path: '/api/admin/dealers', domain: 'accounts', handler: 'adminListDealers', access: 'admin' },
  { method: 'GET', path: '/api/admin/dealer-applications', domain: 'accounts', handler: 'adminListDealerApplications', access: 'admin' },
  { method: 'POST', path: '/api/admin/dealer-applications/{id}/approve', domain: 'accounts', handler: 'adminApproveDealerApplication', access: 'admin' },
  { method: 'POST', path: '/api/admin/dealer-applications/{id}/reject', domain: 'accounts', handler: 'adminRejectDealerApplication', access: 'admin' },
  { method: 'GET', path: '/api/admin/messages', domain: 'messages', handler: 'adminListMessages', access: 'admin' },
  // The dealer programme (issue 34, functions/dealer): payment terms, the balance, transfers, quick order, the price list.
  { method: 'GET', path: '/api/dealer/balance', domain: 'orders', handler: 'getDealerBalance', access: 'dealer' },
  { method: 'POST', path: '/api/dealer/quick-order', domain: 'orders', handler: 'dealerQuickOrder', access: 'dealer' },
  { method: 'GET', path: '/api/dealer/price-list', domain: 'orders', handler: 'dealerPriceList', access: 'dealer' },
  { method: 'GET', path: '/api/dealer/price-list.pdf', domain: 'orders', handler: 'dealerPriceListPdf', access: 'dealer' },
  { method: 'PATCH', path: '/api/admin/dealers/{userId}', domain: 'orders', handler: 'adminUpdateDealerTerms', access: 'admin' },
  { method: 'GET', path: '/api/admin/dealers/{userId}/balance', domain: 'orders', handler: 'adminGetDealerBalance', access: 'admin' },
  { method: 'POST', path: '/api/admin/orders/{id}/payments', domain: 'orders', handler: 'adminRecordTermsPayment', access: 'admin' },
  { method: 'GET', path: '/api/admin/orders/{id}/payments', domain: 'orders', handler: 'adminListTermsPayments', access: 'admin' },
  { method: 'POST', path: '/api/admin/uploads', domain: 'media', handler: 'createUpload', access: 'admin' },
  { method: 'POST', path: '/api/admin/uploads/{uploadId}/complete', domain: 'media', handler: 'completeUpload', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/uploads/{uploadId}', domain: 'media', handler: 'deleteUpload', access: 'admin' },
  // The products CSV import (issue 33): upload the file (presigned POST), start a dry run or an apply, follow it, download its report.
  { method: 'POST', path: '/api/admin/imports/upload', domain: 'media', handler: 'createImportUpload', access: 'admin' },
  { method: 'POST', path: '/api/admin/imports', domain: 'media', handler: 'startImport', access: 'admin' },
  { method: 'GET', path: '/api/admin/imports/{id}', domain: 'media', handler: 'getImport', access: 'admin' },
  { method: 'GET', path: '/api/admin/imports/{id}/report', domain: 'media', handler: 'downloadImportReport', access: 'admin' },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];

/** `GET /api/products/{id}`: the API Gateway v2 route key, also used to dispatch inside a domain Lambda. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function routesOf(domain: Domain): RouteDefinition[] {
  return routes.filter((r) => r.domain === domain);
}

export const domains: readonly Domain[] = [...new Set(routes.map((r) => r.domain))];
