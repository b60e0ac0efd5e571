import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductCard as ProductCardData, ProductListItems } from '@contracts/product';
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
import { useNearViewport } from '@/first-load/use-near-viewport';
import { usePageMeta } from '@/hooks/use-page-meta';
import { loadTexts } from '@/lib/i18n';
import styles from './page.module.css';

/**
 * The contact form at the foot of the page brings the form validation (zod, ~40 KB gzip): it
 * loads as the visitor nears it instead of competing with the top of the page. Its place holds its height.
 */
// The form's texts (the `content` namespace: labels, validation) come with its code.
const ContactForm = lazy(() =>
  Promise.all([import('@/features/content/components/contact-form'), loadTexts(['content'])]).then(([m]) => ({ default: m.ContactForm })),
);

/** The gallery photos the home teaser shows, in order. */
const teaserPhotoIds = ['bobber-garage', 'vtwin-engine', 'headlight', 'welding-sparks'] as const;

/** The catalog's card, sized for a carousel slot (250 px on phones, 280 px on larger screens). */
function renderProduct(product: ProductCardData) {
  return <ProductCard product={product} imageSizes="(min-width: 768px) 280px, 250px" />;
}

/**
 * A product block that asks for its own data, so a response re-renders that block only: React
 * renders a store's news at once, in one task, and the whole page took ~60 ms on the bench machine
 * (four times that on Lighthouse's simulated phone).
 */
function HomeProductBlock({ id, viewAllTo, useProducts }: { id: 'bestsellers' | 'promotions' | 'featured'; viewAllTo: string; useProducts: () => UseQueryResult<ProductListItems> }) {
  const { t } = useTranslation('home');
  return (
    <ProductBlock
      id={id}
      title={t(`blocks.${id}.heading`)}
      lead={t(`blocks.${id}.lead`)}
      viewAll={{ to: viewAllTo, label: t(`blocks.${id}.viewAll`) }}
      query={useProducts()}
      renderProduct={renderProduct}
    />
  );
}

/**
 * The form's place until the visitor nears its section (`near`), at the foot of the page. That is
 * never on the prerendered page nor while it is hydrated: `near` starts false and only an observer
 * attached after hydration makes it true (a lazy component there would make React give up on its
 * part of the markup).
 */
function HomeContactForm({ near }: { near: boolean }) {
  const { t } = useTranslation('home');
  const placeholder = <div className={styles.formPlaceholder} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ContactForm variant="compact" label={t('contact.formLabel')} />
    </Suspense>
  );
}

/**
 * The home page (spec "Home"): composed here because it joins three features — the home blocks,
 * the catalog's product card, and the content feature's contact form and gallery photos.
 */
export function HomeRoute() {
  const { t } = useTranslation(['home', 'photos']);
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const teaser = teaserPhotoIds.map((id) => ({ ...findGalleryPhoto(id), alt: t(`photos:${id}`) }));
  // The section, not the form's placeholder inside it: the section renders on approach
  // (content-visibility), and what it skips never counts as near.
  const [contactRef, contactNear] = useNearViewport<HTMLElement>();

  return (
    <>
      <Hero />
      <Values />
      <SearchForm />
      <HomeProductBlock id="bestsellers" viewAllTo={paths.shop} useProducts={useBestsellers} />
      <HomeProductBlock id="promotions" viewAllTo={`${paths.shop}?onSale=true`} useProducts={usePromotions} />
      <HomeProductBlock id="featured" viewAllTo={`${paths.shop}?isFeatured=true`} useProducts={useFeatured} />
      <BuildsInvite />
      <WhyUs />
      <GalleryTeaser photos={teaser} />
      <HomeContact ref={contactRef} form={<HomeContactForm near={contactNear} />} />
    </>
  );
}

export default HomeRoute;
