import { suggestionsQuerySchema, synonymGroupDeleteQuerySchema, synonymGroupInputSchema, synonymGroupParamsSchema, synonymGroupUpdateSchema, type SuggestionsResponse, type SynonymGroup, type SynonymGroupsResponse } from '../../contracts/search.js';
import { conflict } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { suggestionsFor } from '../engine/suggestions.js';
import { liveCatalog } from '../live-catalog.js';
import { cardViewFor } from '../product-view.js';
import { createSynonymGroup, deleteSynonymGroup, listSynonymGroups, updateSynonymGroup } from '../search-synonyms-entity.js';
import { PUBLIC_CATALOG_CACHE } from './cache.js';

/** GET /api/catalog/suggestions?q=… — up to 5 products and the matching categories, as the visitor types. */
export const suggestions = httpHandler({ query: suggestionsQuerySchema, cacheControl: PUBLIC_CATALOG_CACHE }, async ({ query, caller }): Promise<SuggestionsResponse> => {
  const [catalog, card] = await Promise.all([liveCatalog(), cardViewFor(caller)]);
  const found = suggestionsFor(catalog, query.q);
  return { products: found.products.map(card), categories: found.categories };
});

const changedMeanwhile = () => conflict('conflict', 'This synonym group was changed or deleted meanwhile; reload the list and try again');

/** GET /api/admin/search-synonyms */
export const adminListSynonyms = httpHandler({}, async (): Promise<SynonymGroupsResponse> => ({ groups: await listSynonymGroups() }));

/** POST /api/admin/search-synonyms — a new group of words that mean the same. */
export const adminCreateSynonymGroup = httpHandler({ body: synonymGroupInputSchema }, async ({ body }) => reply<SynonymGroup>(201, await createSynonymGroup(body.words)));

/** PUT /api/admin/search-synonyms/{id} — its words, over the version the form loaded (409 when someone saved first). */
export const adminUpdateSynonymGroup = httpHandler({ params: synonymGroupParamsSchema, body: synonymGroupUpdateSchema }, async ({ params, body }): Promise<SynonymGroup> => {
  const saved = await updateSynonymGroup(params.id, body.words, body.version);
  if (!saved) throw changedMeanwhile();
  return saved;
});

/** DELETE /api/admin/search-synonyms/{id}?version=n */
export const adminDeleteSynonymGroup = httpHandler({ params: synonymGroupParamsSchema, query: synonymGroupDeleteQuerySchema }, async ({ params, query }) => {
  if (!(await deleteSynonymGroup(params.id, query.version))) throw changedMeanwhile();
  return reply(204);
});
