import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The `pg` client (node-postgres), the driver a Node shop on PostgreSQL would use, with a pool
 * and named prepared statements.
 *
 * It is not a dependency of the repo yet. Until it is (as a devDependency), the bench installs
 * it once into a folder of its own under the temp dir (`npm install --no-save`), never into the
 * repo's node_modules, and imports it from there. Only the few calls the bench makes are typed.
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
type PoolConstructor = new (config: PgPoolConfig) => PgPool;

export const PG_CLIENT_VERSION = '8.23.1';
const fallbackDir = join(tmpdir(), 'bench-deps');
const fallbackEntry = join(fallbackDir, 'node_modules', 'pg', 'lib', 'index.js');

async function importPool(specifier: string): Promise<PoolConstructor> {
  const mod = (await import(specifier)) as { default?: { Pool?: PoolConstructor }; Pool?: PoolConstructor };
  const Pool = mod.default?.Pool ?? mod.Pool;
  if (!Pool) throw new Error(`${specifier} has no Pool`);
  return Pool;
}

export async function loadPgPool(log: (line: string) => void): Promise<{ Pool: PoolConstructor; source: string }> {
  const fromRepo = 'pg'; // a variable, so the type checker does not look for a module the repo may not have yet
  try {
    return { Pool: await importPool(fromRepo), source: 'pg from the repo' };
  } catch {
    // not a dependency (yet): use the bench's own copy
  }
  if (!existsSync(fallbackEntry)) {
    log(`pg is not in node_modules: installing pg@${PG_CLIENT_VERSION} into ${fallbackDir} (outside the repo)…`);
    mkdirSync(fallbackDir, { recursive: true });
    if (!existsSync(join(fallbackDir, 'package.json'))) writeFileSync(join(fallbackDir, 'package.json'), '{"name":"bench-deps","private":true}\n');
    const out = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', `pg@${PG_CLIENT_VERSION}`], { cwd: fallbackDir, encoding: 'utf8', timeout: 180_000 });
    if (out.status !== 0) throw new Error(`npm install pg failed: ${out.stderr || out.error?.message}`);
  }
  return { Pool: await importPool(fallbackEntry), source: `pg from ${fallbackDir} (not yet a devDependency)` };
}
