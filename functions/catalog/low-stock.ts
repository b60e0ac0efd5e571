import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_ABANDONED_CHECKOUT_HOURS, DEFAULT_LOW_STOCK_THRESHOLD, isRunningLow, type LowStockLine, type NotificationSettings } from '../contracts/low-stock.js';
import { config } from '../core/config.js';
import { db, isConditionFailure, queryAll, tableName } from '../core/table.js';
import { sendEmail } from '../messages/mailer.js';
import { listAllProductRecords, type ProductRecord } from './product-entity.js';
import { isShownInShop } from './shop-visibility.js';
import { hasOptions, variantsOf, variantStockOf } from './variants.js';

/**
 * Low stock (issue 33; contracts/low-stock.ts): what runs low now (the dashboard's list), and the
 * daily digest to the admins, which reports a product or variant once per crossing.
 *
 * | item                 | PK                        | SK            |
 * |----------------------|---------------------------|---------------|
 * | settings             | SETTINGS                  | NOTIFICATIONS |
 * | reported crossing    | LOWSTOCK#{productId}      | {sku}         |
 *
 * "Once per crossing": the digest puts a line's crossing item only if none exists (a conditional
 * put: two digests at once report it once), and deletes it when the line is back above its
 * threshold, so the next crossing is reported again. The crossing lives in its own item, not on
 * the product, so a product edit (a whole-item put from the form's read) never undoes it.
 */
const settingsKey = { PK: 'SETTINGS', SK: 'NOTIFICATIONS' } as const;
const crossingKey = (productId: number, sku: string) => ({ PK: `LOWSTOCK#${productId}`, SK: sku });

export async function getNotificationSettings(): Promise<NotificationSettings> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: settingsKey, ConsistentRead: true }));
  return {
    lowStockThreshold: Number(out.Item?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
    abandonedCheckoutHours: Number(out.Item?.abandonedCheckoutHours ?? DEFAULT_ABANDONED_CHECKOUT_HOURS),
  };
}

/** Each field set on its own (no whole-item put from a read). */
export async function saveNotificationSettings(settings: NotificationSettings, at: string): Promise<NotificationSettings> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: settingsKey,
      UpdateExpression: 'SET lowStockThreshold = :low, abandonedCheckoutHours = :hours, updatedAt = :at, entityType = :type, schemaVersion = :sv',
      ExpressionAttributeValues: { ':low': settings.lowStockThreshold, ':hours': settings.abandonedCheckoutHours, ':at': at, ':type': 'notification-settings', ':sv': 1 },
    }),
  );
  return settings;
}

/** Every line (a product without options, or each variant of one with options) and whether it runs low. */
function stockLinesOf(product: ProductRecord, shopDefault: number): (LowStockLine & { low: boolean })[] {
  const productThreshold = product.lowStockThreshold ?? shopDefault;
  return variantsOf(product).map((variant) => {
    const units = variantStockOf(product, variant.sku);
    const threshold = variant.lowStockThreshold ?? productThreshold;
    const label = hasOptions(product)
      ? (product.options ?? []).map((o) => o.values.find((v) => v.key === variant.options[o.key])?.label ?? '?').join(' · ')
      : '';
    return { productId: product.id, sku: variant.sku, name: product.name, variant: label, units, threshold, low: isRunningLow(units, threshold) };
  });
}

async function allStockLines(): Promise<(LowStockLine & { low: boolean })[]> {
  const [products, settings] = await Promise.all([listAllProductRecords(), getNotificationSettings()]);
  // Archived products and drafts are not on sale: nobody needs to restock them.
  return products.filter(isShownInShop).flatMap((p) => stockLinesOf(p, settings.lowStockThreshold));
}

const withoutFlag = ({ low: _low, ...line }: LowStockLine & { low: boolean }): LowStockLine => line;

/** What runs low now, fewest units first (the dashboard's "Kończy się" list). */
export async function listLowStock(): Promise<LowStockLine[]> {
  return (await allStockLines())
    .filter((l) => l.low)
    .map(withoutFlag)
    .sort((a, b) => a.units - b.units || a.name.localeCompare(b.name, 'pl'));
}

export interface LowStockDigestReport {
  low: number;
  reported: number;
  cleared: number;
}

/** The daily digest: e-mails the admins each line that crossed its threshold since it was last reported. */
export async function sendLowStockDigest(now = new Date()): Promise<LowStockDigestReport> {
  const lines = await allStockLines();
  const reported = new Set((await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': 'LOWSTOCK' } })).map((i) => `${i.PK as string}|${i.SK as string}`));
  const fresh: LowStockLine[] = [];
  let cleared = 0;
  for (const line of lines) {
    const key = crossingKey(line.productId, line.sku);
    const wasReported = reported.has(`${key.PK}|${key.SK}`);
    if (line.low && !wasReported && (await claimCrossing(line, now))) fresh.push(withoutFlag(line));
    if (!line.low && wasReported) {
      await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
      cleared++;
    }
  }
  if (fresh.length) await sendEmail(digestEmail(fresh, lines.filter((l) => l.low).length));
  return { low: lines.filter((l) => l.low).length, reported: fresh.length, cleared };
}

/** Puts the crossing's item unless one exists: only the digest that puts it reports the line. */
async function claimCrossing(line: LowStockLine, now: Date): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        // In GSI1 so the digest reads every crossing in one query.
        Item: { ...crossingKey(line.productId, line.sku), GSI1PK: 'LOWSTOCK', GSI1SK: `${line.productId}#${line.sku}`, entityType: 'low-stock-crossing', schemaVersion: 1, reportedAt: now.toISOString(), units: line.units, threshold: line.threshold },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The admins' e-mail is in Polish: the workshop's language. */
function digestEmail(fresh: LowStockLine[], lowNow: number) {
  const c = config();
  const rows = fresh.map((l) => `- ${l.name}${l.variant ? ` (${l.variant})` : ''}, ${l.sku}: ${l.units} szt. (próg ${l.threshold}) ${c.SITE_URL}/admin/products/${l.productId}/edit`);
  return {
    kind: 'low-stock-digest',
    to: c.WORKSHOP_EMAIL,
    subject: `${c.SHOP_NAME}: kończy się ${fresh.length} ${fresh.length === 1 ? 'pozycja' : 'pozycji'}`,
    text: [
      'Od ostatniego zestawienia te produkty spadły do progu niskiego stanu lub poniżej:',
      rows.join('\n'),
      `Wszystkich pozycji z niskim stanem: ${lowNow}. Lista na pulpicie: ${c.SITE_URL}/admin`,
      c.SHOP_NAME,
    ].join('\n\n'),
  };
}
