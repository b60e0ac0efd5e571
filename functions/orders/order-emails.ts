import type { Order, RefundReason } from '../contracts/order.js';
import type { Return, ReturnPath } from '../contracts/returns.js';
import { config } from '../core/config.js';
import { logger } from '../core/logger.js';
import { shopMetrics } from '../core/metric-names.js';
import { countMetric } from '../core/metrics.js';
import { sendEmail, type Email } from '../messages/mailer.js';
import { carrierName, deliveryEmailLines, pickupStatusLine } from '../delivery/delivery-emails.js';
import { claimNotice, getOrder, releaseNotice, type NoticeMeaning } from './order-entity.js';
import type { CustomerNotice } from './order-transitions.js';
import type { RefundRecord } from './refund-entity.js';

/**
 * The customer's e-mails about an order, each sent at most once per order and meaning
 * (`notifyCustomer`): a confirmation when paid, a note when shipped, delivered or cancelled, and
 * one per refund that went through. Never for an attempt that was never paid.
 */
const shortId = (id: string) => id.slice(0, 8);

export function formatZl(grosze: number): string {
  const [whole, fraction] = (grosze / 100).toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${fraction} zł`;
}

function cancelledLine(order: Order): string {
  const paid = order.amountPaid - order.amountRefunded;
  return paid > 0
    ? `Zamówienie zostało anulowane. Zwracamy ${formatZl(paid)} tą samą metodą płatności; napiszemy, gdy zwrot zostanie zrealizowany.`
    : 'Zamówienie zostało anulowane.';
}

const statusLines: Record<CustomerNotice, (order: Order) => string> = {
  confirmation: () => 'Płatność przyjęta — kompletujemy Twoje zamówienie.',
  shipped: () => 'Zamówienie zostało wysłane.',
  delivered: () => 'Zamówienie zostało dostarczone. Dziękujemy!',
  cancelled: cancelledLine,
};

function letter(order: Order, kind: string, subject: string, lead: string, extra = ''): Email {
  const c = config();
  const lines = order.items.map((i) => `- ${i.product.name} × ${i.quantity}: ${formatZl(i.totalPrice)}`);
  return {
    kind,
    to: order.customerEmail!,
    subject,
    text: [
      `Dzień dobry${order.customerName ? ` ${order.customerName}` : ''},`,
      '',
      lead,
      extra,
      `Zamówienie #${shortId(order.id)}:`,
      ...lines,
      ...deliveryEmailLines(order),
      `Razem: ${formatZl(order.totalAmount)}`,
      '',
      `Szczegóły: ${c.SITE_URL}/order/${order.id}`,
      // Issue 19: the online withdrawal function, reachable without an account.
      `Odstąpienie od umowy (14 dni od doręczenia): ${c.SITE_URL}/withdraw?order=${shortId(order.id)}`,
      '',
      c.SHOP_NAME,
    ].join('\n'),
  };
}

export function orderStatusEmail(order: Order, notice: CustomerNotice): Email {
  const c = config();
  const lead = pickupStatusLine(order, notice) ?? statusLines[notice](order);
  const tracking =
    notice === 'shipped' && order.tracking
      ? `\nPrzewoźnik: ${carrierName(order.tracking.carrier)}, numer przesyłki: ${order.tracking.number}${order.tracking.url ? `\nŚledzenie: ${order.tracking.url}` : ''}\n`
      : '';
  const subject =
    notice === 'confirmation'
      ? `${c.SHOP_NAME}: potwierdzenie zamówienia #${shortId(order.id)}`
      : `${c.SHOP_NAME}: zamówienie #${shortId(order.id)} — ${lead.split(' — ')[0]!.split('. ')[0]}`;
  return letter(order, notice === 'confirmation' ? 'order-confirmation' : `order-${notice}`, subject, lead, tracking);
}

const refundWhy: Record<RefundReason, string> = {
  late_payment: 'Twoja płatność dotarła do nas, gdy zamówienie było już anulowane, więc ją zwróciliśmy.',
  order_cancelled: 'Zamówienie zostało anulowane, więc zwróciliśmy płatność.',
  withdrawal: 'Zwracamy płatność po odstąpieniu od umowy.',
  return: 'Zwracamy płatność za zwrócone produkty.',
  duplicate: 'Zwracamy płatność pobraną podwójnie.',
  other: 'Zwróciliśmy część lub całość płatności za zamówienie.',
};

export function refundEmail(order: Order, refund: RefundRecord, correctionNumber?: string): Email {
  const c = config();
  const correction = correctionNumber
    ? `\nFaktura korygująca ${correctionNumber} jest do pobrania na stronie zamówienia: ${c.SITE_URL}/order/${order.id}\n`
    : '';
  return letter(
    order,
    'order-refund',
    `${c.SHOP_NAME}: zwrot ${formatZl(refund.amount)} za zamówienie #${shortId(order.id)}`,
    `${refundWhy[refund.reason]} Zwrot ${formatZl(refund.amount)} trafi na rachunek lub kartę, z których zapłacono (zwykle w ciągu 5–10 dni roboczych).`,
    correction,
  );
}

const warsawTime = (iso: string) => new Date(iso).toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'long', timeStyle: 'short' });

/**
 * The acknowledgement of a withdrawal on a durable medium (art. 11a of the consumer rights act
 * as amended by Directive 2023/2673): its content, the date and time, and what happens next.
 */
export function withdrawalEmail(order: Order, withdrawal: Return, path: ReturnPath): Email {
  const c = config();
  const lines = withdrawal.lines.map((l) => `- ${l.name} × ${l.quantity}`);
  const toWorkshop = `${c.SELLER_NAME}, ${path.returnAddress} (z dopiskiem: zwrot #${shortId(order.id)})`;
  // The same steps as the acknowledgement on screen (web/src/i18n/pl/returns.json, `sendBack`).
  const sendBack = path.inpostReturn
    ? [
        '1. Odeślij produkty w ciągu 14 dni.',
        '   Odeślij przez Paczkomat InPost:',
        `   a) otwórz stronę zwrotów ${path.inpostReturn.url} albo aplikację InPost Mobile → „Zwróć” → ${c.SHOP_NAME},`,
        `   b) podaj numer zamówienia #${shortId(order.id)} i wypełnij formularz zwrotu,`,
        '   c) kod zwrotu, który dostaniesz e-mailem lub w aplikacji, napisz na paczce (drukarka nie jest potrzebna),',
        '   d) nadaj paczkę w dowolnym Paczkomacie.',
        `   ${path.inpostReturn.paidBy === 'shop' ? 'Odesłanie przez Paczkomat opłacamy my.' : 'Koszt odesłania przez Paczkomat ponosisz Ty, według cennika InPost.'}`,
        `   Albo kurierem lub osobiście (także części, które nie zmieszczą się w Paczkomacie): ${toWorkshop}. Koszt takiego odesłania ponosisz Ty.`,
      ]
    : [`1. Odeślij produkty w ciągu 14 dni na adres: ${toWorkshop}. Koszt odesłania ponosisz Ty.`];
  return letter(
    order,
    'order-withdrawal',
    `${c.SHOP_NAME}: potwierdzenie odstąpienia od umowy — zamówienie #${shortId(order.id)}`,
    [
      `Otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy: ${warsawTime(withdrawal.createdAt)}.`,
      'Odstępujesz od umowy w zakresie:',
      ...lines,
      withdrawal.reason ? `Powód (podany dobrowolnie): ${withdrawal.reason}` : '',
      '',
      'Co dalej:',
      ...sendBack,
      '2. Gdy paczka do nas dotrze, sprawdzimy ją i zwrócimy pieniądze tą samą metodą płatności: cenę produktów, a przy odstąpieniu od całego zamówienia także koszt najtańszej oferowanej dostawy.',
      '3. Wyślemy e-mail ze zwrotem i fakturą korygującą.',
    ]
      .filter((line) => line !== '')
      .join('\n'),
  );
}

export function returnRejectedEmail(order: Order, withdrawal: Return): Email {
  const c = config();
  return letter(
    order,
    'order-return-rejected',
    `${c.SHOP_NAME}: zwrot z zamówienia #${shortId(order.id)} nie został przyjęty`,
    `Nie możemy przyjąć zwrotu zgłoszonego ${warsawTime(withdrawal.createdAt)}. Powód: ${withdrawal.rejectionReason ?? '—'}. Odpowiedz na tę wiadomość, jeśli masz pytania.`,
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
