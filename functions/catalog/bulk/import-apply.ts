import type { z } from 'zod';
import type { productInputSchema } from '../../contracts/admin.js';
import { catalogChange } from '../catalog-head-entity.js';
import { newProductRecord } from '../handlers/admin-products.js';
import { manufacturerKey, manufacturerLinks } from '../manufacturer-entity.js';
import { newProductWrites, nextProductId, productKeys, type ProductRecord } from '../product-entity.js';
import { commit, extraTransactItems, write, type CommitResult, type Intent, type TransactItem } from '../../ledger/write-path.js';
import { loggedStockMove, productWhat, type ProductUpdateParts, type StockPosition } from '../../ledger/stock-log.js';
import { commitStockMoves } from '../../ledger/stock-positions.js';
import { tableName } from '../../core/table.js';
import type { ProductPlan } from './import-rows.js';

/**
 * Writes one product's planned changes (import-rows.ts, planProduct) as field-level conditional
 * updates of the product item, never a whole item read earlier:
 *
 * - each changed field is SET (or REMOVEd, an emptied optional text) on condition that it still
 *   holds the value the plan read, so an admin's edit made meanwhile is never overwritten (the
 *   row then fails as `import.changedMeanwhile`);
 * - a new price is appended to the Omnibus price history in the same update;
 * - stock is set to the absolute number the file says, as ONE stock log move (reason `import`,
 *   the import's id) from the position read just before, conditional on it (stock-log.ts): a
 *   checkout that holds units in between makes the move read again and set the file's number
 *   from there, so the units it took are neither lost nor counted twice in the log;
 * - the catalogue head is told in the same transaction, as every product write does.
 *
 * Unchanged cells are never written, so the same file applied again writes nothing.
 */
export interface ApplyContext {
  importId: string;
  by?: string;
  at: string;
}

/** The update parts of the plan's field changes: SET/REMOVE each with its condition on the value read. */
function fieldParts(plan: ProductPlan, read: ProductRecord, at: string): Required<Pick<ProductUpdateParts, 'set' | 'remove' | 'names' | 'values'>> & { conditions: string[] } {
  const parts = { set: [] as string[], remove: [] as string[], names: {} as Record<string, string>, values: {} as Record<string, unknown>, conditions: [] as string[] };
  plan.fields.forEach((change, i) => {
    const name = `#f${i}`;
    parts.names[name] = change.field;
    if (change.new === undefined) parts.remove.push(name);
    else {
      parts.set.push(`${name} = :f${i}`);
      parts.values[`:f${i}`] = change.new;
    }
    // The condition is on the item as stored (absent and null are both "none").
    const stored = read[change.field];
    if (stored === undefined || stored === null) {
      parts.conditions.push(`(attribute_not_exists(${name}) OR ${name} = :null)`);
      parts.values[':null'] = null;
    } else {
      parts.conditions.push(`${name} = :r${i}`);
      parts.values[`:r${i}`] = stored;
    }
    if (change.field === 'price') {
      parts.names['#priceHistory'] = 'priceHistory';
      parts.set.push('#priceHistory = list_append(if_not_exists(#priceHistory, :noPrices), :pricePoint)');
      parts.values[':noPrices'] = [];
      parts.values[':pricePoint'] = [{ price: change.new, at }];
    }
  });
  if (plan.variantFields.length) parts.names['#variants'] = 'variants';
  plan.variantFields.forEach((change, i) => {
    const path = `#variants[${change.index}]`;
    parts.names[`#vf${i}`] = change.field;
    parts.values[`:vsku${i}`] = change.sku;
    parts.conditions.push(`${path}.sku = :vsku${i}`);
    if (change.new === undefined) parts.remove.push(`${path}.#vf${i}`);
    else {
      parts.set.push(`${path}.#vf${i} = :vf${i}`);
      parts.values[`:vf${i}`] = change.new;
    }
    if (change.old === undefined) parts.conditions.push(`attribute_not_exists(${path}.#vf${i})`);
    else {
      parts.conditions.push(`${path}.#vf${i} = :vr${i}`);
      parts.values[`:vr${i}`] = change.old;
    }
  });
  if (plan.fields.length || plan.variantFields.length) {
    parts.set.push('updatedAt = :updatedAt');
    parts.values[':updatedAt'] = at;
  }
  return parts;
}

/** The writes beside the product's: the catalogue head, and the manufacturers' counts when it names another. */
function extras(plan: ProductPlan, read: ProductRecord): Intent {
  const manufacturer = plan.fields.find((change) => change.field === 'manufacturerId');
  const links = manufacturer ? manufacturerLinks(read.manufacturerId, (manufacturer.new as string | undefined) ?? undefined) : [];
  return extraTransactItems([catalogChange([read.id]), ...links], 'catalog');
}

/**
 * The stock move that sets the file's units from `position`: the change of the product's total,
 * and for a product with options each variant's units set on condition of the units read.
 */
function stockParts(plan: ProductPlan, position: StockPosition): { change: number; sku: string | null | undefined; parts: ProductUpdateParts } {
  const parts: ProductUpdateParts = { set: [], names: {}, values: {}, condition: undefined };
  const conditions: string[] = [];
  let change = 0;
  const variantMoves = plan.stock.filter((s) => s.sku !== null);
  for (const [i, move] of plan.stock.entries()) {
    if (move.sku === null) {
      change += move.new - position.stock;
      continue;
    }
    const before = position.variantStock?.[move.sku];
    change += move.new - Math.max(0, before ?? 0);
    parts.names![`#vs${i}`] = move.sku;
    parts.set!.push(`variantStock.#vs${i} = :vs${i}`);
    parts.values![`:vs${i}`] = move.new;
    if (before === undefined) conditions.push(`attribute_not_exists(variantStock.#vs${i})`);
    else {
      conditions.push(`variantStock.#vs${i} = :vsr${i}`);
      parts.values![`:vsr${i}`] = before;
    }
  }
  if (conditions.length) parts.condition = conditions.join(' AND ');
  const sku = variantMoves.length === 0 ? undefined : variantMoves.length === 1 ? variantMoves[0]!.sku : null;
  return { change, sku, parts };
}

/** Applies one product's plan; false when the product changed meanwhile in a way the plan did not read (the row is refused). */
export async function applyProductPlan(plan: ProductPlan, read: ProductRecord, context: ApplyContext): Promise<boolean> {
  const fields = fieldParts(plan, read, context.at);
  const fieldCondition = fields.conditions.join(' AND ');
  const stockTouched = plan.stock.length > 0;
  if (!stockTouched) {
    const result = await commit([
      write(productWhat(read.id), {
        Update: {
          TableName: tableName(),
          Key: productKeys.byId(read.id),
          UpdateExpression: `SET ${fields.set.join(', ')}${fields.remove.length ? ` REMOVE ${fields.remove.join(', ')}` : ''}`,
          ConditionExpression: ['attribute_exists(PK)', ...fields.conditions].join(' AND '),
          ExpressionAttributeNames: fields.names,
          ExpressionAttributeValues: fields.values,
        },
      }),
      extras(plan, read),
    ]);
    return result.committed;
  }
  const result = await commitStockMoves([read.id], (positions) => {
    const position = positions.get(read.id);
    if (!position) return [write(productWhat(read.id), { ConditionCheck: { TableName: tableName(), Key: productKeys.byId(read.id), ConditionExpression: 'attribute_exists(PK)' } })];
    const stock = stockParts(plan, position);
    // unitsStocked (the reconciliation's baseline) moves with stock an admin puts on sale, where the product keeps it.
    const stocked = read.unitsStocked === undefined ? 'attribute_not_exists(unitsStocked)' : 'attribute_exists(unitsStocked)';
    const more: ProductUpdateParts = {
      set: [...(stock.parts.set ?? []), ...fields.set],
      remove: fields.remove,
      add: read.unitsStocked === undefined ? [] : ['unitsStocked :stockedChange'],
      condition: [stocked, stock.parts.condition, fieldCondition].filter(Boolean).join(' AND '),
      names: { ...stock.parts.names, ...fields.names },
      values: { ...stock.parts.values, ...fields.values, ...(read.unitsStocked === undefined ? {} : { ':stockedChange': stock.change }) },
    };
    return [...loggedStockMove(position, { change: stock.change, reason: 'import', importId: context.importId, at: context.at, sku: stock.sku, ...(context.by ? { by: context.by } : {}) }, more), extras(plan, read)];
  });
  return result.committed;
}

/** The form's input as its schema parsed it. */
export type ProductInput = z.output<typeof productInputSchema>;

/** DynamoDB's limit of actions in one TransactWriteItems. */
export const MAX_TRANSACTION_ITEMS = 100;

/**
 * The actions a transaction creating these products takes: each product's item and its first
 * stock log entry, one count update per manufacturer named, the catalogue head; the caller's
 * checkpoint comes on top.
 */
export function creationItemCount(inputs: readonly Pick<ProductInput, 'manufacturerId' | 'stock'>[]): number {
  const manufacturers = new Set(inputs.flatMap((input) => (input.manufacturerId ? [input.manufacturerId] : [])));
  return inputs.reduce((n, input) => n + (input.stock ? 2 : 1), 0) + manufacturers.size + 1;
}

/** New products' records, their ids reserved from the counter in one write (a run that dies leaves a gap, never a reuse). */
export async function newProductRecords(inputs: readonly ProductInput[], at: string): Promise<ProductRecord[]> {
  if (!inputs.length) return [];
  const first = await nextProductId(inputs.length);
  return inputs.map((input, i) => newProductRecord(input, first + i, at));
}

/** How a manufacturer's count is named in a refused transaction: the register lost it meanwhile. */
export const manufacturerWhat = (id: string) => `manufacturer:${id}`;

/**
 * Creates the products in ONE transaction with `more` (the job's checkpoint): each product's
 * item on condition that its id is free, its first stock log entry (`created`, the import's id)
 * beside it, each manufacturer's count moved by its number of new products on condition that it
 * is still in the register, and the catalogue head told once for all. Either all of it lands,
 * checkpoint included, or none: a run resumed after a crash never finds half a batch written.
 * At most MAX_TRANSACTION_ITEMS actions in all (creationItemCount).
 */
export async function createProductsWith(records: readonly ProductRecord[], context: Omit<ApplyContext, 'at'>, more: TransactItem[], moreWhat: string): Promise<CommitResult> {
  const source = { importId: context.importId, ...(context.by ? { by: context.by } : {}) };
  const perManufacturer = new Map<string, number>();
  for (const record of records) if (record.manufacturerId) perManufacturer.set(record.manufacturerId, (perManufacturer.get(record.manufacturerId) ?? 0) + 1);
  const counts = [...perManufacturer].map(([id, count]) =>
    write(manufacturerWhat(id), { Update: { TableName: tableName(), Key: manufacturerKey(id), UpdateExpression: 'ADD productCount :count', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':count': count } } }),
  );
  return commit([
    ...records.map((record) => extraTransactItems(newProductWrites(record, source), productWhat(record.id))),
    ...counts,
    ...(records.length ? [extraTransactItems([catalogChange(records.map((r) => r.id))], 'catalog')] : []),
    extraTransactItems(more, moreWhat),
  ]);
}
