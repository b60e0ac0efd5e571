import type { ReturnPath, WithdrawalEligibility, WithdrawalRequest } from '../contracts/returns.js';
import { config } from '../core/config.js';
import { conflict, HttpError } from '../core/errors.js';
import { getShippingSettings } from '../delivery/shipping-settings-entity.js';
import { sendOnce, withdrawalEmail } from '../messages/order-emails.js';
import { getOrder, getOrderHistory, type OrderRecord } from '../ledger/order-entity.js';
import { getReturn, listReturnsOfOrder, returnView, type ReturnRecord } from '../ledger/return-entity.js';
import { withdrawalEligibility, withdrawalIntents } from '../ledger/withdrawal-rules.js';
import { commit } from '../ledger/write-path.js';

/**
 * Withdrawals and returns (issue 19): the buyer withdraws chosen units, the workshop receives the
 * parcel, then accepts (all or per line) or rejects; an acceptance refunds through refunds.ts.
 * What each step writes, and when it is refused, is the ledger's withdrawal rule
 * (ledger/withdrawal-rules.ts, its table); here each step reads its state, asks the rule, commits
 * the intents as one transaction and does what follows (the e-mail, the catalogue, the refund at
 * Stripe). A condition that failed (another step or a sale landed first) reads again. The
 * workshop's steps (receive, decide) are in return-decisions.ts, loaded with the admin's routes.
 *
 * A repeated request (double click, retry) finds the return already moved and answers it as it is.
 */

const WRITE_ATTEMPTS = 4;

/**
 * How returned parcels travel, as the buyer is told (the order page, the acknowledgement and its
 * e-mail): to the workshop (the seller's address), and first through any Paczkomat with InPost's
 * Szybkie Zwroty when the shop entered its return page in the shipping settings.
 */
export async function returnPath(): Promise<ReturnPath> {
  const { inpostReturns } = await getShippingSettings();
  return { returnAddress: config().SELLER_ADDRESS, inpostReturn: inpostReturns.url ? { url: inpostReturns.url, paidBy: inpostReturns.paidBy } : null };
}

export async function eligibilityOf(order: OrderRecord, returns?: ReturnRecord[], now = new Date()): Promise<WithdrawalEligibility> {
  // An order delivered before deliveredAt was recorded: the day its status became delivered.
  const [deliveredAt, path, allReturns] = await Promise.all([
    order.deliveredAt ??
      (order.status === 'delivered' ? getOrderHistory(order.id).then((h) => h.findLast((e) => e.kind === 'status' && e.to === 'delivered')?.at ?? null) : null),
    returnPath(),
    returns ?? listReturnsOfOrder(order.id),
  ]);
  return withdrawalEligibility({ ...order, deliveredAt }, allReturns, now, path);
}

/**
 * The buyer withdraws `input.lines` of their order. Idempotent by `requestId`: the same request
 * again answers the withdrawal already recorded. 409 `withdrawal_not_allowed` past the deadline,
 * for a company purchase or an order not sent yet; 400 for more units than are left.
 */
export async function withdraw(orderId: string, input: WithdrawalRequest, by: string, now = new Date()): Promise<ReturnRecord> {
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const existing = await getReturn(orderId, input.requestId);
    if (existing) return existing;
    const order = await getOrder(orderId);
    if (!order) throw new HttpError(404, 'not_found', 'No such order');
    const returns = await listReturnsOfOrder(orderId);
    const eligibility = await eligibilityOf(order, returns, now);
    // The same request may have been recorded between the reads above (a double click): no intents.
    const { record, intents } = withdrawalIntents({ order, returns, eligibility }, { ...input, by, at: now.toISOString() });
    if (!intents.length) return record;
    if ((await commit(intents)).committed) {
      // The acknowledgement on a durable medium, once; the answer shows it at once too.
      await sendOnce(orderId, `return:${record.id}`, (o) => withdrawalEmail(o, returnView(record), eligibility));
      return record;
    }
    // Lost a race: the same request (double click) recorded it, or another return changed the units left.
  }
  throw conflict('conflict', 'The order changed while the withdrawal was recorded; try again');
}
