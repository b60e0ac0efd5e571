import { createHash } from 'node:crypto';
import { SHOP_PAGE_SIZE } from '../../functions/contracts/catalog.js';
import { foldText, productListQuerySchema, variantFilterKeys, type ProductListQuery, type SortOption } from '../../functions/contracts/catalog-query.js';
import type { EngineAnswer } from './handler-bench.js';
import type { PgPool, PgQueryConfig } from './pg-client.js';
import { CARD_COLUMNS } from './postgres-catalogue.js';
import type { BenchQuery } from './queries.js';

/**
 * The shop query in SQL, with exactly the engine's rules (functions/catalog/engine/catalog-query.ts):
 * the same filters, the same sort orders and tie-breakers, 12 a page, an exact total, over the
 * narrow `listing` table (postgres-catalogue.ts). Values are folded in the client by the engine's
 * own folding before they are bound, like the columns they are compared with, so no statement
 * calls a function on a parameter and PostgreSQL's generic plans are safe.
 *
 * The query string goes through the same zod schema the handler uses, so both engines answer
 * the same parsed query. What is timed on this side is only the database round trip (with the
 * driver parsing the rows), not zod, middy or JSON: PostgreSQL gets the benefit of the doubt.
 *
 * The page is a deferred join, the usual cure for deep OFFSETs: the ids of the page are found
 * first (from the sort's index alone where it can), then only those 12 rows' card fields are read.
 * A size/colour/finish filter joins the product's lowest price among the variants in stock that
 * match (one aggregate over `product_variants`), which the price sort and bounds then compare,
 * as the engine does.
 * Two ways of getting the exact total, both measured, the faster one judged:
 * - `two-statements`: the page and the count sent at the same time on two pooled connections;
 *   the unfiltered listing's count comes from the trigger-kept counter row;
 * - `window-count`: one statement with `count(*) OVER ()`; a page past the end has no row to
 *   carry the count, so the shop then asks `count(*)` as well.
 */
export type PgStrategy = 'two-statements' | 'window-count';
export const pgStrategies: PgStrategy[] = ['two-statements', 'window-count'];

/** The order of a sort; `price` is the column (or the matching variants' lowest price) it compares, `t` the listing's alias. */
function orderBy(sort: SortOption, price: string, t: string): string {
  const newest = `${t}.created_at DESC, ${t}.id DESC`;
  return {
    newest,
    'name-asc': `${t}.name COLLATE pl_base ASC, ${t}.id ASC`,
    'name-desc': `${t}.name COLLATE pl_base DESC, ${t}.id ASC`,
    'price-asc': `${price} ASC, ${newest}`,
    'price-desc': `${price} DESC, ${newest}`,
    'rating-desc': `${t}.rating DESC, ${t}.reviews DESC, ${newest}`,
  }[sort];
}

interface SqlParts {
  /** FROM listing l [JOIN the matching variants' prices m] */
  from: string;
  where: string;
  values: unknown[];
  /** What the price sort and bounds compare: the listing's price, or the matching variants' lowest. */
  price: string;
  variants: boolean;
}

function sqlParts(q: ProductListQuery): SqlParts {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const fold = (value: string) => foldText(value);
  // Sizes, colours, finishes: the products' lowest price among their variants in stock that match.
  const variantConditions = variantFilterKeys.filter((key) => q[key]?.length).map((key) => `${key} = ANY(${param(q[key]!.map(fold))}::text[])`);
  const variants = variantConditions.length > 0;
  const from = variants
    ? `listing l JOIN (SELECT product_id AS id, min(price) AS match_price FROM product_variants WHERE stock > 0 AND ${variantConditions.join(' AND ')} GROUP BY product_id) m USING (id)`
    : 'listing l';
  const price = variants ? 'm.match_price' : 'l.shop_price';
  if (q.category) conditions.push(`l.category_key = ${param(q.category)}`);
  if (q.subcategory) conditions.push(`l.subcategory = ${param(q.subcategory)}`);
  if (q.brand?.length) conditions.push(`l.brand_folded = ANY(${param(q.brand.map(fold))}::text[])`);
  if (q.engineType?.length) conditions.push(`l.engine_type_folded = ANY(${param(q.engineType.map(fold))}::text[])`);
  if (q.minPrice !== undefined) conditions.push(`${price} >= ${param(q.minPrice)}`);
  if (q.maxPrice !== undefined) conditions.push(`${price} <= ${param(q.maxPrice)}`);
  if (q.productType) conditions.push(`l.product_type_folded = ${param(fold(q.productType))}`);
  if (q.material) conditions.push(`l.material_folded = ${param(fold(q.material))}`);
  if (q.creationMethod) conditions.push(`l.creation_method_folded = ${param(fold(q.creationMethod))}`);
  if (q.tireType) conditions.push(`l.tire_type_folded = ${param(fold(q.tireType))}`);
  // Year ranges overlap; NULL years match no range, as in the engine.
  if (q.yearFrom !== undefined) conditions.push(`l.year_to >= ${param(q.yearFrom)}`);
  if (q.yearTo !== undefined) conditions.push(`l.year_from <= ${param(q.yearTo)}`);
  if (q.compatibleModel) conditions.push(`l.compatible_models_folded @> ARRAY[${param(fold(q.compatibleModel))}::text]`);
  if (q.engineCapacity) conditions.push(`l.engine_capacity_folded @> ARRAY[${param(fold(q.engineCapacity))}::text]`);
  // Fits the vehicle: universal, or the product names one of the distinct ranges that cover the
  // vehicle's family or model, its model year and its engine (family).
  if (q.vehicle) {
    conditions.push(
      `(l.fits_universal OR l.id IN (SELECT p.product_id FROM vehicles v JOIN fitment_ranges r ON r.family = v.family ` +
        'AND (r.model IS NULL OR r.model = v.model) AND v.year BETWEEN r.year_from AND r.year_to ' +
        `AND (r.engine IS NULL OR r.engine = v.engine OR r.engine = v.engine_family) JOIN fitment_range_products p ON p.range_id = r.id WHERE v.id = ${param(q.vehicle)}))`,
    );
  }
  if (q.inStock) conditions.push('l.stock > 0');
  if (q.onSale) conditions.push('l.is_on_sale');
  if (q.isNew) conditions.push('l.is_new');
  if (q.isLimitedEdition) conditions.push('l.is_limited_edition');
  if (q.featured) conditions.push('l.is_featured');
  return { from, where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values, price, variants };
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
  const { from, where, values, price, variants } = sqlParts(q);
  const sort = q.sortBy as SortOption;
  const offset = (q.page - 1) * SHOP_PAGE_SIZE;
  const limit = `LIMIT ${SHOP_PAGE_SIZE} OFFSET $${values.length + 1}`;
  const card = CARD_COLUMNS.map((c) => `l.${c}`).join(', ');
  // The deferred join's outer order compares what the inner one did (the matching price travels along).
  const inner = `SELECT l.id${variants ? ', m.match_price' : ''} FROM ${from} ${where} ORDER BY ${orderBy(sort, price, 'l')} ${limit}`;
  const outerOrder = orderBy(sort, variants ? 'page.match_price' : 'l.shop_price', 'l');
  return {
    page: prepared(`SELECT ${card} FROM listing l JOIN (${inner}) AS page USING (id) ORDER BY ${outerOrder}`, [...values, offset]),
    pageWithCount: prepared(`SELECT ${card}, count(*) OVER () AS total FROM ${from} ${where} ORDER BY ${orderBy(sort, price, 'l')} ${limit}`, [...values, offset]),
    count: where || variants ? prepared(`SELECT count(*)::integer AS total FROM ${from} ${where}`, values) : prepared('SELECT n::integer AS total FROM listing_count', []),
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
