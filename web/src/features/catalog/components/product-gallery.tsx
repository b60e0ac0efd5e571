import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '@/components/ui/media-image';
import { PRODUCT_IMAGE_SIZES } from '@/first-load/pages';
import { productImageRefs } from '@/lib/media';
import styles from './product-details.module.css';

/**
 * Main image with thumbnails; a product without images shows the placeholder. Keyboard: the
 * thumbnails are buttons (Tab, Enter/Space), arrow keys, Home and End move between them, and the
 * previous/next buttons step through the pictures.
 */
export function ProductGallery({ name, imageUrl, images }: { name: string; imageUrl: string | null; images: readonly string[] }) {
  const { t } = useTranslation('catalog');
  const refs = productImageRefs(imageUrl, images);
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.min(selected, Math.max(refs.length - 1, 0));
  const total = Math.max(refs.length, 1);
  const many = refs.length > 1;

  const show = (next: number, focus = false) => {
    const wrapped = (next + refs.length) % refs.length;
    setSelected(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const moves: Record<string, number> = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: refs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <section className={styles.gallery} aria-label={t('product.gallery')}>
      <div className={styles.mainImage}>
        <MediaImage
          imageRef={refs[index]}
          alt={t('product.imageAlt', { name, index: index + 1, total })}
          sizes={PRODUCT_IMAGE_SIZES}
          loading="eager"
          fetchPriority="high"
          width={800}
          height={800}
        />
        {many ? (
          <>
            <button type="button" className={`${styles.galleryStep} ${styles.galleryPrev}`} aria-label={t('gallery.previous')} onClick={() => show(index - 1)}>
              <ChevronLeft aria-hidden="true" />
            </button>
            <button type="button" className={`${styles.galleryStep} ${styles.galleryNext}`} aria-label={t('gallery.next')} onClick={() => show(index + 1)}>
              <ChevronRight aria-hidden="true" />
            </button>
            <p className={styles.galleryCounter} aria-live="polite">
              {index + 1} / {refs.length}
            </p>
          </>
        ) : null}
      </div>
      {many ? (
        <ul role="list" className={styles.thumbs} aria-label={t('gallery.thumbnails')}>
          {refs.map((ref, i) => (
            <li key={ref}>
              <button
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={t('product.showImage', { index: i + 1, total: refs.length })}
                tabIndex={i === index ? 0 : -1}
                onClick={() => setSelected(i)}
                onKeyDown={(event) => onThumbKey(event, i)}
              >
                <MediaImage imageRef={ref} alt="" sizes="96px" width={96} height={96} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
