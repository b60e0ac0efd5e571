/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { brandFonts, brandFontsDir } from './build/brand-fonts';
import { firstPage, type FirstPage } from './build/first-page';
import { productEarlyData, shopEarlyData } from './src/config/early-data';

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
 *
 * Our own code in three chunks instead of one per shared module. Left to itself the bundler made
 * a chunk of every module two routes share: the shop's first load was 25 scripts and 6 style
 * sheets, many of them one icon (200–500 bytes). Each module costs the main thread 5–20 ms when
 * its response arrives on the bench machine (more with four times less CPU), and Lighthouse's
 * simulation charges each request a round trip. Grouped, the shop loads 10 scripts and 3 style
 * sheets, with the same bytes (test/bench/RESULTS.md):
 *
 * - `shell`: everything the entry loads statically (header, footer, router set-up, global CSS
 *   first, so the cascade order is the one of the entry's own imports);
 * - `icons`: every other icon (about 6 kB gzip in all);
 * - `storefront`: the product cards, grid and prices the home page, the shop and the product
 *   page share, with the UI kit. The shop's filters and the product page's details stay in
 *   their routes' chunks.
 *
 * Anything only a lazy page needs (and not captured here) stays in that page's chunk.
 */
const storefrontModule = /web[\\/]src[\\/](features[\\/]catalog|components[\\/]ui|lib[\\/](money|media)|hooks)[\\/]/;
const routeOnlyCatalogModule = /shop-menu|components[\\/]shop[\\/]|product-(details|gallery|json-ld)|similar-products|share-button/;
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 30 },
  {
    name: 'shell',
    test: /web[\\/]src[\\/](components|features|lib|hooks|config|app|styles)[\\/]|lucide-react|preload-helper/,
    tags: ['$initial' as const],
    priority: 20,
  },
  { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 15 },
  { name: 'storefront', test: (id: string) => storefrontModule.test(id) && !routeOnlyCatalogModule.test(id), priority: 10 },
];

/** The pages a visit most often starts on: see build/first-page.ts for what the build does with them. */
const firstPages: FirstPage[] = [
  {
    path: /^\/$/,
    module: 'src/app/routes/home.tsx',
    images: [
      { href: '/images/hero-chopper-portrait.svg', media: '(max-width: 699px)' },
      { href: '/images/hero-chopper.svg', media: '(min-width: 700px)' },
    ],
    prerender: { name: 'home', url: '/' },
  },
  { path: /^\/shop\/?$/, module: 'src/app/routes/shop.tsx', prerender: { name: 'shop', url: '/shop' }, data: shopEarlyData },
  // Not prerendered: its document could only hold a placeholder (the product is data), and measured
  // 3 runs each, the prerendered product page scored lower (82 vs 86): its LCP is the product image,
  // which waits for the app either way, and the app started later.
  { path: /^\/product\/[^/]+\/?$/, module: 'src/app/routes/product.tsx', data: productEarlyData },
  { path: /^\/gallery\/?$/, module: 'src/app/routes/gallery.tsx' },
  { path: /^\/contact\/?$/, module: 'src/app/routes/contact.tsx' },
];

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), brandFonts(), firstPage(firstPages)],
  resolve: { alias: webAliases },
  // The prerendered footer's year (app/layout/footer.tsx): the browser's first render must say the same.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Report honest sizes; the initial-JS budget is checked against the gzip column.
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
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
