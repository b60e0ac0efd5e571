import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/** The app around a router and query client made at start-up (main.tsx), so the first page can be resolved before the first render. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
