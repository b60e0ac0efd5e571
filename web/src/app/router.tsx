import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { paths, redirects } from '@/config/paths';
import { getProductsQueryOptions } from '@/features/catalog/api/get-products';
import { getProductQueryOptions, parseProductId } from '@/features/catalog/api/get-product';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';
import type { PlaceholderPageKey } from './routes/placeholder';

/**
 * The route table of the SPA. Every page is its own lazy chunk (route `lazy`, the data router's
 * form of React.lazy), so the first load carries only the shell. The few static loaders start
 * the page's data request while its chunk downloads, without waiting for it: the page's own
 * loading state covers the rest.
 */

function placeholder(page: PlaceholderPageKey): RouteObject['lazy'] {
  return async () => {
    const { PlaceholderRoute } = await import('./routes/placeholder');
    return { element: <PlaceholderRoute page={page} /> };
  };
}

/** Empty while a page chunk arrives on the first load; header and footer are already painted. */
function PageFallback() {
  return null;
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: PageFallback,
      children: [
        {
          // Pathless: page errors render inside the layout, keeping header and footer.
          errorElement: <RouteError />,
          HydrateFallback: PageFallback,
          children: [
            {
              index: true,
              loader: () => {
                void queryClient.prefetchQuery(getProductsQueryOptions(1));
                return null;
              },
              lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
            },
            {
              path: 'product/:id',
              loader: ({ params }) => {
                const id = parseProductId(params.id);
                if (id !== null) void queryClient.prefetchQuery(getProductQueryOptions(id));
                return null;
              },
              lazy: () => import('./routes/product').then((m) => ({ Component: m.ProductRoute })),
            },
            { path: paths.shop, lazy: placeholder('shop') },
            { path: paths.gallery, lazy: placeholder('gallery') },
            { path: paths.about, lazy: placeholder('about') },
            { path: paths.contact, lazy: placeholder('contact') },
            { path: paths.dealers, lazy: placeholder('dealers') },
            { path: paths.privacyPolicy, lazy: placeholder('privacyPolicy') },
            { path: paths.cookiePolicy, lazy: placeholder('cookiePolicy') },
            { path: paths.terms, lazy: placeholder('terms') },
            { path: paths.login, lazy: placeholder('login') },
            { path: paths.register, lazy: placeholder('register') },
            { path: paths.paymentSuccess, lazy: placeholder('paymentSuccess') },
            { path: paths.paymentCancel, lazy: placeholder('paymentCancel') },
            // Old and alternative spellings: keep the query string (a payment's session_id).
            ...redirects.map(
              ({ from, to }): RouteObject => ({
                path: from,
                element: null,
                loader: ({ request }) => {
                  const { search, hash } = new URL(request.url);
                  return redirect(`${to}${search}${hash}`);
                },
              }),
            ),
            {
              path: '*',
              lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
