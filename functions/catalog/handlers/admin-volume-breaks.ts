import { categoryBreaksInputSchema, categoryParamsSchema, toBreakRows, type CategoryBreaksResponse } from '../../contracts/volume-prices-schema.js';
import { httpHandler } from '../../core/http.js';
import { getCategoryBreaks, setCategoryBreaks } from '../volume-breaks-entity.js';

/** GET /api/admin/volume-breaks — every category's dealer volume breaks (issue 34). */
export const adminListCategoryBreaks = httpHandler({}, async (): Promise<CategoryBreaksResponse> => {
  const stored = await getCategoryBreaks();
  return { categories: Object.fromEntries(Object.entries(stored).map(([category, breaks]) => [category, toBreakRows(breaks)])) };
});

/** PUT /api/admin/volume-breaks/{category} — one category's breaks, replaced (percentages only; empty: none). */
export const adminPutCategoryBreaks = httpHandler({ params: categoryParamsSchema, body: categoryBreaksInputSchema }, async ({ params, body }) => {
  await setCategoryBreaks(params.category, body.breaks, new Date().toISOString());
  return { category: params.category, breaks: toBreakRows(body.breaks) };
});
