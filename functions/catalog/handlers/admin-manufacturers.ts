import {
  manufacturerDeleteQuerySchema,
  manufacturerInputSchema,
  manufacturerParamsSchema,
  manufacturerUpdateSchema,
  type Manufacturer,
  type ManufacturersResponse,
} from '../../contracts/manufacturer.js';
import { conflict, HttpError, notFound } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { createManufacturer, deleteManufacturer, getManufacturer, listManufacturers, updateManufacturer, type ManufacturerFields } from '../manufacturer-entity.js';

/** Only what the register keeps: an EU manufacturer's responsible person is not kept (it is its own). */
function registerFields(input: ManufacturerFields): ManufacturerFields {
  return { name: input.name, address: input.address, email: input.email, url: input.url, country: input.country, responsiblePerson: input.responsiblePerson };
}

const changedMeanwhile = () => conflict('conflict', 'This manufacturer was changed or deleted meanwhile; reload it and try again');

/** GET /api/admin/manufacturers — the whole register, by name, with how many products name each. */
export const adminListManufacturers = httpHandler({}, async (): Promise<ManufacturersResponse> => ({ items: await listManufacturers() }));

/** GET /api/admin/manufacturers/{id} */
export const adminGetManufacturer = httpHandler({ params: manufacturerParamsSchema }, async ({ params }): Promise<Manufacturer> => {
  const manufacturer = await getManufacturer(params.id);
  if (!manufacturer) throw notFound(`Manufacturer ${params.id} does not exist`);
  return manufacturer;
});

/** POST /api/admin/manufacturers — a new entry (id: a UUID). */
export const adminCreateManufacturer = httpHandler({ body: manufacturerInputSchema }, async ({ body }) => {
  const created = await createManufacturer(registerFields(body));
  if (!created) throw new Error('a new manufacturer id was taken'); // a UUID: not expected
  return reply<Manufacturer>(201, created, { location: `/api/admin/manufacturers/${created.id}` });
});

/**
 * PUT /api/admin/manufacturers/{id} — over the version the form loaded (409 when someone saved
 * first). The products naming it answer with the new data at the catalogue's next check.
 */
export const adminUpdateManufacturer = httpHandler({ params: manufacturerParamsSchema, body: manufacturerUpdateSchema }, async ({ params, body }): Promise<Manufacturer> => {
  const { version, ...fields } = body;
  const saved = await updateManufacturer(params.id, registerFields(fields), version);
  if (saved === 'missing') throw notFound(`Manufacturer ${params.id} does not exist`);
  if (saved === 'changed' || saved === 'in_use') throw changedMeanwhile();
  return saved;
});

/** DELETE /api/admin/manufacturers/{id}?version=n — only one no product names (409 `manufacturer_in_use` otherwise). */
export const adminDeleteManufacturer = httpHandler({ params: manufacturerParamsSchema, query: manufacturerDeleteQuerySchema }, async ({ params, query }) => {
  const outcome = await deleteManufacturer(params.id, query.version);
  if (outcome === 'missing') throw notFound(`Manufacturer ${params.id} does not exist`);
  if (outcome === 'in_use') {
    const count = (await getManufacturer(params.id))?.productCount ?? 0;
    throw new HttpError(409, 'manufacturer_in_use', `${count} product(s) name this manufacturer; give them another one first`, { id: 'validation.manufacturerInUse' });
  }
  if (outcome === 'changed') throw changedMeanwhile();
  return reply(204);
});
