import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/local/processes.js';

/**
 * A throwaway PostgreSQL 15 server for the comparison: initdb into a temp dir, start on
 * 127.0.0.1 with a free port (and its unix socket in the same temp dir, so it never meets a
 * system cluster's /var/run/postgresql), stop and delete the dir when done.
 *
 * PostgreSQL refuses to run as root. When the bench runs as root (the usual case on these
 * machines) the server runs as the `postgres` system user that Debian's package creates, or as
 * `nobody`, through `runuser`; the temp dir is handed to that user.
 */
export interface PostgresServer {
  host: string;
  port: number;
  user: string;
  version: string;
  /** Where the server's data, socket, log and the COPY file live; readable by the server. */
  dir: string;
  stop(): Promise<void>;
}

const PG_MAJOR = 15;
const DB_USER = 'bench';

function run(cmd: string, args: string[], options: { allowFail?: boolean; env?: NodeJS.ProcessEnv } = {}): string {
  const result = spawnSync(cmd, args, { encoding: 'utf8', env: options.env ?? process.env, timeout: 120_000 });
  if (!options.allowFail && (result.error || result.status !== 0)) {
    throw new Error(`${cmd} ${args.join(' ')} failed: ${result.error?.message ?? result.stderr.trim() ?? result.status}`);
  }
  return (result.stdout ?? '').trim();
}

/** Debian installs server binaries outside PATH: /usr/lib/postgresql/15/bin. PG_BIN overrides. */
function findBinDir(): string | undefined {
  const candidates = [process.env.PG_BIN, `/usr/lib/postgresql/${PG_MAJOR}/bin`].filter((d): d is string => !!d);
  return candidates.find((dir) => existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')));
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Server binaries, installed from Debian's packages when missing (root only, as bootstrap does for Java). */
function ensureBinaries(log: (line: string) => void): string {
  let binDir = findBinDir();
  const hasTrigram = () => existsSync(`/usr/share/postgresql/${PG_MAJOR}/extension/pg_trgm.control`);
  if (binDir && hasTrigram()) return binDir;
  if (!isRoot()) throw new Error(`PostgreSQL ${PG_MAJOR} server not found. Install it: sudo apt-get install -y postgresql-${PG_MAJOR}`);
  log(`Installing postgresql-${PG_MAJOR} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  // postgresql-15 carries the contrib extensions (pg_trgm) on Debian 12; the server is not started by us here.
  run('apt-get', ['install', '-y', '-qq', `postgresql-${PG_MAJOR}`], { env });
  binDir = findBinDir();
  if (!binDir || !hasTrigram()) throw new Error(`postgresql-${PG_MAJOR} installed, but pg_ctl or pg_trgm is still missing`);
  return binDir;
}

/** Whom the server runs as: ourselves, or (as root) a system user that may own its data dir. */
function serverAccount(): { name: string; uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const uid = run('id', ['-u', name], { allowFail: true });
    const gid = run('id', ['-g', name], { allowFail: true });
    if (uid && gid) return { name, uid: Number(uid), gid: Number(gid) };
  }
  throw new Error('running as root, and neither a `postgres` nor a `nobody` user exists to run PostgreSQL as');
}

export async function startPostgres(log: (line: string) => void): Promise<PostgresServer> {
  const binDir = ensureBinaries(log);
  const account = serverAccount();
  const asServer = (cmd: string, args: string[], options: { allowFail?: boolean } = {}) =>
    account ? run('runuser', ['-u', account.name, '--', join(binDir, cmd), ...args], options) : run(join(binDir, cmd), args, options);

  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  const dataDir = join(dir, 'data');
  if (account) chownSync(dir, account.uid, account.gid);

  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      // Fast shutdown: disconnects clients, no checkpoint worth waiting for in a throwaway cluster.
      const out = spawnSync(account ? 'runuser' : join(binDir, 'pg_ctl'), [
        ...(account ? ['-u', account.name, '--', join(binDir, 'pg_ctl')] : []),
        '-D', dataDir, '-m', 'fast', '-w', '-t', '20', 'stop',
      ], { encoding: 'utf8', timeout: 30_000 });
      if (out.status !== 0) killPostmaster(dataDir);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const version = run(join(binDir, 'postgres'), ['--version']);
    // No fsync during initdb: the cluster lives for a few minutes and holds nothing of value.
    asServer('initdb', ['-D', dataDir, '-U', DB_USER, '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
    const port = await freePort();
    const settings = [
      `-c listen_addresses=127.0.0.1`,
      `-c port=${port}`,
      `-c unix_socket_directories=${dir}`,
      // A read benchmark: durability settings change nothing for queries but speed up the load.
      `-c fsync=off`,
      `-c synchronous_commit=off`,
      `-c full_page_writes=off`,
      // JIT compiles expressions of expensive plans; for queries of a few ms it only adds latency.
      `-c jit=off`,
      // Tuned as for a read workload that fits in memory (100,000 products with their indexes
      // take ~300 MB): the whole table in shared buffers, a planner that knows pages come from
      // memory or SSD (random reads cost about as much as sequential ones), room to sort in memory.
      `-c shared_buffers=512MB`,
      `-c effective_cache_size=4GB`,
      `-c random_page_cost=1.1`,
      `-c work_mem=32MB`,
    ].join(' ');
    started = true;
    asServer('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start']);
    return { host: '127.0.0.1', port, user: DB_USER, version, dir, stop };
  } catch (error) {
    const logFile = join(dir, 'server.log');
    const tail = existsSync(logFile) ? `\n${readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')}` : '';
    await stop();
    throw new Error(`${(error as Error).message}${tail}`);
  }
}

/** Last resort when pg_ctl cannot stop the server: the postmaster's pid is the first line of postmaster.pid. */
function killPostmaster(dataDir: string): void {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
