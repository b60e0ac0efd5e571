import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@contracts/product';
import { paths } from '@/config/paths';
import { ProductCard } from '@/features/catalog/components/product-card';
import { findGalleryPhoto } from '@/features/content/components/gallery/gallery-photos';
import { useBestsellers } from '@/features/home/api/get-bestsellers';
import { useFeatured } from '@/features/home/api/get-featured';
import { usePromotions } from '@/features/home/api/get-promotions';
import { Hero, Values } from '@/features/home/components/hero';
import { ProductBlock } from '@/features/home/components/product-block';
import { SearchForm } from '@/features/home/components/search-form';
import { BuildsInvite, GalleryTeaser, HomeContact, WhyUs } from '@/features/home/components/sections';
import { usePageMeta } from '@/hooks/use-page-meta';
import styles from './page.module.css';

/**
 * The contact form at the foot of the page brings the form validation (zod, ~40 KB gzip): it
 * loads after the page has painted instead of delaying the hero. Its place holds its height.
 */
const ContactForm = lazy(() => import('@/features/content/components/contact-form').then((m) => ({ default: m.ContactForm })));

/** The gallery photos the home teaser shows, in order. */
const teaserPhotoIds = ['bobber-garage', 'vtwin-engine', 'headlight', 'welding-sparks'] as const;

/** The catalog's card, sized for a carousel slot (250 px on phones, 280 px on larger screens). */
function renderProduct(product: Product) {
  return <ProductCard product={product} imageSizes="(min-width: 768px) 280px, 250px" />;
}

/**
 * The home page (spec "Home"): composed here because it joins three features — the home blocks,
 * the catalog's product card, and the content feature's contact form and gallery photos.
 */
export function HomeRoute() {
  const { t } = useTranslation(['home', 'content']);
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const bestsellers = useBestsellers();
  const promotions = usePromotions();
  const featured = useFeatured();

  const teaser = teaserPhotoIds.map((id) => ({ ...findGalleryPhoto(id), alt: t(`content:gallery.photos.${id}`) }));

  return (
    <>
      <Hero />
      <Values />
      <SearchForm />
      <ProductBlock
        id="bestsellers"
        title={t('blocks.bestsellers.heading')}
        lead={t('blocks.bestsellers.lead')}
        viewAll={{ to: paths.shop, label: t('blocks.bestsellers.viewAll') }}
        query={bestsellers}
        renderProduct={renderProduct}
      />
      <ProductBlock
        id="promotions"
        title={t('blocks.promotions.heading')}
        lead={t('blocks.promotions.lead')}
        viewAll={{ to: `${paths.shop}?isOnSale=true`, label: t('blocks.promotions.viewAll') }}
        query={promotions}
        renderProduct={renderProduct}
      />
      <ProductBlock
        id="featured"
        title={t('blocks.featured.heading')}
        lead={t('blocks.featured.lead')}
        viewAll={{ to: `${paths.shop}?isFeatured=true`, label: t('blocks.featured.viewAll') }}
        query={featured}
        renderProduct={renderProduct}
      />
      <BuildsInvite />
      <WhyUs />
      <GalleryTeaser photos={teaser} />
      <HomeContact
        form={
          <Suspense fallback={<div className={styles.formPlaceholder} />}>
            <ContactForm variant="compact" label={t('contact.formLabel')} />
          </Suspense>
        }
      />
    </>
  );
}

export default HomeRoute;
