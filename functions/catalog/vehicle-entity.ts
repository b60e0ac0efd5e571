import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { vehicleModelSchema, type VehicleModel } from '../contracts/vehicles.js';
import { db, queryAll, tableName } from '../core/table.js';

/**
 * Vehicle models ("Mój motocykl"): each model with its family and the engine it had by model year
 * (contracts/vehicles.ts). Read whole by the catalogue publisher, which puts them into the
 * snapshot beside the products: the shop's vehicle filter and `GET /api/catalog/vehicles` answer
 * from memory like the rest of the catalogue. A change reaches the shop with the next snapshot.
 *
 * | access pattern | key                                                        |
 * |----------------|------------------------------------------------------------|
 * | byCode         | PK = VEHICLE_MODEL#{code}, SK = MODEL                      |
 * | all            | GSI1PK = VEHICLE_MODELS, GSI1SK = {family}#{code}          |
 */
const SCHEMA_VERSION = 1;

const byCode = (code: string) => ({ PK: `VEHICLE_MODEL#${code}`, SK: 'MODEL' });
const keysOf = (model: VehicleModel) => ({
  ...byCode(model.code),
  GSI1PK: 'VEHICLE_MODELS',
  GSI1SK: `${model.family}#${model.code}`,
});

const fromItem = (item: Record<string, unknown>): VehicleModel =>
  vehicleModelSchema.parse({ make: item.make, family: item.family, code: item.code, name: item.name, engines: item.engines });

/** Every model, by family and code. */
export async function listVehicleModels(): Promise<VehicleModel[]> {
  return (await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': 'VEHICLE_MODELS' } })).map(fromItem);
}

/** Writes models, each whole (a model is written by the seed or an operator, never by two writers at once). */
export async function putVehicleModels(models: readonly VehicleModel[]): Promise<void> {
  await Promise.all(
    models.map((model) =>
      db().send(new PutCommand({ TableName: tableName(), Item: { ...keysOf(model), entityType: 'vehicle-model', schemaVersion: SCHEMA_VERSION, ...vehicleModelSchema.parse(model) } })),
    ),
  );
}

/** One model by code, or undefined (the garage checks a bike exists before keeping it). */
export async function getVehicleModel(code: string): Promise<VehicleModel | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: byCode(code) }));
  return out.Item ? fromItem(out.Item) : undefined;
}
