import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../functions/contracts/order.js';
import { stripeEventRecord, fromItem, type OrderRecord } from '../../functions/ledger/order-entity.js';
import { paymentOutcomeIntents, paymentTarget, type PaymentEvent, type SessionFacts } from '../../functions/ledger/payment-rules.js';
import { productsTouched } from '../../functions/ledger/status-rules.js';
import type { StockPosition } from '../../functions/ledger/stock-log.js';
import { transactionOf, whatOf, type Intent, type OrderIntent } from '../../functions/ledger/write-path.js';
import { useOfflineTable } from '../support/offline-table.js';
import { storedOrder } from '../support/stored-order.js';

/**
 * The payment rule, pure (ledger/payment-rules.ts): the order as read, its products' stock
 * positions and what Stripe says about its Checkout Session → the status it ends in and the
 * intents of the one transaction that applies it. No table is read or written here; the emulator
 * tests (checkout.test.ts, the webhook, ledger and follow-up tests) prove what the committed
 * intents do.
 */
beforeAll(() => useOfflineTable());

const at = '2026-06-02T10:00:00.000Z';
const order = (over: Record<string, unknown> = {}): OrderRecord => fromItem({ ...storedOrder, ...over });
const position = (productId: number, stock: number, seq: number): StockPosition => ({ productId, stock, seq, tracked: true, sku: String(productId) });
const positions = new Map([position(7, 5, 3), position(9, 0, 0)].map((p) => [p.productId, p]));
const session = (over: Partial<SessionFacts> = {}): SessionFacts => ({
  paid: true,
  amountTotal: 25_000,
  paymentIntentId: 'pi_1',
  details: { customerName: 'Jan Kowalski', customerEmail: 'buyer@example.com', stripeSessionId: 'cs_1', stripePaymentIntentId: 'pi_1' },
  ...over,
});
const event = (outcome: PaymentEvent['outcome'], over: Partial<PaymentEvent> = {}): PaymentEvent => ({ outcome, session: session(), by: 'stripe', at, ...over });
const names = (intents: Intent[]) => intents.map(whatOf);
const orderIntent = (intents: Intent[]) => intents.find((i): i is OrderIntent => i.kind === 'order')!;
const apply = (o: OrderRecord, e: PaymentEvent) => paymentOutcomeIntents({ order: o, positions }, e);
const statuses: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'];

describe('the payment rule', () => {
  it('confirms a pending order on payment: processing, the payment recorded once, units sold, the lookup and the confirmation follow-up', () => {
    const e = event('paid', { with: [stripeEventRecord('evt_1', 'checkout.session.completed', at)] });
    expect(paymentTarget(order(), e)).toBe('processing');
    const { intents, payment, lateRefund } = apply(order(), e);
    expect(names(intents)).toEqual(['order', 'stats', 'list-counters', 'history', 'product:7', 'product:9', 'history', 'payment-lookup', 'follow-up', 'stripe-event']);
    expect(orderIntent(intents)).toMatchObject({
      set: { status: 'processing', paymentStatus: 'paid', paidAt: at, amountPaid: 25_000, refundableAmount: 25_000, customerVisible: true, customerName: 'Jan Kowalski' },
      condition: '#status = :from AND (attribute_not_exists(paidAt) OR paidAt = :nullPaid)',
      values: { ':from': 'pending', ':nullPaid': null },
    });
    // Units sold up, no stock moved (the hold took it at checkout).
    const product7 = transactionOf(intents).items.find((i) => i.Update?.Key?.PK === 'PRODUCT#7')?.Update;
    expect(product7).toMatchObject({ UpdateExpression: 'ADD unitsSold :sold', ExpressionAttributeValues: { ':sold': 2 } });
    expect(payment).toEqual({ amount: 25_000, confirms: true });
    expect(lateRefund).toBeUndefined();
    // The products whose positions the writer reads follow from the target.
    expect(productsTouched(order(), paymentTarget(order(), e)!)).toEqual([7, 9]);
  });

  it("takes the order's total when Stripe gives no amount, and a completed session whose payment is paid as a payment", () => {
    const { intents, payment } = apply(order(), event('details', { session: session({ amountTotal: null }) }));
    expect(orderIntent(intents).set).toMatchObject({ status: 'processing', amountPaid: 25_000 });
    expect(payment).toEqual({ amount: 25_000, confirms: true });
  });

  it('records a payment for a cancelled order and promises it back in the same transaction: a late-payment refund, nothing left refundable', () => {
    const cancelled = order({ status: 'cancelled', GSI2PK: 'ORDERS#cancelled' });
    const e = event('paid');
    expect(paymentTarget(cancelled, e)).toBe('cancelled');
    const { intents, payment, lateRefund } = apply(cancelled, e);
    expect(names(intents)).toEqual(['order', 'history', 'refund', 'list-counters', 'history', 'payment-lookup']);
    expect(orderIntent(intents).set).toMatchObject({ paymentStatus: 'paid', amountPaid: 25_000, refundableAmount: 0 });
    expect(orderIntent(intents).set).not.toHaveProperty('status');
    expect(lateRefund).toMatchObject({ id: 'late-payment', orderId: 'o1', amount: 25_000, reason: 'late_payment', paymentIntentId: 'pi_1', status: 'requested' });
    expect(payment).toEqual({ amount: 25_000, confirms: false });
  });

  it('refuses to promise back a late payment it cannot name (no payment intent at Stripe or on the order)', () => {
    const cancelled = order({ status: 'cancelled' });
    expect(() => apply(cancelled, event('paid', { session: session({ paymentIntentId: null }) }))).toThrow(expect.objectContaining({ status: 409, code: 'conflict' }));
  });

  it('records only the payment on an order an admin moved on before Stripe spoke', () => {
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      const moved = order({ status });
      expect(paymentTarget(moved, event('paid'))).toBe(status);
      const { intents, payment } = apply(moved, event('paid'));
      expect(names(intents)).toEqual(['order', 'history', 'payment-lookup']);
      expect(orderIntent(intents).set).not.toHaveProperty('status');
      expect(payment).toEqual({ amount: 25_000, confirms: false });
    }
  });

  it('changes nothing for an order already paid, whatever Stripe says again', () => {
    for (const status of statuses) {
      const paid = order({ status, paidAt: '2026-06-01T11:00:00.000Z', paymentStatus: 'paid' });
      for (const outcome of ['paid', 'details', 'failed', 'expired'] as const) {
        if (status === 'pending' && (outcome === 'failed' || outcome === 'expired')) continue;
        expect(paymentTarget(paid, event(outcome))).toBeUndefined();
        expect(apply(paid, event(outcome))).toEqual({ intents: [] });
      }
    }
  });

  it('marks a completed session with a bank payment under way: payment processing, an order to its buyer, still pending; once only', () => {
    const e = event('details', { session: session({ paid: false }) });
    expect(paymentTarget(order(), e)).toBe('pending');
    const { intents, payment } = apply(order(), e);
    expect(names(intents)).toEqual(['order']);
    expect(orderIntent(intents)).toMatchObject({
      set: { paymentStatus: 'processing', customerVisible: true },
      condition: '#status = :from AND (attribute_not_exists(paymentStatus) OR paymentStatus = :unpaid)',
    });
    expect(payment).toBeUndefined();
    expect(apply(order({ paymentStatus: 'processing' }), e)).toEqual({ intents: [] });
    expect(apply(order({ status: 'cancelled' }), e)).toEqual({ intents: [] });
  });

  it('cancels a pending order whose payment failed or whose session expired: units back in stock, a failed attempt is no order to its buyer', () => {
    const failed = apply(order(), event('failed'));
    expect(paymentTarget(order(), event('failed'))).toBe('cancelled');
    expect(names(failed.intents)).toEqual(['order', 'stats', 'stats', 'stats', 'list-counters', 'history', 'product:7', 'stock-log:7', 'product:9', 'stock-log:9']);
    expect(orderIntent(failed.intents)).toMatchObject({ set: { status: 'cancelled', paymentStatus: 'failed', customerVisible: false }, values: { ':from': 'pending', ':nullPaid': null } });
    expect(failed.payment).toBeUndefined();

    const expired = apply(order(), event('expired'));
    expect(orderIntent(expired.intents).set).toMatchObject({ status: 'cancelled' });
    expect(orderIntent(expired.intents).set).not.toHaveProperty('paymentStatus');
  });

  it("marks a cancelled order's bank payment failed when it fails after all, and otherwise leaves a late failure or expiry alone", () => {
    const underWay = order({ status: 'cancelled', paymentStatus: 'processing' });
    const { intents } = apply(underWay, event('failed'));
    expect(paymentTarget(underWay, event('failed'))).toBe('cancelled');
    expect(names(intents)).toEqual(['order']);
    expect(orderIntent(intents)).toMatchObject({ set: { paymentStatus: 'failed', customerVisible: false }, values: { ':from': 'cancelled' } });

    expect(apply(underWay, event('expired'))).toEqual({ intents: [] });
    expect(apply(order({ status: 'cancelled' }), event('failed'))).toEqual({ intents: [] });
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      expect(paymentTarget(order({ status }), event('expired'))).toBeUndefined();
      expect(paymentTarget(order({ status }), event('failed'))).toBeUndefined();
    }
  });
});
