import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, loadTexts, type Language } from '@/lib/i18n';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testConfig } from './fixtures';

/** i18n and runtime config as main.tsx sets them up, for component tests; with every route's texts (a component renders without its route). */
export async function setupWebTest(language: Language = 'pl') {
  // A page's first render waits for its lazy chunk and texts: the first import of a module
  // transforms it, seconds on a busy 2-core machine. findBy… waits that long before failing.
  configure({ asyncUtilTimeout: 10_000 });
  setRuntimeConfig(testConfig);
  await initI18n(language);
  await loadTexts(['account', 'orders', 'checkout', 'about', 'dealers', 'legal', 'garage'], language);
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Renders inside a memory router and a fresh query client. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: RenderOptions & { route?: string } = {}) {
  const queryClient = createTestQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}
