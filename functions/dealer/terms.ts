import type { Company } from '../contracts/company.js';
import type { DealerBalance, DealerTerms, TermsInvoice, TermsRefusal } from '../contracts/dealer.js';
import type { Caller } from '../core/caller.js';
import { isDealer } from '../core/caller.js';
import { HttpError, invalidRequest } from '../core/errors.js';
import { nextDay } from '../core/shop-days.js';
import { listOrdersOfUser, type OrderRecord } from '../ledger/order-entity.js';
import { shopDay } from '../ledger/stats-entity.js';
import { getTermsAccount, termsChargeIntent } from '../ledger/terms-account.js';
import { owedBackOf, standingOf } from '../ledger/terms-amounts.js';
import type { Intent } from '../ledger/write-path.js';

/**
 * Payment terms (issue 34), the rules: who may check out on terms, when an invoice is due and
 * overdue, and the dealer's balance as they and the admin see it. The money itself moves through
 * the ledger's `terms` payment mode (ledger/terms-account.ts, ledger/terms-entity.ts).
 */

/** The last day to pay an order placed at `createdAt` on `days` days' terms (Poland's calendar). */
export function dueDateOf(createdAt: string, days: number): string {
  let day = shopDay(createdAt);
  for (let i = 0; i < days; i++) day = nextDay(day);
  return day;
}

/** What is left to pay of a terms order: what is still invoiced (its total less credits; nothing once cancelled) less what was paid. */
export const outstandingOf = (order: Pick<OrderRecord, 'status' | 'totalAmount' | 'amountPaid' | 'amountRefunded'>): number => Math.max(0, standingOf(order) - order.amountPaid);

/** Overdue: something is left to pay and the due day has passed (in Poland). */
export const isOverdue = (invoice: Pick<TermsInvoice, 'outstanding' | 'dueDate'>, now: Date): boolean => invoice.outstanding > 0 && invoice.dueDate < shopDay(now);

export function termsInvoiceOf(order: OrderRecord, now: Date): TermsInvoice {
  const outstanding = outstandingOf(order);
  const dueDate = order.paymentDueDate ?? dueDateOf(order.createdAt, order.paymentTermsDays ?? 0);
  return {
    orderId: order.id,
    invoiceNumber: order.invoiceNumber,
    createdAt: order.createdAt,
    dueDate,
    totalAmount: order.totalAmount,
    amountPaid: order.amountPaid,
    amountCredited: order.amountRefunded,
    outstanding,
    overdue: isOverdue({ outstanding, dueDate }, now),
    status: order.status,
  };
}

/**
 * Why terms are refused for an order of `total` grosze (null: allowed). The order of the reasons
 * is the order a dealer must act in: no terms at all, then an overdue invoice, then the limit.
 */
export function termsRefusal(account: Pick<DealerTerms, 'paymentTermsDays' | 'creditLimit' | 'openBalance'>, invoices: readonly Pick<TermsInvoice, 'overdue'>[], total = 0): TermsRefusal | null {
  if (account.paymentTermsDays <= 0) return 'terms_not_granted';
  if (invoices.some((i) => i.overdue)) return 'terms_overdue';
  if (account.openBalance + total > account.creditLimit) return 'terms_credit_limit';
  return null;
}

const refusalMessages: Record<TermsRefusal, string> = {
  terms_not_granted: 'Your account has no payment terms. Pay by card, BLIK or Przelewy24.',
  terms_overdue: 'An invoice of yours is overdue. Settle it to use payment terms again; you can still pay by card.',
  terms_credit_limit: 'This order would take you over your credit limit. Pay by card or settle your open invoices first.',
};

export const termsRefused = (refusal: TermsRefusal) => new HttpError(403, refusal, refusalMessages[refusal]);

/** The dealer's terms orders with something still to pay, the oldest due first. */
export async function openInvoicesOf(userId: string, now: Date, orders?: OrderRecord[]): Promise<TermsInvoice[]> {
  return (orders ?? (await listOrdersOfUser(userId)))
    .filter((o) => o.paymentMode === 'terms' && outstandingOf(o) > 0)
    .map((o) => termsInvoiceOf(o, now))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.createdAt.localeCompare(b.createdAt));
}

/** GET /api/dealer/balance's answer (and the admin's view of a dealer). */
export async function dealerBalance(userId: string, now = new Date()): Promise<Omit<DealerBalance, 'credits'>> {
  const [account, orders] = await Promise.all([getTermsAccount(userId), listOrdersOfUser(userId)]);
  const termsOrders = orders.filter((o) => o.paymentMode === 'terms');
  const invoices = await openInvoicesOf(userId, now, termsOrders);
  const refusal = termsRefusal(account, invoices);
  return {
    paymentTermsDays: account.paymentTermsDays,
    creditLimit: account.creditLimit,
    openBalance: account.openBalance,
    available: Math.max(0, account.creditLimit - account.openBalance),
    overdueAmount: invoices.filter((i) => i.overdue).reduce((sum, i) => sum + i.outstanding, 0),
    termsAvailable: refusal === null,
    refusal,
    invoices,
    owedBack: termsOrders.reduce((sum, o) => sum + owedBackOf(o), 0),
  };
}

export interface TermsCheckout {
  paymentTermsDays: number;
  paymentDueDate: string;
  /** The charge to the dealer's account, committed with the order (its limit is a condition there). */
  intents: Intent[];
}

/**
 * A checkout with `payment: 'terms'`: only a dealer with terms, no overdue invoice and room under
 * the limit, buying as a company (the invoice goes to KSeF with the due date). 403 with the
 * reason's code otherwise; the limit is checked again by the order's own transaction.
 */
export async function termsForCheckout(caller: Caller | null, total: number, company: Company | undefined, createdAt: string): Promise<TermsCheckout> {
  if (!caller || !isDealer(caller)) throw termsRefused('terms_not_granted');
  const now = new Date(createdAt);
  const [account, invoices] = await Promise.all([getTermsAccount(caller.userId), openInvoicesOf(caller.userId, now)]);
  const refusal = termsRefusal(account, invoices, total);
  if (refusal) throw termsRefused(refusal);
  if (!company) throw invalidRequest('An order on payment terms is invoiced to a company', { company: 'validation.companyRequiredForTerms' });
  return { paymentTermsDays: account.paymentTermsDays, paymentDueDate: dueDateOf(createdAt, account.paymentTermsDays), intents: [termsChargeIntent(account, total)] };
}
