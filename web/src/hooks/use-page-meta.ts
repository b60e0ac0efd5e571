import { useEffect } from 'react';
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

/** Sets document.title and the meta description for the page that calls it. */
export function usePageMeta({ title, description }: PageMeta): void {
  const { t } = useTranslation('common');
  const shop = useShopName();
  const fullTitle = title ? t('meta.title', { page: title, shop }) : shop;
  const fullDescription = description ?? t('meta.defaultDescription', { shop });

  useEffect(() => {
    document.title = fullTitle;
    setMetaDescription(fullDescription);
  }, [fullTitle, fullDescription]);
}
