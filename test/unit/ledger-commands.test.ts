import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});
import { LedgerItemError } from '../../functions/ledger/items.js';
import { claimNotice, fromItem, getOrder, getOrderHistory, recordStripeEvent, type OrderRecord } from '../../functions/ledger/order-entity.js';
import { changeOrderStatus } from '../../functions/ledger/status-change.js';
import { getRefund, listRefundsOfOrder } from '../../functions/ledger/refund-entity.js';
import { commit, extraTransactItems, write } from '../../functions/ledger/write-path.js';
import { cancelled, OFFLINE_TABLE as TABLE, useOfflineTable } from '../support/offline-table.js';
import { storedOrder } from '../support/stored-order.js';

/**
 * The exact DynamoDB command each ledger access pattern sends, offline (the emulator tests in
 * test/integration/ledger*.test.ts prove what the commands do; these pin what they are), and the
 * write path's handling of DynamoDB's answers that DynamoDB Local cannot be made to give on cue.
 */
const dynamo = mockClient(DynamoDBDocumentClient);

beforeAll(() => useOfflineTable());
afterAll(() => dynamo.restore());
beforeEach(() => dynamo.reset());



describe('ledger reads', () => {
  it('reads an order by its key, consistently', async () => {
    dynamo.on(GetCommand).resolves({ Item: storedOrder });
    const order = await getOrder('o1');
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input).toEqual({ TableName: TABLE, Key: { PK: 'ORDER#o1', SK: 'ORDER' }, ConsistentRead: true });
    expect(order).toMatchObject({ id: 'o1', status: 'pending', version: 3, notified: [] });
    expect(order).not.toHaveProperty('PK');
  });

  it("queries an order's refunds and history within its partition", async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    await listRefundsOfOrder('o1');
    await getOrderHistory('o1');
    const [refunds, history] = dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(refunds).toMatchObject({ TableName: TABLE, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': 'ORDER#o1', ':sk': 'REFUND#' }, ConsistentRead: true });
    expect(history).toEqual({ TableName: TABLE, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': 'ORDER#o1', ':sk': 'HISTORY#' }, ConsistentRead: true });
  });

  it('reads an order of schema 1 (before payments were tracked) as paid in full once it moved on', () => {
    const { paymentStatus: _p, paidAt: _pa, amountPaid: _a, amountRefunded: _r, customerVisible: _c, refundableAmount: _ra, ...legacy } = storedOrder;
    const order: OrderRecord = fromItem({ ...legacy, schemaVersion: 1, status: 'shipped' });
    expect(order).toMatchObject({ paymentStatus: 'paid', amountPaid: 25_000, amountRefunded: 0, customerVisible: true, refundableAmount: 25_000 });
  });

  it('refuses a malformed item with an error naming it, never a silent cast', async () => {
    dynamo.on(GetCommand).resolves({ Item: { PK: 'ORDER#o1', SK: 'REFUND#r1', entityType: 'refund', id: 'r1', orderId: 'o1', amount: 'a lot' } });
    const read = getRefund('o1', 'r1');
    await expect(read).rejects.toBeInstanceOf(LedgerItemError);
    await expect(read).rejects.toThrow(/ORDER#o1 \/ REFUND#r1.*amount/s);
  });
});

describe('ledger writes: one TransactWriteItems each', () => {
  it("cancels a pending order: the order (status, version), statistics, the orders list's counter, history and both products released with their stock log entries, in one transaction", async () => {
    // Product 7 has a stock log of 3 entries; product 9 was written before the log existed.
    dynamo.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [{ id: 7, stock: 5, stockLogSeq: 3, productNumber: 'CW-7' }, { id: 9, stock: 0 }] } });
    dynamo.on(TransactWriteCommand).resolves({});
    const order = fromItem(storedOrder);
    expect(await changeOrderStatus({ order, to: 'cancelled', at: '2026-06-01T11:00:00.000Z', by: 'stripe' })).toBe(true);

    const [call] = dynamo.commandCalls(TransactWriteCommand);
    const items = call!.args[0].input.TransactItems!;
    expect(items[0]).toEqual({
      Update: {
        TableName: TABLE,
        Key: { PK: 'ORDER#o1', SK: 'ORDER' },
        UpdateExpression: 'SET #status = :status, #updatedAt = :updatedAt, #GSI2PK = :GSI2PK ADD version :one',
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status', '#updatedAt': 'updatedAt', '#GSI2PK': 'GSI2PK' },
        ExpressionAttributeValues: { ':from': 'pending', ':status': 'cancelled', ':updatedAt': '2026-06-01T11:00:00.000Z', ':GSI2PK': 'ORDERS#cancelled', ':one': 1 },
      },
    });
    expect(items[1]).toMatchObject({ Update: { Key: { PK: 'STATS', SK: 'ORDERS' }, ExpressionAttributeValues: { ':revenue': -25_000, ':pending': -1, ':cancelled': 1 } } });
    expect(items.filter((i) => i.Update?.Key?.PK === 'STATS').map((i) => i.Update!.Key!.SK)).toEqual(['ORDERS', 'DAY#2026-06-01', 'MONTH#2026-06']);
    expect(items.find((i) => i.Put)?.Put).toMatchObject({ Item: { PK: 'ORDER#o1', SK: expect.stringMatching(/^HISTORY#2026-06-01T11:00:00.000Z#/), kind: 'status', from: 'pending', to: 'cancelled', by: 'stripe' } });
    const products = items.filter((i) => String(i.Update?.Key?.PK).startsWith('PRODUCT#'));
    // Each release is conditional on the position read (stock and the log's count): stock-log.ts.
    expect(products.map((i) => [i.Update!.Key!.PK, i.Update!.UpdateExpression, i.Update!.ConditionExpression, i.Update!.ExpressionAttributeValues])).toEqual([
      ['PRODUCT#7', 'SET stock = :stockAfter, stockLogSeq = :seqAfter', 'attribute_exists(PK) AND stock = :stockBefore AND stockLogSeq = :seqBefore', { ':stockAfter': 7, ':stockBefore': 5, ':seqAfter': 4, ':seqBefore': 3 }],
      ['PRODUCT#9', 'SET stock = :stockAfter, stockLogSeq = :seqAfter', 'attribute_exists(PK) AND stock = :stockBefore AND attribute_not_exists(stockLogSeq)', { ':stockAfter': 1, ':stockBefore': 0, ':seqAfter': 1 }],
    ]);
    const log = items.filter((i) => String(i.Put?.Item?.SK).startsWith('STOCKLOG#')).map((i) => i.Put!.Item);
    expect(log).toEqual([
      expect.objectContaining({ PK: 'PRODUCT#7', SK: 'STOCKLOG#0000000004', change: 2, before: 5, after: 7, reason: 'release', orderId: 'o1', by: 'stripe', sku: 'CW-7' }),
      expect.objectContaining({ PK: 'PRODUCT#9', SK: 'STOCKLOG#0000000001', change: 1, before: 0, after: 1, reason: 'release', orderId: 'o1', by: 'stripe', sku: '9' }),
    ]);
    // The admin's orders list: one pending fewer, one cancelled more (its total stays exact).
    const counter = items.find((i) => i.Update?.Key?.PK === 'LIST_COUNTS')?.Update;
    expect(counter?.Key).toEqual({ PK: 'LIST_COUNTS', SK: 'orders' });
    const deltas = Object.fromEntries(Object.entries(counter!.ExpressionAttributeNames!).map(([name, field]) => [field, counter!.ExpressionAttributeValues![`:${name.slice(1)}`]]));
    expect(deltas).toEqual({ status_cancelled: 1, status_pending: -1 });
    expect(items).toHaveLength(10);
  });

  it('answers false, writing nothing more, when the order moved first (its condition failed)', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [] } });
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None', 'None', 'None'));
    expect(await changeOrderStatus({ order: fromItem(storedOrder), to: 'processing', at: '2026-06-01T11:00:00.000Z', by: 'admin@example.com' })).toBe(false);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it("claims a customer e-mail once: ADD to the order's notices, bumping its version", async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    expect(await claimNotice('o1', 'confirmation')).toBe(true);
    expect(dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems).toEqual([
      {
        Update: {
          TableName: TABLE,
          Key: { PK: 'ORDER#o1', SK: 'ORDER' },
          UpdateExpression: 'ADD version :one, #notified :add_notified',
          ConditionExpression: 'customerVisible = :true AND attribute_exists(customerEmail) AND customerEmail <> :null AND (attribute_not_exists(notified) OR NOT contains(notified, :notice))',
          ExpressionAttributeNames: { '#notified': 'notified' },
          ExpressionAttributeValues: { ':notice': 'confirmation', ':true': true, ':null': null, ':one': 1, ':add_notified': new Set(['confirmation']) },
        },
      },
    ]);
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed'));
    expect(await claimNotice('o1', 'confirmation')).toBe(false);
  });

  it("records a Stripe event once, with its 30 days' expiry", async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await recordStripeEvent('evt_1', 'checkout.session.completed', '2026-06-01T11:00:00.000Z');
    expect(dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems).toEqual([
      {
        Put: {
          TableName: TABLE,
          Item: { PK: 'STRIPE_EVENT#evt_1', SK: 'STRIPE_EVENT', entityType: 'stripe-event', schemaVersion: 1, type: 'checkout.session.completed', processedAt: '2026-06-01T11:00:00.000Z', expiresAt: Date.parse('2026-07-01T11:00:00.000Z') / 1000 },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ]);
  });
});

describe('the write path', () => {
  const counter = write('counter', { Update: { TableName: TABLE, Key: { PK: 'C', SK: '1' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } });
  const listCounter = { Update: { TableName: TABLE, Key: { PK: 'LIST', SK: 'ORDERS' }, UpdateExpression: 'ADD total :one', ExpressionAttributeValues: { ':one': 1 } } };

  it('adds extra transact items (list counters) to the same transaction, as given', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    expect(await commit([{ kind: 'order', orderId: 'o1', set: { updatedAt: 'now' } }, extraTransactItems([listCounter], 'list-counters')])).toEqual({ committed: true });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Update).toMatchObject({ Key: { PK: 'ORDER#o1', SK: 'ORDER' }, UpdateExpression: 'SET #updatedAt = :updatedAt ADD version :one', ConditionExpression: 'attribute_exists(PK)' });
    expect(items[1]).toBe(listCounter);
  });

  it("names the intents whose conditions failed, by what they are, not by index", async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed', 'None'));
    expect(await commit([{ kind: 'order', orderId: 'o1' }, counter, extraTransactItems([listCounter], 'list-counters')])).toEqual({ committed: false, failed: ['counter'] });
  });

  it('retries a transaction cancelled only by a concurrent one, and then commits', async () => {
    dynamo.on(TransactWriteCommand).rejectsOnce(cancelled('TransactionConflict', 'None')).resolves({});
    expect(await commit([{ kind: 'order', orderId: 'o1' }, counter])).toEqual({ committed: true });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('throws what is not a condition or a conflict (throttling, an outage): the caller answers 503', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' });
    dynamo.on(TransactWriteCommand).rejects(throttled);
    await expect(commit([counter])).rejects.toThrow('Rate exceeded');
  });
});
