import { createRequire } from 'node:module';
import pg from 'pg';

/**
 * The `pg` client (node-postgres), the driver a Node shop on PostgreSQL would use, with a pool
 * and named prepared statements (a pinned devDependency). Only the few calls the bench makes are
 * named here, so the bench's code reads the same whichever driver version is installed.
 */
export interface PgQueryConfig {
  /** Present: a named prepared statement, parsed and planned once per connection. */
  name?: string;
  text: string;
  values?: unknown[];
}
export interface PgResult {
  rows: Record<string, unknown>[];
}
export interface PgPool {
  query(config: PgQueryConfig | string): Promise<PgResult>;
  end(): Promise<void>;
}
export interface PgPoolConfig {
  host: string;
  port: number;
  user: string;
  database: string;
  max: number;
  statement_timeout?: number;
}

export function pgPool(config: PgPoolConfig): PgPool {
  return new pg.Pool(config);
}

/** `pg 8.23.1`: the driver's name and version, for the record. */
export const pgClientName = `pg ${(createRequire(import.meta.url)('pg/package.json') as { version: string }).version}`;
