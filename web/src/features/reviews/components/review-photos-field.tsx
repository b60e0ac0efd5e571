import { X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { MAX_REVIEW_PHOTOS } from '@contracts/reviews';
import { fieldControl } from '@/components/ui/field';
import { fileInputClassName } from '@/components/ui/file-input';
import { MediaImage } from '@/components/ui/media-image';
import { toast } from '@/components/ui/toast';
import { checkImageFile } from '@/lib/presigned-upload';
import { isApiError } from '@/lib/api-client';
import { uploadReviewPhoto } from '../api/upload-review-photo';
import { useReviewsTranslation } from '../texts';
import { Cluster } from '@/components/ui/layout';
import styles from './reviews.module.css';

/**
 * Up to 4 photos of a review: each file is checked (type, 5 MB) before it is sent, uploaded
 * through the verified pipeline with a progress bar, then previewed from its published variants
 * with a remove button. The form sends the media keys; the server checks they are the author's
 * (for a guest, `guestToken`: uploaded under the very review link the form is sent with).
 */
export function ReviewPhotosField({
  photos,
  onChange,
  onUploadingChange,
  error,
  guestToken,
}: {
  photos: readonly string[];
  onChange: (photos: string[]) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string | undefined;
  /** A guest's review link: it authorises the uploads instead of a session. */
  guestToken?: string | undefined;
}) {
  const { t } = useReviewsTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const message = uploadError ?? error;
  const full = photos.length >= MAX_REVIEW_PHOTOS;
  const uploading = progress !== null;

  /** A `validation.*` key in words: the reviews texts hold the upload keys too; another key reads as a failed upload. */
  const validationText = (key: string): string => t(key as 'validation.uploadType', { defaultValue: t('form.photoFailed') });

  /** The reason of a refused file in the buyer's words (the API's field keys, else a general one). */
  const reasonOf = (cause: unknown): string => {
    const key = isApiError(cause) ? [cause.message, ...Object.values(cause.fields ?? {})].find((m) => m.startsWith('validation.')) : undefined;
    return key ? validationText(key) : t('form.photoFailed');
  };

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    input.value = '';
    if (!chosen.length) return;
    setUploadError(undefined);
    const room = MAX_REVIEW_PHOTOS - photos.length;
    if (chosen.length > room) toast.error(t('form.photosFull', { count: MAX_REVIEW_PHOTOS }));
    const files = chosen.slice(0, Math.max(0, room));
    const added: string[] = [];
    onUploadingChange(true);
    try {
      // One after another: the bar shows the whole batch, and a refused file stops the rest with its reason.
      for (const [index, file] of files.entries()) {
        const problem = checkImageFile(file);
        if (problem) throw new Error(problem);
        setProgress(index / files.length);
        added.push(await uploadReviewPhoto(file, (fraction) => setProgress((index + fraction) / files.length), guestToken));
      }
    } catch (cause) {
      const text = cause instanceof Error && cause.message.startsWith('validation.') && !isApiError(cause) ? validationText(cause.message) : reasonOf(cause);
      setUploadError(text);
      toast.error(text);
    } finally {
      if (added.length) onChange([...photos, ...added]);
      setProgress(null);
      onUploadingChange(false);
    }
  }

  const percent = Math.round((progress ?? 0) * 100);
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.photoField}>
      <label htmlFor={`${id}-file`} className={fieldControl.label}>
        {t('form.photos', { count: MAX_REVIEW_PHOTOS })}
      </label>
      {photos.length ? (
        <Cluster as="ul" role="list" gap={2}>
          {photos.map((photo, i) => (
            <li key={photo} className={styles.photoPreview}>
              <MediaImage imageRef={photo} alt={t('form.photoPreview', { n: i + 1 })} sizes="96px" />
              <button type="button" className={styles.photoRemove} onClick={() => onChange(photos.filter((p) => p !== photo))} disabled={uploading} aria-label={t('form.removePhoto', { n: i + 1 })}>
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </Cluster>
      ) : null}
      <input
        id={`${id}-file`}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
        className={`${fileInputClassName} ${styles.photoInput}`}
        disabled={uploading || full}
        onChange={(e) => void onFiles(e)}
        aria-describedby={describedBy}
        aria-invalid={message ? true : undefined}
      />
      {uploading ? (
        <div className={styles.photoProgress}>
          <progress max={100} value={percent} aria-label={t('form.uploadProgress')} />
          <span aria-live="polite">{t('form.uploading', { percent })}</span>
        </div>
      ) : null}
      <p id={`${id}-hint`} className={styles.formNote}>
        {full ? t('form.photosFull', { count: MAX_REVIEW_PHOTOS }) : t('form.photosHint')}
      </p>
      {message ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
