import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '@/components/ui/media-image';
import { productImageRefs } from '@/lib/media';
import styles from './product-details.module.css';

/** Main image with thumbnails; a product without images shows the placeholder. */
export function ProductGallery({ name, imageUrl, images }: { name: string; imageUrl: string | null; images: readonly string[] }) {
  const { t } = useTranslation('catalog');
  const refs = productImageRefs(imageUrl, images);
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, Math.max(refs.length - 1, 0));
  const total = Math.max(refs.length, 1);

  return (
    <section className={styles.gallery} aria-label={t('product.gallery')}>
      <div className={styles.mainImage}>
        <MediaImage
          imageRef={refs[index]}
          alt={t('product.imageAlt', { name, index: index + 1, total })}
          sizes="(min-width: 1024px) 600px, 100vw"
          loading="eager"
          fetchPriority="high"
          width={800}
          height={800}
        />
      </div>
      {refs.length > 1 ? (
        <ul role="list" className={styles.thumbs}>
          {refs.map((ref, i) => (
            <li key={ref}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={t('product.showImage', { index: i + 1, total: refs.length })}
                onClick={() => setSelected(i)}
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
