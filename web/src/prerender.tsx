import { onlineManager, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes, createAppRouter } from '@/app/router';
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
  const router = createAppRouter(queryClient);
  // The page's chunk and texts, so it renders in this pass rather than its placeholder; a chunk
  // that fails would otherwise be prerendered as the error page and shipped as the page.
  const { pathname, search } = new URL(url, 'http://prerender.invalid');
  await router.enter({ pathname, search });
  let meta = { title: '', description: '' };
  const html = renderToString(
    <PageMetaReport.Provider value={(reported) => (meta = reported)}>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes router={router} />
        </StaticRouter>
      </AppProvider>
    </PageMetaReport.Provider>,
  );
  queryClient.clear();
  return { html, meta };
}
