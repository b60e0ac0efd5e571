import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});
import { assignInvoiceNumber } from '../../functions/invoices/invoice-numbers.js';
import { getReturn, listReturnsOfOrder, returnPut, returnStatusUpdate, type ReturnRecord } from '../../functions/ledger/return-entity.js';
import { applyTrackingUpdate, getShipment, listOpenShipments, orderIdOfCarrierShipment, reserveShipment } from '../../functions/ledger/shipment-entity.js';
import { transactionOf } from '../../functions/ledger/write-path.js';
import { cancelled, OFFLINE_TABLE as TABLE, useOfflineTable } from '../support/offline-table.js';

/**
 * The exact DynamoDB commands of the ledger's returns, invoice numbering and shipments, offline
 * (the emulator tests: test/integration/returns.test.ts, invoices-ksef.test.ts, delivery.test.ts,
 * ledger-races.test.ts prove what they do; these pin what they are, ElectroDB's habit).
 */
const dynamo = mockClient(DynamoDBDocumentClient);
beforeAll(() => useOfflineTable());
afterAll(() => dynamo.restore());
beforeEach(() => dynamo.reset());

const sentTransactions = () => dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems);

const aReturn: ReturnRecord = {
  id: 'w1',
  orderId: 'o1',
  status: 'requested',
  lines: [{ itemId: 'l1', productId: 7, name: 'Lusterko', quantity: 1, unitPrice: 10_000, acceptedQuantity: null }],
  reason: null,
  createdAt: '2026-06-10T08:00:00.000Z',
  receivedAt: null,
  decidedAt: null,
  rejectionReason: null,
  refund: null,
  correctionNumber: null,
  requestedBy: 'buyer@example.com',
  customerName: 'Anna',
  customerEmail: 'buyer@example.com',
  orderCreatedAt: '2026-06-01T10:00:00.000Z',
};

describe('returns', () => {
  it('records a withdrawal once, in its status partition of the admin list', () => {
    expect(transactionOf([returnPut(aReturn)]).items).toEqual([
      {
        Put: {
          TableName: TABLE,
          Item: { PK: 'ORDER#o1', SK: 'RETURN#w1', GSI2PK: 'RETURNS#requested', GSI2SK: '2026-06-10T08:00:00.000Z#o1#w1', entityType: 'return', schemaVersion: 1, ...aReturn },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ]);
  });

  it('moves a return only from the statuses named, with its partition, and only while it names the refund it had', () => {
    const [update] = transactionOf([returnStatusUpdate(aReturn, ['received', 'accepted'], 'accepted', { decidedAt: '2026-06-12T09:00:00.000Z' }, 'refund-1')]).items;
    expect(update).toEqual({
      Update: {
        TableName: TABLE,
        Key: { PK: 'ORDER#o1', SK: 'RETURN#w1' },
        UpdateExpression: 'SET #status = :to, GSI2PK = :gsi, #decidedAt = :decidedAt',
        ConditionExpression: '#status IN (:from0, :from1) AND #refundWas.refundId = :refundIdWas',
        ExpressionAttributeNames: { '#status': 'status', '#decidedAt': 'decidedAt', '#refundWas': 'refund' },
        ExpressionAttributeValues: { ':to': 'accepted', ':gsi': 'RETURNS#accepted', ':decidedAt': '2026-06-12T09:00:00.000Z', ':from0': 'received', ':from1': 'accepted', ':refundIdWas': 'refund-1' },
      },
    });
  });

  it('reads one return by its key and an order\'s returns by the prefix, consistently', async () => {
    dynamo.on(GetCommand).resolves({ Item: { PK: 'ORDER#o1', SK: 'RETURN#w1', entityType: 'return', ...aReturn } });
    dynamo.on(QueryCommand).resolves({ Items: [] });

    expect(await getReturn('o1', 'w1')).toEqual(aReturn);
    await listReturnsOfOrder('o1');

    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input).toEqual({ TableName: TABLE, Key: { PK: 'ORDER#o1', SK: 'RETURN#w1' }, ConsistentRead: true });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': 'ORDER#o1', ':sk': 'RETURN#' },
      ConsistentRead: true,
    });
  });
});

describe('invoice numbering', () => {
  const issuedAt = new Date('2026-06-15T12:00:00.000Z');

  it('gives the next number with the year\'s counter in one transaction: counter still as read, the order paid and without a number', async () => {
    dynamo.on(GetCommand, { Key: { PK: 'INVOICE_COUNTER', SK: '2026' } }).resolves({ Item: { PK: 'INVOICE_COUNTER', SK: '2026', value: 41 } });
    dynamo.on(TransactWriteCommand).resolves({});

    expect(await assignInvoiceNumber('o1', issuedAt)).toBe('FV/2026/00042');

    const [items] = sentTransactions();
    expect(items).toHaveLength(2);
    expect(items![0]).toEqual({
      Update: {
        TableName: TABLE,
        Key: { PK: 'INVOICE_COUNTER', SK: '2026' },
        UpdateExpression: 'SET #v = :next, entityType = :type, schemaVersion = :sv',
        ConditionExpression: '#v = :last',
        ExpressionAttributeNames: { '#v': 'value' },
        ExpressionAttributeValues: { ':next': 42, ':type': 'invoice-counter', ':sv': 1, ':last': 41 },
      },
    });
    expect(items![1]!.Update).toMatchObject({
      TableName: TABLE,
      Key: { PK: 'ORDER#o1', SK: 'ORDER' },
      UpdateExpression: 'SET #invoiceNumber = :invoiceNumber, #invoiceIssuedAt = :invoiceIssuedAt ADD version :one',
      ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(invoiceNumber) OR invoiceNumber = :null) AND #status IN (:s0, :s1, :s2)',
      ExpressionAttributeValues: { ':invoiceNumber': 'FV/2026/00042', ':invoiceIssuedAt': '2026-06-15T12:00:00.000Z', ':null': null, ':s0': 'processing', ':s1': 'shipped', ':s2': 'delivered', ':one': 1 },
    });
  });

  it('starts a year\'s series only where no counter exists', async () => {
    dynamo.on(GetCommand).resolves({});
    dynamo.on(TransactWriteCommand).resolves({});

    expect(await assignInvoiceNumber('o1', issuedAt)).toBe('FV/2026/00001');

    expect(sentTransactions()[0]![0]!.Update).toMatchObject({ ConditionExpression: 'attribute_not_exists(#v)', ExpressionAttributeValues: { ':next': 1 } });
  });

  it('answers the number another request gave first, without numbering again', async () => {
    dynamo.on(GetCommand, { Key: { PK: 'INVOICE_COUNTER', SK: '2026' } }).resolves({ Item: { value: 41 } });
    dynamo.on(GetCommand, { Key: { PK: 'ORDER#o1', SK: 'ORDER' } }).resolves({
      Item: { PK: 'ORDER#o1', SK: 'ORDER', entityType: 'order', id: 'o1', userId: null, status: 'processing', createdAt: 'a', updatedAt: 'a', totalAmount: 100, currency: 'pln', customerName: null, customerEmail: null, customerPhone: null, taxId: null, shippingAddress: null, items: [], stripeSessionId: null, stripePaymentIntentId: null, dealerOrder: false, tracking: null, invoiceNumber: 'FV/2026/00041' },
    });
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'ConditionalCheckFailed'));

    expect(await assignInvoiceNumber('o1', issuedAt)).toBe('FV/2026/00041');
    expect(sentTransactions()).toHaveLength(1);
  });
});

describe('shipments', () => {
  it('reserves the order\'s shipment once, or takes over a reservation older than the timeout', async () => {
    dynamo.on(TransactWriteCommand).resolves({});

    expect(await reserveShipment({ orderId: 'o1', method: 'locker', parcelSize: 'A', requestedBy: 'admin@example.com', at: '2026-06-12T10:00:00.000Z' })).toBe(true);

    expect(sentTransactions()[0]).toEqual([
      {
        Put: {
          TableName: TABLE,
          Item: {
            PK: 'ORDER#o1',
            SK: 'SHIPMENT',
            entityType: 'shipment',
            schemaVersion: 1,
            orderId: 'o1',
            method: 'locker',
            parcelSize: 'A',
            requestedBy: 'admin@example.com',
            at: '2026-06-12T10:00:00.000Z',
            carrier: 'inpost',
            carrierShipmentId: null,
            trackingNumber: null,
            status: 'created',
            carrierStatus: 'requesting',
            events: [],
            pendingRequestAt: '2026-06-12T10:00:00.000Z',
            createdAt: '2026-06-12T10:00:00.000Z',
            updatedAt: '2026-06-12T10:00:00.000Z',
            version: 1,
          },
          ConditionExpression: 'attribute_not_exists(PK) OR pendingRequestAt < :stale',
          ExpressionAttributeValues: { ':stale': '2026-06-12T09:58:00.000Z' },
        },
      },
    ]);
  });

  it('answers false, not an error, when another request holds the reservation', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed'));
    expect(await reserveShipment({ orderId: 'o1', method: 'locker', parcelSize: 'A', requestedBy: 'a', at: '2026-06-12T10:00:00.000Z' })).toBe(false);
  });

  it('writes tracking conditional on the version read; a finished parcel leaves the open-shipments index', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const record = { orderId: 'o1', version: 3 } as Parameters<typeof applyTrackingUpdate>[0];
    const update = { status: 'delivered' as const, carrierStatus: 'delivered', trackingNumber: '6800', events: [] };

    await applyTrackingUpdate(record, update, () => false);
    await applyTrackingUpdate(record, { ...update, status: 'in_transit' }, () => true);

    const [finished, travelling] = sentTransactions().map((items) => items![0]!.Update!);
    expect(finished).toMatchObject({
      Key: { PK: 'ORDER#o1', SK: 'SHIPMENT' },
      UpdateExpression: 'SET #status = :s, carrierStatus = :cs, trackingNumber = :tn, events = :e, updatedAt = :now, version = version + :one REMOVE GSI2PK, GSI2SK',
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: expect.objectContaining({ ':read': 3, ':s': 'delivered' }),
    });
    expect(finished.ExpressionAttributeValues).not.toHaveProperty(':g2sk');
    expect(travelling.UpdateExpression).toMatch(/, GSI2SK = :g2sk$/);
    expect(travelling.ExpressionAttributeValues![':g2sk']).toMatch(/^\d{4}-.*#o1$/);
  });

  it('reads a shipment by its order, the order of a carrier shipment, and the open shipments', async () => {
    dynamo.on(GetCommand).resolves({});
    dynamo.on(QueryCommand).resolves({ Items: [{ orderId: 'o1' }] });

    expect(await getShipment('o1')).toBeUndefined();
    expect(await orderIdOfCarrierShipment('123')).toBe('o1');
    expect(await listOpenShipments('2026-06-12T00:00:00.000Z')).toEqual(['o1']);

    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input).toEqual({ TableName: TABLE, Key: { PK: 'ORDER#o1', SK: 'SHIPMENT' }, ConsistentRead: true });
    const [byCarrier, open] = dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(byCarrier).toEqual({ TableName: TABLE, IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk', ExpressionAttributeValues: { ':pk': 'INPOST_SHIPMENT#123', ':sk': 'SHIPMENT' } });
    expect(open).toMatchObject({ TableName: TABLE, IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :before', ExpressionAttributeValues: { ':pk': 'SHIPMENTS#OPEN', ':before': '2026-06-12T00:00:00.000Z' }, ProjectionExpression: 'orderId' });
  });
});
