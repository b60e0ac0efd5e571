import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { conflict } from '../core/errors.js';
import { cancellationCodes, db, tableName } from '../core/table.js';
import { getOrder, invoiceNumberUpdate } from '../ledger/order-entity.js';
import { SOLD_STATUSES } from '../ledger/order-transitions.js';
import { commit, whatOf, write, type Intent } from '../ledger/write-path.js';

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
  /** The ledger's write of the number onto its document, conditional on it having none yet. */
  numberTarget: (number: string) => Intent;
  existingNumber: () => Promise<string | undefined>;
  /** More writes that exist exactly when the number does (a correction's KSeF item), in the same transaction. */
  alsoWrite?: (number: string) => Intent[];
}

export async function assignInSeries(series: NumberingSeries): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await db().send(new GetCommand({ TableName: tableName(), Key: series.counterKey, ConsistentRead: true }));
    const last = Number(current.Item?.value ?? 0);
    const number = series.format(last + 1);
    const target = series.numberTarget(number);
    let failed: string[];
    try {
      const result = await commit([
        write('counter', {
          Update: {
            TableName: tableName(),
            Key: series.counterKey,
            UpdateExpression: 'SET #v = :next, entityType = :type, schemaVersion = :sv',
            ConditionExpression: last === 0 ? 'attribute_not_exists(#v)' : '#v = :last',
            ExpressionAttributeNames: { '#v': 'value' },
            ExpressionAttributeValues: { ':next': last + 1, ':type': series.counterEntityType, ':sv': 1, ...(last === 0 ? {} : { ':last': last }) },
          },
        }),
        target,
        ...(series.alsoWrite?.(number) ?? []),
      ]);
      if (result.committed) return number;
      failed = result.failed;
    } catch (error) {
      // Conflicts beyond the write path's own retries: others are numbering at this very moment.
      if (!cancellationCodes(error).includes('TransactionConflict')) throw error;
      failed = [];
    }
    if (failed.includes(whatOf(target))) {
      // Another request numbered this document first: use that number (or it may not be numbered: it throws).
      const existing = await series.existingNumber();
      if (existing) return existing;
    }
    // Others are numbering at the same moment: back off a little, more each time.
    await new Promise((r) => setTimeout(r, Math.random() * Math.min(100, 5 * (attempt + 1))));
  }
  throw new Error('Could not assign a document number');
}

export async function assignInvoiceNumber(orderId: string, issuedAt: Date): Promise<string> {
  const year = issuedAt.getUTCFullYear();
  return assignInSeries({
    counterKey: { PK: 'INVOICE_COUNTER', SK: String(year) },
    counterEntityType: 'invoice-counter',
    format: (n) => formatInvoiceNumber(year, n),
    numberTarget: (number) => invoiceNumberUpdate(orderId, number, issuedAt.toISOString()),
    existingNumber: async () => {
      const existing = await getOrder(orderId);
      if (existing?.invoiceNumber) return existing.invoiceNumber;
      if (!existing || !SOLD_STATUSES.includes(existing.status)) throw conflict('conflict', 'An invoice is issued only for a paid order');
      return undefined;
    },
  });
}
