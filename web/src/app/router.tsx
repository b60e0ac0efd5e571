import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { paths, redirects } from '@/config/paths';
import { getProductQueryOptions, parseProductId } from '@/features/catalog/api/get-product';
import { getBestsellersQueryOptions } from '@/features/home/api/get-bestsellers';
import { getFeaturedQueryOptions } from '@/features/home/api/get-featured';
import { getPromotionsQueryOptions } from '@/features/home/api/get-promotions';
import { loadAuth } from '@/lib/auth';
import { loadTexts, type RouteTexts } from '@/lib/i18n';
import { afterHydration } from '@/first-load/hydration';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';
import styles from './layout/root-layout.module.css';

/**
 * The route table of the SPA. Every page is its own lazy chunk (route `lazy`, the data router's
 * form of React.lazy), so the first load carries only the shell. The few static loaders start
 * the page's data request while its chunk downloads, without waiting for it: the page's own
 * loading state covers the rest. On a prerendered page they wait until it is hydrated
 * (first-load/hydration.ts).
 */

/**
 * A lazy page: its chunk and the namespaces of texts it shows (lib/i18n.ts) download in parallel,
 * and for an auth page Amplify too (every auth form needs it).
 */
function page(load: () => Promise<Pick<RouteObject, 'element'> | ComponentType>, options: { texts?: RouteTexts[]; auth?: boolean } = {}): RouteObject['lazy'] {
  return async () => {
    if (options.auth) void loadAuth().catch(() => undefined); // the form reports it if Amplify cannot load
    const [route] = await Promise.all([load(), loadTexts(options.texts ?? [])]);
    return typeof route === 'function' ? { Component: route } : route;
  };
}

/**
 * Only seen if the app is rendered before the first page's chunk has arrived (main.tsx waits for
 * it, see `whenRouterReady`). It holds a screen's height, so the footer stays below the fold and
 * is not pushed down, in view, when the page arrives.
 */
function PageFallback() {
  return <div className={styles.pageFallback} />;
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
                afterHydration(() => {
                  void queryClient.prefetchQuery(getBestsellersQueryOptions());
                  void queryClient.prefetchQuery(getPromotionsQueryOptions());
                  void queryClient.prefetchQuery(getFeaturedQueryOptions());
                });
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
            // The shop's prefetching loader comes with its chunk (the URL → API query code stays out
            // of the first load); it runs on entering the shop, not on every filter change.
            {
              path: paths.shop,
              lazy: () =>
                import('./routes/shop').then((m) => ({ Component: m.ShopRoute, loader: m.shopLoader(queryClient), shouldRevalidate: () => false })),
            },
            // Content pages: their texts (the `content` namespace, and the long texts of about, dealers and legal) load with them.
            { path: paths.gallery, lazy: page(() => import('./routes/gallery').then((m) => m.GalleryRoute), { texts: ['content'] }) },
            { path: paths.about, lazy: page(() => import('./routes/about').then((m) => m.AboutRoute), { texts: ['content', 'about'] }) },
            { path: paths.contact, lazy: page(() => import('./routes/contact').then((m) => m.ContactRoute), { texts: ['content'] }) },
            { path: paths.dealers, lazy: page(() => import('./routes/dealers').then((m) => m.DealersRoute), { texts: ['content', 'dealers'] }) },
            { path: paths.privacyPolicy, lazy: page(() => import('./routes/legal').then((m) => ({ element: <m.LegalRoute document="privacy" /> })), { texts: ['content', 'legal'] }) },
            { path: paths.cookiePolicy, lazy: page(() => import('./routes/legal').then((m) => ({ element: <m.LegalRoute document="cookies" /> })), { texts: ['content', 'legal'] }) },
            { path: paths.terms, lazy: page(() => import('./routes/legal').then((m) => ({ element: <m.LegalRoute document="terms" /> })), { texts: ['content', 'legal'] }) },
            { path: paths.reviewPolicy, lazy: page(() => import('./routes/legal').then((m) => ({ element: <m.LegalRoute document="reviews" /> })), { texts: ['content', 'legal'] }) },
            // The review request e-mail's links (functions/reviews/review-requests.ts): a guest's review (`?token=`), the unsubscribe (`?unsubscribe=`).
            { path: 'review', lazy: page(() => import('./routes/review-link').then((m) => m.ReviewLinkRoute)) },
            // Accounts: auth pages start loading Amplify alongside their own chunk.
            { path: paths.login, lazy: page(() => import('./routes/login').then((m) => m.LoginRoute), { texts: ['account'], auth: true }) },
            { path: paths.register, lazy: page(() => import('./routes/register').then((m) => m.RegisterRoute), { texts: ['account'], auth: true }) },
            { path: paths.forgotPassword, lazy: page(() => import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute), { texts: ['account'], auth: true }) },
            { path: paths.resetPassword, lazy: page(() => import('./routes/reset-password').then((m) => m.ResetPasswordRoute), { texts: ['account'], auth: true }) },
            { path: paths.verifyEmail, lazy: page(() => import('./routes/verify-email').then((m) => m.VerifyEmailRoute), { texts: ['account'], auth: true }) },
            { path: paths.authCallback, lazy: page(() => import('./routes/auth-callback').then((m) => m.AuthCallbackRoute), { texts: ['account'], auth: true }) },
            { path: paths.profile, lazy: page(() => import('./routes/profile').then((m) => m.ProfileRoute), { texts: ['account'] }) },
            { path: paths.wishlist, lazy: page(() => import('./routes/wishlist').then((m) => m.WishlistRoute), { texts: ['account'] }) },
            { path: paths.checkout, lazy: page(() => import('./routes/checkout').then((m) => m.CheckoutRoute), { texts: ['checkout'] }) },
            { path: paths.paymentSuccess, lazy: page(() => import('./routes/payment-success').then((m) => m.PaymentSuccessRoute), { texts: ['checkout'] }) },
            { path: paths.paymentCancel, lazy: page(() => import('./routes/payment-cancel').then((m) => m.PaymentCancelRoute), { texts: ['checkout'] }) },
            { path: paths.orders, lazy: page(() => import('./routes/orders').then((m) => m.OrdersRoute), { texts: ['account', 'orders'] }) },
            { path: 'order/:id', lazy: page(() => import('./routes/order').then((m) => m.OrderRoute), { texts: ['account', 'orders', 'returns'] }) },
            { path: paths.withdraw, lazy: page(() => import('./routes/withdraw').then((m) => m.WithdrawRoute), { texts: ['orders', 'returns'] }) },
            // The admin area: guard, frame and its own routes in lazy chunks (routes/admin.tsx).
            { path: 'admin/*', lazy: page(() => import('./routes/admin').then((m) => m.AdminRoute), { texts: ['account'] }) },
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

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(queryClient: QueryClient): AppRouter {
  return createBrowserRouter(createRoutes(queryClient));
}

/**
 * Resolves once the router has the first page (its lazy chunk and loader): rendering then paints
 * the whole page in one go. A chunk that fails to load also resolves it (the route's error
 * element shows); `timeoutMs` caps the wait on a very slow connection.
 */
export function whenRouterReady(router: AppRouter, timeoutMs = 8000): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}
