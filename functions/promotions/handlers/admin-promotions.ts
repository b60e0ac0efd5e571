import { z } from 'zod';
import { createPromotionSchema, promotionInputSchema, type Promotion, type PromotionDetail } from '../../contracts/promotions.js';
import { notFound } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { getPromotionDetail } from '../promotion-detail.js';
import { createPromotion, deactivatePromotion, listPromotions, updatePromotion } from '../promotion-entity.js';

const idParams = z.object({ id: z.string().uuid() });

/** GET /api/admin/promotions — every promotion with its usage (orders, revenue, discount given), newest first. */
export const adminListPromotions = httpHandler({}, async (): Promise<{ items: Promotion[] }> => ({ items: await listPromotions() }));

/**
 * POST /api/admin/promotions — a new promotion: a code, N generated single-use codes
 * (`generateCodes`), or an automatic sale or free-delivery offer. Duplicating is posting an
 * existing one's terms again (the admin page does it).
 */
export const adminCreatePromotion = httpHandler({ body: createPromotionSchema }, async ({ body }) => reply(201, await createPromotion(body)));

/** GET /api/admin/promotions/{id} — its terms, usage and codes with their uses. */
export const adminGetPromotion = httpHandler({ params: idParams }, async ({ params }): Promise<PromotionDetail> => {
  const detail = await getPromotionDetail(params.id);
  if (!detail) throw notFound('No such promotion');
  return detail;
});

/**
 * GET /api/admin/promotions/{id}/codes.csv — its codes (e.g. 200 generated for a rally) with their
 * state and the orders that used them, as the products export writes CSV (bulk/product-csv.ts):
 * UTF-8 with a BOM and `;`, so Excel and LibreOffice in Polish open it as it is.
 */
export const adminExportPromotionCodes = httpHandler({ params: idParams }, async ({ params }) => {
  const detail = await getPromotionDetail(params.id);
  if (!detail) throw notFound('No such promotion');
  const rows = detail.codes.map((c) => ({
    code: c.code,
    state: c.usageLimit !== null && c.uses >= c.usageLimit ? 'used' : c.uses > 0 ? 'partlyUsed' : 'unused',
    uses: c.uses,
    usageLimit: c.usageLimit ?? '',
    orderIds: c.orderIds.join(' '),
  }));
  // Loaded here, not at the top: the CSV writer is for this admin download only, and the orders
  // function's cold start stays within its bundle budget (test/unit/function-bundles.test.ts).
  const { stringify } = await import('csv-stringify/sync');
  const csv = stringify(rows, { bom: true, delimiter: ';', header: true, columns: ['code', 'state', 'uses', 'usageLimit', 'orderIds'], record_delimiter: 'windows' });
  return reply(200, Buffer.from(csv, 'utf8'), {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="kody-${params.id.slice(0, 8)}.csv"`,
    'cache-control': 'no-store',
  });
});

/** PUT /api/admin/promotions/{id} — new terms (its code and usage stay). */
export const adminUpdatePromotion = httpHandler({ params: idParams, body: promotionInputSchema }, async ({ params, body }) => updatePromotion(params.id, body));

/** DELETE /api/admin/promotions/{id} — deactivates it (orders name it, so it is kept). */
export const adminDeactivatePromotion = httpHandler({ params: idParams }, async ({ params }) => {
  await deactivatePromotion(params.id);
  return reply(204);
});
