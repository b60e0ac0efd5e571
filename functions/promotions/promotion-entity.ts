import { randomBytes, randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { normalizeCode, promotionSchema, type CreatePromotion, type Promotion, type PromotionInput } from '../contracts/promotions.js';
import { conflict, notFound } from '../core/errors.js';
import { db, isConditionFailure, queryAll, tableName } from '../core/table.js';
import { CODE_ORDERS_LISTED, promotionKeys } from '../ledger/promotion-usage.js';
import type { PromotionTerms } from './pricing.js';
import { warsawEndToInstant, warsawLocalToInstant } from './warsaw-time.js';

/**
 * Promotions and their codes (issue 32). The keys are the ledger's (ledger/promotion-usage.ts),
 * because an order's transaction moves their counters; this module writes what the admin sets.
 *
 * | access pattern          | key                                                        |
 * |-------------------------|------------------------------------------------------------|
 * | all promotions          | PK = PROMOTIONS (a shop has tens of them, read together)   |
 * | one                     | PK = PROMOTIONS, SK = PROMOTION#{id}                       |
 * | a code → its promotion  | PK = PROMO_CODE#{CODE}, SK = CODE                          |
 * | a promotion's codes     | GSI1PK = PROMOTION#{id}#CODES, GSI1SK = {CODE}             |
 * | a customer's uses       | PK = PROMOTION_USE#{id}, SK = CUSTOMER#{userId}            |
 *
 * Usage (`usageOrders`, `usageRevenue`, `usageDiscount`) and a code's `uses` are written only by
 * the orders' transactions; an admin's edit SETs the terms only, so it never overwrites them.
 */

interface PromotionItem extends PromotionInput {
  id: string;
  startsAtInstant: string | null;
  endsAtInstant: string | null;
  generatedCodes: number;
  codeOrdersListedAt: string;
  usageOrders?: number;
  usageRevenue?: number;
  usageDiscount?: number;
  createdAt: string;
  updatedAt: string;
}

export const codesIndex = (promotionId: string, code = '') => ({ GSI1PK: `PROMOTION#${promotionId}#CODES`, GSI1SK: code });

/**
 * A stored promotion as read: its terms and counters parsed (keys and bookkeeping dropped), so a
 * malformed item is a clear error naming its key and field, never a record cast into a shape it
 * does not have. Counters absent on a promotion nobody used yet read as 0.
 */
const storedPromotionSchema = promotionSchema
  .omit({ usage: true })
  .extend({ usageOrders: z.number().int().default(0), usageRevenue: z.number().int().default(0), usageDiscount: z.number().int().default(0) })
  .strip();

export function toPromotion(item: object): Promotion {
  const parsed = storedPromotionSchema.safeParse(item);
  if (!parsed.success) {
    const key = item as { PK?: unknown; SK?: unknown };
    throw new Error(`Stored promotion item ${String(key.PK)} / ${String(key.SK)} is malformed: ${z.prettifyError(parsed.error)}`);
  }
  const { usageOrders, usageRevenue, usageDiscount, ...rest } = parsed.data;
  return { ...rest, usage: { orders: usageOrders, revenue: usageRevenue, discountGiven: usageDiscount } };
}

/** A promotion's terms as pricing reads them. */
export function termsOf(p: Promotion): PromotionTerms {
  return {
    id: p.id,
    benefit: p.benefit,
    startsAt: p.startsAtInstant,
    endsAt: p.endsAtInstant,
    active: p.active,
    minimumBasket: p.minimumBasket,
    eligibility: p.eligibility,
    excludeOnSale: p.excludeOnSale,
    dealersAllowed: p.dealersAllowed,
    stacksWithAutomatic: p.stacksWithAutomatic,
  };
}

function windowOf(input: PromotionInput) {
  return {
    startsAtInstant: input.startsAt ? warsawLocalToInstant(input.startsAt) : null,
    endsAtInstant: input.endsAt ? warsawEndToInstant(input.endsAt) : null,
  };
}

export async function listPromotions(): Promise<Promotion[]> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'PROMOTIONS' } });
  return items.map(toPromotion).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The stored item as it is (the codes list reads its bookkeeping: promotion-detail.ts). */
export async function getPromotionItem(id: string): Promise<Record<string, unknown> | undefined> {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: promotionKeys.promotion(id), ConsistentRead: true }))).Item;
}

export async function getPromotion(id: string): Promise<Promotion | undefined> {
  const item = await getPromotionItem(id);
  return item ? toPromotion(item) : undefined;
}

/** A code as stored, with its promotion; undefined when no such code exists. */
export async function findCode(typed: string): Promise<{ code: string; uses: number; usageLimit: number | null; promotion: Promotion } | undefined> {
  const code = normalizeCode(typed);
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: promotionKeys.code(code), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const promotion = await getPromotion(String(out.Item.promotionId));
  if (!promotion) return undefined;
  return { code, uses: Number(out.Item.uses ?? 0), usageLimit: (out.Item.usageLimit as number | null) ?? null, promotion };
}

export async function customerUsesOf(promotionId: string, userId: string): Promise<number> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: promotionKeys.customerUses(promotionId, userId), ConsistentRead: true }));
  return Number(out.Item?.uses ?? 0);
}

function codeItem(code: string, promotionId: string, usageLimit: number | null, at: string) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...promotionKeys.code(code), ...codesIndex(promotionId, code), entityType: 'promotionCode', code, promotionId, uses: 0, usageLimit, createdAt: at },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Codes no person would mistype: no 0/O, 1/I/L. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function randomCode(prefix: string): string {
  const bytes = randomBytes(8);
  return normalizeCode(prefix) + [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/**
 * Creates a promotion, with its code (409 `conflict` when the code exists) or N generated
 * single-use codes (written 25 to a transaction; a code that happens to exist is drawn again).
 */
export async function createPromotion(input: CreatePromotion): Promise<Promotion> {
  const { generateCodes, ...terms } = input;
  const id = randomUUID();
  const at = new Date().toISOString();
  const code = terms.kind === 'code' && terms.code ? normalizeCode(terms.code) : undefined;
  const item: PromotionItem = {
    ...terms,
    ...(code ? { code } : {}),
    id,
    ...windowOf(terms),
    generatedCodes: generateCodes?.count ?? 0,
    // Every order it gets lists itself on its code (promotion-detail.ts has nothing to add).
    [CODE_ORDERS_LISTED]: at,
    usageOrders: 0,
    usageRevenue: 0,
    usageDiscount: 0,
    createdAt: at,
    updatedAt: at,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...promotionKeys.promotion(id), entityType: 'promotion', ...item }, ConditionExpression: 'attribute_not_exists(PK)' } },
          ...(code ? [codeItem(code, id, terms.usageLimit, at)] : []),
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') throw conflict('conflict', `The code ${code} exists already`);
    throw error;
  }
  if (generateCodes) await generateSingleUseCodes(id, generateCodes.count, generateCodes.prefix, at);
  return toPromotion(item);
}

async function generateSingleUseCodes(promotionId: string, count: number, prefix: string, at: string): Promise<void> {
  let left = count;
  while (left > 0) {
    const batch = Array.from({ length: Math.min(25, left) }, () => randomCode(prefix));
    try {
      await db().send(new TransactWriteCommand({ TransactItems: batch.map((c) => codeItem(c, promotionId, 1, at)) }));
      left -= batch.length;
    } catch (error) {
      // A drawn code existed (1 in 31^8 per code): draw the batch again.
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
    }
  }
}

/**
 * An admin's edit: SETs the terms (never the usage or the code itself, which orders name); a code
 * promotion's single code gets the new usage limit too. 404 when there is no such promotion.
 */
export async function updatePromotion(id: string, input: PromotionInput): Promise<Promotion> {
  const current = await getPromotion(id);
  if (!current) throw notFound('No such promotion');
  const at = new Date().toISOString();
  const { code: _code, kind: _kind, ...terms } = input;
  const fields: Record<string, unknown> = { ...terms, ...windowOf(input), updatedAt: at };
  const names = Object.fromEntries(Object.keys(fields).map((f) => [`#${f}`, f]));
  const values = Object.fromEntries(Object.entries(fields).map(([f, v]) => [`:${f}`, v]));
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: promotionKeys.promotion(id),
        UpdateExpression: `SET ${Object.keys(fields).map((f) => `#${f} = :${f}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (current.code && current.kind === 'code') {
      await db().send(
        new UpdateCommand({ TableName: tableName(), Key: promotionKeys.code(current.code), UpdateExpression: 'SET usageLimit = :limit', ExpressionAttributeValues: { ':limit': input.usageLimit } }),
      );
    }
    return toPromotion(out.Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw notFound('No such promotion');
    throw error;
  }
}

/** Deactivates (orders name it, so it is kept): its codes stop working, its sale ends. */
export async function deactivatePromotion(id: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: promotionKeys.promotion(id),
        UpdateExpression: 'SET active = :false, updatedAt = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':false': false, ':at': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw notFound('No such promotion');
    throw error;
  }
}

/** Every code's uses, for the reconciliation: code → uses. */
export async function allCodeUses(): Promise<Map<string, number>> {
  const promotions = await listPromotions();
  const uses = new Map<string, number>();
  for (const p of promotions) {
    const codes = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': codesIndex(p.id).GSI1PK } });
    for (const c of codes) uses.set(String(c.code), Number(c.uses ?? 0));
  }
  return uses;
}
