import { useTranslation } from 'react-i18next';
import type { Prefetch } from '@/app/router';
import { getProductsQueryOptions } from '@/features/catalog/api/get-products';
import { filterSidebarShown, prefetchFilterData, ShopPage } from '@/features/catalog/components/shop/shop-page';
import { parseShopSearchParams, productListApiParams } from '@/features/catalog/utils/shop-query';
import { usePageMeta } from '@/hooks/use-page-meta';
import { afterHydration } from '@/first-load/hydration';

/** /shop: the catalogue with every filter of the spec in the query string. */
export function ShopRoute() {
  const { t } = useTranslation('catalog');
  usePageMeta({ title: t('shop.title'), description: t('shop.metaDescription') });
  return <ShopPage />;
}

/**
 * Starts the page's requests (the listing the URL asks for; with the sidebar, the filter options and the categories)
 * when the visitor enters /shop, before the first render, without waiting for them. It comes with
 * the page's chunk, so the shop's query code stays out of the first load; filter changes inside
 * the page do not run it again (router.tsx `enter`): the page fetches those itself.
 * On the prerendered shop they wait until it is hydrated (first-load/hydration.ts).
 */
export const shopPrefetch: Prefetch = (queryClient, { url }) => {
  const filters = parseShopSearchParams(url.searchParams);
  afterHydration(() => {
    void queryClient.prefetchQuery(getProductsQueryOptions(productListApiParams(filters)));
    // A phone's filter panel is closed: the page asks for its data once in use (ShopPage).
    if (filterSidebarShown()) prefetchFilterData(queryClient);
  });
};

export default ShopRoute;
