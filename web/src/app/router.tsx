import type { QueryClient } from '@tanstack/react-query';
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type Params, type RouteObject } from 'react-router-dom';
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
 * The route table of the SPA, on React Router's declarative routes (`useRoutes`): every page is
 * its own lazy chunk, so the first load carries only the shell.
 *
 * Not the data router (createBrowserRouter, loaders, route `lazy`): it doubled React Router's
 * share of every first load (31 kB gzip instead of 13, web/build/first-load-weight.ts), and the
 * pages get their data through React Query anyway. What it did for us is here instead, in a few
 * lines each: a page's chunk, texts and data requests start together when the visitor navigates
 * to it (`enter`, called by ./browser-router.tsx and main.tsx), the page being left stays on
 * screen until the new one can render (./browser-router.tsx), and a page that fails shows
 * RouteError inside the header and footer.
 */

/** Starts a page's data requests when the visitor enters it: they run while its chunk downloads. */
export type Prefetch = (queryClient: QueryClient, entry: { params: Params; url: URL }) => void;

/** What a page's chunk gives: the page, and its own prefetch if it needs the chunk's code (the shop's URL → API query). */
export interface LoadedPage {
  Page: ComponentType;
  prefetch?: Prefetch;
}

interface PageRoute {
  path?: string;
  index?: true;
  load: () => Promise<LoadedPage>;
  /** Namespaces of texts the page shows (lib/i18n.ts), loaded with its chunk. */
  texts?: RouteTexts[];
  /** An auth form: Amplify starts loading with the chunk (the form reports it if Amplify cannot load). */
  auth?: boolean;
  prefetch?: Prefetch;
}

const loadedPages = new Map<PageRoute, LoadedPage>();
const loadingPages = new Map<PageRoute, Promise<LoadedPage>>();

/** A page's chunk and texts, once: the promise of a page being loaded is shared; a failed load is tried again on the next visit. */
function loadPage(route: PageRoute): Promise<LoadedPage> {
  const loaded = loadedPages.get(route);
  if (loaded) return Promise.resolve(loaded);
  let loading = loadingPages.get(route);
  if (!loading) {
    if (route.auth) void loadAuth().catch(() => undefined);
    loading = Promise.all([route.load(), loadTexts(route.texts ?? [])]).then(
      ([page]) => {
        loadedPages.set(route, page);
        loadingPages.delete(route);
        return page;
      },
      (error: unknown) => {
        loadingPages.delete(route);
        throw error;
      },
    );
    loadingPages.set(route, loading);
  }
  return loading;
}

/**
 * Renders a page once its chunk and texts are there: at once when they were loaded before the
 * render (the first page in main.tsx and in the prerender, and every navigation, which
 * ./browser-router.tsx shows only once `enter` has loaded its page), else its placeholder until they are.
 */
function RoutePage({ route }: { route: PageRoute }) {
  const [loaded, setLoaded] = useState(() => loadedPages.get(route));
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadPage(route).then(
      (page) => current && setLoaded(page),
      (failure: unknown) => current && setError(failure ?? new Error('page failed to load')),
    );
    return () => {
      current = false;
    };
  }, [route, loaded]);
  if (error !== undefined) throw error; // RouteErrorBoundary shows it
  if (!loaded) return <PageFallback />;
  return <loaded.Page />;
}

/**
 * Shows RouteError instead of what failed: around a page (a render error or a page chunk that
 * failed to load, after a deploy, say), inside the header and footer; keyed by the path there, so
 * the next page starts clean. Around the layout too, as the last resort.
 */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/**
 * Only seen if a page is rendered before its chunk has arrived (main.tsx waits for it, see
 * `whenFirstPageReady`). It holds a screen's height, so the footer stays below the fold and is not
 * pushed down, in view, when the page arrives.
 */
function PageFallback() {
  return <div className={styles.pageFallback} />;
}

function PageArea({ route }: { route: PageRoute }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <RoutePage route={route} />
    </RouteErrorBoundary>
  );
}

/** Old and alternative spellings: keep the query string (a payment's session_id) and the hash. */
function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

const page = (load: () => Promise<ComponentType>, options: Omit<PageRoute, 'load'> = {}): PageRoute => ({
  ...options,
  load: () => load().then((Page) => ({ Page })),
});

function createPageRoutes(queryClient: QueryClient): PageRoute[] {
  return [
    {
      index: true,
      prefetch: () =>
        afterHydration(() => {
          void queryClient.prefetchQuery(getBestsellersQueryOptions());
          void queryClient.prefetchQuery(getPromotionsQueryOptions());
          void queryClient.prefetchQuery(getFeaturedQueryOptions());
        }),
      load: () => import('./routes/home').then((m) => ({ Page: m.HomeRoute })),
    },
    {
      path: 'product/:id',
      prefetch: (_, { params }) => {
        const id = parseProductId(params.id);
        if (id !== null) void queryClient.prefetchQuery(getProductQueryOptions(id));
      },
      load: () => import('./routes/product').then((m) => ({ Page: m.ProductRoute })),
    },
    // The shop's prefetch comes with its chunk (the URL → API query code stays out of the first
    // load); it runs on entering the shop, not on every filter change.
    { path: paths.shop, load: () => import('./routes/shop').then((m) => ({ Page: m.ShopRoute, prefetch: m.shopPrefetch })) },
    // Content pages: their texts (the `content` namespace, and the long texts of about, dealers and legal) load with them.
    page(() => import('./routes/gallery').then((m) => m.GalleryRoute), { path: paths.gallery, texts: ['content'] }),
    page(() => import('./routes/about').then((m) => m.AboutRoute), { path: paths.about, texts: ['content', 'about'] }),
    page(() => import('./routes/contact').then((m) => m.ContactRoute), { path: paths.contact, texts: ['content'] }),
    page(() => import('./routes/dealers').then((m) => m.DealersRoute), { path: paths.dealers, texts: ['content', 'dealers'] }),
    page(() => import('./routes/legal').then(({ LegalRoute }) => () => <LegalRoute document="privacy" />), { path: paths.privacyPolicy, texts: ['content', 'legal'] }),
    page(() => import('./routes/legal').then(({ LegalRoute }) => () => <LegalRoute document="cookies" />), { path: paths.cookiePolicy, texts: ['content', 'legal'] }),
    page(() => import('./routes/legal').then(({ LegalRoute }) => () => <LegalRoute document="terms" />), { path: paths.terms, texts: ['content', 'legal'] }),
    page(() => import('./routes/legal').then(({ LegalRoute }) => () => <LegalRoute document="reviews" />), { path: paths.reviewPolicy, texts: ['content', 'legal'] }),
    // The review request e-mail's links (functions/reviews/review-requests.ts): a guest's review (`?token=`), the unsubscribe (`?unsubscribe=`).
    page(() => import('./routes/review-link').then((m) => m.ReviewLinkRoute), { path: 'review' }),
    // The back-in-stock e-mails' links (functions/messages/back-in-stock.ts): a guest's confirmation, the unsubscribe.
    page(() => import('./routes/back-in-stock').then((m) => m.BackInStockConfirmRoute), { path: 'back-in-stock/confirm' }),
    page(() => import('./routes/back-in-stock').then((m) => m.BackInStockUnsubscribeRoute), { path: 'back-in-stock/unsubscribe' }),
    // The abandoned-checkout reminder's links (functions/messages/checkout-reminders.ts): restore the cart, withdraw the consent.
    page(() => import('./routes/checkout-reminder').then((m) => m.RestoreCartRoute), { path: 'cart/restore' }),
    page(() => import('./routes/checkout-reminder').then((m) => m.WithdrawReminderConsentRoute), { path: 'checkout-reminder/withdraw' }),
    // Accounts: auth pages start loading Amplify alongside their own chunk.
    page(() => import('./routes/login').then((m) => m.LoginRoute), { path: paths.login, texts: ['account'], auth: true }),
    page(() => import('./routes/register').then((m) => m.RegisterRoute), { path: paths.register, texts: ['account'], auth: true }),
    page(() => import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute), { path: paths.forgotPassword, texts: ['account'], auth: true }),
    page(() => import('./routes/reset-password').then((m) => m.ResetPasswordRoute), { path: paths.resetPassword, texts: ['account'], auth: true }),
    page(() => import('./routes/verify-email').then((m) => m.VerifyEmailRoute), { path: paths.verifyEmail, texts: ['account'], auth: true }),
    page(() => import('./routes/auth-callback').then((m) => m.AuthCallbackRoute), { path: paths.authCallback, texts: ['account'], auth: true }),
    page(() => import('./routes/profile').then((m) => m.ProfileRoute), { path: paths.profile, texts: ['account'] }),
    page(() => import('./routes/wishlist').then((m) => m.WishlistRoute), { path: paths.wishlist, texts: ['account'] }),
    page(() => import('./routes/checkout').then((m) => m.CheckoutRoute), { path: paths.checkout, texts: ['checkout'] }),
    page(() => import('./routes/payment-success').then((m) => m.PaymentSuccessRoute), { path: paths.paymentSuccess, texts: ['checkout'] }),
    page(() => import('./routes/payment-cancel').then((m) => m.PaymentCancelRoute), { path: paths.paymentCancel, texts: ['checkout'] }),
    page(() => import('./routes/orders').then((m) => m.OrdersRoute), { path: paths.orders, texts: ['account', 'orders'] }),
    page(() => import('./routes/dealer-quick-order').then((m) => m.DealerQuickOrderRoute), { path: paths.dealerQuickOrder, texts: ['dealer'] }),
    page(() => import('./routes/dealer-balance').then((m) => m.DealerBalanceRoute), { path: paths.dealerBalance, texts: ['dealer'] }),
    page(() => import('./routes/order').then((m) => m.OrderRoute), { path: 'order/:id', texts: ['account', 'orders', 'returns'] }),
    page(() => import('./routes/withdraw').then((m) => m.WithdrawRoute), { path: paths.withdraw, texts: ['orders', 'returns'] }),
    // The admin area: guard, frame and its own routes in lazy chunks (routes/admin.tsx).
    page(() => import('./routes/admin').then((m) => m.AdminRoute), { path: 'admin/*', texts: ['account'] }),
    page(() => import('./routes/not-found').then((m) => m.NotFoundRoute), { path: '*' }),
  ];
}

export interface AppRouter {
  /** The route table, for `useRoutes` (AppRoutes). */
  routes: RouteObject[];
  /**
   * The visitor enters `location` (the first page, or a navigation from `previous`): starts the
   * page's chunk, texts and data requests; resolves once the page can render. Staying on the
   * same path (a filter in the query string) starts no data request: the page asks itself.
   */
  enter: (location: { pathname: string; search: string }, previous?: { pathname: string }) => Promise<void>;
}

export function createAppRouter(queryClient: QueryClient): AppRouter {
  const pages = createPageRoutes(queryClient);
  const pageOf = new Map<RouteObject, PageRoute>();
  const children: RouteObject[] = pages.map((route) => {
    const object: RouteObject = route.index ? { index: true, element: <PageArea route={route} /> } : { path: route.path, element: <PageArea route={route} /> };
    pageOf.set(object, route);
    return object;
  });
  const routes: RouteObject[] = [
    {
      element: <RootLayout />,
      children: [...redirects.map(({ from, to }): RouteObject => ({ path: from, element: <Redirect to={to} /> })), ...children],
    },
  ];
  return {
    routes,
    enter: async (location, previous) => {
      const match = matchRoutes(routes, location)?.at(-1);
      const route = match && pageOf.get(match.route);
      if (!route) return;
      const entry = { params: match.params, url: new URL(`${location.pathname}${location.search}`, 'http://app.invalid') };
      const prefetch = previous?.pathname !== location.pathname;
      if (prefetch) route.prefetch?.(queryClient, entry);
      const loaded = await loadPage(route);
      if (prefetch) loaded.prefetch?.(queryClient, entry);
    },
  };
}

/** The app's routes inside a router (./browser-router.tsx in the browser, StaticRouter in the prerender, MemoryRouter in tests). */
export function AppRoutes({ router }: { router: AppRouter }) {
  return <RouteErrorBoundary>{useRoutes(router.routes)}</RouteErrorBoundary>;
}

/**
 * Resolves once the first page can render (its chunk and texts): rendering then paints the whole
 * page in one go. A chunk that fails to load also resolves it (RouteError shows); `timeoutMs` caps
 * the wait on a very slow connection (the page's placeholder shows until it arrives).
 */
export function whenFirstPageReady(router: AppRouter, location: { pathname: string; search: string }, timeoutMs = 8000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    router.enter(location).then(done, done);
  });
}
