import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppRoutes, createAppRouter } from '@/app/router';

/**
 * The app's routes (app/router.tsx) in a memory router opened at `path`, for tests of whole
 * pages: `routes` to render inside the test's providers, `router.state.location` where the
 * visitor is now (after the app's redirects and navigations).
 */
export function appRoutesAt(path: string, queryClient: QueryClient) {
  const router = { state: { location: undefined as unknown as Location } };
  function LocationProbe() {
    const location = useLocation();
    useLayoutEffect(() => {
      router.state.location = location;
    }, [location]);
    return null;
  }
  const routes = (
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <AppRoutes router={createAppRouter(queryClient)} />
    </MemoryRouter>
  );
  return { routes, router };
}
