/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { brandFonts, brandFontsDir } from './build/brand-fonts';
import { firstLoad } from './build/first-load';

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

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  // The first load (chunks, documents, the budget report): build/first-load.ts, from the page registry src/first-load/pages.ts.
  plugins: [react(), brandFonts(), firstLoad()],
  resolve: { alias: webAliases },
  // The prerendered footer's year (app/layout/footer.tsx): the browser's first render must say the same.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Every browser the shop supports preloads modules itself.
    modulePreload: { polyfill: false },
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
