import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { everyPageSubsets, families } from './brand-fonts';
import { mediaDefaultWidth, mediaVariantWidths } from '../../functions/contracts/media';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { SHOP_LAYOUT_KEY, type EarlyData } from '../src/config/early-data';
import { KEY_PREFIX, LAST_AUTH_USER } from '../src/lib/auth/storage';
import type { Prerendered, render as renderPage } from '../src/prerender';

/**
 * How the first page of a visit reaches the screen quickly. Two parts, both in the build:
 *
 * 1. **index.html requests the first page's files itself.** Without this the browser learns of
 *    them one step at a time: entry script → /config.json → router → page chunk → its CSS and
 *    imports. An inline script at the top of <head> (a few hundred bytes) starts /config.json
 *    (`lib/runtime-config.ts` takes that response) and preloads the chunk, imports and CSS of
 *    the page the URL names, plus the page's LCP image where it is known in advance.
 *
 * 2. **The busiest pages are prerendered** (`prerender` below): home and the shop without
 *    filters get documents of their own, in Polish and English, holding the HTML
 *    of their first render before data (header, footer, texts, loading placeholders) and their
 *    stylesheets. The browser paints that as soon as the HTML and CSS are in, instead of after
 *    ~150 kB of script has run. The scripts start at once, as in Vite's own index.html (the entry
 *    script, and modulepreloads of its imports, of the visitor's texts and of the page's chunks):
 *    none of them holds the first paint, and the app is ready sooner; main.tsx then hydrates the
 *    prerendered markup (src/lib/hydration.ts) and takes `aria-busy` off the root.
 *    The CloudFront viewer function and the local server pick the document by path, query and
 *    language cookie (infra/constructs/viewer-functions.ts).
 *
 * Both kinds of document also request the first page's data and photos themselves, for a visitor
 * without a session (`earlyDataRequest`, src/config/early-data.ts), and the brand fonts every page
 * shows (`fontPreloads`).
 */

export interface FirstPage {
  /** Matched against location.pathname by the inline script. */
  path: RegExp;
  /** The route module, relative to web/ (its lazy chunk). */
  module: string;
  /** Images the page shows above the fold whatever its data: preloaded with high priority. */
  images?: { href: string; media?: string }[];
  /** Prerender this page: the document's name, and a URL of the page to render. */
  prerender?: { name: string; url: string };
  /** The page's data and photos, requested for a visitor without a session (src/config/early-data.ts). */
  data?: EarlyData;
}

/** Where the prerendered documents go in the build output: `prerendered/<language>/<name>.html` (the viewer function in infra/constructs/viewer-functions.ts names the same path). */
const PRERENDERED_DIR = 'prerendered';
const languages = ['pl', 'en'] as const;
const webRoot = fileURLToPath(new URL('..', import.meta.url));
/** Server builds of src/prerender.tsx; inside the repo so their imports resolve node_modules. */
const ssrCacheDir = fileURLToPath(new URL('../../node_modules/.cache/chopper-prerender', import.meta.url));

interface Plan {
  /** Script files of each language's texts (lib/i18n.ts loads one). */
  texts: Record<(typeof languages)[number], string[]>;
  /** Per page: its chunk with the chunks it imports, and its stylesheets. */
  pages: Map<FirstPage, { scripts: string[]; styles: string[] }>;
}

function plan(bundle: OutputBundle, pages: FirstPage[]): Plan {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('first page: the bundle has no entry chunk');
  const initial = new Set<string>();
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file) || initial.has(file)) return;
    into.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, into);
  };
  closure(entry.fileName, initial);
  const lazyChunk = (module: string) => {
    const id = join(webRoot, module);
    const chunk = chunks.find((c) => c.facadeModuleId === id);
    if (!chunk) throw new Error(`first page: no chunk for ${module}`);
    const files = new Set<string>();
    closure(chunk.fileName, files);
    return [...files];
  };
  const stylesOf = (files: string[]) =>
    [...new Set(files.flatMap((f) => {
      const c = bundle[f];
      return c?.type === 'chunk' ? [...(c.viteMetadata?.importedCss ?? [])] : [];
    }))];
  return {
    texts: { pl: lazyChunk('src/i18n/pl/rest.ts'), en: lazyChunk('src/i18n/en/index.ts') },
    pages: new Map(pages.map((page) => {
      const scripts = lazyChunk(page.module);
      return [page, { scripts, styles: stylesOf(scripts) }];
    })),
  };
}

/**
 * Preloads of the brand fonts every page shows, at low priority. Found through the stylesheet,
 * they were requested only once the first layout had run, and arrived after it: the page was laid
 * out again with them (on the bench machine 40–110 ms of layout after the first paint, four times
 * that on Lighthouse's simulated phone). Asked for from the head they usually arrive first. Low
 * priority keeps them behind the stylesheets, so the first paint does not wait for them either
 * (font-display: swap, src/styles/fonts.css).
 */
function fontPreloads(bundle: OutputBundle, base: string): string {
  const wanted = new Set(families.flatMap((family) => everyPageSubsets.map((subset) => `${family}-${subset}.woff2`)));
  const files = Object.values(bundle)
    .filter((file): file is OutputAsset => file.type === 'asset' && file.names.some((name) => wanted.has(name)))
    .map((file) => file.fileName)
    .sort();
  if (files.length !== wanted.size) throw new Error(`first page: expected ${wanted.size} brand font files in the bundle, found ${files.length}`);
  return files.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="${base}${file}">`).join('\n    ');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function firstPage(pages: FirstPage[]): Plugin {
  let base = '/';
  let outDir = '';
  let isServerBuild = false;
  let built: Plan | undefined;
  const configRequest = () => `window.__cwConfig=fetch(${JSON.stringify(`${base}config.json`)},{cache:'no-cache',headers:{accept:'application/json'}});`;
  /**
   * The first page's data and photos (src/config/early-data.ts): once /config.json names the API,
   * the page's API request, and on its answer a preload of the photos the page will show first,
   * with the srcset lib/media.ts builds and the <img>'s sizes. Not when tokens of a sign-in are
   * stored (lib/auth/storage.ts, whose key names it is given): the app then asks itself, with
   * them, for the caller's prices.
   */
  const earlyDataRequest = () => {
    const entries = pages.flatMap((page) => {
      const data = page.data;
      if (!data) return [];
      const { from, count, sizes, listSizes } = data.images;
      return [[data.url.source, data.api, from, count, sizes, listSizes ?? sizes]];
    });
    if (entries.length === 0) return '';
    return (
      `(function(t,w,d,lk,tk,dw){var u=location.pathname+location.search,e;for(var i=0;i<t.length&&!e;i++)if(new RegExp(t[i][0]).test(u))e=t[i];if(!e)return;` +
      `var n=['localStorage','sessionStorage'],list=false;for(i=0;i<n.length;i++)try{var s=window[n[i]];for(var j=0;j<s.length;j++){var k=s.key(j);` +
      `if(k&&k.indexOf(tk[0])===0&&k.slice(-tk[1].length)===tk[1]&&s.getItem(k))return}if(i===0)list=s.getItem(lk)==='list'}catch(x){}` +
      `var api=u.replace(new RegExp(e[0]),e[1]);` +
      // The card shows imageUrl; the product page the first non-blank of imageUrl and images (lib/media.ts).
      `function photo(o,mb){var refs=o?[o.imageUrl].concat(e[2]==='product'&&o.images||[]):[],ref;` +
      `for(var r=0;r<refs.length&&!ref;r++)if(typeof refs[r]==='string'&&refs[r].trim())ref=refs[r].trim();if(!ref||!ref.replace(/\\//g,''))return;` +
      `var l=d.createElement('link');l.rel='preload';l.setAttribute('as','image');l.setAttribute('fetchpriority','high');` +
      `if(/^https?:\\/\\//i.test(ref))l.href=ref;else{var b=mb.replace(/\\/+$/,'')+'/'+ref.replace(/^\\/+|\\/+$/g,'').split('/').filter(Boolean).map(encodeURIComponent).join('/')+'/w';` +
      `l.href=b+dw+'.webp';l.setAttribute('imagesrcset',w.map(function(v){return b+v+'.webp '+v+'w'}).join(', '));l.setAttribute('imagesizes',list?e[5]:e[4])}d.head.appendChild(l)}` +
      `var p=window.__cwConfig.then(function(r){return r.clone().json()}).then(function(c){` +
      `var f=fetch(c.apiBase.replace(/\\/+$/,'')+api,{headers:{accept:'application/json'}});` +
      `f.then(function(r){return r.ok?r.clone().json():null}).then(function(b){if(b)(e[2]==='items'?b.items:[b]).slice(0,e[3]).forEach(function(o){photo(o,c.mediaBase)})}).catch(function(){});return f});` +
      // Nobody may take it (the app failed to start): its failure is not an error of the page.
      `p.catch(function(){});window.__cwEarly={path:api,response:p}})` +
      `(${JSON.stringify(entries)},${JSON.stringify(mediaVariantWidths)},document,${JSON.stringify(SHOP_LAYOUT_KEY)},${JSON.stringify([KEY_PREFIX, LAST_AUTH_USER])},${mediaDefaultWidth});`
    );
  };

  /** A prerendered page's document, made from the built index.html. */
  const prerenderedDocument = (
    template: string,
    page: FirstPage,
    language: (typeof languages)[number],
    rendered: Prerendered,
  ) => {
    const files = built!.pages.get(page)!;
    // Vite's entry script and modulepreloads stay where it put them; the visitor's texts and the
    // page's chunks join the preloads. Earlier builds started the scripts only after the first
    // paint: the real first paint was no earlier (observed 283–366 vs 311–409 ms), but Lighthouse's
    // simulation then counted the whole start-up as blocking time after it (shop, 5 interleaved runs
    // each: 97/96/93/96/92 with TBT 134–271 ms, vs 96/97/96/97/97 with TBT 49–95 ms starting at once).
    const entryImports = new Set([...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!));
    if (!/<script type="module" crossorigin src="[^"]+"><\/script>/.test(template)) throw new Error('prerender: no entry script in index.html');
    const preloads = [...built!.texts[language], ...files.scripts]
      .map((f) => base + f)
      .filter((href) => !entryImports.has(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('\n    ');
    const styles = files.styles.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`).join('\n    ');
    const { meta } = rendered;
    let html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_, open: string, close: string) => `${open}${escapeHtml(meta.description)}${close}`)
      .replace(/<script>window\.__cwConfig=[\s\S]*?<\/script>/, () => `<script>${configRequest()}${earlyDataRequest()}</script>`);
    html = html.replace(/(<link rel="stylesheet" crossorigin href="[^"]+">)/, (css: string) =>
      [preloads, css, styles].filter(Boolean).join('\n    '),
    );
    html = html.replace('<div id="root"></div>', () => `<div id="root" aria-busy="true">${rendered.html}</div>`);
    return html;
  };

  return {
    name: 'chopper:first-page',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return;
        built = plan(ctx.bundle, pages);
        const table = pages.map((page) => {
          const files = built!.pages.get(page)!;
          return [page.path.source, files.scripts, files.styles, (page.images ?? []).map((i) => [i.href, i.media ?? ''])];
        });
        const script =
          configRequest() +
          earlyDataRequest() +
          `(function(t,x,p,d){function a(r,h,s){var l=d.createElement('link');l.rel=r;l.href=h;for(var k in s)l.setAttribute(k,s[k]);d.head.appendChild(l)}` +
          `x[/(^|;\\s*)lang=en(;|$)/.test(d.cookie)?'en':'pl'].forEach(function(f){a('modulepreload',${JSON.stringify(base)}+f,{crossorigin:''})});` +
          `for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){var r=t[i];` +
          `r[1].forEach(function(f){a('modulepreload',${JSON.stringify(base)}+f,{crossorigin:''})});` +
          `r[2].forEach(function(f){a('preload',${JSON.stringify(base)}+f,{as:'style',crossorigin:''})});` +
          `r[3].forEach(function(m){a('preload',m[0],m[1]?{as:'image',fetchpriority:'high',media:m[1]}:{as:'image',fetchpriority:'high'})});break}})` +
          `(${JSON.stringify(table)},${JSON.stringify(built.texts)},location.pathname,document)`;
        // After <meta charset> and before the stylesheet: a script after a pending stylesheet waits for it.
        return html.replace(/<script type="module"/, () => `<script>${script}</script>\n    ${fontPreloads(ctx.bundle!, base)}\n    <script type="module"`);
      },
    },
    /** Part 2: a server build of src/prerender.tsx renders each page; the documents go next to index.html. */
    async closeBundle() {
      if (isServerBuild || !built) return;
      const prerendered = pages.filter((page) => page.prerender);
      if (prerendered.length === 0) return;
      // A folder per build: Node keeps imported modules for the life of the process, and one
      // process may build twice (a query string on the URL would load the lazy chunks' shared
      // modules twice, splitting React contexts).
      const ssrOutDir = join(ssrCacheDir, `${process.pid}-${Date.now()}`);
      await build({
        configFile: join(webRoot, 'vite.config.ts'),
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: ssrOutDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
      });
      const { render } = (await import(pathToFileURL(join(ssrOutDir, 'prerender.js')).href)) as { render: typeof renderPage };
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      await rm(join(outDir, PRERENDERED_DIR), { recursive: true, force: true });
      for (const language of languages) {
        await mkdir(join(outDir, PRERENDERED_DIR, language), { recursive: true });
        for (const page of prerendered) {
          const rendered = await render(page.prerender!.url, language);
          await writeFile(join(outDir, PRERENDERED_DIR, language, `${page.prerender!.name}.html`), prerenderedDocument(template, page, language, rendered));
        }
      }
      await rm(ssrOutDir, { recursive: true, force: true });
    },
  };
}
