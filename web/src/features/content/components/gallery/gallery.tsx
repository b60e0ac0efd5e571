import { Expand } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { text } from '@/components/ui/text';
import { GALLERY_PHOTO_SIZE, galleryCategories, galleryPhotos, type GalleryCategory, type GalleryPhoto } from './gallery-photos';
import { GalleryViewer } from './gallery-viewer';
import styles from './gallery.module.css';

/** Photos shown at first and added by each "load more". */
export const GALLERY_PAGE_SIZE = 8;

type Filter = 'all' | GalleryCategory;
const filters: readonly Filter[] = ['all', ...galleryCategories];

/** Spec "Gallery": filter buttons, a grid that pages with "load more", and the full-screen viewer. */
export function Gallery() {
  const { t } = useTranslation(['content', 'photos']);
  const [filter, setFilter] = useState<Filter>('all');
  const [shownCount, setShownCount] = useState(GALLERY_PAGE_SIZE);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);

  const matching = filter === 'all' ? galleryPhotos : galleryPhotos.filter((p) => p.category === filter);
  const shown = matching.slice(0, shownCount);
  const alt = (photo: GalleryPhoto) => t(`photos:${photo.id}`);

  const choose = (next: Filter) => {
    setFilter(next);
    setShownCount(GALLERY_PAGE_SIZE);
  };

  return (
    <div className={styles.gallery}>
      <div className={styles.filters} role="group" aria-label={t('gallery.filtersLabel')}>
        {filters.map((key) => (
          <button key={key} type="button" className={`${text.caps} ${styles.filter}`} aria-pressed={filter === key} onClick={() => choose(key)}>
            {t(`gallery.filters.${key}`)}
          </button>
        ))}
      </div>

      <p className={text.meta} role="status">
        {t('gallery.count', { shown: shown.length, total: matching.length })}
      </p>

      <ul role="list" className={styles.grid}>
        {shown.map((photo, i) => (
          <li key={photo.id} className={styles.item}>
            <button type="button" className={styles.thumb} onClick={() => setViewerIndex(i)} aria-label={t('gallery.open', { alt: alt(photo) })}>
              <img src={photo.src} alt="" width={GALLERY_PHOTO_SIZE.width} height={GALLERY_PHOTO_SIZE.height} loading={i < 4 ? 'eager' : 'lazy'} decoding="async" />
              <span className={styles.thumbMeta} aria-hidden="true">
                <span className={styles.thumbCategory}>{t(`gallery.filters.${photo.category}`)}</span>
                <Expand />
              </span>
            </button>
          </li>
        ))}
      </ul>

      {shown.length < matching.length ? (
        <div className={styles.more}>
          <Button variant="secondary" size="large" onClick={() => setShownCount((n) => n + GALLERY_PAGE_SIZE)}>
            {t('gallery.loadMore')}
          </Button>
        </div>
      ) : null}

      <GalleryViewer photos={shown} index={viewerIndex} onIndexChange={setViewerIndex} onClose={() => setViewerIndex(null)} alt={alt} />
    </div>
  );
}
