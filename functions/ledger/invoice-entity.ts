import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Company } from '../contracts/company.js';
import type { KsefStatus } from '../contracts/invoice.js';
import { db, queryAll, tableName } from '../core/table.js';
import { invoiceRecordSchema, parseItem } from './items.js';
import { ledgerIndexKeys, ledgerKeys, orderItemPrefix } from './keys.js';
import { listCounts, invoiceListCount } from './list-counters.js';
import { commit, write, type Intent, type TransactItem } from './write-path.js';

/**
 * The invoice of an order, an item of its own beside the order (same partition), so KSeF's
 * progress never competes with the order's own writes. Every change is a field-level update
 * conditional on the state it moves from, through the ledger's write path (a failed condition
 * answers false); every read is parsed (items.ts, invoiceRecordSchema). The invoices domain
 * decides what to write (issue-invoice.ts, ksef/) and how a record is shown (invoice-view.ts). The correction invoices of a company order's refunds
 * (correction-invoice.ts) are items of the same kind, one per refund, so they go through the same
 * KSeF queue, retries and admin list.
 *
 * | access pattern            | key                                                                       |
 * |---------------------------|---------------------------------------------------------------------------|
 * | byOrder                   | PK = ORDER#{orderId}, SK = INVOICE                                        |
 * | correction of a refund    | PK = ORDER#{orderId}, SK = CORRECTION#{refundId}                          |
 * | issued (admin, newest)    | GSI1PK = INVOICES, GSI1SK = {issuedAt}#{orderId}[#{refundId}] (admin-list-reads.ts)     |
 * | byKsefStatus (job, admin) | GSI2PK = KSEF#{status}, GSI2SK = {due}#{orderId}[#{refundId}]             |
 *
 * `due` is when the KSeF job should look at it next (the next retry for `waiting`), else the
 * issue time. Before payment a company order's item has `ksefStatus = awaiting_payment` and no
 * number: the job issues the invoice once the order is paid (or drops the item if it is not).
 * A correction is `awaiting_original` (no XML yet) until the invoice it corrects has its KSeF
 * number, which its FA(3) must name (NrKSeFFaKorygowanej); the job then writes its XML.
 */
export type InvoiceItemStatus = KsefStatus | 'awaiting_payment' | 'awaiting_original';

/** Which document of an order: its invoice (`refundId` null) or the correction of one refund. */
export interface InvoiceDocRef {
  orderId: string;
  refundId?: string | null;
}

export interface InvoiceRecord {
  orderId: string;
  /** Set for a correction invoice: the refund it documents. */
  refundId: string | null;
  /** A correction's: the invoice it corrects (FV/…). */
  correctedNumber: string | null;
  userId: string | null;
  number: string | null;
  issuedAt: string | null;
  buyer: Company | null;
  customerName: string | null;
  customerEmail: string | null;
  totalAmount: number;
  /** The FA(3) document sent to KSeF, byte for byte (the QR code's hash is of these bytes). */
  xml: string | null;
  ksefStatus: InvoiceItemStatus;
  ksefNumber: string | null;
  ksefError: string | null;
  ksefErrorCode: number | null;
  ksefAttempts: number;
  ksefNextAttemptAt: string | null;
  ksefSessionRef: string | null;
  ksefInvoiceRef: string | null;
  ksefAcceptedAt: string | null;
  upo: string | null;
}

const docSuffix = (ref: InvoiceDocRef) => (ref.refundId ? `${ref.orderId}#${ref.refundId}` : ref.orderId);
const keys = {
  byOrder: ledgerKeys.invoice,
  byDoc: (ref: InvoiceDocRef) => (ref.refundId ? ledgerKeys.correction(ref.orderId, ref.refundId) : ledgerKeys.invoice(ref.orderId)),
  issued: (issuedAt: string, ref: InvoiceDocRef) => ledgerIndexKeys.issuedInvoices(issuedAt, docSuffix(ref)),
  byKsefStatus: (status: InvoiceItemStatus, due: string, ref: InvoiceDocRef) => ledgerIndexKeys.invoicesByKsefStatus(status, due, docSuffix(ref)),
};

const empty = {
  refundId: null,
  correctedNumber: null,
  number: null,
  issuedAt: null,
  xml: null,
  ksefNumber: null,
  ksefError: null,
  ksefErrorCode: null,
  ksefAttempts: 0,
  ksefNextAttemptAt: null,
  ksefSessionRef: null,
  ksefInvoiceRef: null,
  ksefAcceptedAt: null,
  upo: null,
} as const;

/** An invoice item as read (from the table or an index), parsed: a malformed one is a LedgerItemError. */
export function invoiceFromItem(item: Record<string, unknown>): InvoiceRecord {
  const { ksefClaim: _claim, ksefClaimUntil: _until, ...record } = parseItem('invoice', invoiceRecordSchema, item);
  return record;
}

/** One write of an invoice item through the ledger's write path: false when its condition failed. */
async function writeInvoice(item: TransactItem): Promise<boolean> {
  return (await commit([write('invoice', item)])).committed;
}

export async function getInvoice(orderId: string): Promise<InvoiceRecord | undefined> {
  return getInvoiceDoc({ orderId });
}

/** The invoice or one correction's item. */
export async function getInvoiceDoc(ref: InvoiceDocRef): Promise<InvoiceRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.byDoc(ref), ConsistentRead: true }));
  return out.Item ? invoiceFromItem(out.Item) : undefined;
}

/** The KSeF items of an order's corrections (company orders only), by refund id. */
export async function correctionDocsOfOrder(orderId: string): Promise<Map<string, InvoiceRecord>> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': ledgerKeys.orderPk(orderId), ':sk': orderItemPrefix.correction }, ConsistentRead: true });
  return new Map(items.map(invoiceFromItem).map((r) => [r.refundId!, r]));
}

/**
 * The KSeF item of a company order's correction, written in the transaction that numbers it
 * (assignInSeries), so a numbered correction can never miss KSeF. It waits for the corrected
 * invoice's KSeF number; the job writes its FA(3) then (`correctionReady`).
 */
export function correctionDocPut(doc: { orderId: string; refundId: string; number: string; issuedAt: string; correctedNumber: string; buyer: Company; userId: string | null; customerName: string | null; customerEmail: string | null; totalAmount: number }): Intent {
  const ref = { orderId: doc.orderId, refundId: doc.refundId };
  return write('correction-doc', {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.byDoc(ref),
        ...keys.issued(doc.issuedAt, ref),
        ...keys.byKsefStatus('awaiting_original', doc.issuedAt, ref),
        entityType: 'invoice',
        schemaVersion: 1,
        ...empty,
        ...doc,
        ksefStatus: 'awaiting_original',
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
}

/** A correction whose corrected invoice is in KSeF now: its FA(3), and into the queue. */
export async function correctionReady(doc: InvoiceRecord, xml: string, now: string): Promise<boolean> {
  const queued = keys.byKsefStatus('waiting', now, doc);
  return writeInvoice({
    Update: {
      TableName: tableName(),
      Key: keys.byDoc(doc),
      UpdateExpression: 'SET ksefStatus = :waiting, GSI2PK = :pk, GSI2SK = :sk, xml = :xml, ksefNextAttemptAt = :now',
      ConditionExpression: 'ksefStatus = :from',
      ExpressionAttributeValues: { ':waiting': 'waiting', ':from': 'awaiting_original', ':pk': queued.GSI2PK, ':sk': queued.GSI2SK, ':xml': xml, ':now': now },
    },
  });
}


/** At checkout of a company order: the invoice to issue once the order is paid. */
export async function expectCompanyInvoice(order: { id: string; userId: string | null; createdAt: string; company: Company; customerName: string | null; customerEmail: string | null; totalAmount: number }): Promise<void> {
  const written = await writeInvoice({
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.byOrder(order.id),
        ...keys.byKsefStatus('awaiting_payment', order.createdAt, { orderId: order.id }),
        entityType: 'invoice',
        schemaVersion: 1,
        ...empty,
        orderId: order.id,
        userId: order.userId,
        buyer: order.company,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        totalAmount: order.totalAmount,
        ksefStatus: 'awaiting_payment',
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
  // A new order has no invoice item yet: one there is a second checkout of the same id (a bug).
  if (!written) throw new Error(`Order ${order.id} already has an invoice item`);
}

/** An unpaid order's expected invoice that will never be issued (the order was cancelled). */
export async function dropExpectedInvoice(orderId: string): Promise<void> {
  // A failed condition: it was issued meanwhile (or dropped already); that stands.
  await writeInvoice({ Delete: { TableName: tableName(), Key: keys.byOrder(orderId), ConditionExpression: 'ksefStatus = :awaiting', ExpressionAttributeValues: { ':awaiting': 'awaiting_payment' } } });
}

export interface IssuedInvoice {
  orderId: string;
  userId: string | null;
  number: string;
  issuedAt: string;
  buyer: Company | null;
  customerName: string | null;
  customerEmail: string | null;
  totalAmount: number;
  xml: string | null;
}

/**
 * Records the issued invoice once: a company's waits for KSeF, a consumer's needs nothing more.
 * Whoever records first wins (the number is the order's own, so both would record the same
 * invoice); the record as stored is returned.
 */
export async function recordIssuedInvoice(invoice: IssuedInvoice): Promise<InvoiceRecord> {
  const status: InvoiceItemStatus = invoice.buyer ? 'waiting' : 'not_required';
  const fields: Record<string, unknown> = {
    ...keys.issued(invoice.issuedAt, invoice),
    ...keys.byKsefStatus(status, invoice.issuedAt, invoice),
    entityType: 'invoice',
    schemaVersion: 1,
    ...invoice,
    ksefStatus: status,
    ksefAttempts: 0,
    ksefNextAttemptAt: invoice.buyer ? invoice.issuedAt : null,
  };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(fields).map(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
    return `#f${i} = :v${i}`;
  });
  // It enters the admin's invoices list (GSI1): the list's total counts it in the same commit.
  const result = await commit([
    write('invoice', {
      Update: {
        TableName: tableName(),
        Key: keys.byOrder(invoice.orderId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        // Only an invoice not issued yet (absent, or expected since checkout).
        ConditionExpression: 'attribute_not_exists(PK) OR ksefStatus = :awaiting',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':awaiting': 'awaiting_payment' },
      },
    }),
    listCounts(invoiceListCount()),
  ]);
  // Not committed: the invoice was issued before (its condition failed); that one stands.
  if (!result.committed && !result.failed.includes('invoice')) throw new Error(`The invoice of order ${invoice.orderId} could not be recorded: ${result.failed.join(', ')}`);
  return (await getInvoice(invoice.orderId))!;
}

/** Items of a KSeF status, oldest first; for `waiting`, only those due by `dueBy`. */
export async function invoicesWithStatus(status: InvoiceItemStatus, dueBy?: string): Promise<InvoiceRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: dueBy ? 'GSI2PK = :pk AND GSI2SK <= :due' : 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': ledgerIndexKeys.invoicesByKsefStatus(status).GSI2PK, ...(dueBy ? { ':due': `${dueBy}#~` } : {}) },
  });
  return items.map(invoiceFromItem);
}

export interface Claim {
  id: string;
  invoice: InvoiceRecord;
}

/**
 * Takes a waiting invoice for sending, for `leaseMs`: two job runs (or a run and an admin's
 * resend) never send the same invoice at once. Null when someone else holds it or it moved on.
 */
export async function claimForSubmission(ref: InvoiceDocRef, now: Date, leaseMs = 2 * 60_000): Promise<Claim | null> {
  const id = randomUUID();
  const claimed = await writeInvoice({
    Update: {
      TableName: tableName(),
      Key: keys.byDoc(ref),
      UpdateExpression: 'SET ksefClaim = :id, ksefClaimUntil = :until',
      ConditionExpression: 'ksefStatus = :waiting AND (attribute_not_exists(ksefClaimUntil) OR ksefClaimUntil < :now)',
      ExpressionAttributeValues: { ':id': id, ':until': new Date(now.getTime() + leaseMs).toISOString(), ':waiting': 'waiting', ':now': now.toISOString() },
    },
  });
  if (!claimed) return null;
  // A transaction returns no item: read it back (consistently); while the claim is ours, nobody
  // else moves it.
  const invoice = await getInvoiceDoc(ref);
  return invoice ? { id, invoice } : null;
}

type KsefUpdate =
  | { to: 'sent'; sessionRef: string; invoiceRef: string; at: string }
  | { to: 'waiting'; error: string; nextAttemptAt: string; attempts: number }
  | { to: 'accepted'; ksefNumber: string; upo: string | null; sessionRef: string; at: string }
  | { to: 'rejected'; error: string; errorCode: number; at: string };

/**
 * Moves an invoice on from `from` (and, for a claimed one, only while the claim is ours).
 * False when the invoice was no longer in that state: someone else moved it first.
 */
export async function moveKsefStatus(invoice: Pick<InvoiceRecord, 'orderId' | 'issuedAt'> & InvoiceDocRef, from: InvoiceItemStatus, update: KsefUpdate, claimId?: string): Promise<boolean> {
  const due = update.to === 'waiting' ? update.nextAttemptAt : (invoice.issuedAt ?? new Date().toISOString());
  const set: Record<string, unknown> = { ksefStatus: update.to, ...keys.byKsefStatus(update.to, due, invoice) };
  if (update.to === 'sent') Object.assign(set, { ksefSessionRef: update.sessionRef, ksefInvoiceRef: update.invoiceRef, ksefError: null, ksefErrorCode: null, ksefSentAt: update.at });
  if (update.to === 'waiting') Object.assign(set, { ksefError: update.error, ksefNextAttemptAt: update.nextAttemptAt, ksefAttempts: update.attempts });
  if (update.to === 'accepted') Object.assign(set, { ksefNumber: update.ksefNumber, upo: update.upo, ksefSessionRef: update.sessionRef, ksefAcceptedAt: update.at, ksefError: null, ksefErrorCode: null });
  if (update.to === 'rejected') Object.assign(set, { ksefError: update.error, ksefErrorCode: update.errorCode, ksefRejectedAt: update.at });
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':from': from };
  const sets = Object.entries(set).map(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
    return `#f${i} = :v${i}`;
  });
  if (claimId) values[':claim'] = claimId;
  return writeInvoice({
    Update: {
      TableName: tableName(),
      Key: keys.byDoc(invoice),
      UpdateExpression: `SET ${sets.join(', ')} REMOVE ksefClaim, ksefClaimUntil`,
      ConditionExpression: claimId ? 'ksefStatus = :from AND ksefClaim = :claim' : 'ksefStatus = :from',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  });
}

/**
 * After a rejection, the admin's corrected invoice goes back in the queue: the same number, a
 * new FA(3) (the buyer corrected). Only from `rejected`, so a resend can never race a sending.
 */
export async function requeueRejected(ref: InvoiceDocRef, corrected: { buyer: Company; xml: string }, now: string): Promise<boolean> {
  const invoice = await getInvoiceDoc(ref);
  if (!invoice?.issuedAt) return false;
  const queued = keys.byKsefStatus('waiting', now, ref);
  return writeInvoice({
    Update: {
      TableName: tableName(),
      Key: keys.byDoc(ref),
      UpdateExpression: 'SET ksefStatus = :waiting, GSI2PK = :pk, GSI2SK = :sk, buyer = :buyer, xml = :xml, ksefNextAttemptAt = :now, ksefAttempts = :zero, ksefError = :null, ksefErrorCode = :null, ksefSessionRef = :null, ksefInvoiceRef = :null',
      ConditionExpression: 'ksefStatus = :rejected',
      ExpressionAttributeValues: {
        ':waiting': 'waiting',
        ':rejected': 'rejected',
        ':pk': queued.GSI2PK,
        ':sk': queued.GSI2SK,
        ':buyer': corrected.buyer,
        ':xml': corrected.xml,
        ':now': now,
        ':zero': 0,
        ':null': null,
      },
    },
  });
}
