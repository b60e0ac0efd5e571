import { beforeAll, describe, expect, it } from 'vitest';
import type { ReturnStatus } from '../../functions/contracts/returns.js';
import { fromItem, type OrderRecord } from '../../functions/ledger/order-entity.js';
import { newRefundRecord, type RefundRecord } from '../../functions/ledger/refund-entity.js';
import type { ReturnRecord } from '../../functions/ledger/return-entity.js';
import type { StockPosition } from '../../functions/ledger/stock-log.js';
import { receiveReturnIntents, returnDecisionIntents, returnProductsTouched, type ReturnDecisionState } from '../../functions/ledger/return-decision-rules.js';
import { withdrawalEligibility, withdrawalIntents } from '../../functions/ledger/withdrawal-rules.js';
import { transactionOf, whatOf, type Intent, type OrderIntent } from '../../functions/ledger/write-path.js';
import { useOfflineTable } from '../support/offline-table.js';
import { storedOrder } from '../support/stored-order.js';

/**
 * The steps of a withdrawal as rules, pure (ledger/withdrawal-rules.ts, return-decision-rules.ts): the order, its return(s),
 * the products' stock positions and the step → the intents of its one transaction, or a refusal.
 * No table is read or written here; returns.test.ts and the withdrawal e2e prove what the
 * committed intents do (the races among them).
 */
beforeAll(() => useOfflineTable());

const at = '2026-06-10T10:00:00.000Z';
const admin = 'admin@example.com';
const path = { returnAddress: 'Warsztat, ul. Stalowa 1, 00-001 Warszawa', inpostReturn: null };
/** A paid, delivered order: two of Lusterko (product 7, 10,000 each) and one Manetki (product 9, 5,000), delivery 1,500. */
const order = (over: Record<string, unknown> = {}): OrderRecord =>
  fromItem({
    ...storedOrder,
    status: 'delivered',
    GSI2PK: 'ORDERS#delivered',
    paymentStatus: 'paid',
    paidAt: '2026-06-01T10:05:00.000Z',
    deliveredAt: '2026-06-05T10:00:00.000Z',
    stripePaymentIntentId: 'pi_1',
    amountPaid: 26_500,
    refundableAmount: 26_500,
    customerVisible: true,
    returnsVersion: 2,
    delivery: { method: 'courier', cost: 1_500, parcelSize: 'courier', weightGrams: 2_000, cheapestOffered: 1_200 },
    ...over,
  });
const ret = (status: ReturnStatus, over: Partial<ReturnRecord> = {}): ReturnRecord => ({
  id: 'w1',
  orderId: 'o1',
  status,
  lines: [
    { itemId: 'l1', productId: 7, name: 'Lusterko', quantity: 2, unitPrice: 10_000, acceptedQuantity: null },
    { itemId: 'l2', productId: 9, name: 'Manetki', quantity: 1, unitPrice: 5_000, acceptedQuantity: null },
  ],
  reason: null,
  createdAt: '2026-06-06T10:00:00.000Z',
  receivedAt: status === 'requested' ? null : '2026-06-08T10:00:00.000Z',
  decidedAt: null,
  rejectionReason: null,
  refund: null,
  correctionNumber: null,
  requestedBy: 'buyer@example.com',
  customerName: null,
  customerEmail: 'buyer@example.com',
  orderCreatedAt: '2026-06-01T10:00:00.000Z',
  ...over,
});
const position = (productId: number, stock: number, seq: number): StockPosition => ({ productId, stock, seq, tracked: true, sku: String(productId) });
const shelf = (stock7: number, stock9: number) => new Map([position(7, stock7, 4), position(9, stock9, 2)].map((p) => [p.productId, p]));
const names = (intents: Intent[]) => intents.map(whatOf);
const orderIntent = (intents: Intent[]) => intents.find((i): i is OrderIntent => i.kind === 'order')!;
const items = (intents: Intent[]) => transactionOf(intents).items;
const logEntry = (intents: Intent[], id: number) => items(intents).find((i) => i.Put?.Item?.PK === `PRODUCT#${id}` && String(i.Put.Item.SK).startsWith('STOCKLOG#'))?.Put?.Item;
const returnUpdate = (intents: Intent[]) => items(intents).find((i) => String(i.Update?.Key?.SK).startsWith('RETURN#'))?.Update;
const decisionState = (record: ReturnRecord, over: Partial<ReturnDecisionState> = {}): ReturnDecisionState => ({
  order: order(),
  record,
  positions: shelf(5, 5),
  returns: [record],
  cheapestDelivery: 1_200,
  ...over,
});
const request = { requestId: '5d0f4a4e-8f60-4b65-9a53-0d6a86a4c1a1', lines: [{ itemId: 'l1', quantity: 1 }], reason: ' za duże ', by: 'buyer@example.com', at };

describe('withdrawing', () => {
  const eligible = (o: OrderRecord, returns: ReturnRecord[] = []) => withdrawalEligibility(o, returns, new Date(at), path);

  it("records the return with the order's returnsVersion as read, its list counter and the history", () => {
    const { record, intents } = withdrawalIntents({ order: order(), returns: [], eligibility: eligible(order()) }, request);
    expect(names(intents)).toEqual(['order', 'history', 'return', 'list-counters']);
    expect(orderIntent(intents)).toMatchObject({ add: { returnsVersion: 1 }, condition: '#status = :from AND (returnsVersion = :returnsVersion)', values: { ':from': 'delivered', ':returnsVersion': 2 } });
    expect(record).toMatchObject({ id: request.requestId, status: 'requested', reason: 'za duże', createdAt: at, requestedBy: 'buyer@example.com' });
    expect(record.lines).toEqual([{ itemId: 'l1', productId: 7, name: 'Lusterko', quantity: 1, unitPrice: 10_000, acceptedQuantity: null }]);
    // An order that never had a return is conditional on having none still.
    const first = withdrawalIntents({ order: order({ returnsVersion: undefined }), returns: [], eligibility: eligible(order()) }, request);
    expect(orderIntent(first.intents).condition).toBe('#status = :from AND (attribute_not_exists(returnsVersion))');
  });

  it('answers the same request again with the return recorded and no intents', () => {
    const recorded = ret('requested', { id: request.requestId });
    expect(withdrawalIntents({ order: order(), returns: [recorded], eligibility: eligible(order(), [recorded]) }, request)).toEqual({ record: recorded, intents: [] });
  });

  it('refuses with 409 withdrawal_not_allowed what the eligibility refuses, and with 400 units not left', () => {
    const company = order({ company: { nip: '5260250274', name: 'Firma', address: 'Adres' } });
    expect(() => withdrawalIntents({ order: company, returns: [], eligibility: eligible(company) }, request)).toThrow(expect.objectContaining({ status: 409, code: 'withdrawal_not_allowed' }));
    const late = withdrawalEligibility(order(), [], new Date('2026-06-30T10:00:00.000Z'), path);
    expect(() => withdrawalIntents({ order: order(), returns: [], eligibility: late }, request)).toThrow('The 14 days to withdraw from this purchase have passed');

    const held = [ret('requested', { lines: [{ itemId: 'l1', productId: 7, name: 'Lusterko', quantity: 2, unitPrice: 10_000, acceptedQuantity: null }] })];
    const tooMany = { ...request, lines: [{ itemId: 'l2', quantity: 1 }, { itemId: 'l1', quantity: 1 }, { itemId: 'nope', quantity: 1 }] };
    expect(() => withdrawalIntents({ order: order(), returns: held, eligibility: eligible(order(), held) }, tooMany)).toThrow(
      expect.objectContaining({ status: 400, fields: { 'lines.1.quantity': 'validation.returnQuantity', 'lines.2.itemId': 'validation.returnLine' } }),
    );
  });
});

describe('receiving the parcel', () => {
  it("puts every returned unit back in stock as the next entry of its product's log, units sold down, with the return and the order's count of units in stock", () => {
    const record = ret('requested');
    expect(returnProductsTouched(record)).toEqual([7, 9]);
    const intents = receiveReturnIntents({ order: order(), record, positions: shelf(5, 0) }, { at, by: admin });
    expect(names(intents)).toEqual(['order', 'history', 'return', 'list-counters', 'product:7', 'stock-log:7', 'product:9', 'stock-log:9']);
    expect(orderIntent(intents)).toMatchObject({ add: { returnsInStock: 3, returnsVersion: 1 }, condition: '#status = :from' });
    expect(logEntry(intents, 7)).toMatchObject({ SK: 'STOCKLOG#0000000005', before: 5, after: 7, change: 2, reason: 'return', orderId: 'o1', by: admin });
    expect(items(intents).find((i) => i.Update?.Key?.PK === 'PRODUCT#9')?.Update?.ExpressionAttributeValues).toMatchObject({ ':sold': -1 });
    expect(returnUpdate(intents)?.ExpressionAttributeValues).toMatchObject({ ':to': 'received' });
  });

  it('changes nothing for a parcel received already, and refuses a rejected return', () => {
    for (const status of ['received', 'accepted', 'refunded'] as const) expect(receiveReturnIntents({ order: order(), record: ret(status), positions: shelf(5, 5) }, { at, by: admin })).toEqual([]);
    expect(() => receiveReturnIntents({ order: order(), record: ret('rejected'), positions: shelf(5, 5) }, { at, by: admin })).toThrow(expect.objectContaining({ status: 409, code: 'conflict' }));
  });
});

describe('deciding', () => {
  const accept = { decision: 'accept' as const };
  const reject = { decision: 'reject' as const, reason: 'Ślady użytkowania' };

  it('accepts the whole order: the goods and the cheapest delivery refunded, promised in the same transaction, conditional on the returns as read', () => {
    const record = ret('received');
    const { intents, refund, movesStock } = returnDecisionIntents(decisionState(record), { decision: accept, at, by: admin });
    expect(names(intents)).toEqual(['order', 'history', 'refund', 'list-counters', 'history', 'return', 'list-counters']);
    expect(refund).toMatchObject({ id: 'return-w1', amount: 25_000 + 1_200, reason: 'withdrawal', returnId: 'w1', paymentIntentId: 'pi_1' });
    expect(refund!.lines).toEqual([{ itemId: 'l1', quantity: 2, amount: 20_000 }, { itemId: 'l2', quantity: 1, amount: 5_000 }]);
    expect(orderIntent(intents)).toMatchObject({
      add: { returnsVersion: 1, refundableAmount: -26_200 },
      condition: '#status = :from AND (returnsVersion = :returnsVersion) AND refundableAmount >= :refundAmount',
    });
    expect(movesStock).toBe(false);
  });

  it('accepts some units: those not accepted go back to the buyer from the shelf (logged), the refund only for the accepted, no delivery for a partial withdrawal', () => {
    const record = ret('received');
    const { intents, refund, movesStock } = returnDecisionIntents(decisionState(record), { decision: { decision: 'accept', lines: [{ itemId: 'l1', quantity: 1 }], reason: 'Jedno lusterko porysowane' }, at, by: admin });
    expect(refund).toMatchObject({ amount: 10_000 });
    expect(names(intents).filter((n) => n.includes(':'))).toEqual(['product:7', 'stock-log:7', 'product:9', 'stock-log:9']);
    expect(logEntry(intents, 7)).toMatchObject({ before: 5, after: 4, change: -1, reason: 'returnSentBack' });
    expect(orderIntent(intents).add).toMatchObject({ returnsInStock: -2 });
    expect(returnUpdate(intents)?.ExpressionAttributeValues).toMatchObject({ ':to': 'accepted' });
    expect(movesStock).toBe(true);
  });

  it('refunds the delivery once the last units of the order are accepted, counting what earlier returns accepted', () => {
    const earlier = ret('refunded', { id: 'w0', lines: [{ itemId: 'l1', productId: 7, name: 'Lusterko', quantity: 2, unitPrice: 10_000, acceptedQuantity: 2 }] });
    const record = ret('received', { lines: [{ itemId: 'l2', productId: 9, name: 'Manetki', quantity: 1, unitPrice: 5_000, acceptedQuantity: null }] });
    const { refund } = returnDecisionIntents(decisionState(record, { returns: [earlier, record], order: order({ refundableAmount: 6_500 }) }), { decision: accept, at, by: admin });
    expect(refund).toMatchObject({ amount: 5_000 + 1_200 });
  });

  it('refuses what it cannot decide: not received yet (409), lines not returned or none accepted (400), units sent back that were sold meanwhile (409)', () => {
    expect(() => returnDecisionIntents(decisionState(ret('requested')), { decision: accept, at, by: admin })).toThrow('Mark the parcel received before accepting the return');
    expect(() => returnDecisionIntents(decisionState(ret('received')), { decision: { decision: 'accept', lines: [{ itemId: 'l9', quantity: 1 }, { itemId: 'l1', quantity: 3 }] }, at, by: admin })).toThrow(
      expect.objectContaining({ status: 400, fields: { 'lines.0.itemId': 'validation.returnLine', 'lines.1.quantity': 'validation.returnQuantity' } }),
    );
    expect(() => returnDecisionIntents(decisionState(ret('received')), { decision: { decision: 'accept', lines: [{ itemId: 'l1', quantity: 0 }] }, at, by: admin })).toThrow(
      expect.objectContaining({ status: 400, fields: { lines: 'validation.returnLines' } }),
    );
    // Product 9's unit was received back, then sold: it cannot go back to the buyer now.
    expect(() => returnDecisionIntents(decisionState(ret('received'), { positions: shelf(5, 0) }), { decision: reject, at, by: admin })).toThrow(
      expect.objectContaining({ status: 409, code: 'returned_units_sold', message: expect.stringContaining('Manetki') }),
    );
  });

  it('rejects a received return: every unit back to the buyer, logged; a return not received yet moves no stock', () => {
    const received = returnDecisionIntents(decisionState(ret('received')), { decision: reject, at, by: admin });
    expect(names(received.intents)).toEqual(['order', 'history', 'return', 'list-counters', 'product:7', 'stock-log:7', 'product:9', 'stock-log:9']);
    expect(orderIntent(received.intents).add).toMatchObject({ returnsVersion: 1, returnsInStock: -3 });
    expect(received).toMatchObject({ movesStock: true });
    expect(received.refund).toBeUndefined();

    const requested = returnDecisionIntents(decisionState(ret('requested'), { positions: new Map() }), { decision: reject, at, by: admin });
    expect(names(requested.intents)).toEqual(['order', 'history', 'return', 'list-counters']);
    expect(orderIntent(requested.intents).add).toEqual({ returnsVersion: 1 });
    expect(returnUpdate(requested.intents)?.ExpressionAttributeValues).toMatchObject({ ':to': 'rejected', ':rejectionReason': 'Ślady użytkowania' });
  });

  it('answers the same decision again with nothing, and the other decision with 409', () => {
    expect(returnDecisionIntents(decisionState(ret('rejected')), { decision: reject, at, by: admin })).toEqual({ intents: [], movesStock: false });
    expect(returnDecisionIntents(decisionState(ret('refunded')), { decision: accept, at, by: admin })).toEqual({ intents: [], movesStock: false });
    expect(() => returnDecisionIntents(decisionState(ret('rejected')), { decision: accept, at, by: admin })).toThrow('This return was already rejected');
    expect(() => returnDecisionIntents(decisionState(ret('accepted')), { decision: reject, at, by: admin })).toThrow('This return was already accepted');
  });

  it('accepting again a return whose refund failed records the same amount under a new key, the return naming it only while it names the failed one', () => {
    const failed: RefundRecord = { ...newRefundRecord({ orderId: 'o1', id: 'return-w1', amount: 26_200, currency: 'pln', reason: 'withdrawal', requestedBy: admin, paymentIntentId: 'pi_1', at, returnId: 'w1' }), status: 'failed' };
    const record = ret('accepted', { refund: { goods: 25_000, delivery: 1_200, total: 26_200, refundId: 'return-w1' } });
    const { intents, refund } = returnDecisionIntents(decisionState(record, { previousRefund: failed }), { decision: accept, at, by: admin });
    expect(refund).toMatchObject({ id: 'return-w1-20260610100000000', amount: 26_200, returnId: 'w1' });
    expect(names(intents)).toEqual(['order', 'refund', 'list-counters', 'history', 'return']);
    expect(returnUpdate(intents)?.ExpressionAttributeValues).toMatchObject({ ':refundIdWas': 'return-w1' });
    // Under way or settled: nothing to retry.
    for (const status of ['requested', 'pending', 'succeeded'] as const) {
      expect(returnDecisionIntents(decisionState(record, { previousRefund: { ...failed, status } }), { decision: accept, at, by: admin }).intents).toEqual([]);
    }
  });
});
