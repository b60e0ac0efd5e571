import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../infra/local/paths.js';

/**
 * The storefront's initial JavaScript: what a browser must download before the first route can
 * render. That is the entry script of index.html plus every script it modulepreloads (Vite
 * lists the entry's static imports there); lazy route chunks come later and are not counted.
 * The Vite manifest's static-import closure of the entry is walked too, in case something is
 * imported but not preloaded: it is downloaded all the same.
 *
 * Sizes are gzip at zlib's default level, the number Vite's build report prints.
 */
export interface InitialJs {
  gzipBytes: number;
  rawBytes: number;
  files: { file: string; gzipBytes: number; rawBytes: number }[];
  /** Statically imported by the entry but missing from index.html's preloads (should be empty). */
  notPreloaded: string[];
}

/** Builds the web app into `outDir` (never web/dist, which `npm start` and other engineers use). */
export async function buildWeb(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: join(repoRoot, 'web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export function initialJs(outDir: string): InitialJs {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const scripts = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = /^<script\b/.test(tag) && /type="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /rel="modulepreload"/.test(tag);
    const url = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    if ((isEntry || isPreload) && url && !/^https?:/.test(url)) scripts.add(url.replace(/^\//, ''));
  }

  const preloaded = new Set(scripts);
  const manifestFile = join(outDir, '.vite', 'manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      scripts.add(manifest[key].file);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  }

  const files = [...scripts].map((file) => {
    const bytes = readFileSync(join(outDir, file));
    return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length };
  });
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files,
    notPreloaded: [...scripts].filter((file) => !preloaded.has(file)),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
  };
}
