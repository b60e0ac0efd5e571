import type { Order } from '../contracts/order.js';
import type { TermsInvoice } from '../contracts/dealer.js';
import { config } from '../core/config.js';
import { shopDay } from '../ledger/stats-entity.js';
import { listTermsAccounts } from '../ledger/terms-account.js';
import type { Email } from '../messages/mailer.js';
import { formatZl, sendOnce } from '../messages/order-emails.js';
import { openInvoicesOf } from './terms.js';

/**
 * Reminders of terms invoices (issue 34), by e-mail to the dealer, each sent once per invoice and
 * kind (the order's notice claims, like every order e-mail):
 * - `due-soon`: 3 days before the due date (or fewer, when the job first sees it then);
 * - `overdue`: the day after the due date;
 * - `overdue-7`: a week after it.
 * A scheduled job (daily in AWS; every hour in the local server and `POST /dev/run-terms-reminders`).
 */
export type ReminderKind = 'due-soon' | 'overdue' | 'overdue-7';
const DUE_SOON_DAYS = 3;

/** Days from `from` to `to` (YYYY-MM-DD), calendar days. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Which reminder an invoice is due for today (Poland), if any. */
export function reminderFor(invoice: Pick<TermsInvoice, 'dueDate' | 'outstanding'>, today: string): ReminderKind | undefined {
  if (invoice.outstanding <= 0) return undefined;
  const late = daysBetween(invoice.dueDate, today);
  if (late >= 7) return 'overdue-7';
  if (late >= 1) return 'overdue';
  if (-late <= DUE_SOON_DAYS) return 'due-soon';
  return undefined;
}

const texts = {
  pl: {
    subject: { 'due-soon': 'Przypomnienie: termin płatności faktury', overdue: 'Faktura po terminie płatności', 'overdue-7': 'Faktura tydzień po terminie płatności' },
    lead: (kind: ReminderKind, number: string, due: string) =>
      kind === 'due-soon' ? `Przypominamy, że termin płatności faktury ${number} mija ${due}.` : `Termin płatności faktury ${number} minął ${due}. Do czasu zapłaty zamówienia z terminem płatności są wstrzymane; kartą zapłacisz zawsze.`,
    amount: (amount: string) => `Do zapłaty: ${amount}`,
    account: (account: string, number: string) => `Rachunek: ${account}, w tytule: ${number}`,
    balance: (url: string) => `Saldo i faktury: ${url}`,
    ignore: 'Jeśli przelew został już wysłany, prosimy zignorować tę wiadomość.',
  },
  en: {
    subject: { 'due-soon': 'Reminder: invoice payment due', overdue: 'Invoice overdue', 'overdue-7': 'Invoice a week overdue' },
    lead: (kind: ReminderKind, number: string, due: string) =>
      kind === 'due-soon' ? `A reminder that invoice ${number} is due on ${due}.` : `Invoice ${number} was due on ${due}. Until it is paid, orders on payment terms are on hold; you can always pay by card.`,
    amount: (amount: string) => `To pay: ${amount}`,
    account: (account: string, number: string) => `Account: ${account}, reference: ${number}`,
    balance: (url: string) => `Balance and invoices: ${url}`,
    ignore: 'If you have already sent the transfer, please ignore this message.',
  },
} as const;

export function reminderEmail(order: Order, invoice: TermsInvoice, kind: ReminderKind): Email {
  const c = config();
  const t = texts[order.language === 'en' ? 'en' : 'pl'];
  const number = invoice.invoiceNumber ?? order.id.slice(0, 8);
  return {
    kind: `terms-${kind}`,
    to: order.customerEmail!,
    subject: `${c.SHOP_NAME}: ${t.subject[kind]} ${number}`,
    text: [t.lead(kind, number, invoice.dueDate), '', t.amount(formatZl(invoice.outstanding)), t.account(c.SELLER_BANK_ACCOUNT, number), '', t.balance(`${c.SITE_URL}/dealer/balance`), '', t.ignore, '', c.SHOP_NAME].join('\n'),
  };
}

/** Sends every reminder due at `now`; answers how many invoices were due one (each goes once). */
export async function sendTermsReminders(now = new Date()): Promise<{ due: number }> {
  const today = shopDay(now);
  let due = 0;
  for (const account of await listTermsAccounts()) {
    for (const invoice of await openInvoicesOf(account.userId, now)) {
      const kind = reminderFor(invoice, today);
      if (!kind) continue;
      due++;
      await sendOnce(invoice.orderId, `terms:${kind}`, (order) => reminderEmail(order, invoice, kind));
    }
  }
  return { due };
}
