import { createHash } from 'node:crypto';
import { SHOP_PAGE_SIZE } from '../../functions/contracts/catalog.js';
import { productListQuerySchema, type ProductListQuery, type SortOption } from '../../functions/contracts/catalog-query.js';
import type { EngineAnswer } from './handler-bench.js';
import type { PgPool, PgQueryConfig } from './pg-client.js';
import { RECORD_COLUMNS } from './postgres-catalogue.js';
import type { BenchQuery } from './queries.js';

/**
 * The shop query in SQL, with exactly the engine's rules (functions/catalog/engine/catalog-query.ts):
 * the same filters, the same sort orders and tie-breakers, 12 a page, an exact total. Values are
 * folded by the database's own `shop_fold` (unaccent), like the columns they are compared with.
 *
 * The query string goes through the same zod schema the handler uses, so both engines answer
 * the same parsed query. What is timed on this side is only the database round trip (with the
 * driver parsing the rows), not zod, middy or JSON: PostgreSQL gets the benefit of the doubt.
 *
 * The page is a deferred join, the usual cure for deep OFFSETs: the ids of the page are found
 * first (from the sort's index alone where it can), then only those 12 rows are read.
 * Two ways of getting the exact total, both measured, the faster one judged:
 * - `two-statements`: the page and the count sent at the same time on two pooled connections;
 *   the unfiltered listing's count comes from the trigger-kept counter row;
 * - `window-count`: one statement with `count(*) OVER ()`; a page past the end has no row to
 *   carry the count, so the shop then asks `count(*)` as well.
 */
export type PgStrategy = 'two-statements' | 'window-count';
export const pgStrategies: PgStrategy[] = ['two-statements', 'window-count'];

const orderBy: Record<SortOption, string> = {
  newest: 'created_at DESC, id DESC',
  'name-asc': 'name COLLATE pl_base ASC, id ASC',
  'name-desc': 'name COLLATE pl_base DESC, id ASC',
  'price-asc': 'price ASC, created_at DESC, id DESC',
  'price-desc': 'price DESC, created_at DESC, id DESC',
  'rating-desc': 'rating DESC, reviews DESC, created_at DESC, id DESC',
};

/** LIKE's wildcards typed by a customer are literal characters (backslash is LIKE's default escape). */
const escapeLike = (token: string) => token.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereClause(q: ProductListQuery): { where: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  // Split as the engine splits (on whitespace); each token is folded by the database.
  const tokens = q.search ? q.search.split(/\s+/).filter(Boolean) : [];
  for (const token of tokens) conditions.push(`search_text LIKE '%' || shop_fold(${param(escapeLike(token))}) || '%'`);
  if (q.category) conditions.push(`category_key = ${param(q.category)}`);
  if (q.subcategory) conditions.push(`subcategory = ${param(q.subcategory)}`);
  if (q.brand?.length) conditions.push(`brand_folded = ANY(shop_fold_all(${param(q.brand)}::text[]))`);
  if (q.engineType?.length) conditions.push(`engine_type_folded = ANY(shop_fold_all(${param(q.engineType)}::text[]))`);
  if (q.minPrice !== undefined) conditions.push(`price >= ${param(q.minPrice)}`);
  if (q.maxPrice !== undefined) conditions.push(`price <= ${param(q.maxPrice)}`);
  if (q.productType) conditions.push(`product_type_folded = shop_fold(${param(q.productType)})`);
  if (q.material) conditions.push(`material_folded = shop_fold(${param(q.material)})`);
  if (q.creationMethod) conditions.push(`creation_method_folded = shop_fold(${param(q.creationMethod)})`);
  if (q.tireType) conditions.push(`tire_type_folded = shop_fold(${param(q.tireType)})`);
  // Year ranges overlap; NULL years match no range, as in the engine.
  if (q.yearFrom !== undefined) conditions.push(`year_to >= ${param(q.yearFrom)}`);
  if (q.yearTo !== undefined) conditions.push(`year_from <= ${param(q.yearTo)}`);
  if (q.compatibleModel) conditions.push(`compatible_models_folded @> ARRAY[shop_fold(${param(q.compatibleModel)})]`);
  if (q.engineCapacity) conditions.push(`engine_capacity_folded @> ARRAY[shop_fold(${param(q.engineCapacity)})]`);
  // Fits the vehicle: universal, or a range of the product covers the vehicle's family or model,
  // its model year and its engine (family).
  if (q.vehicle) {
    conditions.push(
      `(fits_universal OR EXISTS (SELECT 1 FROM product_fitment f JOIN vehicles v ON v.id = ${param(q.vehicle)} ` +
        'WHERE f.product_id = products.id AND f.family = v.family AND (f.model IS NULL OR f.model = v.model) ' +
        'AND v.year BETWEEN f.year_from AND f.year_to AND (f.engine IS NULL OR f.engine = v.engine OR f.engine = v.engine_family)))',
    );
  }
  if (q.inStock) conditions.push('stock > 0');
  if (q.onSale) conditions.push('is_on_sale');
  if (q.isNew) conditions.push('is_new');
  if (q.isLimitedEdition) conditions.push('is_limited_edition');
  if (q.featured) conditions.push('is_featured');
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

/** Named prepared statements: each connection parses and plans a query shape once, then reuses it. */
function prepared(text: string, values: unknown[]): PgQueryConfig {
  return { name: `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, values };
}

export interface PgShopQuery {
  page: PgQueryConfig;
  pageWithCount: PgQueryConfig;
  count: PgQueryConfig;
  pageNumber: number;
}

/**
 * Whether PostgreSQL can answer the query as the engine means it: not with search text, since the
 * engine's search (Polish stems, typos, synonyms, relevance order) has no counterpart in a LIKE.
 */
export const comparableWithPostgres = (query: BenchQuery) => !query.params.search;

export function pgShopQuery(query: BenchQuery): PgShopQuery {
  const q = productListQuerySchema.parse(query.params);
  if (q.search || q.sortBy === 'relevance') throw new Error(`PostgreSQL does not answer search queries (${query.label}): see comparableWithPostgres`);
  const { where, values } = whereClause(q);
  const offset = (q.page - 1) * SHOP_PAGE_SIZE;
  const order = `ORDER BY ${orderBy[q.sortBy as SortOption]}`;
  const limit = `LIMIT ${SHOP_PAGE_SIZE} OFFSET $${values.length + 1}`;
  const select = RECORD_COLUMNS.join(', ');
  return {
    page: prepared(`SELECT ${select} FROM products JOIN (SELECT id FROM products ${where} ${order} ${limit}) AS page USING (id) ${order}`, [...values, offset]),
    pageWithCount: prepared(`SELECT ${select}, count(*) OVER () AS total FROM products ${where} ${order} ${limit}`, [...values, offset]),
    count: where ? prepared(`SELECT count(*)::integer AS total FROM products ${where}`, values) : prepared('SELECT n::integer AS total FROM products_count', []),
    pageNumber: q.page,
  };
}

const idsOf = (rows: Record<string, unknown>[]) => rows.map((r) => Number(r.id));

/** One shop query answered by PostgreSQL, timed from the first statement sent to the last row parsed. */
export async function timePgQuery(pool: PgPool, sql: PgShopQuery, strategy: PgStrategy): Promise<{ ms: number; answer: EngineAnswer }> {
  const started = process.hrtime.bigint();
  let answer: EngineAnswer;
  if (strategy === 'two-statements') {
    const [page, count] = await Promise.all([pool.query(sql.page), pool.query(sql.count)]);
    answer = { ids: idsOf(page.rows), total: Number(count.rows[0]!.total) };
  } else {
    const page = await pool.query(sql.pageWithCount);
    // No row carries the count: on page 1 that means none match; past the end, ask.
    const total = page.rows.length
      ? Number(page.rows[0]!.total)
      : sql.pageNumber === 1
        ? 0
        : Number((await pool.query(sql.count)).rows[0]!.total);
    answer = { ids: idsOf(page.rows), total };
  }
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, answer };
}
