import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root and the local stack's state folder (git-ignored). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const localStateDir = join(repoRoot, '.local');
