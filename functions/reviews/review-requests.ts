import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../contracts/reviews.js';
import { config } from '../core/config.js';
import { deliveredOrdersCreatedSince } from '../ledger/ledger-reads.js';
import { logger } from '../core/logger.js';
import { sendEmail } from '../messages/mailer.js';
import type { OrderRecord } from '../ledger/order-entity.js';
import { productName } from '../messages/order-email-texts.js';
import { orderAuthorKey, qualifies } from './eligibility.js';
import { reviewsOfAuthor } from './review-entity.js';
import { reviewEmailTexts } from './review-email-texts.js';
import { signReviewLink, signUnsubscribeLink } from './review-links.js';
import { claimReviewRequest, recordReviewRequestOutcome, releaseReviewRequest } from '../ledger/review-request-entity.js';
import { getReviewSettings, isUnsubscribed } from './review-settings-entity.js';

/**
 * The review request e-mail: a set number of days after an order reached its buyer
 * (`requestDelayDays`, default 10, the admin's review settings), once per order, in the order's
 * language, with a signed "review it" link per product (guests too: the link is their proof of
 * purchase) and an unsubscribe link that is honoured (review-settings-entity.ts).
 *
 * A scheduled job (infra: `SendReviewRequests`, hourly; locally every few minutes and
 * `POST /dev/send-review-requests[?at=ISO]`). It reads the delivered orders placed within the last
 * LOOKBACK_DAYS (the ledger's status index, by key), and sends for those delivered at least the
 * delay ago but not more than STALE_AFTER_DAYS past it (a request weeks late, say after an
 * outage or when the feature is switched on for old orders, would only annoy).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const LOOKBACK_DAYS = 120;
const STALE_AFTER_DAYS = 30;

export interface ReviewRequestReport {
  sent: number;
  unsubscribed: number;
  notDue: number;
  failed: number;
}

/** The web app's /review page takes both links (web/src/app/routes/review-link.tsx). */
const siteLink = (param: 'token' | 'unsubscribe', token: string) => `${config().SITE_URL}/review?${param}=${encodeURIComponent(token)}`;

/**
 * One-click unsubscribe (RFC 8058), which Gmail and Yahoo ask of mail like this: the mail client
 * shows its own "Unsubscribe" and, when the reader uses it, POSTs `List-Unsubscribe=One-Click` to
 * the header's https URL, with no session and no page (guest-reviews.ts `oneClickUnsubscribe`;
 * a GET of the same URL, by a client that only opens links, leads to the /review page's button).
 * SES signs these headers with the message's DKIM signature, which RFC 8058 requires.
 */
function unsubscribeHeaders(unsubscribeToken: string): Record<string, string> {
  const url = `${config().SITE_URL}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken)}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

async function deliveredOrdersSince(since: Date): Promise<OrderRecord[]> {
  return (await deliveredOrdersCreatedSince(since)).filter(qualifies);
}

export async function sendReviewRequests(now = new Date()): Promise<ReviewRequestReport> {
  const report: ReviewRequestReport = { sent: 0, unsubscribed: 0, notDue: 0, failed: 0 };
  const { requestDelayDays } = await getReviewSettings();
  const dueBefore = now.getTime() - requestDelayDays * DAY_MS;
  const staleBefore = dueBefore - STALE_AFTER_DAYS * DAY_MS;
  for (const order of await deliveredOrdersSince(new Date(now.getTime() - LOOKBACK_DAYS * DAY_MS))) {
    const deliveredAt = Date.parse(order.deliveredAt ?? order.updatedAt);
    if (!order.customerEmail || deliveredAt > dueBefore || deliveredAt < staleBefore) {
      report.notDue++;
      continue;
    }
    if (!(await claimReviewRequest(order.id, now.toISOString()))) continue; // sent (or being sent) by another run
    try {
      if (await isUnsubscribed(order.customerEmail)) {
        await recordReviewRequestOutcome(order.id, 'unsubscribed');
        report.unsubscribed++;
        continue;
      }
      const reviewed = await reviewsOfAuthor(orderAuthorKey(order), order.items.map((i) => i.productId));
      const lines = [...new Map(order.items.filter((i) => !reviewed.has(i.productId)).map((i) => [i.productId, i])).values()];
      if (!lines.length) {
        await recordReviewRequestOutcome(order.id, 'nothing-to-review');
        continue;
      }
      const t = reviewEmailTexts(order.language);
      const shop = config().SHOP_NAME;
      const shortId = order.id.slice(0, 8);
      const links = await Promise.all(lines.map(async (line) => t.requestLine(productName(order, line.product), siteLink('token', await signReviewLink({ orderId: order.id, productId: line.productId })))));
      const unsubscribeToken = await signUnsubscribeLink(order.customerEmail);
      await sendEmail({
        kind: 'review-request',
        to: order.customerEmail,
        subject: t.requestSubject(shop, shortId),
        text: [t.greeting(order.customerName), t.requestLead(shortId), ...links, t.requestHow, t.signature(shop), t.unsubscribe(siteLink('unsubscribe', unsubscribeToken))].join('\n\n'),
        headers: unsubscribeHeaders(unsubscribeToken),
      });
      await recordReviewRequestOutcome(order.id, 'sent');
      report.sent++;
    } catch (error) {
      // Not sent: the claim goes back, and the next run tries again.
      logger.error('could not send a review request', { orderId: order.id, error: error as Error });
      report.failed++;
      await releaseReviewRequest(order.id).catch(() => undefined);
    }
  }
  return report;
}
