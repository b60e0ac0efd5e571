import type { OrderStatus, RefundReason } from '../contracts/order.js';
import { followUpPut, refundFollowUp } from './follow-up-entity.js';
import { listCounts, refundListCount } from './list-counters.js';
import { historyEntry, refundHistory, type OrderRecord } from './order-entity.js';
import { newRefundRecord, refundRecordPut, type RefundRecord } from './refund-entity.js';
import { termsBalanceIntent } from './terms-account.js';
import { creditedAsRead, standingOf } from './terms-amounts.js';
import { commit, type Intent } from './write-path.js';

/**
 * Credits on orders on payment terms (issue 34): what a refund is for an order paid online, a
 * terms order gets as a credit against the dealer's balance — no money moves through Stripe.
 * A credit is a refund record (refund-entity.ts) with `method: 'terms_credit'`, settled
 * (`succeeded`) in the very transaction that records it, so everything a refund that went
 * through leaves behind follows as for a paid order: the order's `amountRefunded` (for a terms
 * order: what was credited), the history, and the follow-up that numbers
 * the correction invoice (FK series, FA(3) KOR to KSeF) and e-mails the dealer
 * (orders/follow-ups.ts). The same transaction lowers the dealer's open balance by exactly the
 * credited amount (terms-account.ts).
 *
 * The rule for a credit larger than what is unpaid: an order can be credited up to what is still
 * invoiced (`standingOf`: its total less earlier credits). The balance always goes down by the
 * whole credit; the part above what was left to pay is a payment received for value no longer
 * invoiced, i.e. money the shop owes back to the dealer (`owedBackOf`), shown to the admin on the
 * order and the dealer's page. It stays on the dealer's account (the open balance may go below
 * zero) and is netted against their next terms invoices, unless the admin pays it out by transfer
 * (outside the shop).
 *
 * Cancelling a terms order whose invoice was issued credits what is still invoiced in the
 * cancellation's own transaction (orders/handlers/admin-orders.ts); one cancelled before its
 * invoice needs no correction and only comes off the balance (order-entity.ts).
 */
export const TERMS_CREDIT = 'terms_credit' as const;

export { creditedAsRead, owedBackOf, standingOf } from './terms-amounts.js';

/** A credit, already settled: it is decided and done by the shop alone. */
export function newTermsCredit(order: Pick<OrderRecord, 'id' | 'currency'>, input: { id: string; amount: number; reason: RefundReason; requestedBy: string; at: string }): RefundRecord {
  return {
    ...newRefundRecord({ orderId: order.id, id: input.id, amount: input.amount, currency: order.currency, reason: input.reason, requestedBy: input.requestedBy, paymentIntentId: '', at: input.at, status: 'succeeded' }),
    method: TERMS_CREDIT,
  };
}

/**
 * What a credit writes besides the order item and the balance: the credit itself (refused when
 * one with its id exists: the same request again), the refunds' list count, the history line,
 * and the follow-up that issues its correction invoice and e-mails the dealer. Not the refund
 * statistics: no money goes back (and a cancellation's transaction writes the statistics item).
 */
export function termsCreditIntents(record: RefundRecord, orderStatus: OrderStatus, at: string): Intent[] {
  return [
    refundRecordPut(record),
    listCounts(refundListCount()),
    historyEntry(record.orderId, refundHistory(record, orderStatus, 'succeeded', at)),
    followUpPut(refundFollowUp(record), at),
  ];
}

export type TermsCreditResult = 'credited' | 'duplicate' | 'order_changed';

/**
 * Credits part or all of what is still invoiced of a terms order that stays (not a
 * cancellation): the order's credited amount, the dealer's balance and the credit in one
 * transaction, conditional on the order's status, credits and payments as read, so two credits
 * raced can never together credit more than the order's value (the loser reads again).
 */
export async function creditTermsOrder(order: OrderRecord, record: RefundRecord): Promise<TermsCreditResult> {
  const credited = creditedAsRead(order);
  // Paid in full once what was received covers what is still invoiced (the payments' own rule).
  const settles = order.amountPaid >= standingOf(order) - record.amount;
  const result = await commit([
    {
      kind: 'order',
      orderId: order.id,
      set: { updatedAt: record.createdAt, ...(settles ? { paymentStatus: 'paid' } : {}) },
      add: { amountRefunded: record.amount },
      condition: `paymentMode = :terms AND #status = :statusRead AND amountPaid = :paidRead AND ${credited.expression}`,
      names: { '#status': 'status' },
      values: { ':terms': 'terms', ':statusRead': order.status, ':paidRead': order.amountPaid, ...credited.values },
    },
    termsBalanceIntent(order.userId!, -record.amount),
    ...termsCreditIntents(record, order.status, record.createdAt),
  ]);
  if (result.committed) return 'credited';
  return result.failed.includes('refund') ? 'duplicate' : 'order_changed';
}
