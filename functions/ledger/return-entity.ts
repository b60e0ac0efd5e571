import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { type Return, type ReturnLine, type ReturnStatus } from '../contracts/returns.js';
import { db, queryAll, tableName } from '../core/table.js';
import { parseItem, returnRecordSchema } from './items.js';
import { ledgerIndexKeys, ledgerKeys, orderItemPrefix } from './keys.js';
import { write, type Intent } from './write-path.js';

/**
 * Return entity (issue 19): one item per withdrawal, in its order's item collection. Its id is
 * the buyer's form id, so the same request twice is the same withdrawal.
 *
 * | access pattern   | key                                                                 |
 * |------------------|---------------------------------------------------------------------|
 * | byOrder          | PK = ORDER#{orderId}, SK = RETURN#{id}                              |
 * | byStatus (admin) | GSI2PK = RETURNS#{status}, GSI2SK = {createdAt}#{orderId}#{id}      |
 *
 * Every write moves the return from the status it was read in (conditional), and is one
 * transaction with what it means elsewhere (returns.ts): the order's `returnsVersion` (so two
 * returns never promise the same units), the products' stock and units sold, the refund.
 */
export interface ReturnRecord extends Return {
  /** Who asked: the buyer's e-mail (signed in or as a guest). */
  requestedBy: string;
  /** The buyer as on the order, for the admin's list. */
  customerName: string | null;
  customerEmail: string | null;
  orderCreatedAt: string;
}

const keyOf = ledgerKeys.return;
const statusKey = (status: ReturnStatus) => ledgerIndexKeys.returnsByStatus(status).GSI2PK;
/** The admin list's partition of one status (GSI2PK; admin-list-reads.ts). */
export const returnStatusPartition = statusKey;

/** The new return's item; refused if one with this id exists (the same request again). */
export function returnPut(record: ReturnRecord): Intent {
  return write('return', {
    Put: {
      TableName: tableName(),
      Item: {
        ...keyOf(record.orderId, record.id),
        ...ledgerIndexKeys.returnsByStatus(record.status, record.createdAt, record.orderId, record.id),
        entityType: 'return',
        schemaVersion: 1,
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
}

/**
 * Moves a return from `from` to `to`, setting the given fields: only if it is still in `from`,
 * so a double click or a retried request applies once.
 */
export function returnStatusUpdate(
  record: Pick<ReturnRecord, 'orderId' | 'id'>,
  from: ReturnStatus | ReturnStatus[],
  to: ReturnStatus,
  set: Partial<ReturnRecord> = {},
  /** Also only while the return still names this refund (a retried refund replaces a failed one once). */
  refundIdWas?: string,
): Intent {
  const froms = Array.isArray(from) ? from : [from];
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':to': to, ':gsi': statusKey(to) };
  const sets = ['#status = :to', 'GSI2PK = :gsi'];
  for (const [field, value] of Object.entries(set)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  froms.forEach((s, i) => (values[`:from${i}`] = s));
  let condition = `#status IN (${froms.map((_, i) => `:from${i}`).join(', ')})`;
  if (refundIdWas) {
    names['#refundWas'] = 'refund';
    values[':refundIdWas'] = refundIdWas;
    condition += ' AND #refundWas.refundId = :refundIdWas';
  }
  return write('return', {
    Update: {
      TableName: tableName(),
      Key: keyOf(record.orderId, record.id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  });
}

/** The correction invoice's number, once (invoices/correction-invoice.ts numbers it). */
export function returnCorrectionUpdate(orderId: string, id: string, number: string, at: string): Intent {
  return write('return', {
    Update: {
      TableName: tableName(),
      Key: keyOf(orderId, id),
      UpdateExpression: 'SET correctionNumber = :n, correctionIssuedAt = :at',
      ConditionExpression: 'attribute_exists(PK) AND #status = :refunded AND (attribute_not_exists(correctionNumber) OR correctionNumber = :null)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':n': number, ':at': at, ':refunded': 'refunded', ':null': null },
    },
  });
}

export function fromReturnItem(item: Record<string, unknown>): ReturnRecord {
  return parseItem('return', returnRecordSchema, item);
}

/** What the buyer sees of a return. */
export function returnView(record: ReturnRecord): Return {
  const { requestedBy: _by, customerName: _n, customerEmail: _e, orderCreatedAt: _c, ...view } = record;
  return view;
}

export async function getReturn(orderId: string, id: string): Promise<ReturnRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keyOf(orderId, id), ConsistentRead: true }));
  return out.Item ? fromReturnItem(out.Item) : undefined;
}

/** An order's returns, oldest first. */
export async function listReturnsOfOrder(orderId: string): Promise<ReturnRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': ledgerKeys.orderPk(orderId), ':sk': orderItemPrefix.return },
    ConsistentRead: true,
  });
  return items.map(fromReturnItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Units per order line as a plain map (itemId → units). */
export function unitsByLine(lines: Pick<ReturnLine, 'itemId'>[], units: (line: ReturnLine) => number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of lines as ReturnLine[]) out[line.itemId] = (out[line.itemId] ?? 0) + units(line);
  return out;
}
