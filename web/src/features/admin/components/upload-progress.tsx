import { useTranslation } from 'react-i18next';
import styles from './product-form.module.css';

/** A progress bar with its percentage in words. */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  const { t } = useTranslation('admin');
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label={label} />
      <span aria-live="polite">{t('upload.progress', { percent })}</span>
    </div>
  );
}
