import '@fontsource-variable/oswald';
import '@fontsource-variable/inter';
import './styles/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { BootError } from './app/boot-error';
import { initI18n } from './lib/i18n';
import { loadRuntimeConfig } from './lib/runtime-config';

/**
 * Start-up: /config.json and the visitor's language load in parallel, then the app renders.
 * If the config cannot be read the shop cannot talk to its API, so a plain error page shows.
 */
async function start() {
  const root = createRoot(document.getElementById('root')!);
  const [config] = await Promise.allSettled([loadRuntimeConfig(), initI18n()]);
  if (config.status === 'rejected') {
    console.error(config.reason);
    root.render(<BootError />);
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
