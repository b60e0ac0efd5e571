import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, db, tableName } from '../core/table.js';
import { ledgerKeys } from './keys.js';

/**
 * The ledger's one write path: a list of intents becomes one TransactWriteItems, all or nothing.
 *
 * - An `order` intent is the Update of an order item: it SETs exactly the fields it names, ADDs
 *   numbers, and always bumps the order's `version` (readers that join an order with its refunds
 *   and returns re-read when it moved: order-entity.ts, withOrderRecords).
 * - A `write` intent is any other ledger item's Put, Update or ConditionCheck, named by `what`.
 * - `extra` intents are raw TransactWriteItems entries that must happen with the change (the
 *   admin lists' counters, list-counters.ts), named by `what` too.
 *
 * A transaction cancelled by a concurrent transaction on the same item is retried (DynamoDB asks
 * for that); one cancelled by a condition is answered as the list of what each failed intent
 * names (`order`, `product:12`, `stripe-event`…), never as indexes the caller must count.
 */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface OrderIntent {
  kind: 'order';
  orderId: string;
  /** Fields to SET (undefined values are skipped). */
  set?: Record<string, unknown>;
  /** Numbers (or members of a string set) to ADD, besides one to `version`. */
  add?: Record<string, number | Set<string>>;
  /** Members to DELETE from string sets. */
  deleteFrom?: Record<string, Set<string>>;
  /** What must hold on the order item; absent: only that it exists. */
  condition?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export interface WriteIntent {
  kind: 'write';
  what: string;
  item: TransactItem;
}

export interface ExtraItemsIntent {
  kind: 'extra';
  what: string;
  items: TransactItem[];
}

export type Intent = OrderIntent | WriteIntent | ExtraItemsIntent;

export type CommitResult = { committed: true } | { committed: false; failed: string[] };

/** A ledger item's write as an intent. */
export const write = (what: string, item: TransactItem): WriteIntent => ({ kind: 'write', what, item });

/** Raw TransactWriteItems entries that must commit with the change (e.g. list counters). */
export const extraTransactItems = (items: TransactItem[], what = 'extra'): ExtraItemsIntent => ({ kind: 'extra', what, items });

/** The Update an order intent stands for: SET its fields, ADD its numbers and one to `version`. */
export function orderIntentItem(intent: OrderIntent): TransactItem {
  const names: Record<string, string> = { ...intent.names };
  const values: Record<string, unknown> = { ...intent.values, ':one': 1 };
  const sets: string[] = [];
  for (const [field, value] of Object.entries(intent.set ?? {})) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
    // The admin list filters on the lower-cased e-mail: it moves with the e-mail.
    if (field === 'customerEmail') {
      values[':emailLower'] = typeof value === 'string' ? value.toLowerCase() : null;
      sets.push('customerEmailLower = :emailLower');
    }
  }
  const adds = ['version :one'];
  for (const [field, value] of Object.entries(intent.add ?? {})) {
    names[`#${field}`] = field;
    values[`:add_${field}`] = value;
    adds.push(`#${field} :add_${field}`);
  }
  const deletes: string[] = [];
  for (const [field, members] of Object.entries(intent.deleteFrom ?? {})) {
    names[`#${field}`] = field;
    values[`:del_${field}`] = members;
    deletes.push(`#${field} :del_${field}`);
  }
  return {
    Update: {
      TableName: tableName(),
      Key: ledgerKeys.order(intent.orderId),
      UpdateExpression: `${sets.length ? `SET ${sets.join(', ')} ` : ''}ADD ${adds.join(', ')}${deletes.length ? ` DELETE ${deletes.join(', ')}` : ''}`,
      ConditionExpression: intent.condition ?? 'attribute_exists(PK)',
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
}

/** What a failed condition of this intent is reported as. */
export const whatOf = (intent: Intent): string => (intent.kind === 'order' ? 'order' : intent.what);

/** The transaction's items, each with the name a failed condition is reported by. */
export function transactionOf(intents: Intent[]): { items: TransactItem[]; whats: string[] } {
  const items: TransactItem[] = [];
  const whats: string[] = [];
  for (const intent of intents) {
    if (intent.kind === 'order') {
      items.push(orderIntentItem(intent));
    } else if (intent.kind === 'write') {
      items.push(intent.item);
    } else {
      items.push(...intent.items);
    }
    const what = whatOf(intent);
    while (whats.length < items.length) whats.push(what);
  }
  return { items, whats };
}

const MAX_CONFLICT_RETRIES = 10;

/**
 * Commits the intents as one transaction. Retries while DynamoDB cancels it only for conflicts
 * with concurrent transactions; answers which intents' conditions failed; throws anything else.
 */
export async function commit(intents: Intent[]): Promise<CommitResult> {
  const { items, whats } = transactionOf(intents);
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return { committed: true };
    } catch (error) {
      const codes = cancellationCodes(error);
      const failed = codes.flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [whats[i]!] : []));
      if (failed.length) return { committed: false, failed };
      const conflicted = codes.includes('TransactionConflict');
      if (!conflicted || attempt >= MAX_CONFLICT_RETRIES) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * 2 ** Math.min(attempt, 6)));
    }
  }
}

/** Like commit, for writes whose conditions cannot fail but by a bug: a failed one throws. */
export async function commitOrThrow(intents: Intent[]): Promise<void> {
  const result = await commit(intents);
  if (!result.committed) throw new Error(`A ledger write's condition failed: ${result.failed.join(', ')}`);
}
