import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GarageEntry } from '../contracts/vehicles.js';
import { db, queryAll, tableName } from '../core/table.js';

/**
 * A signed-in customer's garage ("Mój motocykl"): the bikes they ride, each its own item, so
 * choosing one bike and removing another never write the same record. The bike chosen last is
 * the current one (the shop's fitment filter and badge use it).
 *
 * | access pattern   | key                                                   |
 * |------------------|-------------------------------------------------------|
 * | forUser          | PK = USER#{userId}, SK begins_with GARAGE#            |
 * | entry            | PK = USER#{userId}, SK = GARAGE#{vehicleId}           |
 */
const key = (userId: string, vehicleId: string) => ({ PK: `USER#${userId}`, SK: `GARAGE#${vehicleId}` });

/** The current bike first, then the others, most recently chosen first. */
export async function listGarage(userId: string): Promise<GarageEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':sk': 'GARAGE#' },
  });
  return items
    .map((item) => ({ vehicleId: String(item.vehicleId), addedAt: String(item.addedAt), chosenAt: String(item.chosenAt) }))
    .sort((a, b) => b.chosenAt.localeCompare(a.chosenAt) || a.vehicleId.localeCompare(b.vehicleId));
}

/**
 * Adds a bike or makes it the current one: sets only `chosenAt` (and `addedAt` the first time),
 * so a repeat is harmless and two tabs choosing bikes at once each keep their own write.
 */
export async function chooseBike(userId: string, vehicleId: string, at: string): Promise<GarageEntry> {
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key(userId, vehicleId),
      UpdateExpression: 'SET chosenAt = :at, addedAt = if_not_exists(addedAt, :at), vehicleId = :vehicle, entityType = :type, schemaVersion = :sv',
      ExpressionAttributeValues: { ':at': at, ':vehicle': vehicleId, ':type': 'garage-bike', ':sv': 1 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return { vehicleId, addedAt: String(out.Attributes?.addedAt ?? at), chosenAt: at };
}

export async function removeBike(userId: string, vehicleId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key(userId, vehicleId) }));
}
