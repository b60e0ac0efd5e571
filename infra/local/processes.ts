import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const leash = join(dirname(fileURLToPath(import.meta.url)), 'leash.mjs');

export interface ManagedProcess {
  name: string;
  stop(): Promise<void>;
  exited: Promise<number | null>;
}

/**
 * Starts a child on a leash (see leash.mjs) with its output in `logFile`, and resolves once
 * `ready()` says it answers. A child that dies before it is ready fails with its log's path.
 */
export async function startManagedProcess(options: {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  logFile: string;
  ready: () => Promise<boolean>;
  timeoutMs?: number;
}): Promise<ManagedProcess> {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child: ChildProcess = spawn(process.execPath, [leash, options.command, ...options.args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let dead = false;
  void exited.then(() => (dead = true));

  // Generous: under heavy load (parallel builds) a JVM can take a minute to answer.
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (dead) throw new Error(`${options.name} exited while starting; see ${options.logFile}`);
    if (await options.ready().catch(() => false)) break;
    if (Date.now() > deadline) {
      child.stdin?.end();
      throw new Error(`${options.name} did not become ready in time; see ${options.logFile}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    name: options.name,
    exited,
    async stop() {
      if (dead) return;
      child.stdin?.end(); // the leash takes its child down and exits
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      log.end();
    },
  };
}

/** A free TCP port on loopback, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** True when something answers HTTP at `url` (any status). */
export async function httpAnswers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}
