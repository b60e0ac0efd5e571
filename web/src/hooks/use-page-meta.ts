import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopName } from './use-shop-name';

interface PageMeta {
  /** The page's own title; the shop name is appended. Omit for the bare shop name. */
  title?: string;
  /** Meta description; the shop's default when omitted. */
  description?: string;
}

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * The path this document was served for. The head tags the server wrote into it (canonical,
 * hreflang alternates, Open Graph, Twitter: functions/seo/head-tags.ts) describe that page only;
 * after an in-app navigation they would name the previous page to whoever reads the live head
 * (a share sheet, an extension), so they go. Crawlers and link previews load each URL afresh.
 */
const documentPath = typeof window === 'undefined' ? undefined : window.location.pathname;
const SERVED_HEAD_TAGS = 'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"]';

function dropServedHeadTagsAfterNavigation(): void {
  if (documentPath === undefined || window.location.pathname === documentPath) return;
  for (const tag of document.head.querySelectorAll(SERVED_HEAD_TAGS)) tag.remove();
}

/**
 * Where a page's title and description go when it is rendered to HTML at build time
 * (prerender.tsx): effects do not run there, so the page reports them while rendering.
 */
export const PageMetaReport = createContext<((meta: { title: string; description: string }) => void) | null>(null);

/** Sets document.title and the meta description for the page that calls it. */
export function usePageMeta({ title, description }: PageMeta): void {
  const { t } = useTranslation('common');
  const shop = useShopName();
  const fullTitle = title ? t('meta.title', { page: title, shop }) : shop;
  const fullDescription = description ?? t('meta.defaultDescription', { shop });
  useContext(PageMetaReport)?.({ title: fullTitle, description: fullDescription });

  useEffect(() => {
    document.title = fullTitle;
    setMetaDescription(fullDescription);
    dropServedHeadTagsAfterNavigation();
  }, [fullTitle, fullDescription]);
}
