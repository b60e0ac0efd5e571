import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build, type Plugin } from 'vite';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { DOCUMENTS_DIR, documentLanguages, firstPages, pageDocuments, SHELL_DOCUMENT, type DocumentLanguage, type FirstPage } from '../src/first-load/pages';
import type { Prerendered, render as renderPage } from '../src/prerender';
import { everyPageSubsets, families } from './brand-fonts';
import { company } from '../src/config/company';
import { categoryKeys } from '../../functions/contracts/catalog';
import { categoryDocumentName, categoryPath, contentPages } from '../../functions/contracts/public-pages';
import { BUILD_SITE_ORIGIN } from '../../functions/contracts/seo-files';
import { categoryWords } from '../../functions/catalog/engine/category-words';
import { pageTitle, withHead, type PageHead } from '../../functions/seo/head-tags';
import { absoluteImageUrl } from '../../functions/seo/site-urls';
import { firstLoadWeight, formatFirstLoadWeight } from './first-load-weight';

/**
 * The build's half of the first load; the page registry (src/first-load/pages.ts) says what it
 * applies to. It decides:
 *
 * 1. **The chunks.** The vendor packages the entry runs get chunks of their own (they change less
 *    often than our code, so a deploy of app code leaves them cached); the rest of what the entry
 *    loads is `shell`; what two or more registry pages import is `first-pages`, and what one
 *    imports is in its route's chunk. Everything else
 *    falls where the bundler puts it, in the lazy chunk of the route that imports it. Before this
 *    the bundler made a chunk of every module two routes share: the shop's first load was 25
 *    scripts, many of them a single icon, and each costs the main thread time and a round trip.
 * 2. **The documents.** Every registry page gets a document per language that preloads its chunks,
 *    styles, the visitor's texts and its above-the-fold images, so the browser fetches them at
 *    once instead of learning of them one import at a time; pages marked `prerender` also carry
 *    the HTML of their first render (src/prerender.tsx), which the browser paints before
 *    any script has run and main.tsx hydrates. Every other route gets the language's `index`
 *    document. The CloudFront viewer function and the local server pick a URL's document with the
 *    same registry (infra/constructs/viewer-functions.ts).
 * 3. **The one inline script** every document carries (src/first-load/document-script.ts).
 *
 * At the end of the build it prints what each registry page's first document loads against the
 * budget (./first-load-weight.ts) and fails when a budgeted page is over it; an e2e test
 * (test/e2e/shop.spec.ts) checks that the first render loads no script outside that count.
 */

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Server builds of src/prerender.tsx; inside the repo so their imports resolve node_modules. */
const ssrCacheDir = fileURLToPath(new URL('../../node_modules/.cache/chopper-prerender', import.meta.url));

/** Packages in chunks of their own, only the parts the entry loads (a lazy page's extra, such as i18next's <Trans>, stays with it). */
const vendorChunks: Record<string, string[]> = {
  react: ['react', 'react-dom', 'scheduler'],
  router: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'],
  query: ['@tanstack/query-core', '@tanstack/react-query'],
  i18n: ['i18next', 'react-i18next'],
};
const packagePattern = (names: string[]) => new RegExp(`node_modules[\\\\/](${names.map((n) => n.replace(/[/]/g, '[\\\\/]')).join('|')})[\\\\/]`);

/** The files a document preloads for one page: its chunk with the chunks it imports (not the entry's), and their styles. */
interface PageFiles {
  scripts: string[];
  styles: string[];
}

interface Plan {
  /** What the entry loads (index.html already names it). */
  initial: Set<string>;
  /** Each language's texts chunk (lib/i18n.ts loads one). */
  texts: Record<DocumentLanguage, PageFiles>;
  pages: Map<FirstPage, PageFiles>;
}

function plan(bundle: OutputBundle): Plan {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('first load: the bundle has no entry chunk');
  const closure = (file: string, into: Set<string>, skip: Set<string>) => {
    if (into.has(file) || skip.has(file)) return;
    into.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, into, skip);
  };
  const initial = new Set<string>();
  closure(entry.fileName, initial, new Set());
  const filesOf = (module: string): PageFiles => {
    const id = join(webRoot, module);
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`first load: no chunk for ${module}`);
    const scripts = new Set<string>();
    closure(chunk.fileName, scripts, initial);
    const styles = [...scripts].flatMap((f) => {
      const c = bundle[f];
      return c?.type === 'chunk' ? [...(c.viteMetadata?.importedCss ?? [])] : [];
    });
    return { scripts: [...scripts], styles: [...new Set(styles)] };
  };
  return {
    initial,
    texts: { pl: filesOf('src/i18n/pl/first-load.ts'), en: filesOf('src/i18n/en/first-load.ts') },
    pages: new Map(firstPages.map((page) => [page, filesOf(page.module)])),
  };
}

/**
 * Preloads of the brand fonts every page shows, at low priority. Found through the stylesheet they
 * would be requested only once the first layout had run, and the page laid out again when they
 * arrived; low priority keeps them behind the stylesheets, so the first paint does not wait for
 * them either (font-display: swap, src/styles/fonts.css).
 */
function fontPreloads(bundle: OutputBundle, base: string): string {
  const wanted = new Set(families.flatMap((family) => everyPageSubsets.map((subset) => `${family}-${subset}.woff2`)));
  const files = Object.values(bundle)
    .filter((file): file is OutputAsset => file.type === 'asset' && file.names.some((name) => wanted.has(name)))
    .map((file) => file.fileName)
    .sort();
  if (files.length !== wanted.size) throw new Error(`first load: expected ${wanted.size} brand font files in the bundle, found ${files.length}`);
  return files.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="${base}${file}">`).join('\n    ');
}

/**
 * `import { Menu, Phone } from 'lucide-react'` in our code becomes `import Menu from
 * 'lucide-react/icons/menu'`…, lucide's own per-icon modules. Through the package's index every
 * page would seem to import every icon, and the chunk plan could not tell which icons a page uses.
 * (A few lines instead of a package: the known ones are Babel plugins, which this build does not run.)
 */
const lucideIconsDir = join(dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist/esm/icons');
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([a-zA-Z])(\d)/g, '$1-$2').toLowerCase();
export function importIconsOneByOne(code: string): string {
  return code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (statement, names: string) => {
    const kept: string[] = [];
    const single: string[] = [];
    for (const specifier of names.split(',').map((n) => n.trim()).filter(Boolean)) {
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const file = kebab(imported.replace(/Icon$/, ''));
      if (!specifier.startsWith('type ') && existsSync(join(lucideIconsDir, `${file}.mjs`))) single.push(`import ${local} from 'lucide-react/icons/${file}';`);
      else kept.push(specifier);
    }
    return [...(kept.length ? [`import { ${kept.join(', ')} } from 'lucide-react';`] : []), ...single].join(' ');
  });
}

/** src/first-load/document-script.ts and what it imports, as one small script for a <script> element. */
async function documentScript(): Promise<string> {
  const result = await esbuild({
    entryPoints: [join(webRoot, 'src/first-load/document-script.ts')],
    tsconfig: join(repoRoot, 'tsconfig.json'),
    bundle: true,
    format: 'iife',
    target: 'es2017',
    platform: 'browser',
    minify: true,
    legalComments: 'none',
    write: false,
  });
  return result.outputFiles[0]!.text.trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface DocumentParts {
  language: DocumentLanguage;
  page?: FirstPage;
  rendered?: Prerendered;
}

/** A text of the web's i18n files by namespace and dotted key (the page shows the same). */
async function readText(language: DocumentLanguage, namespace: string, key: string): Promise<string> {
  const texts = JSON.parse(await readFile(join(webRoot, 'src/i18n', language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`first load: no text ${language}/${namespace}.json ${key}`);
  return value;
}

/**
 * The head of a public page the build writes (functions/seo/head-tags.ts): canonical URL,
 * hreflang, Open Graph and Twitter card, on BUILD_SITE_ORIGIN, which the deploy and the local
 * server replace with the stage's origin. Products get theirs from the catalog function.
 */
function publicHead(language: DocumentLanguage, path: string, title: string, description: string): PageHead {
  return { language, path, title, description, image: absoluteImageUrl(BUILD_SITE_ORIGIN, null), type: 'website' };
}
const withPublicHead = (html: string, head: PageHead) => withHead(html, BUILD_SITE_ORIGIN, company.defaultShopName, head);

export function firstLoad(): Plugin {
  let base = '/';
  let outDir = '';
  let isServerBuild = false;
  let built: Plan | undefined;
  /** The chunk of each module a registry page imports: `first-pages` when two or more do, else the page's (filled once the module graph is known). */
  let pageGroups = new Map<string, string>();

  /** A document made from the built index.html (`template`). */
  const documentFor = (template: string, { language, page, rendered }: DocumentParts) => {
    const files = page ? built!.pages.get(page)! : { scripts: [], styles: [] };
    const entryImports = new Set([...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!));
    const texts = built!.texts[language];
    const preloads = [
      ...[...texts.scripts, ...files.scripts].map((f) => base + f).filter((href) => !entryImports.has(href)).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      // A prerendered page shows its markup at once, so it needs its styles at once; otherwise the page's chunk applies them.
      ...files.styles.map((f) => (rendered ? `<link rel="stylesheet" crossorigin href="${base}${f}">` : `<link rel="preload" as="style" crossorigin href="${base}${f}">`)),
      ...(page?.images ?? []).map((image) => `<link rel="preload" as="image" fetchpriority="high" href="${image.href}"${image.media ? ` media="${image.media}"` : ''}>`),
    ].join('\n    ');
    let html = template.replace(/<html lang="[^"]*">/, `<html lang="${language}">`);
    html = html.replace(/(<link rel="stylesheet" crossorigin href="[^"]+">)/, (css: string) => [css, preloads].filter(Boolean).join('\n    '));
    if (rendered) {
      html = html
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.meta.title)}</title>`)
        .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_, open: string, close: string) => `${open}${escapeHtml(rendered.meta.description)}${close}`)
        .replace('<div id="root"></div>', () => `<div id="root" aria-busy="true">${rendered.html}</div>`);
    }
    return html;
  };

  return {
    name: 'chopper:first-load',
    apply: 'build',
    config(config) {
      if (config.build?.ssr) return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  ...Object.entries(vendorChunks).map(([name, packages]) => ({ name, test: packagePattern(packages), tags: ['$initial' as const], priority: 30 })),
                  { name: 'shell', tags: ['$initial' as const], priority: 20 },
                  { name: (id: string) => pageGroups.get(id) ?? null, test: (id: string) => pageGroups.has(id), includeDependenciesRecursively: false, priority: 10 },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    transform(code, id) {
      if (id.startsWith(join(webRoot, 'src')) && /["']lucide-react["']/.test(code)) return { code: importIconsOneByOne(code), map: null };
    },
    buildEnd() {
      if (isServerBuild) return;
      // What each registry page imports goes with it, what two or more import into `first-pages`:
      // a page's first load is then its route's chunk and that one, never a chunk the bundler
      // would make of what the page has in common with some other lazily loaded module. That is
      // our own code and the icons; other packages stay where the bundler puts them (a form
      // library one page imports must not drag that page along wherever it is used), and are not
      // followed past their entry module: an index re-exporting everything would make every page
      // seem to use all of it.
      const ours = (id: string) => !id.includes('node_modules') || /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id);
      const pagesOf = new Map<string, string[]>();
      for (const page of firstPages) {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          if (!ours(id)) return;
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(join(webRoot, page.module));
        for (const id of seen) pagesOf.set(id, [...(pagesOf.get(id) ?? []), page.name]);
      }
      pageGroups = new Map([...pagesOf].filter(([id]) => ours(id)).map(([id, pages]) => [id, pages.length > 1 ? 'first-pages' : pages[0]!]));
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return;
        built = plan(ctx.bundle);
        // Before the entry script and the stylesheet: a script after a pending stylesheet waits for it.
        const script = await documentScript();
        return html.replace(/<script type="module"/, () => `<script>${script}</script>\n    ${fontPreloads(ctx.bundle!, base)}\n    <script type="module"`);
      },
    },
    async closeBundle() {
      if (isServerBuild || !built) return;
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const prerender = firstPages.some((page) => page.prerender) ? await prerenderer() : undefined;
      await rm(join(outDir, DOCUMENTS_DIR), { recursive: true, force: true });
      for (const language of documentLanguages) {
        const dir = join(outDir, DOCUMENTS_DIR, language);
        await mkdir(dir, { recursive: true });
        const shell = documentFor(template, { language });
        await writeFile(join(dir, `${SHELL_DOCUMENT}.html`), shell);
        // The public pages' heads for search engines and link previews (functions/contracts/public-pages.ts).
        const contentHead = async (name: string) => {
          const content = contentPages.find((c) => c.name === name);
          if (!content) return undefined;
          const title = pageTitle(await readText(language, content.texts.namespace, content.texts.title), company.defaultShopName);
          return publicHead(language, content.path, title, await readText(language, content.texts.namespace, content.texts.description));
        };
        for (const page of firstPages) {
          const files = pageDocuments(page);
          if (files.plain) {
            const plain = documentFor(template, { language, page });
            const head = await contentHead(page.name);
            await writeFile(join(dir, files.plain), head ? withPublicHead(plain, head) : plain);
            // The shop filtered by one category: its plain document, with the category's head.
            if (page.name === 'shop') {
              const description = await readText(language, 'catalog', 'shop.metaDescription');
              for (const key of categoryKeys) {
                const title = pageTitle(categoryWords[key][language], company.defaultShopName);
                await writeFile(join(dir, `${categoryDocumentName(key)}.html`), withPublicHead(plain, publicHead(language, categoryPath(key), title, description)));
              }
            }
          }
          if (files.prerendered) {
            const rendered = await prerender!.render(page.example, language);
            const head = publicHead(language, page.example, rendered.meta.title, rendered.meta.description);
            await writeFile(join(dir, files.prerendered), withPublicHead(documentFor(template, { language, page, rendered }), head));
          }
        }
        // Content and legal pages the registry does not name: the shell's document with their head.
        for (const content of contentPages.filter((c) => !firstPages.some((page) => page.name === c.name))) {
          await writeFile(join(dir, `${content.name}.html`), withPublicHead(shell, (await contentHead(content.name))!));
        }
      }
      await prerender?.dispose();
      const weights = firstLoadWeight(outDir);
      console.log(formatFirstLoadWeight(weights));
      // The budget fails the build (and so `npm test` and a deploy), not just its report.
      const over = weights.filter((w) => w.budgetBytes !== undefined && w.gzipBytes > w.budgetBytes);
      if (over.length) throw new Error(`first load over budget: ${over.map((w) => `${w.url} (${w.language}) ${(w.gzipBytes / 1000).toFixed(1)} kB > ${(w.budgetBytes! / 1000).toFixed(1)} kB`).join('; ')}`);
    },
  };
}

/** A server build of src/prerender.tsx, loaded: renders a URL in a language; `dispose` removes its files. */
async function prerenderer(): Promise<{ render: typeof renderPage; dispose: () => Promise<void> }> {
  // A folder per build: Node keeps imported modules for the life of the process, and one process
  // may build twice (a query string on the URL would load the lazy chunks' shared modules twice,
  // splitting React contexts).
  const ssrOutDir = join(ssrCacheDir, `${process.pid}-${Date.now()}`);
  await build({
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrOutDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
  });
  const { render } = (await import(pathToFileURL(join(ssrOutDir, 'prerender.js')).href)) as { render: typeof renderPage };
  return { render, dispose: () => rm(ssrOutDir, { recursive: true, force: true }) };
}
