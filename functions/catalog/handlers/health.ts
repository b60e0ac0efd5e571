import { getCatalogVersion } from '../product-entity.js';
import { httpHandler } from '../../core/http.js';

/** GET /api/health — `{ ok: true }` once the table answers (the local stack waits for it). */
export const health = httpHandler({}, async () => {
  await getCatalogVersion();
  return { ok: true };
});
