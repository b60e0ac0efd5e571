import { useTranslation } from 'react-i18next';
import { ShopPage } from '@/features/catalog/components/shop/shop-page';
import { usePageMeta } from '@/hooks/use-page-meta';

/** /shop: the catalogue with every filter of the spec in the query string. */
export function ShopRoute() {
  const { t } = useTranslation('catalog');
  usePageMeta({ title: t('shop.title'), description: t('shop.metaDescription') });
  return <ShopPage />;
}

export default ShopRoute;
