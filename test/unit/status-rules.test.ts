import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../functions/contracts/order.js';
import { HttpError } from '../../functions/core/errors.js';
import { fromItem, type OrderRecord } from '../../functions/ledger/order-entity.js';
import { newRefundRecord } from '../../functions/ledger/refund-entity.js';
import { productsTouched, statusChangeIntents, type StatusEvent } from '../../functions/ledger/status-rules.js';
import type { StockPosition } from '../../functions/ledger/stock-log.js';
import { transactionOf, whatOf, type Intent, type OrderIntent } from '../../functions/ledger/write-path.js';
import { useOfflineTable } from '../support/offline-table.js';
import { storedOrder } from '../support/stored-order.js';

/**
 * The status change rule, pure (ledger/status-rules.ts): the order as read, its products' stock
 * positions and the change → the intents of the one transaction that applies it. No table is
 * read or written here; the emulator tests (ledger*.test.ts, stock-log.test.ts, flash-sale.test.ts)
 * prove what the committed intents do.
 */
beforeAll(() => useOfflineTable());

const at = '2026-06-02T10:00:00.000Z';
const order = (over: Record<string, unknown> = {}): OrderRecord => fromItem({ ...storedOrder, userId: 'u1', ...over });
const position = (productId: number, stock: number, seq: number): StockPosition => ({ productId, stock, seq, tracked: true, sku: String(productId) });
const positions = (...list: StockPosition[]) => new Map(list.map((p) => [p.productId, p]));
const change = (to: OrderStatus, over: Partial<StatusEvent> = {}): StatusEvent => ({ to, at, by: 'admin@example.com', ...over });
const names = (intents: Intent[]) => intents.map(whatOf);
const orderIntent = (intents: Intent[]) => intents.find((i): i is OrderIntent => i.kind === 'order')!;
const items = (intents: Intent[]) => transactionOf(intents).items;
const productUpdate = (intents: Intent[], id: number) => items(intents).find((i) => i.Update?.Key?.PK === `PRODUCT#${id}`)?.Update;
const logEntry = (intents: Intent[], id: number) => items(intents).find((i) => i.Put?.Item?.PK === `PRODUCT#${id}` && String(i.Put.Item.SK).startsWith('STOCKLOG#'))?.Put?.Item;

describe('the status change rule', () => {
  it('cancels a pending order: the order moves only from the status read, and every line goes back to stock as the next entry of its log', () => {
    const intents = statusChangeIntents({ order: order(), positions: positions(position(7, 5, 3), position(9, 0, 0)) }, change('cancelled', { by: 'sweeper' }));

    expect(names(intents)).toEqual(['order', 'stats', 'stats', 'stats', 'list-counters', 'history', 'product:7', 'stock-log:7', 'product:9', 'stock-log:9']);
    expect(orderIntent(intents)).toMatchObject({ condition: '#status = :from', values: { ':from': 'pending' }, set: { status: 'cancelled', updatedAt: at, GSI2PK: 'ORDERS#cancelled' } });
    expect(productUpdate(intents, 7)?.ExpressionAttributeValues).toMatchObject({ ':stockBefore': 5, ':stockAfter': 7, ':seqBefore': 3, ':seqAfter': 4 });
    // An unpaid hold the sweeper ends is a release; an admin's cancellation is a cancellation.
    expect(logEntry(intents, 7)).toMatchObject({ SK: 'STOCKLOG#0000000004', before: 5, after: 7, change: 2, reason: 'release', orderId: 'o1', by: 'sweeper' });
    const byAdmin = statusChangeIntents({ order: order(), positions: positions(position(7, 5, 3), position(9, 0, 0)) }, change('cancelled'));
    expect(logEntry(byAdmin, 9)).toMatchObject({ before: 0, after: 1, change: 1, reason: 'cancellation' });
  });

  it('moves on without a product that no longer exists when cancelling, but refuses to reopen an order naming one', () => {
    const cancel = statusChangeIntents({ order: order(), positions: positions(position(7, 5, 3)) }, change('cancelled'));
    expect(names(cancel).filter((n) => n.includes(':'))).toEqual(['product:7', 'stock-log:7']);

    const reopen = () => statusChangeIntents({ order: order({ status: 'cancelled' }), positions: positions(position(7, 5, 3)) }, change('processing'));
    expect(reopen).toThrow(HttpError);
    expect(reopen).toThrow('no longer exists');
  });

  it('reopens a cancelled order by taking its units again, and refuses with 409 out_of_stock when they are no longer there', () => {
    const reopened = statusChangeIntents({ order: order({ status: 'cancelled' }), positions: positions(position(7, 2, 8), position(9, 1, 1)) }, change('processing'));
    expect(logEntry(reopened, 7)).toMatchObject({ before: 2, after: 0, change: -2, reason: 'reopen' });
    // Into a paid status: its units count as sold, and it is an order to its buyer from now on.
    expect(productUpdate(reopened, 7)?.ExpressionAttributeValues).toMatchObject({ ':sold': 2 });
    expect(orderIntent(reopened).set).toMatchObject({ customerVisible: true });

    const short = () => statusChangeIntents({ order: order({ status: 'cancelled' }), positions: positions(position(7, 1, 8), position(9, 1, 1)) }, change('processing'));
    expect(short).toThrow(expect.objectContaining({ status: 409, code: 'out_of_stock' }));
  });

  it('counts units sold on payment without moving stock, and takes them back when a paid order is cancelled', () => {
    const paid = statusChangeIntents({ order: order(), positions: positions(position(7, 5, 3), position(9, 0, 0)) }, change('processing', { by: 'stripe' }));
    expect(names(paid).filter((n) => n.includes(':'))).toEqual(['product:7', 'product:9']);
    expect(productUpdate(paid, 7)).toMatchObject({ UpdateExpression: 'ADD unitsSold :sold', ExpressionAttributeValues: { ':sold': 2 } });

    const cancelled = statusChangeIntents({ order: order({ status: 'delivered' }), positions: positions(position(7, 5, 3), position(9, 0, 0)) }, change('cancelled'));
    expect(productUpdate(cancelled, 7)?.ExpressionAttributeValues).toMatchObject({ ':sold': -2, ':stockAfter': 7 });
  });

  it('changes only the given fields when the status stays: no statistics, no history of a move, no product', () => {
    const intents = statusChangeIntents({ order: order({ status: 'shipped' }), positions: positions() }, change('shipped', { set: { tracking: null } }));
    expect(names(intents)).toEqual(['order', 'list-counters']);
    expect(transactionOf(intents).items).toHaveLength(1);
  });

  it('records a refund with the change only while that much is still refundable', () => {
    const record = newRefundRecord({ orderId: 'o1', id: 'r1', amount: 4_000, currency: 'pln', reason: 'order_cancelled', requestedBy: 'admin@example.com', paymentIntentId: 'pi_1', at });
    const intents = statusChangeIntents({ order: order({ status: 'processing' }), positions: positions(position(7, 5, 3), position(9, 0, 0)) }, change('cancelled', { refund: { record } }));
    expect(orderIntent(intents)).toMatchObject({ add: { refundableAmount: -4_000 }, condition: '#status = :from AND refundableAmount >= :refundAmount', values: { ':refundAmount': 4_000 } });
    expect(names(intents).slice(-3)).toEqual(['refund', 'list-counters', 'history']);
  });

  it("gives an unpaid order's promotions back once when cancelled, and takes a terms order off its dealer's open balance", () => {
    const promoted = order({ promotions: [{ promotionId: 'p1', name: 'Lato', code: 'LATO', discount: 1_000, deliveryDiscount: 0 }] });
    const intents = statusChangeIntents({ order: promoted, positions: positions(position(7, 5, 3), position(9, 0, 0)) }, change('cancelled'));
    expect(names(intents)).toEqual(expect.arrayContaining(['discount-promotion', 'discount-code', 'discount-customer']));
    expect(orderIntent(intents).set).toMatchObject({ promotionsReleased: true });
    const again = statusChangeIntents({ order: { ...promoted, status: 'processing', promotionsReleased: true }, positions: positions(position(7, 5, 3), position(9, 0, 0)) }, change('cancelled'));
    expect(names(again)).not.toContain('discount-code');

    const terms = statusChangeIntents({ order: order({ paymentMode: 'terms', status: 'processing' }), positions: positions(position(7, 5, 3), position(9, 0, 0)) }, change('cancelled'));
    const balance = items(terms).find((i) => i.Update?.Key?.SK === 'TERMS')?.Update;
    expect(balance).toMatchObject({ UpdateExpression: 'ADD openBalance :d', ExpressionAttributeValues: { ':d': -25_000 } });
  });

  it('needs the positions only of products whose stock or units sold the move changes', () => {
    expect(productsTouched(order(), 'cancelled')).toEqual([7, 9]);
    expect(productsTouched(order(), 'processing')).toEqual([7, 9]);
    expect(productsTouched(order({ status: 'processing' }), 'shipped')).toEqual([]);
    expect(productsTouched(order({ status: 'pending' }), 'pending')).toEqual([]);
  });
});
