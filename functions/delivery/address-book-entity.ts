import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { MAX_SAVED_ADDRESSES, type SavedAddress, type SavedDeliveryResponse } from '../contracts/delivery.js';
import { db, tableName } from '../core/table.js';

/**
 * A signed-in buyer's delivery address book: the courier addresses they used (the latest
 * first, at most MAX_SAVED_ADDRESSES), their last parcel locker and phone, for the next checkout.
 *
 * | access pattern | key                                      |
 * |----------------|------------------------------------------|
 * | forUser        | PK = USER#{userId}, SK = DELIVERY_BOOK   |
 *
 * A checkout and a removal in another tab can meet: every change is an update of the fields
 * conditional on the version read, retried on a clash.
 */
type Book = SavedDeliveryResponse & { version: number };

const key = (userId: string) => ({ PK: `USER#${userId}`, SK: 'DELIVERY_BOOK' });
const EMPTY: Book = { addresses: [], lastPoint: null, lastPhone: null, version: 0 };

export async function getAddressBook(userId: string): Promise<Book> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: key(userId), ConsistentRead: true }));
  if (!out.Item) return EMPTY;
  return { addresses: (out.Item.addresses ?? []) as SavedAddress[], lastPoint: out.Item.lastPoint ?? null, lastPhone: out.Item.lastPhone ?? null, version: Number(out.Item.version ?? 0) };
}

/** The same address typed twice (case, spacing) is one entry: its id is derived from it. */
export function addressId(a: Pick<SavedAddress, 'name' | 'street' | 'buildingNumber' | 'postalCode' | 'city'>): string {
  const canonical = [a.name, a.street, a.buildingNumber, a.postalCode, a.city].map((p) => p.trim().toLowerCase().replace(/\s+/g, ' ')).join('|');
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

async function change(userId: string, edit: (book: Book) => Omit<Book, 'version'>): Promise<Book> {
  for (let attempt = 0; ; attempt++) {
    const book = await getAddressBook(userId);
    const next = edit(book);
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key(userId),
          UpdateExpression: 'SET addresses = :a, lastPoint = :p, lastPhone = :ph, version = :next, entityType = :t, schemaVersion = :sv',
          ConditionExpression: book.version === 0 ? 'attribute_not_exists(PK)' : 'version = :read',
          ExpressionAttributeValues: {
            ':a': next.addresses,
            ':p': next.lastPoint,
            ':ph': next.lastPhone,
            ':next': book.version + 1,
            ':t': 'delivery-book',
            ':sv': 1,
            ...(book.version === 0 ? {} : { ':read': book.version }),
          },
        }),
      );
      return { ...next, version: book.version + 1 };
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException' || attempt >= 4) throw error;
    }
  }
}

export function rememberInBook(userId: string, used: { address?: Omit<SavedAddress, 'id' | 'usedAt' | 'phone'>; point?: SavedDeliveryResponse['lastPoint']; phone?: string | undefined }): Promise<Book> {
  const usedAt = new Date().toISOString();
  return change(userId, (book) => {
    let addresses = book.addresses;
    if (used.address) {
      const entry: SavedAddress = { ...used.address, id: addressId(used.address), phone: used.phone ?? null, usedAt };
      addresses = [entry, ...addresses.filter((a) => a.id !== entry.id)].slice(0, MAX_SAVED_ADDRESSES);
    }
    return { addresses, lastPoint: used.point ?? book.lastPoint, lastPhone: used.phone ?? book.lastPhone };
  });
}

/** False when there was no such address. */
export async function forgetAddress(userId: string, id: string): Promise<boolean> {
  let found = false;
  await change(userId, (book) => {
    found = book.addresses.some((a) => a.id === id);
    return { addresses: book.addresses.filter((a) => a.id !== id), lastPoint: book.lastPoint, lastPhone: book.lastPhone };
  });
  return found;
}
