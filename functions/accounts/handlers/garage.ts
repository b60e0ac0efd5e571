import { MAX_GARAGE_BIKES, vehicleIdParamsSchema, vehiclesOf, type GarageResponse } from '../../contracts/vehicles.js';
import type { Caller } from '../../core/caller.js';
import { conflict, notFound, unauthorized } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { getVehicleModel } from '../../catalog/vehicle-entity.js';
import { chooseBike, listGarage, removeBike } from '../garage-entity.js';

const owner = (caller: Caller | null): Caller => {
  if (!caller) throw unauthorized();
  return caller;
};

/** Whether the id names a model year the shop knows (`flhx-2016`: model FLHX, 2016). */
async function vehicleExists(vehicleId: string): Promise<boolean> {
  const code = vehicleId.slice(0, vehicleId.lastIndexOf('-')).toUpperCase();
  const model = await getVehicleModel(code);
  return !!model && vehiclesOf(model).some((v) => v.id === vehicleId);
}

/** GET /api/me/garage — the caller's bikes, the current one first. */
export const getGarage = httpHandler({}, async ({ caller }): Promise<GarageResponse> => ({ items: await listGarage(owner(caller).userId) }));

/** PUT /api/me/garage/{vehicleId} — adds the bike, or makes it the current one again. */
export const chooseGarageBike = httpHandler({ params: vehicleIdParamsSchema }, async ({ params, caller }) => {
  const who = owner(caller);
  if (!(await vehicleExists(params.vehicleId))) throw notFound(`Vehicle ${params.vehicleId} does not exist`);
  const bikes = await listGarage(who.userId);
  // Checked before the write: two adds racing may end one bike over the limit, which is harmless.
  if (!bikes.some((b) => b.vehicleId === params.vehicleId) && bikes.length >= MAX_GARAGE_BIKES) {
    throw conflict('conflict', `A garage holds at most ${MAX_GARAGE_BIKES} bikes`);
  }
  return chooseBike(who.userId, params.vehicleId, new Date().toISOString());
});

/** DELETE /api/me/garage/{vehicleId} — idempotent. */
export const removeGarageBike = httpHandler({ params: vehicleIdParamsSchema }, async ({ params, caller }) => {
  await removeBike(owner(caller).userId, params.vehicleId);
  return reply(204);
});
