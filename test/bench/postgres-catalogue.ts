import { chownSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import { vehiclesOf } from '../../functions/contracts/vehicles.js';
import { demoVehicleModels } from '../../infra/local/seed/index.js';
import type { PgPool } from './pg-client.js';

/**
 * The catalogue as a competent engineer would keep it in PostgreSQL 15 for this shop's listing:
 * one `products` table mirroring ProductRecord (arrays as text[], money as integer grosze,
 * specifications and price history as jsonb), loaded with COPY, with what a DBA adds for the
 * shop's filters and sorts:
 *
 * - Folding in the database, the way the shop folds (lower case, no diacritics, ł → l): the
 *   `unaccent` extension, wrapped in an IMMUTABLE function with its dictionary named (unaccent()
 *   itself is only STABLE), feeding stored generated columns: the search text and the folded
 *   filter values are computed on write, never per query.
 * - Substring search: a pg_trgm GIN index on the folded search text (LIKE '%token%').
 * - One B-tree per sort order, with the engine's tie-breakers in it, so ORDER BY … LIMIT walks an
 *   index instead of sorting; composite indexes (filter, then the default sort) for category,
 *   subcategory and brand; partial indexes for the flags (in stock, on sale, new, featured,
 *   limited edition) in the default sort order; GIN for the array filters; the years.
 * - The exact count of the unfiltered listing kept in a one-row table by triggers (exact, O(1));
 *   filtered counts use the same indexes as the page.
 * - Fitment as a DBA would normalise it: a `vehicles` table (one row per model year, with its
 *   engine and engine family) and a `product_fitment` table (one row per range a product fits),
 *   indexed by product; a product fits a vehicle when it is universal or a range of its covers
 *   the vehicle (an EXISTS join, postgres-queries.ts).
 * - VACUUM ANALYZE after the load: planner statistics and the visibility map that index-only
 *   scans (deep pages, counts) need. Server settings for a read workload that fits in memory
 *   (postgres-server.ts).
 */
interface Column {
  name: string;
  type: string;
  value: (r: ProductRecord) => string | number | boolean | null | string[] | object;
}

const columns: Column[] = [
  { name: 'id', type: 'integer PRIMARY KEY', value: (r) => r.id },
  { name: 'name', type: 'text NOT NULL', value: (r) => r.name },
  { name: 'description', type: 'text NOT NULL', value: (r) => r.description },
  { name: 'detailed_description', type: 'text NOT NULL', value: (r) => r.detailedDescription },
  { name: 'brand', type: 'text NOT NULL', value: (r) => r.brand },
  { name: 'category_key', type: 'text NOT NULL', value: (r) => r.categoryKey },
  { name: 'subcategory', type: 'text NOT NULL', value: (r) => r.subcategory },
  { name: 'product_type', type: 'text', value: (r) => r.productType },
  { name: 'engine_type', type: 'text', value: (r) => r.engineType },
  { name: 'material', type: 'text', value: (r) => r.material },
  { name: 'creation_method', type: 'text', value: (r) => r.creationMethod },
  { name: 'tire_type', type: 'text', value: (r) => r.tireType },
  { name: 'product_number', type: 'text NOT NULL', value: (r) => r.productNumber },
  { name: 'compatible_models', type: 'text[] NOT NULL', value: (r) => r.compatibleModels },
  { name: 'engine_capacity', type: 'text[] NOT NULL', value: (r) => r.engineCapacity },
  { name: 'year_from', type: 'integer', value: (r) => r.yearFrom },
  { name: 'year_to', type: 'integer', value: (r) => r.yearTo },
  { name: 'price', type: 'integer NOT NULL', value: (r) => r.price },
  { name: 'original_price', type: 'integer', value: (r) => r.originalPrice },
  { name: 'dealer_price', type: 'integer', value: (r) => r.dealerPrice },
  { name: 'image_url', type: 'text', value: (r) => r.imageUrl },
  { name: 'images', type: 'text[] NOT NULL', value: (r) => r.images },
  { name: 'rating', type: 'double precision NOT NULL', value: (r) => r.rating },
  { name: 'reviews', type: 'integer NOT NULL', value: (r) => r.reviews },
  { name: 'specifications', type: 'jsonb NOT NULL', value: (r) => r.specifications },
  { name: 'stock', type: 'integer NOT NULL', value: (r) => r.stock },
  { name: 'is_new', type: 'boolean NOT NULL', value: (r) => r.isNew },
  { name: 'is_featured', type: 'boolean NOT NULL', value: (r) => r.isFeatured },
  { name: 'is_on_sale', type: 'boolean NOT NULL', value: (r) => r.isOnSale },
  { name: 'is_limited_edition', type: 'boolean NOT NULL', value: (r) => r.isLimitedEdition },
  { name: 'created_at', type: 'timestamptz NOT NULL', value: (r) => r.createdAt },
  { name: 'updated_at', type: 'timestamptz NOT NULL', value: (r) => r.updatedAt },
  { name: 'price_history', type: 'jsonb', value: (r) => r.priceHistory ?? null },
  { name: 'fits_universal', type: 'boolean NOT NULL', value: (r) => r.fitment?.universal ?? false },
];

/** What the database derives on write: the folded search text and filter values. */
const GENERATED = [
  `search_text text GENERATED ALWAYS AS (shop_fold(name || E'\\n' || description || E'\\n' || product_number)) STORED`,
  'brand_folded text GENERATED ALWAYS AS (shop_fold(brand)) STORED',
  'engine_type_folded text GENERATED ALWAYS AS (shop_fold(engine_type)) STORED',
  'product_type_folded text GENERATED ALWAYS AS (shop_fold(product_type)) STORED',
  'material_folded text GENERATED ALWAYS AS (shop_fold(material)) STORED',
  'creation_method_folded text GENERATED ALWAYS AS (shop_fold(creation_method)) STORED',
  'tire_type_folded text GENERATED ALWAYS AS (shop_fold(tire_type)) STORED',
  'compatible_models_folded text[] GENERATED ALWAYS AS (shop_fold_all(compatible_models)) STORED',
  'engine_capacity_folded text[] GENERATED ALWAYS AS (shop_fold_all(engine_capacity)) STORED',
];

/** What a listing query returns per product: the record, not the search helpers. */
export const RECORD_COLUMNS = columns.map((c) => c.name);

const SETUP = [
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  'CREATE EXTENSION IF NOT EXISTS unaccent',
  `CREATE FUNCTION shop_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`,
  `CREATE FUNCTION shop_fold_all(text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     AS $$ SELECT coalesce(array_agg(shop_fold(v)), '{}') FROM unnest($1) AS v $$`,
  /**
   * The collation of the engine's name sort, `Intl.Collator('pl', { sensitivity: 'base', numeric: true })`:
   * ICU Polish, primary strength (ks-level1: case and accents do not order), numeric digits (kn).
   * Nondeterministic, as base strength demands; names that compare equal fall to the id tie-breaker.
   */
  `CREATE COLLATION pl_base (provider = icu, locale = 'pl-u-ks-level1-kn-true', deterministic = false)`,
];

const COUNTER = [
  'CREATE TABLE products_count (n bigint NOT NULL)',
  'INSERT INTO products_count SELECT count(*) FROM products',
  `CREATE FUNCTION products_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE products_count SET n = n + CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
       RETURN NULL;
     END $$`,
  'CREATE TRIGGER products_count_change AFTER INSERT OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION products_count_change()',
];

const newest = 'created_at DESC, id DESC';
const INDEXES = [
  // The sort orders, with the tie-breakers.
  `CREATE INDEX products_newest ON products (${newest})`,
  `CREATE INDEX products_price_asc ON products (price, ${newest})`,
  `CREATE INDEX products_price_desc ON products (price DESC, ${newest})`,
  `CREATE INDEX products_rating ON products (rating DESC, reviews DESC, ${newest})`,
  'CREATE INDEX products_name_asc ON products (name COLLATE pl_base, id)',
  'CREATE INDEX products_name_desc ON products (name COLLATE pl_base DESC, id)',
  // Equality filters, then the default order.
  `CREATE INDEX products_category ON products (category_key, subcategory, ${newest})`,
  `CREATE INDEX products_subcategory ON products (subcategory, ${newest})`,
  `CREATE INDEX products_brand ON products (brand_folded, ${newest})`,
  'CREATE INDEX products_engine_type ON products (engine_type_folded)',
  'CREATE INDEX products_product_type ON products (product_type_folded)',
  'CREATE INDEX products_material ON products (material_folded)',
  'CREATE INDEX products_creation_method ON products (creation_method_folded)',
  'CREATE INDEX products_tire_type ON products (tire_type_folded)',
  // The flags: partial indexes in the default order.
  `CREATE INDEX products_in_stock ON products (${newest}) WHERE stock > 0`,
  `CREATE INDEX products_on_sale ON products (${newest}) WHERE is_on_sale`,
  `CREATE INDEX products_is_new ON products (${newest}) WHERE is_new`,
  `CREATE INDEX products_featured ON products (${newest}) WHERE is_featured`,
  `CREATE INDEX products_limited ON products (${newest}) WHERE is_limited_edition`,
  // Years, search, the array filters.
  'CREATE INDEX products_year_from ON products (year_from)',
  'CREATE INDEX products_year_to ON products (year_to)',
  'CREATE INDEX products_search ON products USING gin (search_text gin_trgm_ops)',
  'CREATE INDEX products_models ON products USING gin (compatible_models_folded)',
  'CREATE INDEX products_capacity ON products USING gin (engine_capacity_folded)',
];
export const INDEX_COUNT = INDEXES.length;

/** A text[] literal: every element quoted, backslashes and quotes escaped. */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((s) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** One CSV field: unquoted empty is NULL in COPY's CSV format; everything else quoted. */
function csvField(column: Column, value: ReturnType<Column['value']>): string {
  if (value === null) return '';
  let text: string;
  if (column.type.startsWith('jsonb')) text = JSON.stringify(value);
  else if (Array.isArray(value)) text = arrayLiteral(value as string[]);
  else if (typeof value === 'boolean') text = value ? 't' : 'f';
  else text = String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Creates the schema, loads the records with COPY from a file in the server's temp dir (the
 * server reads it: the bench's database user is the cluster's superuser), builds the indexes and
 * the counter, and runs VACUUM ANALYZE, as one would after a bulk load.
 */
export async function loadIntoPostgres(pool: PgPool, records: readonly ProductRecord[], serverDir: string): Promise<void> {
  for (const sql of SETUP) await pool.query(sql);
  await pool.query(`CREATE TABLE products (\n  ${[...columns.map((c) => `${c.name} ${c.type}`), ...GENERATED].join(',\n  ')}\n)`);

  const file = join(serverDir, 'products.csv');
  writeFileSync(file, records.map((r) => columns.map((c) => csvField(c, c.value(r))).join(',')).join('\n') + '\n', { mode: 0o644 });
  const owner = statSync(serverDir);
  chownSync(file, owner.uid, owner.gid);
  await pool.query(`COPY products (${columns.map((c) => c.name).join(', ')}) FROM '${file}' WITH (FORMAT csv)`);

  for (const sql of [...INDEXES, ...COUNTER]) await pool.query(sql);
  await loadFitment(pool, records);
  await pool.query('VACUUM ANALYZE products');
  await pool.query('VACUUM ANALYZE products_count');
}

/** The vehicles (the demo models, a row per model year) and every product's fitment ranges. */
async function loadFitment(pool: PgPool, records: readonly ProductRecord[]): Promise<void> {
  await pool.query('CREATE TABLE vehicles (id text PRIMARY KEY, family text NOT NULL, model text NOT NULL, year integer NOT NULL, engine text NOT NULL, engine_family text NOT NULL)');
  const vehicles = demoVehicleModels.flatMap(vehiclesOf);
  await pool.query({
    text: 'INSERT INTO vehicles SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::text[], $6::text[])',
    values: [vehicles.map((v) => v.id), vehicles.map((v) => v.family), vehicles.map((v) => v.model), vehicles.map((v) => v.year), vehicles.map((v) => v.engine), vehicles.map((v) => v.engineFamily)],
  });
  await pool.query(
    'CREATE TABLE product_fitment (product_id integer NOT NULL REFERENCES products (id), family text NOT NULL, model text, year_from integer NOT NULL, year_to integer NOT NULL, engine text)',
  );
  const ranges = records.flatMap((r) => (r.fitment && !r.fitment.universal ? r.fitment.ranges.map((range) => ({ id: r.id, ...range })) : []));
  await pool.query({
    text: 'INSERT INTO product_fitment SELECT * FROM unnest($1::integer[], $2::text[], $3::text[], $4::integer[], $5::integer[], $6::text[])',
    values: [ranges.map((f) => f.id), ranges.map((f) => f.family), ranges.map((f) => f.model ?? null), ranges.map((f) => f.yearFrom), ranges.map((f) => f.yearTo), ranges.map((f) => f.engine ?? null)],
  });
  await pool.query('CREATE INDEX product_fitment_product ON product_fitment (product_id)');
  await pool.query('CREATE INDEX products_universal ON products (id) WHERE fits_universal');
  await pool.query('VACUUM ANALYZE vehicles');
  await pool.query('VACUUM ANALYZE product_fitment');
}
