import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Refund, RefundReason, RefundStatus } from '../contracts/order.js';
import { conflict } from '../core/errors.js';
import { queryAll, db, tableName } from '../core/table.js';
import { parseItem, refundRecordSchema } from './items.js';
import { ledgerIndexKeys, ledgerKeys, orderItemPrefix } from './keys.js';
import { write, type Intent } from './write-path.js';

/**
 * Refund entity: one item per refund, in its order's item collection. A refund is recorded
 * (`requested`) in the same transaction that promises the money back (the order's
 * `refundableAmount` goes down), before Stripe is asked; Stripe's answers and webhooks then move
 * it on. Its id is its idempotency key within the order, and the Stripe idempotency key is made
 * from it: recording or submitting the same refund twice changes nothing.
 *
 * | access pattern   | key                                                                   |
 * |------------------|-----------------------------------------------------------------------|
 * | byOrder          | PK = ORDER#{orderId}, SK = REFUND#{id}                                |
 * | recent (admin)   | GSI2PK = REFUNDS, GSI2SK = {createdAt}#{orderId}#{id}                 |
 * | open (sweeper)   | GSI1PK = REFUNDS#OPEN, GSI1SK = {createdAt} — only while not settled  |
 */
export interface RefundLine {
  /** The order line (OrderItem.id) and how many of its units are refunded. */
  itemId: string;
  quantity: number;
  amount: number;
}

export interface RefundRecord extends Refund {
  /** Who asked: an admin's e-mail, `stripe` (a payment for a cancelled order), `stripe-dashboard`. */
  requestedBy: string;
  /** The payment being refunded. */
  paymentIntentId: string;
  /** For refunds of particular lines (withdrawals, returns); absent for a whole payment. */
  lines?: RefundLine[];
  /** The withdrawal it pays back (return-entity.ts): settling the refund settles the return. */
  returnId?: string;
}

export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = ['requested', 'pending', 'requires_action'];
export const isOpenRefund = (status: RefundStatus): boolean => OPEN_REFUND_STATUSES.includes(status);

const keyOf = ledgerKeys.refund;

export function newRefundRecord(input: {
  orderId: string;
  id: string;
  amount: number;
  currency: string;
  reason: RefundReason;
  requestedBy: string;
  paymentIntentId: string;
  at: string;
  status?: RefundStatus;
  stripeRefundId?: string | null;
  lines?: RefundLine[];
  returnId?: string;
}): RefundRecord {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error(`A refund is a positive number of grosze, not ${input.amount}`);
  return {
    id: input.id,
    orderId: input.orderId,
    amount: input.amount,
    currency: input.currency,
    reason: input.reason,
    status: input.status ?? 'requested',
    stripeRefundId: input.stripeRefundId ?? null,
    createdAt: input.at,
    updatedAt: input.at,
    failureReason: null,
    requestedBy: input.requestedBy,
    paymentIntentId: input.paymentIntentId,
    ...(input.lines ? { lines: input.lines } : {}),
    ...(input.returnId ? { returnId: input.returnId } : {}),
  };
}

/** The refund record of an order's payment; `amount` defaults to all that is still refundable. */
export function refundOf(
  order: { id: string; currency: string; refundableAmount: number; stripePaymentIntentId: string | null },
  input: { id: string; reason: RefundReason; requestedBy: string; at: string; amount?: number; lines?: RefundLine[]; returnId?: string },
): RefundRecord {
  if (!order.stripePaymentIntentId) throw conflict('conflict', 'This order has no payment to refund');
  return newRefundRecord({
    orderId: order.id,
    id: input.id,
    amount: input.amount ?? order.refundableAmount,
    currency: order.currency,
    reason: input.reason,
    requestedBy: input.requestedBy,
    paymentIntentId: order.stripePaymentIntentId,
    at: input.at,
    ...(input.lines ? { lines: input.lines } : {}),
    ...(input.returnId ? { returnId: input.returnId } : {}),
  });
}

/** The new refund's item; refused if a refund with this key exists (the same request again). */
export function refundRecordPut(record: RefundRecord): Intent {
  return write('refund', {
    Put: {
      TableName: tableName(),
      Item: {
        ...keyOf(record.orderId, record.id),
        ...ledgerIndexKeys.recentRefunds(record.createdAt, record.orderId, record.id),
        ...(isOpenRefund(record.status) ? ledgerIndexKeys.openRefunds(record.createdAt) : {}),
        entityType: 'refund',
        schemaVersion: 1,
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
}

/** A refund item as read (from the table or an index). */
export function fromRefundItem(item: Record<string, unknown>): RefundRecord {
  return parseItem('refund', refundRecordSchema, item);
}

/** What the API shows of a refund (no payment ids beyond Stripe's refund id, no lines' internals). */
export function refundView(record: RefundRecord): Refund {
  const { requestedBy: _by, paymentIntentId: _pi, lines: _lines, returnId: _return, ...view } = record;
  return view;
}

export async function getRefund(orderId: string, id: string): Promise<RefundRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keyOf(orderId, id), ConsistentRead: true }));
  return out.Item ? fromRefundItem(out.Item) : undefined;
}

/** An order's refunds, oldest first. */
export async function listRefundsOfOrder(orderId: string): Promise<RefundRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': ledgerKeys.orderPk(orderId), ':sk': orderItemPrefix.refund },
    ConsistentRead: true,
  });
  return items.map(fromRefundItem).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The latest refunds of the shop, newest first (the admin dashboard). */
export async function listRecentRefunds(limit: number): Promise<RefundRecord[]> {
  const out = await db().send(
    new QueryCommand({ TableName: tableName(), IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': ledgerIndexKeys.recentRefunds().GSI2PK }, ScanIndexForward: false, Limit: limit }),
  );
  return (out.Items ?? []).map(fromRefundItem);
}

/** Refunds not settled yet, created before `before` (oldest first): the sweeper drives them on. */
export async function listOpenRefunds(before: string): Promise<RefundRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :before',
    ExpressionAttributeValues: { ':pk': ledgerIndexKeys.openRefunds().GSI1PK, ':before': before },
  });
  return items.map(fromRefundItem);
}

/**
 * The correction invoice's number of a refund that is not a withdrawal's, once
 * (invoices/correction-invoice.ts numbers it): only a succeeded refund, never one that pays back
 * a return (the return carries that correction), never twice.
 */
export function refundCorrectionUpdate(orderId: string, id: string, number: string, at: string): Intent {
  return write('refund', {
    Update: {
      TableName: tableName(),
      Key: keyOf(orderId, id),
      UpdateExpression: 'SET correctionNumber = :n, correctionIssuedAt = :at',
      ConditionExpression: 'attribute_exists(PK) AND #status = :succeeded AND attribute_not_exists(returnId) AND (attribute_not_exists(correctionNumber) OR correctionNumber = :null)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':n': number, ':at': at, ':succeeded': 'succeeded', ':null': null },
    },
  });
}

const openCondition = '#status IN (:requested, :pending, :requiresAction)';
const openValues = { ':requested': 'requested', ':pending': 'pending', ':requiresAction': 'requires_action' };

/** Stripe accepted the refund and is working on it: its id and interim status (still open). */
export function refundInProgressUpdate(record: RefundRecord, status: 'pending' | 'requires_action', stripeRefundId: string, at: string): Intent {
  return write('refund', {
    Update: {
      TableName: tableName(),
      Key: keyOf(record.orderId, record.id),
      UpdateExpression: 'SET #status = :to, stripeRefundId = :re, updatedAt = :at',
      ConditionExpression: `${openCondition} AND (attribute_not_exists(stripeRefundId) OR stripeRefundId = :null OR stripeRefundId = :re)`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ...openValues, ':to': status, ':re': stripeRefundId, ':at': at, ':null': null },
    },
  });
}

/** The refund's outcome, once: only an open refund settles, so a repeated webhook changes nothing. */
export function refundSettledUpdate(record: RefundRecord, status: 'succeeded' | 'failed' | 'canceled', stripeRefundId: string, failureReason: string | null, at: string): Intent {
  return write('refund', {
    Update: {
      TableName: tableName(),
      Key: keyOf(record.orderId, record.id),
      UpdateExpression: 'SET #status = :to, stripeRefundId = :re, failureReason = :why, updatedAt = :at REMOVE GSI1PK, GSI1SK',
      ConditionExpression: openCondition,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ...openValues, ':to': status, ':re': stripeRefundId, ':why': failureReason, ':at': at },
    },
  });
}

