import { createHash } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TermsPayment } from '../contracts/dealer.js';
import { db, tableName } from '../core/table.js';
import { ledgerKeys, orderItemPrefix } from './keys.js';
import { historyEntry, type OrderRecord } from './order-entity.js';
import { termsBalanceIntent } from './terms-account.js';
import { creditedAsRead, standingOf } from './terms-amounts.js';
import { commit, write } from './write-path.js';

/**
 * Transfers received for terms orders (issue 34; the account and the mode: terms-account.ts).
 * One item per payment in the order's partition, PK = ORDER#{orderId}, SK = TERMS_PAYMENT#{reference key}.
 */
const keys = { payment: ledgerKeys.termsPayment };

/** One reference, one payment per order: the key is the reference, case and spaces folded. */
export function referenceKey(reference: string): string {
  return createHash('sha256').update(reference.trim().replace(/\s+/g, ' ').toLowerCase()).digest('hex').slice(0, 32);
}

export type TermsPaymentResult = { recorded: true; order: Pick<OrderRecord, 'id' | 'totalAmount' | 'amountPaid' | 'paymentStatus'> } | { recorded: false; reason: 'order_changed' | 'duplicate' };

/**
 * Records a transfer received for a terms order: the payment item, the order's `amountPaid`
 * (and `paid` once it is all there), the dealer's balance and a history entry, in one
 * transaction. Conditional on the order's `amountPaid` and credits being what was read (two admins
 * recording at once, or a credit meanwhile: one wins, the other reads again) and on the
 * reference being new. Paid in full once the transfers cover what is still invoiced (terms-credit.ts).
 */
export async function recordTermsPayment(input: { order: OrderRecord; amount: number; receivedAt: string; reference: string; by: string; at: string }): Promise<TermsPaymentResult> {
  const { order, amount, at } = input;
  const paid = order.amountPaid + amount;
  const full = paid >= standingOf(order);
  const credited = creditedAsRead(order);
  const payment: TermsPayment = { orderId: order.id, amount, receivedAt: input.receivedAt, reference: input.reference, recordedBy: input.by, recordedAt: at };
  const result = await commit([
    {
      kind: 'order',
      orderId: order.id,
      set: { updatedAt: at, ...(full ? { paymentStatus: 'paid', paidAt: input.receivedAt } : {}) },
      add: { amountPaid: amount },
      condition: `paymentMode = :terms AND amountPaid = :paidRead AND #status <> :cancelled AND ${credited.expression}`,
      names: { '#status': 'status' },
      values: { ':terms': 'terms', ':paidRead': order.amountPaid, ':cancelled': 'cancelled', ...credited.values },
    },
    write('terms-payment', {
      Put: { TableName: tableName(), Item: { ...keys.payment(order.id, referenceKey(input.reference)), entityType: 'terms-payment', schemaVersion: 1, ...payment }, ConditionExpression: 'attribute_not_exists(PK)' },
    }),
    termsBalanceIntent(order.userId!, -amount),
    historyEntry(order.id, { at, kind: 'payment', from: order.status, to: order.status, by: input.by, amount }),
  ]);
  if (result.committed) return { recorded: true, order: { id: order.id, totalAmount: order.totalAmount, amountPaid: paid, paymentStatus: full ? 'paid' : order.paymentStatus } };
  return { recorded: false, reason: result.failed.includes('terms-payment') ? 'duplicate' : 'order_changed' };
}

export async function listTermsPayments(orderId: string): Promise<TermsPayment[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': ledgerKeys.orderPk(orderId), ':sk': orderItemPrefix.termsPayment },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((item) => ({
    orderId: String(item.orderId),
    amount: Number(item.amount),
    receivedAt: String(item.receivedAt),
    reference: String(item.reference),
    recordedBy: String(item.recordedBy),
    recordedAt: String(item.recordedAt),
  }));
}
