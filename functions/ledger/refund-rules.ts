import type { OrderStatus } from '../contracts/order.js';
import { followUpPut, refundFollowUp } from './follow-up-entity.js';
import { listCounts, returnListCount } from './list-counters.js';
import { historyEntry, refundHistory } from './order-entity.js';
import { isOpenRefund, refundInProgressUpdate, refundSettledUpdate, type RefundRecord } from './refund-entity.js';
import { returnStatusUpdate } from './return-entity.js';
import { refundStatsUpdate, returnRefundPeriodUpdates } from './stats-entity.js';
import type { Intent } from './write-path.js';

/**
 * The refund rule, pure: (a refund's state, what Stripe says about it) → the intents of the one
 * transaction that applies it, or none when there is nothing to apply. orders/refunds.ts reads
 * the state, asks this, and commits the answer; a failed condition means another delivery
 * applied it first.
 *
 * | Stripe says              | an open refund                                                         |
 * |--------------------------|------------------------------------------------------------------------|
 * | pending, requires_action | the refund's new state (nothing if it is already that)                 |
 * | succeeded                | settled; the order's `amountRefunded` up, the statistics, the history; |
 * |                          | a withdrawal's return refunded (its list counter, the period's refund);|
 * |                          | the follow-up that numbers the correction and e-mails the buyer        |
 * | failed, canceled         | settled; the amount refundable again; the history (for the admin)      |
 *
 * A refund already settled changes by nothing (a repeated or late delivery).
 */
export type StripeRefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface StripeRefundWord {
  status: StripeRefundStatus;
  stripeRefundId: string;
  failureReason: string | null;
}

export function refundIntents(record: RefundRecord, order: { status: OrderStatus; createdAt: string }, word: StripeRefundWord, at: string): Intent[] {
  if (!isOpenRefund(record.status)) return [];
  const { status, stripeRefundId } = word;
  if (status === 'pending' || status === 'requires_action') {
    if (record.status === status && record.stripeRefundId === stripeRefundId) return [];
    return [refundInProgressUpdate(record, status, stripeRefundId, at)];
  }
  const history = (outcome: string) => historyEntry(record.orderId, refundHistory({ ...record, requestedBy: 'stripe' }, order.status, outcome, at));
  if (status === 'succeeded') {
    return [
      refundSettledUpdate(record, 'succeeded', stripeRefundId, null, at),
      { kind: 'order', orderId: record.orderId, set: { updatedAt: at }, add: { amountRefunded: record.amount } },
      refundStatsUpdate(record.amount, !!record.returnId),
      history('succeeded'),
      // A withdrawal's refund settles its return and comes off the revenue (issue 19).
      ...(record.returnId
        ? [
            returnStatusUpdate({ orderId: record.orderId, id: record.returnId }, 'accepted', 'refunded'),
            listCounts(returnListCount('accepted', 'refunded')),
            ...returnRefundPeriodUpdates(record.amount, order.createdAt),
          ]
        : []),
      // The correction invoice and the refund e-mail: the follow-up job's, off the request.
      followUpPut(refundFollowUp(record), at),
    ];
  }
  // failed or canceled: the money stayed with the shop; it is refundable again.
  return [
    refundSettledUpdate(record, status, stripeRefundId, word.failureReason, at),
    { kind: 'order', orderId: record.orderId, set: { updatedAt: at }, add: { refundableAmount: record.amount } },
    history(status),
  ];
}
