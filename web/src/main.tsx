import './styles/fonts.css';
import './styles/global.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { BootError } from './app/boot-error';
import { createAppRouter, whenRouterReady } from './app/router';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/react-query';
import { loadRuntimeConfig } from './lib/runtime-config';

/**
 * Start-up: /config.json and the visitor's language load in parallel (index.html has already
 * started the config request and the first page's chunk, see vite.config.ts), then the router
 * resolves the first page and the app renders once: header, page and footer in the same frame.
 * Painting the shell before the page pushed the footer, already on screen, down out of view
 * (CLS ≈ 0.85). If the config cannot be read the shop cannot talk to its API: a plain error page.
 */
async function start() {
  const root = createRoot(document.getElementById('root')!);
  const [config] = await Promise.allSettled([loadRuntimeConfig(), initI18n()]);
  if (config.status === 'rejected') {
    console.error(config.reason);
    root.render(<BootError />);
    return;
  }
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await whenRouterReady(router);
  // A transition: React renders the first page in slices, yielding to the browser every few
  // milliseconds, instead of one long task that blocks input.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

void start();
