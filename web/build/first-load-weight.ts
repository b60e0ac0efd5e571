import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DOCUMENTS_DIR, documentLanguages, firstPages, pageDocuments, type DocumentLanguage } from '../src/first-load/pages';

/**
 * THE count of a first load, used by the build (which fails over the budget), the e2e test of
 * the first load (test/e2e/shop.spec.ts) and the bench: every script the first document of a registry page
 * loads before the page can render, that is its entry script and every script it modulepreloads
 * (the shell, the vendor chunks, the visitor's texts, the page's chunks). The e2e test checks in
 * Chromium that a page's first render requests no script outside this count.
 *
 * Bytes are gzip at zlib's default level (what Vite's report prints; CloudFront's compression is
 * close to it). Style sheets and fonts are not counted: the budget is about script, which the
 * main thread has to parse and run.
 */
export const FIRST_LOAD_BUDGET_BYTES = 160_000;
/** The pages the budget applies to: the ones visits start on most. */
export const BUDGETED_PAGES = ['home', 'shop', 'product'];

export interface FirstLoadWeight {
  page: string;
  url: string;
  language: DocumentLanguage;
  /** The document the viewer function serves for `url`, relative to the build output. */
  document: string;
  /** Script files (relative to the build output) with their gzip sizes, largest first. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  budgetBytes: number | undefined;
}

/** Script URLs a document loads at once: its module scripts and modulepreloads (same-origin only). */
export function documentScripts(html: string): string[] {
  const files = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script\b/.test(tag) && /type="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /rel="modulepreload"/.test(tag);
    const url = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    if ((isModule || isPreload) && url && !/^https?:/.test(url)) files.add(url.replace(/^\//, ''));
  }
  return [...files];
}

export function firstLoadWeight(distDir: string): FirstLoadWeight[] {
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) sizes.set(file, (size = gzipSync(readFileSync(join(distDir, file))).length));
    return size;
  };
  return firstPages.flatMap((page) =>
    documentLanguages.map((language) => {
      const document = `${DOCUMENTS_DIR}/${language}/${pageDocuments(page).withoutQuery}`;
      const files = documentScripts(readFileSync(join(distDir, document), 'utf8'))
        .map((file) => ({ file, gzipBytes: gzipSize(file) }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
      return {
        page: page.name,
        url: page.example,
        language,
        document,
        files,
        gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
        budgetBytes: BUDGETED_PAGES.includes(page.name) ? FIRST_LOAD_BUDGET_BYTES : undefined,
      };
    }),
  );
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The weights as the build prints them: one line per page and language. */
export function formatFirstLoadWeight(weights: FirstLoadWeight[]): string {
  const lines = weights.map((w) => {
    const verdict = w.budgetBytes === undefined ? '' : w.gzipBytes <= w.budgetBytes ? `  ok (budget ${kB(w.budgetBytes)})` : `  OVER BUDGET (${kB(w.budgetBytes)})`;
    return `  ${`${w.url} (${w.language})`.padEnd(20)} ${kB(w.gzipBytes).padStart(9)} gzip in ${String(w.files.length).padStart(2)} scripts${verdict}`;
  });
  return ['First load: scripts each registry page\'s first document loads (web/build/first-load-weight.ts)', ...lines].join('\n');
}
