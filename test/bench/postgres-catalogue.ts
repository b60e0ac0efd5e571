import { chownSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import { foldText } from '../../functions/contracts/catalog-query.js';
import type { PgPool } from './pg-client.js';

/**
 * The catalogue as a PostgreSQL shop would keep it: one `products` table mirroring
 * ProductRecord (arrays as text[], money as integer grosze, specifications and price history as
 * jsonb), loaded with COPY, with the indexes a shop on PostgreSQL would create for its listing.
 *
 * Search and the case/diacritic-insensitive filters need folded text. The application keeps it
 * in extra columns, written with the same `foldText` the engine uses (lower case, no
 * diacritics, ł → l), as it would maintain any denormalised search column on write. That keeps
 * the two engines' answers identical by construction; folding in SQL (unaccent + lower +
 * translate over expression indexes) would cost the same at query time.
 */
interface Column {
  name: string;
  type: string;
  value: (r: ProductRecord) => string | number | boolean | null | string[] | object;
}

const folded = (value: string | null) => (value === null ? null : foldText(value));

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
  // Search columns (see above): the same text the engine's index folds.
  { name: 'search_text', type: 'text NOT NULL', value: (r) => foldText(`${r.name}\n${r.description}\n${r.productNumber}`) },
  { name: 'brand_folded', type: 'text NOT NULL', value: (r) => foldText(r.brand) },
  { name: 'engine_type_folded', type: 'text', value: (r) => folded(r.engineType) },
  { name: 'product_type_folded', type: 'text', value: (r) => folded(r.productType) },
  { name: 'material_folded', type: 'text', value: (r) => folded(r.material) },
  { name: 'creation_method_folded', type: 'text', value: (r) => folded(r.creationMethod) },
  { name: 'tire_type_folded', type: 'text', value: (r) => folded(r.tireType) },
  { name: 'compatible_models_folded', type: 'text[] NOT NULL', value: (r) => r.compatibleModels.map(foldText) },
  { name: 'engine_capacity_folded', type: 'text[] NOT NULL', value: (r) => r.engineCapacity.map(foldText) },
];

/** What a listing query returns per product: the record, not the search helpers. */
export const RECORD_COLUMNS = columns.filter((c) => !c.name.endsWith('_folded') && c.name !== 'search_text').map((c) => c.name);

/**
 * The collation of the engine's name sort, `Intl.Collator('pl', { sensitivity: 'base', numeric: true })`:
 * ICU Polish, primary strength (ks-level1: case and accents do not order), numeric digits (kn).
 * Nondeterministic, as base strength demands; names that compare equal fall to the id tie-breaker.
 */
const NAME_COLLATION = `CREATE COLLATION pl_base (provider = icu, locale = 'pl-u-ks-level1-kn-true', deterministic = false)`;

/**
 * One index per sort order, with the engine's tie-breakers in it, so ORDER BY … LIMIT can walk
 * an index instead of sorting; btree indexes on the equality filters; GIN for substring search
 * (trigrams) and for the array filters.
 */
const INDEXES = [
  'CREATE INDEX products_newest ON products (created_at DESC, id DESC)',
  'CREATE INDEX products_price_asc ON products (price, created_at DESC, id DESC)',
  'CREATE INDEX products_price_desc ON products (price DESC, created_at DESC, id DESC)',
  'CREATE INDEX products_rating ON products (rating DESC, reviews DESC, created_at DESC, id DESC)',
  'CREATE INDEX products_name_asc ON products (name COLLATE pl_base, id)',
  'CREATE INDEX products_name_desc ON products (name COLLATE pl_base DESC, id)',
  'CREATE INDEX products_category ON products (category_key, subcategory)',
  'CREATE INDEX products_subcategory ON products (subcategory)',
  'CREATE INDEX products_brand ON products (brand_folded)',
  'CREATE INDEX products_engine_type ON products (engine_type_folded)',
  'CREATE INDEX products_years ON products (year_from, year_to)',
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
 * Creates the table, loads the records with COPY from a file in the server's temp dir (the
 * server reads it: the bench's database user is the cluster's superuser), builds the indexes
 * and runs VACUUM ANALYZE, as one would after a bulk load (statistics for the planner, the
 * visibility map for index-only scans).
 */
export async function loadIntoPostgres(pool: PgPool, records: readonly ProductRecord[], serverDir: string): Promise<void> {
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await pool.query(NAME_COLLATION);
  await pool.query(`CREATE TABLE products (\n  ${columns.map((c) => `${c.name} ${c.type}`).join(',\n  ')}\n)`);

  const file = join(serverDir, 'products.csv');
  writeFileSync(file, records.map((r) => columns.map((c) => csvField(c, c.value(r))).join(',')).join('\n') + '\n', { mode: 0o644 });
  const owner = statSync(serverDir);
  chownSync(file, owner.uid, owner.gid);
  await pool.query(`COPY products (${columns.map((c) => c.name).join(', ')}) FROM '${file}' WITH (FORMAT csv)`);

  for (const sql of INDEXES) await pool.query(sql);
  await pool.query('VACUUM ANALYZE products');
}
