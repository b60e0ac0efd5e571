import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import styles from './product-details.module.css';
import outline from '@/components/ui/outline-control.module.css';

/**
 * Spec/README: the share button uses the Web Share API where the browser has it (phones), and
 * otherwise copies the page's link to the clipboard and says so in a toast.
 */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation('catalog');

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.failed'));
    }
  };

  return (
    <button type="button" className={`${outline.outline} ${styles.shareButton}`} onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      {t('share.button')}
    </button>
  );
}
