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
  }, [fullTitle, fullDescription]);
}
