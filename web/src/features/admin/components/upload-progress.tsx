import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/ui/progress-bar';

/** An upload's progress bar with its percentage in words. */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  const { t } = useTranslation('admin');
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <ProgressBar value={value} label={label}>
      {t('upload.progress', { percent })}
    </ProgressBar>
  );
}
