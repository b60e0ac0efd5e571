import type { QueryClient } from '@tanstack/react-query';
import { AppBrowserRouter } from './browser-router';
import { AppProvider } from './provider';
import { AppRoutes, type AppRouter } from './router';

/** The app around a router and query client made at start-up (main.tsx), so the first page can be loaded before the first render. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppBrowserRouter router={router}>
        <AppRoutes router={router} />
      </AppBrowserRouter>
    </AppProvider>
  );
}
