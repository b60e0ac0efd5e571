import { httpHandler } from '../../core/http.js';
import { readCatalogHead } from '../catalog-head-entity.js';

/** GET /api/health — `{ ok: true }` once the table answers (the local stack waits for it). */
export const health = httpHandler({}, async () => {
  await readCatalogHead();
  return { ok: true };
});
