/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';
import { brandFonts, brandFontsDir } from './build/brand-fonts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The tsconfig `paths`, for Vite and Vitest. A root vitest config that runs the web tests can
 * import this so `@/…` and `@contracts/…` resolve the same way as in the build.
 */
export const webAliases: Alias[] = [
  { find: '@contracts', replacement: fileURLToPath(new URL('../functions/contracts', import.meta.url)) },
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: '@brand-fonts', replacement: brandFontsDir },
];

/**
 * Vendor code in a few long-lived chunks: React changes less often than the router, the router
 * less often than our code, so a deploy of app code leaves the vendor chunks cached.
 * Anything only a lazy page needs (and not listed here) stays in that page's chunk.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 30 },
];

/**
 * The first page's files, requested by index.html itself. Without this the browser learns of
 * them one step at a time: entry script → /config.json → router → page chunk → its CSS and
 * imports. An inline script at the top of <head> (a few hundred bytes) starts /config.json
 * (`lib/runtime-config.ts` takes that response) and preloads the chunk, imports and CSS of the
 * page the URL names, plus the page's LCP image where it is known in advance (the home hero).
 * Other URLs load as before.
 */
const firstPages: { path: RegExp; module: string; images?: { href: string; media?: string }[] }[] = [
  {
    path: /^\/$/,
    module: 'src/app/routes/home.tsx',
    images: [
      { href: '/images/hero-chopper-portrait.svg', media: '(max-width: 699px)' },
      { href: '/images/hero-chopper.svg', media: '(min-width: 700px)' },
    ],
  },
  { path: /^\/shop\/?$/, module: 'src/app/routes/shop.tsx' },
  { path: /^\/product\/[^/]+\/?$/, module: 'src/app/routes/product.tsx' },
  { path: /^\/gallery\/?$/, module: 'src/app/routes/gallery.tsx' },
  { path: /^\/contact\/?$/, module: 'src/app/routes/contact.tsx' },
];

function firstPagePreload(): Plugin {
  let base = '/';
  return {
    name: 'chopper:first-page-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        const initial = new Set<string>();
        const closure = (file: string, into: Set<string>) => {
          if (into.has(file) || initial.has(file)) return;
          into.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, into);
        };
        closure(entry.fileName, initial);

        const lazyChunk = (module: string) => {
          const id = fileURLToPath(new URL(`./${module}`, import.meta.url));
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`first-page preload: no chunk for ${module}`);
          const files = new Set<string>();
          closure(chunk.fileName, files);
          return files;
        };
        // The visitor's texts (lib/i18n.ts): English if the lang cookie says so, else the rest of Polish.
        const texts = { pl: [...lazyChunk('src/i18n/pl/rest.ts')], en: [...lazyChunk('src/i18n/en/index.ts')] };
        // One row per page: [path pattern, scripts, stylesheets, images as [href, media]].
        const table = firstPages.map(({ path, module, images = [] }) => {
          const files = lazyChunk(module);
          const css = new Set([...files].flatMap((f) => {
            const c = bundle[f];
            return c?.type === 'chunk' ? [...(c.viteMetadata?.importedCss ?? [])] : [];
          }));
          return [path.source, [...files], [...css], images.map((i) => [i.href, i.media ?? ''])];
        });
        const script =
          `window.__cwConfig=fetch(${JSON.stringify(`${base}config.json`)},{cache:'no-cache',headers:{accept:'application/json'}});` +
          `(function(t,x,p,d){function a(r,h,s){var l=d.createElement('link');l.rel=r;l.href=h;for(var k in s)l.setAttribute(k,s[k]);d.head.appendChild(l)}` +
          `x[/(^|;\\s*)lang=en(;|$)/.test(d.cookie)?'en':'pl'].forEach(function(f){a('modulepreload',${JSON.stringify(base)}+f,{crossorigin:''})});` +
          `for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){var r=t[i];` +
          `r[1].forEach(function(f){a('modulepreload',${JSON.stringify(base)}+f,{crossorigin:''})});` +
          `r[2].forEach(function(f){a('preload',${JSON.stringify(base)}+f,{as:'style',crossorigin:''})});` +
          `r[3].forEach(function(m){a('preload',m[0],m[1]?{as:'image',fetchpriority:'high',media:m[1]}:{as:'image',fetchpriority:'high'})});break}})` +
          `(${JSON.stringify(table)},${JSON.stringify(texts)},location.pathname,document)`;
        // After <meta charset> and before the stylesheet: a script after a pending stylesheet waits for it.
        return html.replace(/<script type="module"/, () => `<script>${script}</script>\n    <script type="module"`);
      },
    },
  };
}

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), brandFonts(), firstPagePreload()],
  resolve: { alias: webAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Report honest sizes; the initial-JS budget is checked against the gzip column.
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: {
    port: 5173,
    // `vite dev` alone has no API: point it at the local stack (npm start) for /api, /media, /config.json.
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/config.json': 'http://localhost:3000',
    },
  },
  test: {
    root: repoRoot,
    include: ['test/unit/web-*.test.{ts,tsx}'],
    environment: 'node',
  },
});
