import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../core/table.js';

/**
 * Personal dealer prices: one per dealer and product.
 *
 * | access pattern        | key                                                               |
 * |-----------------------|-------------------------------------------------------------------|
 * | byProductAndDealer    | PK = PRODUCT#{productId}, SK = DEALER_PRICE#{dealerId}            |
 * | forProduct (admin)    | PK = PRODUCT#{productId}, SK begins_with DEALER_PRICE#            |
 * | forDealer (shopping)  | GSI1PK = DEALER_PRICES#{dealerId}, GSI1SK = PRODUCT#{id, 10 digits} |
 *
 * They live in the product's item collection, so deleting a product finds them in one query.
 */
export interface DealerPrice {
  productId: number;
  dealerId: string;
  /** grosze */
  price: number;
  updatedAt: string;
}

const keys = (productId: number, dealerId: string) => ({
  PK: `PRODUCT#${productId}`,
  SK: `DEALER_PRICE#${dealerId}`,
  GSI1PK: `DEALER_PRICES#${dealerId}`,
  GSI1SK: `PRODUCT#${String(productId).padStart(10, '0')}`,
});

const fromItem = (item: Record<string, unknown>): DealerPrice => ({
  productId: Number(item.productId),
  dealerId: String(item.dealerId),
  price: Number(item.price),
  updatedAt: String(item.updatedAt),
});

export async function putDealerPrice(price: DealerPrice): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys(price.productId, price.dealerId), entityType: 'dealer-price', schemaVersion: 1, ...price } }),
  );
}

export async function deleteDealerPrice(productId: number, dealerId: string): Promise<boolean> {
  const out = await db().send(
    new DeleteCommand({ TableName: tableName(), Key: { PK: `PRODUCT#${productId}`, SK: `DEALER_PRICE#${dealerId}` }, ReturnValues: 'ALL_OLD' }),
  );
  return !!out.Attributes;
}

export async function listDealerPricesForProduct(productId: number): Promise<DealerPrice[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': `PRODUCT#${productId}`, ':sk': 'DEALER_PRICE#' },
    }),
  );
  return (out.Items ?? []).map(fromItem);
}

/** All personal prices of one dealer (a dealer has at most a few hundred): productId → grosze. */
export async function personalPricesOf(dealerId: string): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  for (const item of await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': `DEALER_PRICES#${dealerId}` },
  })) prices.set(Number(item.productId), Number(item.price));
  return prices;
}
