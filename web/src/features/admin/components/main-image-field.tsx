import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '@/components/ui/media-image';
import { checkImageFile, uploadImage } from '../api/upload-image';
import { uploadErrorText, validationText } from '../utils/error-text';
import fileInput from '@/components/ui/file-input.module.css';
import styles from './product-form.module.css';
import { UploadProgress } from './upload-progress';
import { ui } from '@/components/ui/classes';

interface MainImageFieldProps {
  value: string;
  /** The URL input, registered with the form by the parent (so the form owns the value). */
  urlInput: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  onUploaded: (key: string) => void;
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
  error?: string | undefined;
}

/** Main image: upload a file (with a progress bar) or type a URL; a preview of what is set. */
export function MainImageField({ value, urlInput, onUploaded, uploading, onUploadingChange, error }: MainImageFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const message = uploadError ?? error;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(' ');

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploadError(undefined);
    const problem = checkImageFile(file);
    if (problem) {
      setUploadError(validationText(t, problem));
      input.value = '';
      return;
    }
    onUploadingChange(true);
    setProgress(0);
    try {
      const key = await uploadImage(file, setProgress);
      onUploaded(key);
    } catch (cause) {
      setUploadError(uploadErrorText(t, cause, t('upload.mainError')));
    } finally {
      onUploadingChange(false);
      setProgress(null);
      input.value = '';
    }
  }

  return (
    <div className={styles.mainImage}>
      <div className={styles.preview}>
        {value.trim() ? <MediaImage imageRef={value} alt={t('form.mainImagePreview')} sizes="240px" className={styles.previewImage} /> : <span className={ui.hint}>{t('form.noImage')}</span>}
      </div>
      <div className={ui.stack}>
        <div className={ui.field}>
          <label htmlFor={`${id}-file`} className={ui.label}>
            {t('form.uploadMain')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
            className={fileInput.fileInput}
            disabled={uploading}
            onChange={(e) => void onFile(e)}
            aria-describedby={describedBy}
            aria-invalid={message ? true : undefined}
          />
          {progress !== null ? <UploadProgress value={progress} label={t('upload.progressLabel')} /> : null}
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-url`} className={ui.label}>
            {t('form.imageUrl')}
            <span className={ui.required} aria-hidden="true">
              *
            </span>
          </label>
          {urlInput({ id: `${id}-url`, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy })}
        </div>
        <p id={`${id}-hint`} className={ui.hint}>
          {t('form.imageHint')}
        </p>
        {message ? (
          <p id={`${id}-error`} className={ui.error} role={uploadError ? 'alert' : undefined}>
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
