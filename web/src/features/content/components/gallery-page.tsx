import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/hooks/use-page-meta';
import { Gallery } from './gallery/gallery';
import { PageHero } from './page-hero';
import styles from './content-page.module.css';

export function GalleryPage() {
  const { t } = useTranslation('content');
  usePageMeta({ title: t('meta.gallery.title'), description: t('meta.gallery.description') });
  return (
    <>
      <PageHero id="gallery-title" eyebrow={t('gallery.eyebrow')} title={t('gallery.title')} lead={t('gallery.lead')} image="/images/gallery/bobber-garage.svg" />
      <div className={`container ${styles.body}`}>
        <Gallery />
      </div>
    </>
  );
}
