import { createHmac } from 'node:crypto';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});
import { completeFollowUp, followUpPut, listDueFollowUps, postponeFollowUp } from '../../functions/ledger/follow-up-entity.js';
import { transactionOf } from '../../functions/ledger/write-path.js';
import { stripeWebhook } from '../../functions/orders/handlers/stripe-webhook.js';
import { anonymousGet, lambdaContext } from '../support/api-gateway-event.js';
import { OFFLINE_TABLE as TABLE, useOfflineTable } from '../support/offline-table.js';

/**
 * The Stripe webhook does only what must happen in its request, and the follow-up job's access
 * patterns, as the exact DynamoDB commands they send (offline). The emulator test of the job
 * (numbering once however often it runs) is test/integration/follow-ups.test.ts.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
const WEBHOOK_SECRET = 'whsec_unit';

beforeAll(() => {
  // STRIPE_API_BASE is never reached: a webhook asks Stripe nothing.
  useOfflineTable({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' });
});
afterAll(() => dynamo.restore());
beforeEach(() => dynamo.reset());

const paidOrder = {
  PK: 'ORDER#o1',
  SK: 'ORDER',
  entityType: 'order',
  schemaVersion: 3,
  version: 4,
  id: 'o1',
  userId: null,
  status: 'processing',
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:05:00.000Z',
  totalAmount: 25_000,
  currency: 'pln',
  customerName: 'Anna',
  customerEmail: 'buyer@example.com',
  customerPhone: null,
  taxId: null,
  shippingAddress: null,
  items: [{ id: 'l1', productId: 7, quantity: 1, unitPrice: 25_000, totalPrice: 25_000, product: { id: 7, name: 'Lusterko', brand: 'CW', imageUrl: null, description: '' } }],
  stripeSessionId: 'cs_1',
  stripePaymentIntentId: 'pi_1',
  dealerOrder: false,
  tracking: null,
  invoiceNumber: 'FV/2026/00001',
  paymentStatus: 'paid',
  paidAt: '2026-06-01T10:05:00.000Z',
  amountPaid: 25_000,
  amountRefunded: 0,
  customerVisible: true,
  refundableAmount: 20_000,
};
const pendingRefund = {
  PK: 'ORDER#o1',
  SK: 'REFUND#admin-1',
  entityType: 'refund',
  id: 'admin-1',
  orderId: 'o1',
  amount: 5_000,
  currency: 'pln',
  reason: 'other',
  status: 'pending',
  stripeRefundId: 're_1',
  createdAt: '2026-06-02T09:00:00.000Z',
  updatedAt: '2026-06-02T09:00:00.000Z',
  failureReason: null,
  requestedBy: 'admin@example.com',
  paymentIntentId: 'pi_1',
};

function signedWebhook(event: object) {
  const body = JSON.stringify(event);
  const t = Math.floor(Date.now() / 1000);
  const signature = `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')}`;
  const base = anonymousGet('POST /api/stripe/webhook', '/api/stripe/webhook');
  return {
    ...base,
    body,
    headers: { ...base.headers, 'content-type': 'application/json', 'stripe-signature': signature },
    requestContext: { ...base.requestContext, http: { ...base.requestContext.http, method: 'POST' } },
  };
}

/** Every item any transaction sent wrote or checked, as `PK / SK`. */
const transactedKeys = () =>
  dynamo.commandCalls(TransactWriteCommand).flatMap((call) =>
    (call.args[0].input.TransactItems ?? []).map((item) => {
      const key = item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key;
      return `${String(key?.PK)} / ${String(key?.SK)}`;
    }),
  );

describe('the Stripe webhook', () => {
  it('settles a succeeded refund with its follow-up in one transaction, and numbers and e-mails nothing', async () => {
    // Prepare: the refund is pending at Stripe; the order is invoiced (its refund needs a correction).
    dynamo.on(GetCommand, { Key: { PK: 'STRIPE_EVENT#evt_1', SK: 'STRIPE_EVENT' } }).resolves({});
    dynamo.on(GetCommand, { Key: { PK: 'ORDER#o1', SK: 'REFUND#admin-1' } }).resolves({ Item: pendingRefund });
    dynamo.on(GetCommand, { Key: { PK: 'ORDER#o1', SK: 'ORDER' } }).resolves({ Item: paidOrder });
    dynamo.on(TransactWriteCommand).resolves({});
    const event = {
      id: 'evt_1',
      object: 'event',
      type: 'refund.updated',
      data: { object: { id: 're_1', object: 'refund', amount: 5_000, currency: 'pln', status: 'succeeded', metadata: { orderId: 'o1', refundId: 'admin-1' }, payment_intent: 'pi_1' } },
    };

    // Act
    const answer = await stripeWebhook(signedWebhook(event), lambdaContext);

    // Assess: answered, the refund settled with its follow-up; no counter, no correction, no e-mail claim.
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body ?? '')).toEqual({ received: true, refund: 'applied' });
    const [settle, recorded] = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems ?? []);
    expect(settle!.find((i) => i.Put?.Item?.SK === 'FOLLOW_UP#refund-succeeded#admin-1')?.Put).toMatchObject({
      TableName: TABLE,
      Item: { PK: 'ORDER#o1', GSI1PK: 'FOLLOW_UPS', GSI1SK: expect.stringMatching(/^\d{4}-.*#o1#refund-succeeded#admin-1$/), kind: 'refund-succeeded', ref: 'admin-1', attempts: 0 },
    });
    expect(recorded!.map((i) => i.Put?.Item?.PK)).toEqual(['STRIPE_EVENT#evt_1']);
    const keys = transactedKeys();
    expect(keys.filter((k) => /COUNTER|CORRECTION#|INVOICE/.test(k))).toEqual([]);
    const notified = dynamo.commandCalls(TransactWriteCommand).flatMap((c) => c.args[0].input.TransactItems ?? []).filter((i) => i.Update?.UpdateExpression?.includes('notified'));
    expect(notified).toEqual([]);
  });

  it('records a payment with its confirmation as a follow-up, not an e-mail', async () => {
    const pending = { ...paidOrder, status: 'pending', paymentStatus: 'unpaid', paidAt: null, amountPaid: 0, refundableAmount: 0, customerVisible: false, invoiceNumber: null };
    dynamo.on(GetCommand, { Key: { PK: 'STRIPE_EVENT#evt_2', SK: 'STRIPE_EVENT' } }).resolves({});
    dynamo.on(GetCommand, { Key: { PK: 'ORDER#o1', SK: 'ORDER' } }).resolves({ Item: pending });
    dynamo.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [{ PK: 'PRODUCT#7' }] } });
    dynamo.on(TransactWriteCommand).resolves({});
    const event = {
      id: 'evt_2',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', object: 'checkout.session', client_reference_id: 'o1', payment_status: 'paid', amount_total: 25_000, payment_intent: 'pi_1', customer_details: { email: 'buyer@example.com' } } },
    };

    const answer = await stripeWebhook(signedWebhook(event), lambdaContext);

    expect(answer.statusCode).toBe(200);
    const transactions = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems ?? []);
    expect(transactions).toHaveLength(1); // the payment, its event record and its follow-up, at once
    expect(transactions[0]!.map((i) => i.Put?.Item?.SK).filter(Boolean)).toEqual(expect.arrayContaining(['FOLLOW_UP#order-paid#payment', 'STRIPE_EVENT']));
    expect(transactions[0]!.filter((i) => i.Update?.UpdateExpression?.includes('notified'))).toEqual([]);
  });
});

describe('the follow-up job\'s commands', () => {
  it('finds the due follow-ups on the sparse index, soonest first, up to its limit', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [{ PK: 'ORDER#o1', SK: 'FOLLOW_UP#order-paid#payment', GSI1PK: 'FOLLOW_UPS', orderId: 'o1', kind: 'order-paid', ref: 'payment', createdAt: 'a', dueAt: 'a' }],
    });

    const due = await listDueFollowUps(new Date('2026-06-02T10:00:00.000Z'));

    expect(due).toEqual([expect.objectContaining({ orderId: 'o1', kind: 'order-paid', ref: 'payment', attempts: 0 })]);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK <= :due',
      ExpressionAttributeValues: { ':pk': 'FOLLOW_UPS', ':due': '2026-06-02T10:00:00.000Z#\uffff' },
      Limit: 100,
    });
  });

  it('refuses a stored follow-up of a kind it does not know, naming it', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ PK: 'ORDER#o1', SK: 'FOLLOW_UP#x#y', orderId: 'o1', kind: 'x', ref: 'y', createdAt: 'a', dueAt: 'a' }] });
    await expect(listDueFollowUps(new Date())).rejects.toThrow(/ORDER#o1 \/ FOLLOW_UP#x#y.*kind/s);
  });

  it('puts one item per order and thing to do, deletes it when done, postpones it with its error', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const ref = { orderId: 'o1', kind: 'refund-succeeded' as const, ref: 'r1' };

    const put = transactionOf([followUpPut(ref, '2026-06-02T10:00:00.000Z')]).items[0]!.Put;
    await completeFollowUp(ref);
    await postponeFollowUp(ref, new Date('2026-06-02T10:02:00.000Z'), 'KSeF down');

    expect(put).toEqual({
      TableName: TABLE,
      Item: {
        PK: 'ORDER#o1',
        SK: 'FOLLOW_UP#refund-succeeded#r1',
        GSI1PK: 'FOLLOW_UPS',
        GSI1SK: '2026-06-02T10:00:00.000Z#o1#refund-succeeded#r1',
        entityType: 'follow-up',
        schemaVersion: 1,
        orderId: 'o1',
        kind: 'refund-succeeded',
        ref: 'r1',
        createdAt: '2026-06-02T10:00:00.000Z',
        dueAt: '2026-06-02T10:00:00.000Z',
        attempts: 0,
      },
    });
    const [deleted, postponed] = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems![0]!);
    expect(deleted).toEqual({ Delete: { TableName: TABLE, Key: { PK: 'ORDER#o1', SK: 'FOLLOW_UP#refund-succeeded#r1' } } });
    expect(postponed).toEqual({
      Update: {
        TableName: TABLE,
        Key: { PK: 'ORDER#o1', SK: 'FOLLOW_UP#refund-succeeded#r1' },
        UpdateExpression: 'SET dueAt = :due, GSI1SK = :sk, lastError = :error ADD attempts :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':due': '2026-06-02T10:02:00.000Z', ':sk': '2026-06-02T10:02:00.000Z#o1#refund-succeeded#r1', ':error': 'KSeF down', ':one': 1 },
      },
    });
  });
});
