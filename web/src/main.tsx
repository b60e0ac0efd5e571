import './styles/fonts.css';
import './styles/global.css';

import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { BootError } from './app/boot-error';
import { createAppRouter, whenFirstPageReady } from './app/router';
import { finishHydration, startHydration } from './first-load/hydration';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/react-query';
import { loadRuntimeConfig } from './lib/runtime-config';
import { yieldToBrowser } from './first-load/yield-to-browser';

const rootElement = document.getElementById('root')!;

/**
 * Home and the shop arrive prerendered (web/build/first-load.ts): the root holds their first
 * render as static HTML, marked `aria-busy`. The app hydrates that markup (first-load/hydration.ts);
 * once that has committed, the page is live and the root no longer busy.
 */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => {
    rootElement.removeAttribute('aria-busy');
    finishHydration();
  }, []);
  return children;
}

/**
 * Start-up: /config.json and the visitor's language load in parallel (index.html has already
 * started the config request and the first page's chunk, see web/build/first-load.ts), then the first
 * page is loaded (app/router.tsx) and the app renders once: header, page and footer in the same frame.
 * Painting the shell before the page pushed the footer, already on screen, down out of view
 * (CLS ≈ 0.85). If the config cannot be read the shop cannot talk to its API: a plain error page.
 */
async function start() {
  const prerendered = rootElement.firstElementChild !== null;
  await yieldToBrowser(); // the entry's modules were evaluated in this task
  const [config] = await Promise.allSettled([loadRuntimeConfig(), initI18n()]);
  if (config.status === 'rejected') {
    console.error(config.reason);
    createRoot(rootElement).render(
      <Live>
        <BootError />
      </Live>,
    );
    return;
  }
  await yieldToBrowser(); // after i18next's set-up
  const queryClient = createQueryClient();
  if (prerendered) startHydration(); // before the first page's requests start
  const router = createAppRouter(queryClient);
  await whenFirstPageReady(router, window.location);
  await yieldToBrowser(); // after the first page's chunk and requests
  const app = (
    <StrictMode>
      <Live>
        <App queryClient={queryClient} router={router} />
      </Live>
    </StrictMode>
  );
  // A transition: React renders (or hydrates) the first page in slices, yielding to the browser
  // every few milliseconds, instead of one long task that blocks input.
  startTransition(() => {
    if (prerendered) {
      hydrateRoot(rootElement, app, {
        // The markup differed from the browser's first render: React rendered the page afresh.
        onRecoverableError: (error, info) => console.error('Prerendered page not hydrated, rendered afresh:', error, info.componentStack),
      });
    } else {
      createRoot(rootElement).render(app);
    }
  });
}

void start();
