import { onlineManager, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { PageMetaReport } from '@/hooks/use-page-meta';
import { initI18n, type Language } from '@/lib/i18n';

/**
 * The server entry of the build-time prerender (web/build/first-load.ts): renders a page of the
 * shop to HTML the way the browser's first render would look before its data arrives (header,
 * footer, the page's texts and its loading placeholders), in one language. The browser paints
 * this document before any script has loaded; main.tsx then hydrates it (first-load/hydration.ts).
 * No data is fetched: with React Query offline, the requests the pages start wait (paused)
 * and every query stays pending, so each page renders its loading state, as the browser will.
 */
export interface Prerendered {
  html: string;
  /** The title and description the page set with usePageMeta while rendering. */
  meta: { title: string; description: string };
}

export async function render(url: string, language: Language): Promise<Prerendered> {
  await initI18n(language);
  onlineManager.setOnline(false);
  const queryClient = new QueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${url} answered a redirect (${context.status})`);
  // A loader that throws would otherwise be prerendered as the error page and shipped as the page.
  if (context.errors) {
    const [route, error] = Object.entries(context.errors)[0]!;
    const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`prerender: ${url} failed in route ${route}: ${detail}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta = { title: '', description: '' };
  const html = renderToString(
    <PageMetaReport.Provider value={(reported) => (meta = reported)}>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </PageMetaReport.Provider>,
  );
  queryClient.clear();
  return { html, meta };
}
