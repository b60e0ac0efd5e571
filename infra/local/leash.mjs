#!/usr/bin/env node
// Runs one emulator process on a leash: when our parent (the local stack) goes away for any
// reason — Ctrl-C, a crash, even SIGKILL — our stdin pipe closes and we take the child down
// with us, so no DynamoDB Local JVM or emulator is ever left behind holding a port.
// Plain JS (no TypeScript loader) so that it starts instantly.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;

function stop(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  // A JVM may take a moment; never wait forever.
  setTimeout(() => child.kill('SIGKILL'), 3000).unref();
}

process.stdin.on('end', () => stop());
process.stdin.on('error', () => stop());
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on('error', (error) => {
  console.error(`leash: cannot start ${command}: ${error.message}`);
  process.exit(127);
});
