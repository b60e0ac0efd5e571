import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { INPOST_RETURNS_OFF, type ShippingSettingsInput } from '../contracts/delivery.js';
import { db, tableName } from '../core/table.js';
import { DEFAULT_SHIPPING_SETTINGS } from './cost-rules.js';

/**
 * The admin's shipping settings: prices per method and size, thresholds, the dealer rule, and
 * returns through InPost's Szybkie Zwroty (the shop's return page, who pays).
 *
 * | access pattern | key                              |
 * |----------------|----------------------------------|
 * | shipping       | PK = SETTINGS, SK = SHIPPING     |
 *
 * One small item, replaced whole on save: it is one form, and the save is conditional on the
 * version the admin loaded, so two admins saving at once cannot silently undo each other.
 * Until the first save the defaults of cost-rules.ts apply (version 0).
 */
const key = { PK: 'SETTINGS', SK: 'SHIPPING' } as const;

export interface StoredShippingSettings extends ShippingSettingsInput {
  version: number;
  updatedAt: string | null;
}

export async function getShippingSettings(): Promise<StoredShippingSettings> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (!out.Item) return { ...DEFAULT_SHIPPING_SETTINGS, version: 0, updatedAt: null };
  const { PK: _pk, SK: _sk, entityType: _t, schemaVersion: _v, ...stored } = out.Item;
  // Settings saved before returns through InPost existed have the service off.
  return { inpostReturns: INPOST_RETURNS_OFF, ...stored } as StoredShippingSettings;
}

/** Saves over `expectedVersion`; false when someone saved since (nothing written). */
export async function saveShippingSettings(settings: ShippingSettingsInput, expectedVersion: number): Promise<StoredShippingSettings | false> {
  const saved: StoredShippingSettings = { ...settings, version: expectedVersion + 1, updatedAt: new Date().toISOString() };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, entityType: 'shipping-settings', schemaVersion: 1, ...saved },
        ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(PK)' : 'version = :expected',
        ...(expectedVersion === 0 ? {} : { ExpressionAttributeValues: { ':expected': expectedVersion } }),
      }),
    );
    return saved;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
