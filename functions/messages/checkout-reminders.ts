import { CHECKOUT_REMINDER_ONE_CLICK_PATH, CHECKOUT_REMINDER_RESTORE_PAGE, CHECKOUT_REMINDER_WITHDRAW_PAGE, REMINDER_RESTORE_DAYS, type RestoredCart } from '../contracts/checkout-reminders.js';
import type { ReorderLine } from '../contracts/reorder.js';
import { getNotificationSettings } from '../catalog/low-stock.js';
import { isDealer, type Caller } from '../core/caller.js';
import { config } from '../core/config.js';
import { HttpError } from '../core/errors.js';
import { logger } from '../core/logger.js';
import { signLinkToken, verifyLinkToken } from '../core/signed-links.js';
import { getOrder, getOrderHistory, type OrderRecord } from '../ledger/order-entity.js';
import { reorderLines } from '../catalog/reorder-lines.js';
import {
  claimCheckoutReminder,
  endCheckoutReminder,
  listDueCheckoutReminders,
  releaseCheckoutReminder,
  reminderConsentWithdrawnAt,
  withdrawCheckoutReminderConsent,
  type CheckoutReminderRecord,
  type ReminderEndReason,
} from './checkout-reminder-entity.js';
import { checkoutReminderTexts } from './checkout-reminder-texts.js';
import { sendEmail } from './mailer.js';

/**
 * Abandoned-checkout reminders (issue 33; contracts/checkout-reminders.ts). The checkout records
 * the buyer's consent with its order (checkout-reminder-entity.ts, recordReminderConsent); the job (infra `SendCheckoutReminders`, every 15 minutes;
 * locally every minute and `POST /dev/run-checkout-reminders?at=`) reads the waiting reminders of
 * checkouts started at least N hours ago (the admin's `abandonedCheckoutHours`) and sends each
 * one e-mail in the checkout's language, unless its order was paid, cancelled by the buyer (or an
 * admin), the address withdrew its consent after giving it, or none of its products can be bought.
 * An order whose Stripe session simply expired (cancelled by Stripe, the sweeper or the system)
 * is the abandoned checkout. The e-mail goes after a conditional claim (waiting → sent), so two
 * runs at once send one; a failed send gives the claim back.
 */

const LINK_KEY = 'CHECKOUT_REMINDER_LINKS';
const LINK_ISSUER = 'chopperworks:checkout-reminder';
/** Who cancels an order whose payment page was simply left to expire (ledger: order-entity.ts's stock reasons). */
const EXPIRY_CANCELLERS = new Set(['stripe', 'sweeper', 'system']);

const restoreToken = (orderId: string) => signLinkToken(LINK_KEY, LINK_ISSUER, { use: 'restore', oid: orderId }, `${REMINDER_RESTORE_DAYS}d`);
// The withdrawal must work whenever it is clicked: no expiry.
const withdrawToken = (orderId: string, email: string) => signLinkToken(LINK_KEY, LINK_ISSUER, { use: 'withdraw', oid: orderId, email });

async function claimsOf(use: 'restore' | 'withdraw', token: string): Promise<{ orderId: string; email: string }> {
  const claims = await verifyLinkToken(LINK_KEY, LINK_ISSUER, use, token);
  const email = use === 'withdraw' ? claims?.email : '';
  if (claims && typeof claims.oid === 'string' && typeof email === 'string') return { orderId: claims.oid, email };
  throw new HttpError(400, 'invalid_request', 'The link is not valid or has expired', { token: 'checkoutReminder.linkInvalid' });
}

const pageLink = (page: string, token: string) => `${config().SITE_URL}${page}?token=${encodeURIComponent(token)}`;

/** The lines that can be bought now (all or some of their units). */
const buyable = (lines: ReorderLine[]) => lines.filter((l) => l.outcome === 'ok' || l.outcome === 'partial');

/** Why no reminder goes for this order, or null when it may; 'later' while its payment page may still be paid. */
async function reasonNotToRemind(reminder: CheckoutReminderRecord, order: OrderRecord | undefined): Promise<ReminderEndReason | 'later' | null> {
  if (!order) return 'order_gone';
  if (order.paidAt || order.paymentStatus === 'paid' || order.paymentStatus === 'processing') return 'paid';
  if (order.status === 'pending') return 'later'; // the sweeper settles it first
  if (order.status !== 'cancelled') return 'paid'; // confirmed (a dealer's order on terms)
  const cancelled = (await getOrderHistory(order.id)).filter((h) => h.kind === 'status' && h.to === 'cancelled').at(-1);
  if (!cancelled || !EXPIRY_CANCELLERS.has(cancelled.by)) return 'cancelled';
  const withdrawnAt = await reminderConsentWithdrawnAt(reminder.email);
  if (withdrawnAt && withdrawnAt >= reminder.consent.at) return 'withdrawn';
  return null;
}

export interface CheckoutReminderReport {
  due: number;
  sent: number;
  ended: number;
  failed: number;
}

/** The job: one e-mail to each due reminder that may still go. `now` is the clock (tests and `?at=` move it). */
export async function sendCheckoutReminders(now = new Date()): Promise<CheckoutReminderReport> {
  const report: CheckoutReminderReport = { due: 0, sent: 0, ended: 0, failed: 0 };
  const { abandonedCheckoutHours } = await getNotificationSettings();
  const due = await listDueCheckoutReminders(new Date(now.getTime() - abandonedCheckoutHours * 3600_000).toISOString());
  report.due = due.length;
  const at = now.toISOString();
  // A checkout older than its restore link's life is history: reminding of it helps no one.
  const oldest = new Date(now.getTime() - REMINDER_RESTORE_DAYS * 24 * 3600_000).toISOString();
  for (const reminder of due) {
    const order = await getOrder(reminder.orderId);
    const reason = reminder.startedAt < oldest ? 'too_old' : await reasonNotToRemind(reminder, order);
    if (reason === 'later') continue;
    // The order's lines against the catalogue now; it goes only if something can be bought.
    const lines = order && !reason ? await reorderLines(order.items, { userId: order.userId ?? '', dealer: order.dealerOrder }) : [];
    const end = reason ?? (buyable(lines).length ? null : 'products_gone');
    if (end) {
      if (await endCheckoutReminder(reminder.orderId, end, at)) report.ended++;
      continue;
    }
    if (!(await claimCheckoutReminder(reminder.orderId, at))) continue; // another run sent it (or it was withdrawn)
    try {
      await sendReminderEmail(reminder, buyable(lines));
      report.sent++;
    } catch (error) {
      logger.error('could not send a checkout reminder', { orderId: reminder.orderId, error: error as Error });
      report.failed++;
      await releaseCheckoutReminder(reminder, at).catch(() => undefined);
    }
  }
  return report;
}

async function sendReminderEmail(reminder: CheckoutReminderRecord, lines: ReorderLine[]): Promise<void> {
  const t = checkoutReminderTexts(reminder.language);
  const shop = config().SHOP_NAME;
  const withdraw = await withdrawToken(reminder.orderId, reminder.email);
  const names = lines.map((l) => `– ${reminder.language === 'en' ? l.nameEn : l.name} × ${l.quantity}`).join('\n');
  await sendEmail({
    kind: 'checkout-reminder',
    to: reminder.email,
    subject: t.subject(shop),
    text: [t.lead, names, t.restore(REMINDER_RESTORE_DAYS), pageLink(CHECKOUT_REMINDER_RESTORE_PAGE, await restoreToken(reminder.orderId)), t.once, t.signature(shop), t.withdraw(pageLink(CHECKOUT_REMINDER_WITHDRAW_PAGE, withdraw))].join('\n\n'),
    // RFC 8058: the mail client's own "Unsubscribe" POSTs here with no session.
    headers: { 'List-Unsubscribe': `<${config().SITE_URL}${CHECKOUT_REMINDER_ONE_CLICK_PATH}?token=${encodeURIComponent(withdraw)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}

/**
 * The restore link: the checkout's lines at today's prices and stock, each with what changed
 * (the dealer reorder's rule, catalog/reorder-lines.ts); a signed-in dealer gets their prices. Nothing is
 * held: the web puts the buyable lines in the cart and checkout prices them again.
 */
export async function restoreCheckoutCart(token: string, caller: Caller | null): Promise<RestoredCart> {
  const { orderId } = await claimsOf('restore', token);
  const order = await getOrder(orderId);
  if (!order) throw new HttpError(410, 'conflict', 'This checkout is no longer kept', { token: 'checkoutReminder.gone' });
  return { lines: await reorderLines(order.items, { userId: caller?.userId ?? '', dealer: isDealer(caller) }) };
}

/** The withdrawal link (the page's button, or the mail client's one-click POST); repeating it is harmless. */
export async function withdrawReminderConsent(token: string, now = new Date()): Promise<{ withdrawn: true }> {
  const { orderId, email } = await claimsOf('withdraw', token);
  await withdrawCheckoutReminderConsent(orderId, email, now.toISOString());
  return { withdrawn: true };
}
