import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reloadConfig } from '../../functions/core/config.js';
import { decodeCursor, encodeCursor } from '../../functions/core/key-pages.js';
import { invoicesPage, refundsPage, returnsPage } from '../../functions/ledger/admin-list-reads.js';
import { invoiceListCount, listCounterAdd, orderListCount, refundListCount, returnListCount } from '../../functions/ledger/list-counters.js';
import { listOrdersForAdmin } from '../../functions/ledger/admin-order-reads.js';

/**
 * The exact DynamoDB commands each admin list's access pattern sends (ElectroDB's habit: the
 * emulator tests prove the answers, these pin the requests), and the counter entries the
 * writers add to their transactions. Offline: the SDK client is mocked and answers nothing.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
const TABLE = 'shop-test';

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: TABLE,
    MEDIA_BUCKET: 'shop-media',
    CATALOG_BUCKET: 'shop-catalog',
    COGNITO_USER_POOL_ID: 'eu-central-1_test',
    COGNITO_CLIENT_ID: 'client',
    COGNITO_ISSUER: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_test',
  });
  reloadConfig();
});
afterAll(() => dynamo.restore());
beforeEach(() => {
  dynamo.reset();
  dynamo.on(QueryCommand).resolves({ Items: [], Count: 0, ScannedCount: 0 });
  dynamo.on(GetCommand).resolves({ Item: { PK: 'LIST_COUNTS', SK: 'orders', all: 500, status_pending: 40 } });
});

const queries = () => dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);
const gets = () => dynamo.commandCalls(GetCommand).map((c) => c.args[0].input);
const statusPage = (pk: string, lo: string, hi: string, forward = false, limit = 21) => ({
  TableName: TABLE,
  IndexName: 'GSI2',
  KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lo AND :hi',
  ExpressionAttributeNames: { '#pk': 'GSI2PK', '#sk': 'GSI2SK' },
  ExpressionAttributeValues: { ':pk': pk, ':lo': lo, ':hi': hi },
  ScanIndexForward: forward,
  Limit: limit,
});

describe('the orders list', () => {
  it('first page of one status: the counter, then 21 keys of that status, newest first', async () => {
    const page = await listOrdersForAdmin({ status: 'pending' });
    expect(gets()).toEqual([{ TableName: TABLE, Key: { PK: 'LIST_COUNTS', SK: 'orders' }, ConsistentRead: true }]);
    expect(queries()).toEqual([statusPage('ORDERS#pending', ' ', '\uffff')]);
    expect(page).toMatchObject({ total: 40, pages: 2, page: 1, prevCursor: null });
  });

  it('a later page of every status: each status partition below the boundary, one more than a page', async () => {
    const boundary = '2026-05-01T10:00:00.000Z#0b6c';
    await listOrdersForAdmin({ cursor: encodeCursor({ page: 7, kind: 'older', boundary }) });
    // The key range includes the boundary (the last entry shown), so 22 are asked for: 21 past it.
    expect(queries()).toEqual(['pending', 'processing', 'shipped', 'delivered', 'cancelled'].map((s) => statusPage(`ORDERS#${s}`, ' ', boundary, false, 22)));
  });

  it('the newer page walks up from the boundary, oldest first; the last page up from the oldest, its own size', async () => {
    const boundary = '2026-05-01T10:00:00.000Z#0b6c';
    await listOrdersForAdmin({ status: 'pending', cursor: encodeCursor({ page: 3, kind: 'newer', boundary }) });
    expect(queries()).toEqual([statusPage('ORDERS#pending', boundary, '\uffff', true, 22)]);
    dynamo.resetHistory();
    await listOrdersForAdmin({ status: 'pending', cursor: encodeCursor({ page: 2, kind: 'last' }) });
    // 40 pending: the last page holds 20, so 21 are asked for.
    expect(queries()).toEqual([statusPage('ORDERS#pending', ' ', '\uffff', true, 21)]);
  });

  it('the e-mail and kind filters are filter expressions (their cost is every order passed over), counted by COUNT queries', async () => {
    await listOrdersForAdmin({ kind: 'attempts', email: ' Jan@ ', dateFrom: '2026-03-01', dateTo: '2026-03-31' });
    const range = { ':lo': '2026-02-28T23:00:00.000Z', ':hi': '2026-03-31T22:00:00.000Z' };
    const filter = { FilterExpression: 'contains(customerEmailLower, :email) AND customerVisible = :false' };
    const values = (pk: string) => ({ ':pk': pk, ...range, ':email': 'jan@', ':false': false });
    const names = { '#pk': 'GSI2PK', '#sk': 'GSI2SK' };
    expect(gets()).toEqual([]);
    expect(queries()).toEqual([
      ...['pending', 'cancelled'].map((s) => ({ TableName: TABLE, IndexName: 'GSI2', KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lo AND :hi', ...filter, ExpressionAttributeNames: names, ExpressionAttributeValues: values(`ORDERS#${s}`), Select: 'COUNT' })),
      ...['pending', 'cancelled'].map((s) => ({ TableName: TABLE, IndexName: 'GSI2', KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lo AND :hi', ...filter, ExpressionAttributeNames: names, ExpressionAttributeValues: values(`ORDERS#${s}`), ScanIndexForward: false, Limit: 21 })),
    ]);
  });

  it('refuses a cursor it never made with 400 invalid_request on `cursor`', async () => {
    await expect(listOrdersForAdmin({ cursor: 'bm90LWEtY3Vyc29y' })).rejects.toMatchObject({ status: 400, code: 'invalid_request', fields: { cursor: 'validation.cursor' } });
    expect(queries()).toEqual([]);
    expect(decodeCursor(encodeCursor({ page: 4, kind: 'older', boundary: 'x#y' }))).toEqual({ page: 4, kind: 'older', boundary: 'x#y' });
  });
});

describe('the invoices, returns and refunds lists', () => {
  it('invoices: the issued index, newest first; KSeF status and kind as filters', async () => {
    await invoicesPage({});
    expect(queries()).toEqual([{ ...statusPage('INVOICES', ' ', '\uffff'), IndexName: 'GSI1', ExpressionAttributeNames: { '#pk': 'GSI1PK', '#sk': 'GSI1SK' } }]);
    dynamo.resetHistory();
    await invoicesPage({ ksefStatus: 'rejected', kind: 'company' });
    expect(queries().at(-1)).toMatchObject({ IndexName: 'GSI1', FilterExpression: 'ksefStatus = :ksef AND attribute_type(buyer, :map)', ExpressionAttributeValues: { ':pk': 'INVOICES', ':ksef': 'rejected', ':map': 'M' } });
  });

  it('returns: one partition per status; refunds: the refunds partition', async () => {
    await returnsPage({ status: 'received' });
    expect(queries()).toEqual([statusPage('RETURNS#received', ' ', '\uffff')]);
    expect(gets()[0]!.Key).toEqual({ PK: 'LIST_COUNTS', SK: 'returns' });
    dynamo.resetHistory();
    await returnsPage({});
    expect(queries().map((q) => q.ExpressionAttributeValues![':pk'])).toEqual(['RETURNS#requested', 'RETURNS#received', 'RETURNS#accepted', 'RETURNS#refunded', 'RETURNS#rejected']);
    dynamo.resetHistory();
    await refundsPage({});
    expect(queries()).toEqual([statusPage('REFUNDS', ' ', '\uffff')]);
    expect(gets()[0]!.Key).toEqual({ PK: 'LIST_COUNTS', SK: 'refunds' });
  });

  it("invoices: the unfiltered total is the list's counter; a date range or filter is counted by a COUNT query over the range instead", async () => {
    await invoicesPage({});
    expect(gets()).toEqual([{ TableName: TABLE, Key: { PK: 'LIST_COUNTS', SK: 'invoices' }, ConsistentRead: true }]);
    dynamo.resetHistory();
    await invoicesPage({ dateFrom: '2026-03-01', dateTo: '2026-03-31' });
    const range = { ':pk': 'INVOICES', ':lo': '2026-02-28T23:00:00.000Z', ':hi': '2026-03-31T22:00:00.000Z' };
    expect(gets()).toEqual([]);
    expect(queries()).toEqual([
      { TableName: TABLE, IndexName: 'GSI1', KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lo AND :hi', ExpressionAttributeNames: { '#pk': 'GSI1PK', '#sk': 'GSI1SK' }, ExpressionAttributeValues: range, Select: 'COUNT' },
      { ...statusPage('INVOICES', range[':lo'], range[':hi']), IndexName: 'GSI1', ExpressionAttributeNames: { '#pk': 'GSI1PK', '#sk': 'GSI1SK' } },
    ]);
  });

  it("invoices: a search reads the date range's invoices whole (newest first, the filters applied by DynamoDB) and counts the matches itself", async () => {
    const issued = (orderId: string, day: string) => ({ PK: `ORDER#${orderId}`, SK: 'INVOICE', GSI1PK: 'INVOICES', GSI1SK: `2026-03-${day}T10:00:00.000Z#${orderId}`, entityType: 'invoice', orderId, number: `FV/2026/${day}`, issuedAt: `2026-03-${day}T10:00:00.000Z`, totalAmount: 10_000, ksefStatus: 'accepted' });
    dynamo.on(QueryCommand).resolves({ Items: [issued('o3', '20'), issued('o2', '12'), issued('o1', '05')], Count: 3, ScannedCount: 3 });
    const page = await invoicesPage({ kind: 'company', dateFrom: '2026-03-01', dateTo: '2026-03-31' }, (invoice) => invoice.orderId !== 'o2');
    expect(gets()).toEqual([]);
    expect(queries()).toEqual([
      {
        TableName: TABLE,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
        FilterExpression: 'attribute_type(buyer, :map)',
        ExpressionAttributeValues: { ':pk': 'INVOICES', ':lo': '2026-02-28T23:00:00.000Z', ':hi': '2026-03-31T22:00:00.000Z', ':map': 'M' },
        ScanIndexForward: false,
      },
    ]);
    expect(page).toMatchObject({ total: 2, pages: 1, page: 1 });
    expect(page.items.map((invoice) => invoice.number)).toEqual(['FV/2026/20', 'FV/2026/05']);
  });
});

describe('the list counters the writers add to their transactions', () => {
  const update = (list: string, names: string[], values: number[]) => ({
    Update: {
      TableName: TABLE,
      Key: { PK: 'LIST_COUNTS', SK: list },
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :c${i}`).join(', ')} SET entityType = :type, schemaVersion = :sv`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#c${i}`, n])),
      ExpressionAttributeValues: { ':type': 'list-counter', ':sv': 1, ...Object.fromEntries(values.map((v, i) => [`:c${i}`, v])) },
    },
  });

  it('an order placed adds to its status and the whole list; a move takes from one status and adds to the other', () => {
    expect(orderListCount(null, 'pending')).toEqual([update('orders', ['status_pending', 'all'], [1, 1])]);
    expect(orderListCount('pending', 'processing')).toEqual([update('orders', ['status_processing', 'status_pending'], [1, -1])]);
    expect(orderListCount('shipped', 'shipped')).toEqual([]);
    expect(returnListCount('received', 'accepted')).toEqual([update('returns', ['status_accepted', 'status_received'], [1, -1])]);
    expect(invoiceListCount()).toEqual([update('invoices', ['all'], [1])]);
    expect(refundListCount()).toEqual([update('refunds', ['all'], [1])]);
    expect(listCounterAdd('orders', { all: 0 })).toEqual([]);
  });
});
