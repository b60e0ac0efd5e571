import { beforeAll, describe, expect, it } from 'vitest';
import { newRefundRecord, type RefundRecord } from '../../functions/ledger/refund-entity.js';
import { refundIntents, type StripeRefundWord } from '../../functions/ledger/refund-rules.js';
import { whatOf, type Intent } from '../../functions/ledger/write-path.js';
import { useOfflineTable } from '../support/offline-table.js';

/**
 * The refund rule, pure (ledger/refund-rules.ts): a refund's state and Stripe's word → the
 * intents of the one transaction that applies it. No table is read or written here.
 */
beforeAll(() => useOfflineTable());

const at = '2026-06-20T10:00:00.000Z';
const order = { status: 'delivered' as const, createdAt: '2026-06-01T10:00:00.000Z' };
const refund = (over: Partial<RefundRecord> = {}): RefundRecord => ({
  ...newRefundRecord({ orderId: 'o1', id: 'r1', amount: 4_000, currency: 'pln', reason: 'other', requestedBy: 'admin@example.com', paymentIntentId: 'pi_1', at: '2026-06-19T10:00:00.000Z' }),
  ...over,
});
const word = (status: StripeRefundWord['status'], failureReason: string | null = null): StripeRefundWord => ({ status, stripeRefundId: 're_1', failureReason });
const names = (intents: Intent[]) => intents.map(whatOf);
const orderAdd = (intents: Intent[]) => intents.flatMap((i) => (i.kind === 'order' ? [i.add] : []));

describe('the refund rule', () => {
  it('settles a succeeded refund: the refund, the order\'s refunded amount, the statistics, the history and its follow-up', () => {
    const intents = refundIntents(refund(), order, word('succeeded'), at);
    expect(names(intents)).toEqual(['refund', 'order', 'stats', 'history', 'follow-up']);
    expect(orderAdd(intents)).toEqual([{ amountRefunded: 4_000 }]);
  });

  it('settles a withdrawal\'s refund with its return, the returns list counter and the order day\'s and month\'s refunds', () => {
    const intents = refundIntents(refund({ returnId: 'w1' }), order, word('succeeded'), at);
    expect(names(intents)).toEqual(['refund', 'order', 'stats', 'history', 'return', 'list-counters', 'stats', 'stats', 'follow-up']);
  });

  it('gives a failed or canceled refund\'s amount back to what is refundable, with the history, and no follow-up', () => {
    for (const status of ['failed', 'canceled'] as const) {
      const intents = refundIntents(refund({ status: 'pending', stripeRefundId: 're_1' }), order, word(status, 'expired_or_canceled_card'), at);
      expect(names(intents)).toEqual(['refund', 'order', 'history']);
      expect(orderAdd(intents)).toEqual([{ refundableAmount: 4_000 }]);
    }
  });

  it('records a refund under way once: the same pending word again changes nothing', () => {
    expect(names(refundIntents(refund(), order, word('pending'), at))).toEqual(['refund']);
    expect(refundIntents(refund({ status: 'pending', stripeRefundId: 're_1' }), order, word('pending'), at)).toEqual([]);
    expect(names(refundIntents(refund({ status: 'pending', stripeRefundId: 're_1' }), order, word('requires_action'), at))).toEqual(['refund']);
  });

  it('changes nothing for a refund already settled, whatever Stripe says again', () => {
    for (const settled of ['succeeded', 'failed', 'canceled'] as const) {
      for (const status of ['pending', 'succeeded', 'failed'] as const) expect(refundIntents(refund({ status: settled }), order, word(status), at)).toEqual([]);
    }
  });
});
