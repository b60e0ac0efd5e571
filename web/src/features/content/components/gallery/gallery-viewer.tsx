import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
 * Full-screen photo viewer: a native modal <dialog>, so the page behind is inert and focus stays
 * inside. Closes with the close button, a click outside the photo or Escape; the arrow buttons
 * and the arrow keys move between the photos of the current filter. Focus returns to the
 * thumbnail that opened it.
 */
export function GalleryViewer({ photos, index, onIndexChange, onClose, alt }: GalleryViewerProps) {
  const { t } = useTranslation('content');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const open = index !== null;
  const photo = index !== null ? photos[index] : undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const step = (delta: number) => {
    if (index === null || photos.length === 0) return;
    onIndexChange((index + delta + photos.length) % photos.length);
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.viewer}
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        returnFocus.current?.focus();
      }}
      onClick={(event) => {
        // The backdrop and the empty stage around the picture count as "outside".
        if (event.target === event.currentTarget || (event.target as HTMLElement).dataset.backdrop !== undefined) dialogRef.current?.close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          dialogRef.current?.close();
        } else if (event.key === 'ArrowLeft') {
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
      <div className={styles.viewerStage} data-backdrop="">
        {photo ? (
          <figure className={styles.viewerFigure}>
            <img key={photo.id} className={styles.viewerImage} src={photo.src} alt={alt(photo)} width={GALLERY_PHOTO_SIZE.width} height={GALLERY_PHOTO_SIZE.height} />
            <figcaption className={styles.viewerCaption}>
              <span>{alt(photo)}</span>
              <span className={styles.viewerPosition} aria-live="polite">
                {t('gallery.viewer.position', { index: (index ?? 0) + 1, total: photos.length })}
              </span>
            </figcaption>
          </figure>
        ) : null}
      </div>
      <button type="button" className={`${styles.viewerButton} ${styles.viewerClose}`} aria-label={t('gallery.viewer.close')} data-autofocus onClick={() => dialogRef.current?.close()}>
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
    </dialog>
  );
}
