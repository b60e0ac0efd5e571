import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Manufacturer, ResponsiblePerson } from '../contracts/manufacturer.js';
import { db, queryAll, tableName } from '../core/table.js';
import { manufacturersChange } from './catalog-head-entity.js';

/**
 * The manufacturers register (GPSR): one item per manufacturer, all in one partition (a shop has
 * tens of them, read together).
 *
 * | access pattern | key                                             |
 * |----------------|-------------------------------------------------|
 * | all            | PK = MANUFACTURERS, SK begins_with MANUFACTURER# |
 * | one            | PK = MANUFACTURERS, SK = MANUFACTURER#{id}       |
 *
 * - Two admins: an edit sets only the register's fields, over the version the form was loaded at
 *   (409 otherwise); a delete likewise.
 * - In use: `productCount` counts the products naming it, kept by the product writes themselves
 *   (`manufacturerLinks`, in the product's transaction, which is conditional on the manufacturer
 *   the product named when read), so a delete conditional on `productCount = 0` can never leave a
 *   product naming a manufacturer that is gone, however the two race.
 * - How an edit reaches the shop: every write stamps `manufacturersVersion` on the catalogue head
 *   in the same transaction; a catalog container whose check sees it move reads the register
 *   again (one query, live-catalog.ts) and the product answers resolve their manufacturer from
 *   it in memory. No product is rewritten and no snapshot republished.
 */
const PK = 'MANUFACTURERS';
const SK_PREFIX = 'MANUFACTURER#';
export const manufacturerKey = (id: string) => ({ PK, SK: `${SK_PREFIX}${id}` });

export type ManufacturerFields = Omit<Manufacturer, 'id' | 'version' | 'productCount' | 'updatedAt'>;

/** Tries of a write whose transaction met another on the catalogue head (a product save). */
const CONFLICT_TRIES = 4;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Why a write did not happen: its condition failed, or its item is gone. */
export type WriteRefusal = 'missing' | 'changed' | 'in_use';

function cancellationCodes(error: unknown): string[] | undefined {
  if ((error as Error).name !== 'TransactionCanceledException') return undefined;
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code ?? 'None');
}

/** One write and the head's stamp, together; false when the write's condition failed. */
async function writeWithAnnouncement(write: TransactItem): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [write, manufacturersChange()] }));
      return true;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (codes[0] === 'ConditionalCheckFailed') return false;
      if (!codes.includes('TransactionConflict') || attempt >= CONFLICT_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}

function fromItem(item: Record<string, unknown>): Manufacturer {
  return {
    id: String(item.SK).slice(SK_PREFIX.length),
    name: String(item.name),
    address: String(item.address),
    email: typeof item.email === 'string' ? item.email : '',
    url: typeof item.url === 'string' ? item.url : '',
    country: String(item.country),
    responsiblePerson: (item.responsiblePerson as ResponsiblePerson | null | undefined) ?? null,
    version: Number(item.version),
    productCount: Number(item.productCount ?? 0),
    updatedAt: String(item.updatedAt),
  };
}

/** The whole register, by name. */
export async function listManufacturers(): Promise<Manufacturer[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': PK, ':sk': SK_PREFIX },
    ConsistentRead: true,
  });
  return items.map(fromItem).sort((a, b) => a.name.localeCompare(b.name, 'pl'));
}

export async function getManufacturer(id: string): Promise<Manufacturer | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: manufacturerKey(id), ConsistentRead: true }));
  return out.Item ? fromItem(out.Item) : undefined;
}

/** A new manufacturer; `id` is a slug for the seed's, a UUID otherwise. False when the id is taken. */
export async function createManufacturer(fields: ManufacturerFields, options: { id?: string; productCount?: number; at?: string } = {}): Promise<Manufacturer | false> {
  const at = options.at ?? new Date().toISOString();
  const manufacturer: Manufacturer = { ...fields, id: options.id ?? randomUUID(), version: 1, productCount: options.productCount ?? 0, updatedAt: at };
  const { id: _id, ...attributes } = manufacturer;
  const ok = await writeWithAnnouncement({
    Put: {
      TableName: tableName(),
      Item: { ...manufacturerKey(manufacturer.id), entityType: 'manufacturer', schemaVersion: 1, ...attributes, createdAt: at },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
  return ok && manufacturer;
}

/** Sets the register's fields over `expectedVersion` (never `productCount`, which products keep). */
export async function updateManufacturer(id: string, fields: ManufacturerFields, expectedVersion: number, at = new Date().toISOString()): Promise<Manufacturer | WriteRefusal> {
  const ok = await writeWithAnnouncement({
    Update: {
      TableName: tableName(),
      Key: manufacturerKey(id),
      UpdateExpression: 'SET #name = :name, address = :address, email = :email, #url = :url, country = :country, responsiblePerson = :rp, version = :next, updatedAt = :at',
      ConditionExpression: 'attribute_exists(PK) AND version = :expected',
      ExpressionAttributeNames: { '#name': 'name', '#url': 'url' },
      ExpressionAttributeValues: {
        ':name': fields.name,
        ':address': fields.address,
        ':email': fields.email,
        ':url': fields.url,
        ':country': fields.country,
        ':rp': fields.responsiblePerson,
        ':next': expectedVersion + 1,
        ':at': at,
        ':expected': expectedVersion,
      },
    },
  });
  if (ok) return (await getManufacturer(id))!;
  return (await getManufacturer(id)) ? 'changed' : 'missing';
}

/** Deletes it if still at `expectedVersion` and no product names it. */
export async function deleteManufacturer(id: string, expectedVersion: number): Promise<true | WriteRefusal> {
  const ok = await writeWithAnnouncement({
    Delete: {
      TableName: tableName(),
      Key: manufacturerKey(id),
      ConditionExpression: 'version = :expected AND (attribute_not_exists(productCount) OR productCount = :zero)',
      ExpressionAttributeValues: { ':expected': expectedVersion, ':zero': 0 },
    },
  });
  if (ok) return true;
  const now = await getManufacturer(id);
  if (!now) return 'missing';
  return now.productCount > 0 ? 'in_use' : 'changed';
}

/**
 * The updates that move a product from naming `from` to naming `to` (either may be absent), for
 * the product write's own transaction: `to` must exist (the write is refused otherwise).
 */
export function manufacturerLinks(from: string | undefined, to: string | undefined): TransactItem[] {
  if (from === to) return [];
  const items: TransactItem[] = [];
  if (to) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: manufacturerKey(to),
        UpdateExpression: 'ADD productCount :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    });
  }
  if (from) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: manufacturerKey(from),
        // A manufacturer deleted meanwhile cannot be (it was counted); the condition keeps an
        // ADD from creating an empty item should that ever not hold.
        UpdateExpression: 'ADD productCount :minusOne',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':minusOne': -1 },
      },
    });
  }
  return items;
}
