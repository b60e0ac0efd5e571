import { z } from 'zod';
import type { CustomerLanguage } from './languages.js';
import { reorderLineSchema } from './reorder.js';

/**
 * Abandoned-checkout reminders (issue 33): a buyer who ticks the consent box on /checkout and
 * does not pay gets one e-mail after the shop's set number of hours (admin notification settings,
 * `abandonedCheckoutHours`, default 4), with a link that puts the checkout's lines back in the
 * cart and a link that withdraws the consent in one click.
 */

/**
 * The consent's words, by version. The checkout box shows these very words (not an i18n file's
 * copy) and the server records the version's text in the buyer's language with the time: what
 * the buyer agreed to must be the text that is stored. A new wording is a new version; old
 * versions stay here, so what an earlier buyer saw can still be named.
 */
export const REMINDER_CONSENT_TEXTS: Record<number, Record<CustomerLanguage, string>> = {
  1: {
    pl: 'Wyślij mi jedno przypomnienie e-mailem, jeśli nie dokończę tego zamówienia. Zgodę mogę wycofać jednym kliknięciem w tej wiadomości.',
    en: 'Send me one e-mail reminder if I don’t finish this order. I can withdraw this consent with one click in that e-mail.',
  },
};
export const REMINDER_CONSENT_VERSION = 1;

/** How long the cart link in a reminder works: after a week the checkout is history. */
export const REMINDER_RESTORE_DAYS = 7;

/** The SPA's landing pages of the reminder's two links, and the RFC 8058 one-click URL. */
export const CHECKOUT_REMINDER_RESTORE_PAGE = '/cart/restore';
export const CHECKOUT_REMINDER_WITHDRAW_PAGE = '/checkout-reminder/withdraw';
export const CHECKOUT_REMINDER_ONE_CLICK_PATH = '/api/checkout-reminders/one-click-withdraw';

/** The landing pages post (withdraw) or send (restore) the e-mail's token. */
export const checkoutReminderTokenSchema = z.object({ token: z.string().min(1).max(2000) });

/** GET /api/checkout-reminders/cart?token= — the checkout's lines against the catalogue now (the reorder's shape). */
export const restoredCartSchema = z.object({ lines: z.array(reorderLineSchema) });
export type RestoredCart = z.infer<typeof restoredCartSchema>;
