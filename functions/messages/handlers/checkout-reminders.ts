import { CHECKOUT_REMINDER_WITHDRAW_PAGE, checkoutReminderTokenSchema } from '../../contracts/checkout-reminders.js';
import { config } from '../../core/config.js';
import { httpHandler, reply } from '../../core/http.js';
import { restoreCheckoutCart, withdrawReminderConsent } from '../checkout-reminders.js';

/** GET /api/checkout-reminders/cart?token= — the reminder's restore link: the checkout's lines at today's prices and stock. */
export const restoreCheckoutReminderCart = httpHandler({ query: checkoutReminderTokenSchema }, async ({ query, caller }) => {
  return reply(200, await restoreCheckoutCart(query.token, caller), { 'cache-control': 'no-store' });
});

/**
 * POST /api/checkout-reminders/one-click-withdraw?token= — RFC 8058: the mail client's own button
 * (form body, no session); the withdrawal page's button posts the same URL (one route fewer in
 * every function's route table).
 */
export const oneClickWithdrawCheckoutReminder = httpHandler({ query: checkoutReminderTokenSchema, rawBody: true }, async ({ query }) => withdrawReminderConsent(query.token));

/** GET of the same URL (a client that only opens links): the landing page's button, as a visit alone must never withdraw (mail scanners open links). */
export const oneClickWithdrawCheckoutReminderPage = httpHandler({ query: checkoutReminderTokenSchema }, async ({ query }) =>
  reply(303, undefined, { location: `${config().SITE_URL}${CHECKOUT_REMINDER_WITHDRAW_PAGE}?token=${encodeURIComponent(query.token)}` }),
);
