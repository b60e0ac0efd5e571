import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { conflict } from '../core/errors.js';
import { db, tableName } from '../core/table.js';
import { SOLD_STATUSES } from '../orders/order-transitions.js';

/**
 * Invoice numbers: FV/{year}/{n}, with no gaps within a year (Polish VAT law). The counter and
 * the order's number are written in one transaction, conditional on the counter still being
 * what we read, on the order having no number yet and on it being paid (an admin may cancel it
 * at the same moment): a number is used exactly when it is given, an order never gets two, and
 * counter = numbered orders of the year, always.
 *
 * | access pattern   | key                                          |
 * |------------------|----------------------------------------------|
 * | yearCounter      | PK = INVOICE_COUNTER, SK = {year}            |
 */
export function formatInvoiceNumber(year: number, n: number): string {
  return `FV/${year}/${String(n).padStart(5, '0')}`;
}

const ATTEMPTS = 60;

/**
 * One numbering series with no gaps (invoices FV/…, corrections FK/…): the year's counter and the
 * document's number are written in one transaction, conditional on the counter still being what
 * we read and on the document having no number yet (`numberTarget`, an Update of the item that
 * carries the number). When the target's condition fails, `existingNumber` tells whether another
 * request numbered it first (that number is the answer) or it may not be numbered (it throws).
 */
export interface NumberingSeries {
  counterKey: { PK: string; SK: string };
  counterEntityType: string;
  format: (n: number) => string;
  numberTarget: (number: string) => unknown;
  existingNumber: () => Promise<string | undefined>;
  /** More writes that exist exactly when the number does (a correction's KSeF item), in the same transaction. */
  alsoWrite?: (number: string) => unknown[];
}

export async function assignInSeries(series: NumberingSeries): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await db().send(new GetCommand({ TableName: tableName(), Key: series.counterKey, ConsistentRead: true }));
    const last = Number(current.Item?.value ?? 0);
    const number = series.format(last + 1);
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: series.counterKey,
                UpdateExpression: 'SET #v = :next, entityType = :type, schemaVersion = :sv',
                ConditionExpression: last === 0 ? 'attribute_not_exists(#v)' : '#v = :last',
                ExpressionAttributeNames: { '#v': 'value' },
                ExpressionAttributeValues: { ':next': last + 1, ':type': series.counterEntityType, ':sv': 1, ...(last === 0 ? {} : { ':last': last }) },
              },
            },
            series.numberTarget(number),
            ...(series.alsoWrite?.(number) ?? []),
          ] as never,
        }),
      );
      return number;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [counter, target] = error.CancellationReasons ?? [];
      if (target?.Code === 'ConditionalCheckFailed') {
        // Another request numbered this document first: use that number (or it may not be numbered: it throws).
        const existing = await series.existingNumber();
        if (existing) return existing;
      }
      // A conflict on any item (the series counter, the document, the admin list's counter written alongside) is retried.
      const conflicted = (error.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');
      if (counter?.Code !== 'ConditionalCheckFailed' && !conflicted) throw error;
      // Others are numbering at the same moment: back off a little, more each time.
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(100, 5 * (attempt + 1))));
    }
  }
  throw new Error('Could not assign a document number');
}

export async function assignInvoiceNumber(orderId: string, issuedAt: Date): Promise<string> {
  const year = issuedAt.getUTCFullYear();
  return assignInSeries({
    counterKey: { PK: 'INVOICE_COUNTER', SK: String(year) },
    counterEntityType: 'invoice-counter',
    format: (n) => formatInvoiceNumber(year, n),
    numberTarget: (number) => ({
      Update: {
        TableName: tableName(),
        Key: { PK: `ORDER#${orderId}`, SK: 'ORDER' },
        UpdateExpression: 'SET invoiceNumber = :number, invoiceIssuedAt = :at ADD version :one',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(invoiceNumber) OR invoiceNumber = :null) AND #status IN (:s0, :s1, :s2)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':number': number,
          ':at': issuedAt.toISOString(),
          ':null': null,
          ':one': 1,
          ...Object.fromEntries(SOLD_STATUSES.map((status, i) => [`:s${i}`, status])),
        },
      },
    }),
    existingNumber: async () => {
      const existing = await db().send(new GetCommand({ TableName: tableName(), Key: { PK: `ORDER#${orderId}`, SK: 'ORDER' }, ConsistentRead: true }));
      if (existing.Item?.invoiceNumber) return String(existing.Item.invoiceNumber);
      if (!SOLD_STATUSES.includes(existing.Item?.status)) throw conflict('conflict', 'An invoice is issued only for a paid order');
      return undefined;
    },
  });
}
