import { lineDisplayName } from '../contracts/order-line-name.js';
import type { Order } from '../contracts/order.js';
import { volumeBreakWords } from '../contracts/volume-prices.js';
import type { Return, ReturnPath } from '../contracts/returns.js';
import { config } from '../core/config.js';
import { logger } from '../core/logger.js';
import { shopMetrics } from '../core/metric-names.js';
import { countMetric } from '../core/metrics.js';
import { sendEmail, type Email } from './mailer.js';
import { carrierName, deliveryEmailLines, pickupStatusLine } from './delivery-emails.js';
import { dateTime, orderEmailTexts, type OrderEmailTexts } from './order-email-texts.js';
import { claimNotice, getOrder, releaseNotice, type NoticeMeaning } from '../ledger/order-entity.js';
import type { CustomerNotice } from '../ledger/order-transitions.js';
import type { RefundRecord } from '../ledger/refund-entity.js';

/**
 * The customer's e-mails about an order, each sent at most once per order and meaning
 * (`notifyCustomer`): a confirmation when paid, a note when shipped, delivered or cancelled, and
 * one per refund that went through. Never for an attempt that was never paid. Each is written in
 * the language the buyer shopped in (order.language; the words are in order-email-texts.ts).
 */
const shortId = (id: string) => id.slice(0, 8);

/** Money as the shop writes it in every language: `1 234,56 zł` (it sells in złoty only). */
export function formatZl(grosze: number): string {
  const [whole, fraction] = (grosze / 100).toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${fraction} zł`;
}

function statusLine(order: Order, notice: CustomerNotice, t: OrderEmailTexts): string {
  if (notice !== 'cancelled') return t.status[notice];
  const paid = order.amountPaid - order.amountRefunded;
  return paid > 0 ? t.status.cancelledRefunding(formatZl(paid)) : t.status.cancelled;
}

function letter(order: Order, kind: string, subject: string, lead: string, extra = ''): Email {
  const c = config();
  const t = orderEmailTexts(order);
  const language = order.language ?? 'pl';
  // A dealer's volume break (issue 34) is named after the line: "(rabat ilościowy od 10 szt. −5 %)".
  const lines = order.items.map(
    (i) => `- ${lineDisplayName(i, language)} × ${i.quantity}: ${formatZl(i.totalPrice)}${i.volumeBreak ? t.lineVolumeBreak(volumeBreakWords(i.volumeBreak, language)) : ''}${i.discount ? t.lineDiscount(formatZl(i.discount)) : ''}`,
  );
  return {
    kind,
    to: order.customerEmail!,
    subject,
    text: [
      t.greeting(order.customerName),
      '',
      lead,
      extra,
      t.orderHeading(shortId(order.id)),
      ...lines,
      ...deliveryEmailLines(order),
      t.total(formatZl(order.totalAmount)),
      '',
      t.details(`${c.SITE_URL}/order/${order.id}`),
      // Issue 19: the online withdrawal function, reachable without an account.
      t.withdrawalLink(`${c.SITE_URL}/withdraw?order=${shortId(order.id)}`),
      '',
      c.SHOP_NAME,
    ].join('\n'),
  };
}

export function orderStatusEmail(order: Order, notice: CustomerNotice): Email {
  const c = config();
  const t = orderEmailTexts(order);
  const lead = pickupStatusLine(order, notice) ?? statusLine(order, notice, t);
  // A terms order's confirmation says how and by when to pay (the invoice carries the same).
  const terms =
    notice === 'confirmation' && order.paymentMode === 'terms' && order.paymentDueDate
      ? `\n${t.termsPayment(order.paymentDueDate, c.SELLER_BANK_ACCOUNT, c.SELLER_BANK_NAME, shortId(order.id))}\n`
      : '';
  const tracking =
    notice === 'shipped' && order.tracking
      ? `\n${t.tracking(carrierName(order.tracking.carrier, t), order.tracking.number)}${order.tracking.url ? `\n${t.trackingUrl(order.tracking.url)}` : ''}\n`
      : '';
  const subject =
    notice === 'confirmation'
      ? t.confirmationSubject(c.SHOP_NAME, shortId(order.id))
      : t.statusSubject(c.SHOP_NAME, shortId(order.id), lead.split(' — ')[0]!.split('. ')[0]!);
  return letter(order, notice === 'confirmation' ? 'order-confirmation' : `order-${notice}`, subject, lead, tracking || terms);
}

export function refundEmail(order: Order, refund: RefundRecord, correctionNumber?: string): Email {
  const c = config();
  const t = orderEmailTexts(order);
  const correction = correctionNumber ? `\n${t.correctionInvoice(correctionNumber, `${c.SITE_URL}/order/${order.id}`)}\n` : '';
  if (refund.method === 'terms_credit') {
    return letter(order, 'order-refund', t.creditSubject(c.SHOP_NAME, formatZl(refund.amount), shortId(order.id)), t.creditLead(refund.reason === 'order_cancelled', formatZl(refund.amount)), correction);
  }
  return letter(
    order,
    'order-refund',
    t.refundSubject(c.SHOP_NAME, formatZl(refund.amount), shortId(order.id)),
    t.refundLead(t.refundWhy[refund.reason], formatZl(refund.amount)),
    correction,
  );
}

/**
 * The acknowledgement of a withdrawal on a durable medium (art. 11a of the consumer rights act
 * as amended by Directive 2023/2673): its content, the date and time, and what happens next.
 * The English one says the same, step for step.
 */
export function withdrawalEmail(order: Order, withdrawal: Return, path: ReturnPath): Email {
  const c = config();
  const t = orderEmailTexts(order);
  const w = t.withdrawal;
  const id = shortId(order.id);
  // The order line's name (with its variant) in the e-mail's language; the name as withdrawn if the line is not found.
  const nameOf = (line: Return['lines'][number]) => {
    const item = order.items.find((i) => i.id === line.itemId);
    return item ? lineDisplayName(item, order.language ?? 'pl') : line.name;
  };
  const lines = withdrawal.lines.map((l) => `- ${nameOf(l)} × ${l.quantity}`);
  const toWorkshop = w.toWorkshop(c.SELLER_NAME, path.returnAddress, id);
  const sendBack = path.inpostReturn
    ? [
        w.inpost.first,
        w.inpost.how,
        w.inpost.open(path.inpostReturn.url, c.SHOP_NAME),
        w.inpost.orderNumber(id),
        w.inpost.code,
        w.inpost.drop,
        `   ${path.inpostReturn.paidBy === 'shop' ? w.inpost.paidByShop : w.inpost.paidByBuyer}`,
        w.inpost.orWorkshop(toWorkshop),
      ]
    : [w.byPost(toWorkshop)];
  return letter(
    order,
    'order-withdrawal',
    w.subject(c.SHOP_NAME, id),
    [
      w.received(dateTime(t, withdrawal.createdAt)),
      w.scope,
      ...lines,
      withdrawal.reason ? w.reason(withdrawal.reason) : '',
      '',
      w.next,
      ...sendBack,
      w.refund,
      w.correction,
    ]
      .filter((line) => line !== '')
      .join('\n'),
  );
}

export function returnRejectedEmail(order: Order, withdrawal: Return): Email {
  const c = config();
  const t = orderEmailTexts(order);
  return letter(
    order,
    'order-return-rejected',
    t.returnRejected.subject(c.SHOP_NAME, shortId(order.id)),
    t.returnRejected.lead(dateTime(t, withdrawal.createdAt), withdrawal.rejectionReason ?? '—'),
  );
}

/**
 * Sends the customer e-mail of one meaning, once: the order records the meaning before the
 * e-mail goes, and only an order its buyer sees can be told anything. A failed send gives the
 * meaning back and is counted (orderEmailFailed); the order itself is never rolled back for it.
 */
export async function notifyCustomer(orderId: string, notice: CustomerNotice | undefined, refund?: RefundRecord, correctionNumber?: string): Promise<void> {
  const meaning = refund ? (`refund:${refund.id}` as const) : notice;
  if (!meaning) return;
  await sendOnce(orderId, meaning, (order) => (refund ? refundEmail(order, refund, correctionNumber) : orderStatusEmail(order, notice!)));
}

/** Sends the e-mail of one meaning (`return:<id>`, `return-rejected:<id>`, …) once; see notifyCustomer. */
export async function sendOnce(orderId: string, meaning: NoticeMeaning, compose: (order: Order) => Email): Promise<void> {
  try {
    if (!(await claimNotice(orderId, meaning))) return;
  } catch (error) {
    countMetric(shopMetrics.orderEmailFailed);
    logger.error('could not record an order e-mail', { orderId, meaning, error: error as Error });
    return;
  }
  try {
    const order = await getOrder(orderId);
    if (!order?.customerEmail) return;
    await sendEmail(compose(order));
  } catch (error) {
    countMetric(shopMetrics.orderEmailFailed);
    logger.error('order e-mail failed', { orderId, meaning, error: error as Error });
    await releaseNotice(orderId, meaning).catch(() => undefined);
  }
}
