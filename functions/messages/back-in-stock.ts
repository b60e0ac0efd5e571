import { jwtVerify, SignJWT } from 'jose';
import { BACK_IN_STOCK_CONFIRM_PAGE, BACK_IN_STOCK_ONE_CLICK_PATH, BACK_IN_STOCK_UNSUBSCRIBE_PAGE, type BackInStockAnswer, type BackInStockRequest } from '../contracts/back-in-stock.js';
import type { CustomerLanguage } from '../contracts/languages.js';
import { getProductRecord, getProductRecords, type ProductRecord } from '../catalog/product-entity.js';
import { isShownInShop } from '../catalog/shop-visibility.js';
import { findVariant, variantLabels, variantStockOf } from '../catalog/variants.js';
import type { Caller } from '../core/caller.js';
import { config } from '../core/config.js';
import { HttpError, invalidRequest, notFound } from '../core/errors.js';
import { linkSigningKey } from '../core/link-keys.js';
import { logger } from '../core/logger.js';
import {
  claimBackInStockNotification,
  confirmBackInStockRequest,
  endBackInStockRequest,
  getBackInStockRequest,
  hasOptedOutOfBackInStock,
  isExpired,
  listWaitingBackInStockRequests,
  optBackIntoBackInStock,
  optOutOfBackInStock,
  releaseBackInStockNotification,
  startBackInStockRequest,
  type BackInStockRecord,
} from './back-in-stock-entity.js';
import { backInStockTexts } from './back-in-stock-texts.js';
import { sendEmail } from './mailer.js';

/**
 * Back-in-stock requests (issue 33; contracts/back-in-stock.ts): the form's request, the guest's
 * double opt-in, the one-click unsubscribe, and the job that e-mails each waiting request once
 * when its product (or size) is on sale again.
 *
 * "On sale again" is read, not hooked: the job (infra `NotifyBackInStock`, every few minutes;
 * locally every few seconds and `POST /dev/run-back-in-stock`) reads the waiting requests and the
 * units of what each asks for. A request is only ever made while that is sold out (the form
 * refuses one otherwise), so units > 0 at a run means a stock move took it from 0 back on sale:
 * an admin's edit, an import, a released or cancelled order. Reading it this way needs no change
 * in any of those writers, and a restock sold out again before the next run sends nothing, which
 * is what the buyer would want. The e-mail goes after the request's conditional claim (waiting →
 * notified), so racing runs and racing restocks still send one e-mail per request.
 */

const LINK_ISSUER = 'chopperworks:back-in-stock';
const signingKey = () => linkSigningKey('BACK_IN_STOCK_LINKS');
/** A guest has a week to confirm; after that they simply ask again. */
const CONFIRM_LINK_TTL = '7d';

interface RequestClaims {
  productId: number;
  sku: string;
  email: string;
  createdAt: string;
}

async function signLink(use: 'confirm' | 'unsubscribe', claims: RequestClaims): Promise<string> {
  const jwt = new SignJWT({ use, pid: claims.productId, sku: claims.sku, email: claims.email, c: claims.createdAt }).setProtectedHeader({ alg: 'HS256' }).setIssuer(LINK_ISSUER).setIssuedAt();
  // An unsubscribe link must work whenever it is clicked: it never expires.
  if (use === 'confirm') jwt.setExpirationTime(CONFIRM_LINK_TTL);
  return jwt.sign(await signingKey());
}

async function verifyLink(use: 'confirm' | 'unsubscribe', token: string): Promise<RequestClaims> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { issuer: LINK_ISSUER, algorithms: ['HS256'] });
    if (payload.use === use && typeof payload.pid === 'number' && typeof payload.sku === 'string' && typeof payload.email === 'string' && typeof payload.c === 'string') {
      return { productId: payload.pid, sku: payload.sku, email: payload.email, createdAt: payload.c };
    }
  } catch {
    // forged, altered or expired: answered below
  }
  throw new HttpError(400, 'invalid_request', 'The link is not valid or has expired', { token: 'backInStock.linkInvalid' });
}

const pageLink = (page: string, token: string) => `${config().SITE_URL}${page}?token=${encodeURIComponent(token)}`;

/** RFC 8058: the mail client's own "Unsubscribe" POSTs to this URL with no session. */
function unsubscribeHeaders(token: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${config().SITE_URL}${BACK_IN_STOCK_ONE_CLICK_PATH}?token=${encodeURIComponent(token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The product's name with the size asked for, in the request's language ("Buty, rozmiar 43"). */
function whatWasAskedFor(product: ProductRecord, sku: string, language: CustomerLanguage): string {
  const name = language === 'en' && product.nameEn ? product.nameEn : product.name;
  const found = findVariant(product, sku);
  const labels = 'variant' in found ? variantLabels(product, found.variant) : [];
  return [name, ...labels.map((l) => (language === 'en' ? `${l.nameEn} ${l.valueEn}` : `${l.name} ${l.value}`))].join(', ');
}

/**
 * POST /api/products/{id}/back-in-stock. The caller's rate limits are checked by the handler.
 * A signed-in customer asking for their own verified address is waiting at once; anyone else gets
 * a confirmation e-mail first. An address that unsubscribed gets no e-mail from a guest's form
 * (the answer is the same, so the form tells a stranger nothing).
 */
export async function requestBackInStock(productId: number, body: BackInStockRequest, caller: Caller | null, now = new Date()): Promise<BackInStockAnswer> {
  const product = await getProductRecord(productId, { consistent: true });
  if (!product || !isShownInShop(product)) throw notFound('No such product');
  const found = findVariant(product, body.sku);
  if (!('variant' in found)) throw invalidRequest('Choose a size that exists', { sku: found.error });
  const sku = found.variant.sku;
  if (variantStockOf(product, sku) > 0) throw new HttpError(409, 'conflict', 'It is in stock: it can be ordered now', { sku: 'backInStock.inStock' });

  const email = body.email.trim().toLowerCase();
  const ownAddress = !!caller?.emailVerified && caller.email.trim().toLowerCase() === email;
  if (ownAddress) await optBackIntoBackInStock(email);
  else if (await hasOptedOutOfBackInStock(email)) return { status: 'confirmationSent' };

  const { created, record } = await startBackInStockRequest({ productId, sku, email, language: body.language ?? 'pl', confirmed: ownAddress }, now);
  if (record.status === 'waiting') return { status: 'waiting' };
  if (created) {
    const t = backInStockTexts(record.language);
    const shop = config().SHOP_NAME;
    const unsubscribe = await signLink('unsubscribe', record);
    await sendEmail({
      kind: 'back-in-stock-confirm',
      to: email,
      subject: t.confirmSubject(shop),
      text: [t.confirmLead(whatWasAskedFor(product, sku, record.language)), pageLink(BACK_IN_STOCK_CONFIRM_PAGE, await signLink('confirm', record)), t.confirmIgnore, t.signature(shop), t.unsubscribe(pageLink(BACK_IN_STOCK_UNSUBSCRIBE_PAGE, unsubscribe))].join('\n\n'),
      headers: unsubscribeHeaders(unsubscribe),
    });
  }
  return { status: 'confirmationSent' };
}

/** POST /api/back-in-stock/confirm: the guest's link. Confirming twice is fine; an ended or expired request is 410. */
export async function confirmBackInStock(token: string, now = new Date()): Promise<{ productId: number; status: 'waiting' }> {
  const claims = await verifyLink('confirm', token);
  if (await confirmBackInStockRequest(claims, now)) return { productId: claims.productId, status: 'waiting' };
  const request = await getBackInStockRequest(claims.productId, claims.sku, claims.email);
  if (request && request.createdAt === claims.createdAt && request.status === 'waiting' && !isExpired(request, now)) return { productId: claims.productId, status: 'waiting' };
  throw new HttpError(410, 'conflict', 'This request has ended or expired: ask again on the product page', { token: 'backInStock.requestEnded' });
}

/** The unsubscribe link (the page's button, or the mail client's one-click POST): ends the request, and no more such e-mails to the address. */
export async function unsubscribeBackInStock(token: string, now = new Date()): Promise<{ unsubscribed: true }> {
  const claims = await verifyLink('unsubscribe', token);
  const at = now.toISOString();
  await endBackInStockRequest(claims.productId, claims.sku, claims.email, at);
  await optOutOfBackInStock(claims.email, at);
  return { unsubscribed: true };
}

export interface BackInStockReport {
  waiting: number;
  sent: number;
  failed: number;
}

/** The job: one e-mail to each waiting request whose product (or size) is on sale now. */
export async function notifyBackInStock(now = new Date()): Promise<BackInStockReport> {
  const report: BackInStockReport = { waiting: 0, sent: 0, failed: 0 };
  const requests = (await listWaitingBackInStockRequests()).filter((r) => !isExpired(r, now));
  report.waiting = requests.length;
  if (!requests.length) return report;
  const products = await getProductRecords(requests.map((r) => r.productId), { consistent: true });
  for (const request of requests) {
    const product = products.get(request.productId);
    if (!product || !isShownInShop(product) || variantStockOf(product, request.sku) <= 0) continue;
    const at = now.toISOString();
    if (!(await claimBackInStockNotification(request, at))) continue; // another run sent it (or it ended)
    try {
      if (await sendBackInStockEmail(request, product)) report.sent++;
    } catch (error) {
      logger.error('could not send a back-in-stock e-mail', { productId: request.productId, error: error as Error });
      report.failed++;
      await releaseBackInStockNotification(request, at).catch(() => undefined);
    }
  }
  return report;
}

/** False when the address unsubscribed meanwhile (the request ends without an e-mail). */
async function sendBackInStockEmail(request: BackInStockRecord, product: ProductRecord): Promise<boolean> {
  if (await hasOptedOutOfBackInStock(request.email)) return false;
  const t = backInStockTexts(request.language);
  const shop = config().SHOP_NAME;
  const unsubscribe = await signLink('unsubscribe', request);
  const what = whatWasAskedFor(product, request.sku, request.language);
  await sendEmail({
    kind: 'back-in-stock',
    to: request.email,
    subject: t.backSubject(shop, what),
    text: [t.backLead(what), `${config().SITE_URL}/product/${product.id}`, t.backOnce, t.signature(shop), t.unsubscribe(pageLink(BACK_IN_STOCK_UNSUBSCRIBE_PAGE, unsubscribe))].join('\n\n'),
    headers: unsubscribeHeaders(unsubscribe),
  });
  return true;
}
