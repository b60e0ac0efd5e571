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

export async function assignInvoiceNumber(orderId: string, issuedAt: Date): Promise<string> {
  const year = issuedAt.getUTCFullYear();
  const counterKey = { PK: 'INVOICE_COUNTER', SK: String(year) };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await db().send(new GetCommand({ TableName: tableName(), Key: counterKey, ConsistentRead: true }));
    const last = Number(current.Item?.value ?? 0);
    const number = formatInvoiceNumber(year, last + 1);
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: counterKey,
                UpdateExpression: 'SET #v = :next, entityType = :type, schemaVersion = :sv',
                ConditionExpression: last === 0 ? 'attribute_not_exists(#v)' : '#v = :last',
                ExpressionAttributeNames: { '#v': 'value' },
                ExpressionAttributeValues: { ':next': last + 1, ':type': 'invoice-counter', ':sv': 1, ...(last === 0 ? {} : { ':last': last }) },
              },
            },
            {
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
            },
          ],
        }),
      );
      return number;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const [counter, order] = error.CancellationReasons ?? [];
      if (order?.Code === 'ConditionalCheckFailed') {
        // Another request numbered this order first: use that number. Or it is no longer paid.
        const existing = await db().send(new GetCommand({ TableName: tableName(), Key: { PK: `ORDER#${orderId}`, SK: 'ORDER' }, ConsistentRead: true }));
        if (existing.Item?.invoiceNumber) return String(existing.Item.invoiceNumber);
        if (!SOLD_STATUSES.includes(existing.Item?.status)) throw conflict('conflict', 'An invoice is issued only for a paid order');
      }
      if (counter?.Code !== 'ConditionalCheckFailed' && counter?.Code !== 'TransactionConflict' && order?.Code !== 'TransactionConflict') throw error;
      // Others are numbering at the same moment: back off a little, more each time.
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(100, 5 * (attempt + 1))));
    }
  }
  throw new Error('Could not assign an invoice number');
}
