import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { GALLERY_PHOTO_SIZE, type GalleryPhoto } from './gallery-photos';
import styles from './gallery.module.css';

interface GalleryViewerProps {
  photos: readonly GalleryPhoto[];
  /** Index of the photo on show; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  alt: (photo: GalleryPhoto) => string;
}

/**
 * Full-screen photo viewer (a `full` dialog, components/ui/dialog.tsx): the photo fills the
 * screen at the largest size that fits whole. Closes with the close button, a click outside the
 * photo or Escape; the arrow buttons and the arrow keys move between the photos of the current
 * filter. Focus returns to the thumbnail that opened it.
 */
export function GalleryViewer({ photos, index, onIndexChange, onClose, alt }: GalleryViewerProps) {
  const { t } = useTranslation('content');
  const titleId = useId();
  const photo = index !== null ? photos[index] : undefined;

  const step = (delta: number) => {
    if (index === null || photos.length === 0) return;
    onIndexChange((index + delta + photos.length) % photos.length);
  };

  return (
    <Dialog
      open={index !== null}
      onClose={onClose}
      variant="full"
      className={styles.viewer}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') {
          event.preventDefault();
          step(-1);
        } else if (event.key === 'ArrowRight') {
          event.preventDefault();
          step(1);
        }
      }}
    >
      <h2 id={titleId} className="visually-hidden">
        {t('gallery.viewer.label')}
      </h2>
      <div className={styles.viewerStage} data-dialog-outside="">
        {photo ? (
          <figure className={styles.viewerFigure} data-dialog-outside="">
            <img key={photo.id} className={styles.viewerImage} src={photo.src} alt={alt(photo)} width={GALLERY_PHOTO_SIZE.width} height={GALLERY_PHOTO_SIZE.height} sizes="100vw" />
            <figcaption className={styles.viewerCaption}>
              <span>{alt(photo)}</span>
              <span className={styles.viewerPosition} aria-live="polite">
                {t('gallery.viewer.position', { index: (index ?? 0) + 1, total: photos.length })}
              </span>
            </figcaption>
          </figure>
        ) : null}
      </div>
      <button type="button" className={`${styles.viewerButton} ${styles.viewerClose}`} aria-label={t('gallery.viewer.close')} data-autofocus onClick={onClose}>
        <X aria-hidden="true" />
      </button>
      {photos.length > 1 ? (
        <>
          <button type="button" className={`${styles.viewerButton} ${styles.viewerPrev}`} aria-label={t('gallery.viewer.previous')} onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" />
          </button>
          <button type="button" className={`${styles.viewerButton} ${styles.viewerNext}`} aria-label={t('gallery.viewer.next')} onClick={() => step(1)}>
            <ChevronRight aria-hidden="true" />
          </button>
        </>
      ) : null}
    </Dialog>
  );
}
