import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { importJWK, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { routeKey, routes } from '../../functions/routes.js';
import { api, baseUrl } from './api.js';
import { newUser, signIn } from './auth.js';
import { setStock } from './table.js';
import { publishableSafety } from '../support/gpsr-input.js';

/**
 * Every route × every kind of caller → the status they must get. Generated from the route table:
 * a route added without an expectation here fails this test, so no route ships unexamined.
 * "other" is a second customer: on routes that name something owned (an order), it must not
 * reach the first customer's.
 */
type Who = 'anonymous' | 'customer' | 'other' | 'dealer' | 'admin';
interface Case {
  path: string | (() => string);
  json?: unknown;
  expect: Record<Who, number>;
}

const everyone = (status: number): Record<Who, number> => ({ anonymous: status, customer: status, other: status, dealer: status, admin: status });
const signedIn = (status: number): Record<Who, number> => ({ anonymous: 401, customer: status, other: status, dealer: status, admin: status });

const matrixReview = { stars: 5, title: 'Matrix', text: 'Matrix review' };
const contact = { name: 'Matrix', email: 'matrix@example.com', message: 'Hello', consent: true };
const application = { company: 'Matrix Sp. z o.o.', taxId: '5260001246', contactPerson: 'Neo', email: 'neo@example.com', phone: '+48 600 000 000', yearsInBusiness: 3, address: 'ul. Testowa 1, 00-001 Warszawa' };

let customerOrderId = '';
let customerSessionId = '';
/** A second checkout, whose payment page the cancel route closes (idempotently: every caller gets 200). */
let cancelSessionId = '';
let dealerId = '';
let productToDelete = 0;
const applicationIds: string[] = [];
const NO_RETURN = '00000000-0000-4000-8000-000000000019';
const NO_REFUND = 'admin-19';
const withdrawal = { requestId: '00000000-0000-4000-8000-000000000020', lines: [{ itemId: 'x', quantity: 1 }] };
const adminOnly = (status: number): Record<Who, number> => ({ anonymous: 401, customer: 403, other: 403, dealer: 403, admin: status });
const dealerOnly = (status: number): Record<Who, number> => ({ anonymous: 401, customer: 403, other: 403, dealer: status, admin: 403 });
const newProduct = { name: 'Matrix product', description: 'Opis', brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', price: 10000, imageUrl: 'https://example.com/x.webp', stock: 1, parcelSize: 'A', weightGrams: 500, ...publishableSafety };

const cases: Record<string, Case> = {
  'GET /api/health': { path: '/api/health', expect: everyone(200) },
  'GET /api/products': { path: '/api/products', expect: everyone(200) },
  'GET /api/products/featured': { path: '/api/products/featured', expect: everyone(200) },
  'GET /api/products/bestsellers': { path: '/api/products/bestsellers', expect: everyone(200) },
  'GET /api/products/promotions': { path: '/api/products/promotions', expect: everyone(200) },
  'GET /api/products/{id}': { path: '/api/products/1', expect: everyone(200) },
  'GET /api/products/{id}/similar': { path: '/api/products/1/similar', expect: everyone(200) },
  'GET /api/catalog/filters': { path: '/api/catalog/filters', expect: everyone(200) },
  'GET /api/catalog/categories': { path: '/api/catalog/categories', expect: everyone(200) },
  'GET /api/catalog/suggestions': { path: '/api/catalog/suggestions?q=kask', expect: everyone(200) },
  'GET /api/catalog/vehicles': { path: '/api/catalog/vehicles', expect: everyone(200) },
  'GET /api/catalog/product-documents/{id}': { path: '/api/catalog/product-documents/1?lang=pl', expect: everyone(200) },
  'POST /api/contact': { path: '/api/contact', json: contact, expect: everyone(201) },
  'GET /api/delivery/points': { path: '/api/delivery/points?query=Brzesko', expect: everyone(200) },
  'POST /api/delivery/quote': { path: '/api/delivery/quote', json: { lineItems: [{ productId: 55, quantity: 1 }] }, expect: everyone(200) },
  'POST /api/checkout/quote': { path: '/api/checkout/quote', json: { lineItems: [{ productId: 55, quantity: 1 }] }, expect: everyone(200) },
  'GET /api/me/delivery': { path: '/api/me/delivery', expect: signedIn(200) },
  'DELETE /api/me/delivery/addresses/{id}': { path: '/api/me/delivery/addresses/0123456789abcdef', expect: signedIn(404) },
  // The customer's own parcel (none yet: unpaid); everybody else is told the order does not exist here.
  'GET /api/me/orders/{id}/shipment': { path: () => `/api/me/orders/${customerOrderId}/shipment`, expect: { anonymous: 401, customer: 200, other: 404, dealer: 404, admin: 404 } },
  // InPost's webhook is public and unsigned: it only makes the shop ask InPost, so anyone may knock.
  'GET /api/inpost/webhook': { path: '/api/inpost/webhook', expect: everyone(200) },
  'POST /api/inpost/webhook': { path: '/api/inpost/webhook', json: { event: 'shipment_status_changed', payload: { shipment_id: 1 } }, expect: everyone(200) },
  'POST /api/dealer-applications': { path: '/api/dealer-applications', json: application, expect: everyone(201) },
  // Public (anyone may register); a refused form creates nothing, so every caller gets the same 400.
  'POST /api/auth/sign-up': { path: '/api/auth/sign-up', json: { email: 'matrix-signup@example.com', password: 'weak', fullName: 'Matrix', address: 'ul. Testowa 1, 00-001 Warszawa' }, expect: everyone(400) },
  'GET /api/me': { path: '/api/me', expect: signedIn(200) },
  'PUT /api/me/profile': { path: '/api/me/profile', json: { fullName: 'Matrix User' }, expect: signedIn(200) },
  'GET /api/me/wishlist': { path: '/api/me/wishlist', expect: signedIn(200) },
  'PUT /api/me/wishlist/{id}': { path: '/api/me/wishlist/2', expect: signedIn(200) },
  'DELETE /api/me/wishlist/{id}': { path: '/api/me/wishlist/2', expect: signedIn(204) },
  'GET /api/me/garage': { path: '/api/me/garage', expect: signedIn(200) },
  'PUT /api/me/garage/{vehicleId}': { path: '/api/me/garage/flhx-2016', expect: signedIn(200) },
  'DELETE /api/me/garage/{vehicleId}': { path: '/api/me/garage/flhx-2016', expect: signedIn(204) },
  'POST /api/checkout': { path: '/api/checkout', json: { lineItems: [{ productId: 55, quantity: 1 }], delivery: { method: 'pickup' } }, expect: everyone(200) },
  // The payment result pages: the session id from Stripe's return URL is the key, whoever asks.
  'GET /api/checkout/sessions/{sessionId}': { path: () => `/api/checkout/sessions/${customerSessionId}`, expect: everyone(200) },
  'POST /api/checkout/sessions/{sessionId}/cancel': { path: () => `/api/checkout/sessions/${cancelSessionId}/cancel`, expect: everyone(200) },
  // Public, but only Stripe can sign: without a signature everyone gets a 400.
  'POST /api/stripe/webhook': { path: '/api/stripe/webhook', json: { id: 'evt_x', type: 'checkout.session.completed' }, expect: everyone(400) },
  'GET /api/me/orders': { path: '/api/me/orders', expect: signedIn(200) },
  // The customer's own order: everybody else, admins included, is told it does not exist here.
  'POST /api/me/orders/{id}/reorder': { path: () => `/api/me/orders/${customerOrderId}/reorder`, expect: { anonymous: 401, customer: 200, other: 404, dealer: 404, admin: 404 } },
  'GET /api/me/orders/{id}': { path: () => `/api/me/orders/${customerOrderId}`, expect: { anonymous: 401, customer: 200, other: 404, dealer: 404, admin: 404 } },
  // The matrix's order is unpaid: its owner is told there is no invoice yet (409), others 404.
  'GET /api/me/orders/{id}/invoice': { path: () => `/api/me/orders/${customerOrderId}/invoice`, expect: { anonymous: 401, customer: 409, other: 404, dealer: 404, admin: 404 } },
  'GET /api/me/orders/{id}/invoice-status': { path: () => `/api/me/orders/${customerOrderId}/invoice-status`, expect: { anonymous: 401, customer: 200, other: 404, dealer: 404, admin: 404 } },
  // An unpaid consumer order has no e-invoice: its owner is told so (409), others 404.
  'GET /api/me/orders/{id}/invoice/xml': { path: () => `/api/me/orders/${customerOrderId}/invoice/xml`, expect: { anonymous: 401, customer: 409, other: 404, dealer: 404, admin: 404 } },
  'GET /api/companies/{nip}': { path: '/api/companies/5260250274', expect: everyone(200) },
  'POST /api/me/orders/claim': { path: '/api/me/orders/claim', json: { sessionId: 'cs_test_unknown' }, expect: signedIn(404) },
  // Withdrawals (issue 19). The matrix's order is unpaid: its owner is told it cannot be withdrawn
  // from (409), everybody else that it does not exist here.
  'POST /api/me/orders/{id}/returns': { path: () => `/api/me/orders/${customerOrderId}/returns`, json: withdrawal, expect: { anonymous: 401, customer: 409, other: 404, dealer: 404, admin: 404 } },
  'GET /api/me/orders/{id}/returns/{returnId}/correction': { path: () => `/api/me/orders/${customerOrderId}/returns/${NO_RETURN}/correction`, expect: { anonymous: 401, customer: 404, other: 404, dealer: 404, admin: 404 } },
  'GET /api/me/orders/{id}/refunds/{refundId}/correction': { path: () => `/api/me/orders/${customerOrderId}/refunds/${NO_REFUND}/correction`, expect: { anonymous: 401, customer: 404, other: 404, dealer: 404, admin: 404 } },
  // A guest proves the order with its number and e-mail: a wrong pair is a 404 for anyone.
  'POST /api/guest/orders/lookup': { path: '/api/guest/orders/lookup', json: { number: 'abcdef12', email: 'nobody@example.com' }, expect: everyone(404) },
  'POST /api/guest/orders/{id}/returns': { path: () => `/api/guest/orders/${customerOrderId}/returns`, json: { ...withdrawal, email: 'nobody@example.com' }, expect: everyone(404) },
  'POST /api/guest/orders/{id}/returns/{returnId}/correction': { path: () => `/api/guest/orders/${customerOrderId}/returns/${NO_RETURN}/correction`, json: { email: 'nobody@example.com' }, expect: everyone(404) },
  'POST /api/guest/orders/{id}/refunds/{refundId}/correction': { path: () => `/api/guest/orders/${customerOrderId}/refunds/${NO_REFUND}/correction`, json: { email: 'nobody@example.com' }, expect: everyone(404) },
  'GET /api/admin/returns': { path: '/api/admin/returns', expect: adminOnly(200) },
  'GET /api/admin/refunds': { path: '/api/admin/refunds', expect: adminOnly(200) },
  'GET /api/admin/orders/{id}/returns/{returnId}': { path: () => `/api/admin/orders/${customerOrderId}/returns/${NO_RETURN}`, expect: adminOnly(404) },
  'POST /api/admin/orders/{id}/returns/{returnId}/receive': { path: () => `/api/admin/orders/${customerOrderId}/returns/${NO_RETURN}/receive`, expect: adminOnly(404) },
  'POST /api/admin/orders/{id}/returns/{returnId}/decision': { path: () => `/api/admin/orders/${customerOrderId}/returns/${NO_RETURN}/decision`, json: { decision: 'reject', reason: 'Matrix' }, expect: adminOnly(404) },
  'GET /api/admin/orders/{id}/returns/{returnId}/correction': { path: () => `/api/admin/orders/${customerOrderId}/returns/${NO_RETURN}/correction`, expect: adminOnly(404) },
  'GET /api/admin/orders/{id}/refunds/{refundId}/correction': { path: () => `/api/admin/orders/${customerOrderId}/refunds/${NO_REFUND}/correction`, expect: adminOnly(404) },
  'GET /api/admin/stats': { path: '/api/admin/stats', expect: adminOnly(200) },
  'GET /api/admin/orders': { path: '/api/admin/orders', expect: adminOnly(200) },
  'GET /api/admin/orders/{id}': { path: () => `/api/admin/orders/${customerOrderId}`, expect: adminOnly(200) },
  'PATCH /api/admin/orders/{id}': { path: () => `/api/admin/orders/${customerOrderId}`, json: { status: 'pending' }, expect: adminOnly(200) },
  'GET /api/admin/invoices': { path: '/api/admin/invoices', expect: adminOnly(200) },
  'GET /api/admin/invoices/{orderId}': { path: () => `/api/admin/invoices/${customerOrderId}`, expect: adminOnly(200) },
  // The matrix's order is unpaid, so it has no invoice to download or resend: 404 for the admin.
  'GET /api/admin/invoices/{orderId}/pdf': { path: () => `/api/admin/invoices/${customerOrderId}/pdf`, expect: adminOnly(404) },
  'GET /api/admin/invoices/{orderId}/xml': { path: () => `/api/admin/invoices/${customerOrderId}/xml`, expect: adminOnly(404) },
  'GET /api/admin/invoices/{orderId}/upo': { path: () => `/api/admin/invoices/${customerOrderId}/upo`, expect: adminOnly(404) },
  'POST /api/admin/invoices/{orderId}/resend': { path: () => `/api/admin/invoices/${customerOrderId}/resend`, json: {}, expect: adminOnly(404) },
  // Nor a refund, so no correction in KSeF either.
  'GET /api/admin/invoices/{orderId}/corrections/{refundId}/xml': { path: () => `/api/admin/invoices/${customerOrderId}/corrections/${NO_REFUND}/xml`, expect: adminOnly(404) },
  'GET /api/admin/invoices/{orderId}/corrections/{refundId}/upo': { path: () => `/api/admin/invoices/${customerOrderId}/corrections/${NO_REFUND}/upo`, expect: adminOnly(404) },
  'POST /api/admin/invoices/{orderId}/corrections/{refundId}/resend': { path: () => `/api/admin/invoices/${customerOrderId}/corrections/${NO_REFUND}/resend`, json: {}, expect: adminOnly(404) },
  // The matrix's order is unpaid: nothing to refund (409) for the admin; nobody else gets that far.
  'POST /api/admin/orders/{id}/refunds': { path: () => `/api/admin/orders/${customerOrderId}/refunds`, json: {}, expect: adminOnly(409) },
  'GET /api/admin/orders/{id}/payments': { path: () => `/api/admin/orders/${customerOrderId}/payments`, expect: adminOnly(200) },
  'POST /api/admin/checkout-test': { path: '/api/admin/checkout-test', expect: adminOnly(200) },
  'GET /api/admin/orders/{id}/shipment': { path: () => `/api/admin/orders/${customerOrderId}/shipment`, expect: adminOnly(200) },
  // The matrix's order is unpaid: nothing to ship yet (409), no shipment to refresh or print (404).
  'POST /api/admin/orders/{id}/shipment': { path: () => `/api/admin/orders/${customerOrderId}/shipment`, json: {}, expect: adminOnly(409) },
  'POST /api/admin/orders/{id}/shipment/refresh': { path: () => `/api/admin/orders/${customerOrderId}/shipment/refresh`, expect: adminOnly(404) },
  'GET /api/admin/orders/{id}/shipment/label': { path: () => `/api/admin/orders/${customerOrderId}/shipment/label`, expect: adminOnly(404) },
  'GET /api/admin/shipping-settings': { path: '/api/admin/shipping-settings', expect: adminOnly(200) },
  'GET /api/admin/search-synonyms': { path: '/api/admin/search-synonyms', expect: adminOnly(200) },
  'POST /api/admin/search-synonyms': { path: '/api/admin/search-synonyms', json: {}, expect: adminOnly(400) },
  // A group nobody created: the admin is told it changed or went meanwhile.
  'PUT /api/admin/search-synonyms/{id}': { path: '/api/admin/search-synonyms/00000000-0000-4000-8000-000000000000', json: { words: ['bak', 'zbiornik'], version: 1 }, expect: adminOnly(409) },
  'DELETE /api/admin/search-synonyms/{id}': { path: '/api/admin/search-synonyms/00000000-0000-4000-8000-000000000000?version=1', expect: adminOnly(409) },
  'PUT /api/admin/shipping-settings': { path: '/api/admin/shipping-settings', json: {}, expect: adminOnly(400) },
  'GET /api/admin/promotions': { path: '/api/admin/promotions', expect: adminOnly(200) },
  'POST /api/admin/promotions': { path: '/api/admin/promotions', json: {}, expect: adminOnly(400) },
  // No promotion has this id: 404 (a DELETE deactivates, so it must find one).
  'GET /api/admin/promotions/{id}': { path: '/api/admin/promotions/00000000-0000-4000-8000-000000000032', expect: adminOnly(404) },
  'GET /api/admin/promotions/{id}/codes.csv': { path: '/api/admin/promotions/00000000-0000-4000-8000-000000000032/codes.csv', expect: adminOnly(404) },
  'GET /api/admin/low-stock': { path: '/api/admin/low-stock', expect: adminOnly(200) },
  'GET /api/admin/notification-settings': { path: '/api/admin/notification-settings', expect: adminOnly(200) },
  // The shop's defaults, written back unchanged.
  'PUT /api/admin/notification-settings': { path: '/api/admin/notification-settings', json: { lowStockThreshold: 2, abandonedCheckoutHours: 4 }, expect: adminOnly(200) },
  // Back in stock (public): an invalid address, and links that were never signed.
  'POST /api/products/{id}/back-in-stock': { path: '/api/products/1/back-in-stock', json: { email: 'not-an-address' }, expect: everyone(400) },
  'POST /api/back-in-stock/confirm': { path: '/api/back-in-stock/confirm', json: { token: 'not-a-signed-link' }, expect: everyone(400) },
  'POST /api/back-in-stock/unsubscribe': { path: '/api/back-in-stock/unsubscribe', json: { token: 'not-a-signed-link' }, expect: everyone(400) },
  'POST /api/back-in-stock/one-click-unsubscribe': { path: '/api/back-in-stock/one-click-unsubscribe?token=not-a-signed-link', expect: everyone(400) },
  'GET /api/back-in-stock/one-click-unsubscribe': { path: '/api/back-in-stock/one-click-unsubscribe?token=not-a-signed-link', expect: everyone(303) },
  'GET /api/checkout-reminders/cart': { path: '/api/checkout-reminders/cart?token=not-a-signed-link', expect: everyone(400) },
  'POST /api/checkout-reminders/one-click-withdraw': { path: '/api/checkout-reminders/one-click-withdraw?token=not-a-signed-link', expect: everyone(400) },
  'GET /api/checkout-reminders/one-click-withdraw': { path: '/api/checkout-reminders/one-click-withdraw?token=not-a-signed-link', expect: everyone(303) },
  'PUT /api/admin/promotions/{id}': {
    path: '/api/admin/promotions/00000000-0000-4000-8000-000000000032',
    json: { name: 'X', kind: 'code', benefit: { type: 'freeDelivery' }, startsAt: null, endsAt: null },
    expect: adminOnly(404),
  },
  'DELETE /api/admin/promotions/{id}': { path: '/api/admin/promotions/00000000-0000-4000-8000-000000000032', expect: adminOnly(404) },
  'GET /api/admin/manufacturers': { path: '/api/admin/manufacturers', expect: adminOnly(200) },
  'POST /api/admin/manufacturers': { path: '/api/admin/manufacturers', json: {}, expect: adminOnly(400) },
  'GET /api/admin/manufacturers/{id}': { path: '/api/admin/manufacturers/chopper-works', expect: adminOnly(200) },
  // An entry nobody created: 404; the workshop's, which demo products name, cannot be deleted (409).
  'PUT /api/admin/manufacturers/{id}': {
    path: '/api/admin/manufacturers/no-such-maker',
    json: { name: 'X', address: 'Y', email: 'x@example.com', country: 'PL', version: 1 },
    expect: adminOnly(404),
  },
  'DELETE /api/admin/manufacturers/{id}': { path: '/api/admin/manufacturers/chopper-works?version=1', expect: adminOnly(409) },
  'GET /api/admin/products': { path: '/api/admin/products', expect: adminOnly(200) },
  'POST /api/admin/products': { path: '/api/admin/products', json: newProduct, expect: adminOnly(201) },
  'GET /api/admin/products/{id}': { path: '/api/admin/products/1', expect: adminOnly(200) },
  'PUT /api/admin/products/{id}': { path: () => `/api/admin/products/${productToDelete}`, json: newProduct, expect: adminOnly(200) },
  'DELETE /api/admin/products/{id}': { path: () => `/api/admin/products/${productToDelete}`, expect: adminOnly(204) },
  'POST /api/admin/products/{id}/restore': { path: '/api/admin/products/1/restore', expect: adminOnly(200) },
  'GET /api/admin/products/{id}/dealer-prices': { path: '/api/admin/products/1/dealer-prices', expect: adminOnly(200) },
  'GET /api/admin/products/{id}/stock-log': { path: '/api/admin/products/1/stock-log', expect: adminOnly(200) },
  'GET /api/admin/products/export': { path: '/api/admin/products/export', expect: adminOnly(200) },
  'PUT /api/admin/products/{id}/dealer-prices/{dealerId}': { path: () => `/api/admin/products/1/dealer-prices/${dealerId}`, json: { price: 5000 }, expect: adminOnly(200) },
  'DELETE /api/admin/products/{id}/dealer-prices/{dealerId}': { path: () => `/api/admin/products/1/dealer-prices/${dealerId}`, expect: adminOnly(204) },
  'GET /api/admin/dealers': { path: '/api/admin/dealers', expect: adminOnly(200) },
  'GET /api/admin/dealer-applications': { path: '/api/admin/dealer-applications', expect: adminOnly(200) },
  'POST /api/admin/dealer-applications/{id}/approve': { path: () => `/api/admin/dealer-applications/${applicationIds[0]}/approve`, expect: adminOnly(200) },
  'POST /api/admin/dealer-applications/{id}/reject': { path: () => `/api/admin/dealer-applications/${applicationIds[1]}/reject`, expect: adminOnly(200) },
  'GET /api/admin/messages': { path: '/api/admin/messages', expect: adminOnly(200) },
  // The dealer programme (issue 34): dealers' own routes; the admin's terms, balance view and transfers.
  'GET /api/dealer/balance': { path: '/api/dealer/balance', expect: dealerOnly(200) },
  'POST /api/dealer/quick-order': { path: '/api/dealer/quick-order', json: { lines: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] }, expect: dealerOnly(200) },
  'GET /api/dealer/price-list': { path: '/api/dealer/price-list', expect: dealerOnly(200) },
  'GET /api/dealer/price-list.pdf': { path: '/api/dealer/price-list.pdf', expect: dealerOnly(200) },
  'GET /api/admin/volume-breaks': { path: '/api/admin/volume-breaks', expect: adminOnly(200) },
  // An empty list for a category the matrix's admin may clear (no other file sets `electrical`).
  'PUT /api/admin/volume-breaks/{category}': { path: '/api/admin/volume-breaks/electrical', json: { breaks: [] }, expect: adminOnly(200) },
  'PATCH /api/admin/dealers/{userId}': { path: () => `/api/admin/dealers/${dealerId}`, json: { paymentTermsDays: 0, creditLimit: 0 }, expect: adminOnly(200) },
  'GET /api/admin/dealers/{userId}/balance': { path: () => `/api/admin/dealers/${dealerId}/balance`, expect: adminOnly(200) },
  'POST /api/admin/orders/{id}/payments': { path: () => `/api/admin/orders/${customerOrderId}/payments`, json: { amount: 100, receivedAt: '2026-06-01', reference: 'matrix' }, expect: adminOnly(409) },
  'POST /api/admin/uploads': { path: '/api/admin/uploads', json: { contentType: 'image/png', size: 1000 }, expect: adminOnly(200) },
  'POST /api/admin/uploads/{uploadId}/complete': { path: '/api/admin/uploads/00000000-0000-4000-8000-000000000000/complete', expect: adminOnly(404) },
  'DELETE /api/admin/uploads/{uploadId}': { path: '/api/admin/uploads/00000000-0000-4000-8000-000000000000', expect: adminOnly(204) },
  'POST /api/admin/imports/upload': { path: '/api/admin/imports/upload', json: { size: 1000 }, expect: adminOnly(200) },
  // A job on a file that was never uploaded: accepted (202), it ends as failed (import.fileMissing).
  'POST /api/admin/imports': { path: '/api/admin/imports', json: { uploadKey: 'imports/00000000-0000-4000-8000-000000000000.csv', mode: 'dryRun' }, expect: adminOnly(202) },
  'GET /api/admin/imports/{id}': { path: '/api/admin/imports/00000000-0000-4000-8000-000000000000', expect: adminOnly(404) },
  'GET /api/admin/imports/{id}/report': { path: '/api/admin/imports/00000000-0000-4000-8000-000000000000/report', expect: adminOnly(404) },
  // Reviews (issue 29): nobody here bought anything delivered, so no one may write one (403); a review that does not exist is 404 to all.
  'GET /api/products/{id}/reviews': { path: '/api/products/1/reviews', expect: everyone(200) },
  'POST /api/reviews/{id}/helpful': { path: '/api/reviews/1.u-nobody/helpful', json: { visitorId: '00000000-0000-4000-8000-000000000029' }, expect: everyone(404) },
  'POST /api/reviews/{id}/reports': { path: '/api/reviews/1.u-nobody/reports', json: { visitorId: '00000000-0000-4000-8000-000000000029', reason: 'Spam' }, expect: everyone(404) },
  'GET /api/me/reviewable': { path: '/api/me/reviewable', expect: signedIn(200) },
  'GET /api/me/reviews': { path: '/api/me/reviews', expect: signedIn(200) },
  'POST /api/me/reviews': { path: '/api/me/reviews', json: { ...matrixReview, productId: 55, orderId: '00000000-0000-4000-8000-000000000029' }, expect: signedIn(403) },
  'PUT /api/me/reviews/{id}': { path: '/api/me/reviews/1.u-nobody', json: matrixReview, expect: signedIn(404) },
  'DELETE /api/me/reviews/{id}': { path: '/api/me/reviews/1.u-nobody', expect: signedIn(404) },
  'POST /api/me/review-photos': { path: '/api/me/review-photos', json: { contentType: 'image/png', size: 1000 }, expect: signedIn(200) },
  'POST /api/me/review-photos/{uploadId}/complete': { path: '/api/me/review-photos/00000000-0000-4000-8000-000000000000/complete', expect: signedIn(404) },
  'POST /api/guest/review-photos': { path: '/api/guest/review-photos', json: { contentType: 'image/png', size: 1000, token: 'not-a-signed-link' }, expect: everyone(403) },
  'POST /api/guest/review-photos/{uploadId}/complete': { path: '/api/guest/review-photos/00000000-0000-4000-8000-000000000000/complete', json: { token: 'not-a-signed-link' }, expect: everyone(403) },
  'POST /api/guest/reviews/lookup': { path: '/api/guest/reviews/lookup', json: { token: 'not-a-signed-link' }, expect: everyone(403) },
  'POST /api/guest/reviews': { path: '/api/guest/reviews', json: { ...matrixReview, token: 'not-a-signed-link' }, expect: everyone(403) },
  'POST /api/review-requests/one-click-unsubscribe': { path: '/api/review-requests/one-click-unsubscribe?token=not-a-signed-link', expect: everyone(403) },
  'GET /api/review-requests/one-click-unsubscribe': { path: '/api/review-requests/one-click-unsubscribe?token=not-a-signed-link', expect: everyone(303) },
  'PUT /api/guest/reviews': { path: '/api/guest/reviews', json: { ...matrixReview, token: 'not-a-signed-link' }, expect: everyone(403) },
  'POST /api/review-requests/unsubscribe': { path: '/api/review-requests/unsubscribe', json: { token: 'not-a-signed-link' }, expect: everyone(403) },
  'GET /api/admin/reviews': { path: '/api/admin/reviews?status=pending', expect: adminOnly(200) },
  'PATCH /api/admin/reviews/{id}': { path: '/api/admin/reviews/1.u-nobody', json: { status: 'approved' }, expect: adminOnly(404) },
  'GET /api/admin/review-settings': { path: '/api/admin/review-settings', expect: adminOnly(200) },
  'PUT /api/admin/review-settings': { path: '/api/admin/review-settings', json: { requestDelayDays: 10 }, expect: adminOnly(200) },
};


const tokens: Partial<Record<Who, string>> = {};
beforeAll(async () => {
  const [customer, other, dealer, admin] = await Promise.all([newUser(), newUser(), newUser('dealer'), newUser('admin')]);
  Object.assign(tokens, { customer: customer.token, other: other.token, dealer: dealer.token, admin: admin.token });
  await setStock(55, 100);
  dealerId = (await api('/api/me', { token: dealer.token })).body.userId;
  productToDelete = (await api('/api/admin/products', { method: 'POST', token: admin.token, json: newProduct })).body.id;
  for (const company of ['Matrix A', 'Matrix B']) {
    applicationIds.push((await api('/api/dealer-applications', { method: 'POST', json: { ...application, company } })).body.id);
  }
  const placed = (await api('/api/checkout', { method: 'POST', token: customer.token, json: { lineItems: [{ productId: 55, quantity: 1 }], delivery: { method: 'pickup' } } })).body;
  customerOrderId = placed.orderId;
  customerSessionId = placed.sessionId;
  cancelSessionId = (await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId: 55, quantity: 1 }], delivery: { method: 'pickup' } } })).body.sessionId;
});

describe('authorization matrix', () => {
  it('has an expectation for every route in the table, and none for a route that is gone', () => {
    const keys = routes.map(routeKey).sort();
    expect(Object.keys(cases).sort()).toEqual(keys);
  });

  for (const route of routes) {
    const key = routeKey(route);
    const c = cases[key];
    if (!c) continue; // reported by the test above
    for (const who of Object.keys(c.expect) as Who[]) {
      it(`${key} as ${who} → ${c.expect[who]}`, async () => {
        const path = typeof c.path === 'function' ? c.path() : c.path;
        // A redirect is an answer of its own (its status is what the caller gets), not followed.
        const res = await api(path, { method: route.method, json: c.json, token: tokens[who], redirect: 'manual' });
        expect(res.status).toBe(c.expect[who]);
      });
    }
  }
});

describe('tokens that must not pass', () => {
  const require = createRequire(import.meta.url);
  const privateJwk = JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8')).jwk as JWK;

  async function token(claims: Record<string, unknown>, options: { expiresIn?: string; audience?: string; issuer?: string } = {}) {
    const key = await importJWK(privateJwk, 'RS256');
    const { userPoolId, clientId } = inject('userPool');
    return new SignJWT({ sub: 'forged-user', email: 'x@example.com', token_use: 'id', 'cognito:groups': ['admin'], ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuedAt()
      .setIssuer(options.issuer ?? `${baseUrl()}/cognito/${userPoolId}`)
      .setAudience(options.audience ?? clientId)
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(key);
  }

  it('accepts a correctly made token (the control case)', async () => {
    expect((await api('/api/me/wishlist', { token: await token({}) })).status).toBe(200);
  });

  it.each([
    ['expired', () => token({}, { expiresIn: '-1m' })],
    ['wrong audience', () => token({}, { audience: 'another-client' })],
    ['wrong issuer', () => token({}, { issuer: 'https://evil.example.com/pool' })],
    ['an access token, not an id token', () => token({ token_use: 'access' })],
    ['alg none', async () => {
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'x', 'cognito:groups': ['admin'], token_use: 'id', exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    }],
    ['a tampered payload', async () => {
      const [h, , s] = (await token({ 'cognito:groups': [] })).split('.');
      return `${h}.${Buffer.from(JSON.stringify({ sub: 'x', 'cognito:groups': ['admin'], token_use: 'id' })).toString('base64url')}.${s}`;
    }],
    ['garbage', async () => 'not-a-jwt'],
  ])('%s → 401 on protected and public routes alike', async (_name, make) => {
    const bad = await make();
    expect((await api('/api/me', { token: bad })).status).toBe(401);
    expect((await api('/api/products', { token: bad })).status).toBe(401);
  });

  it('a real token still works after all that (keys were not poisoned)', async () => {
    expect((await api('/api/me', { token: await signIn('customer@example.com') })).status).toBe(200);
  });
});
