import { FileDown, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useDownloadRefundCorrection } from '../api/withdraw';
import styles from './orders.module.css';

/**
 * The correction invoice (FK/…) of a refund of an invoiced order that was not a withdrawal (a
 * cancellation, a partial refund): its number and its PDF. A withdrawal's is on its return.
 */
export function RefundCorrection({ orderId, refundId, number, guestEmail }: { orderId: string; refundId: string; number: string; guestEmail?: string }) {
  const { t } = useTranslation('orders');
  const download = useDownloadRefundCorrection();
  return (
    <div className={styles.refundCorrection} data-testid="refund-correction">
      <span className={styles.hint}>{t('detail.refundCorrection', { number })}</span>
      <Button
        variant="secondary"
        size="small"
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        aria-label={t('detail.refundCorrectionDownloadAria', { number })}
        onClick={() =>
          download.mutate(
            { orderId, refundId, ...(guestEmail ? { guestEmail } : {}), fallbackName: `korekta-${number.replace(/[^\w-]+/g, '-')}.pdf` },
            {
              onError: (error) => {
                console.error('correction download failed', error);
                toast.error(t('detail.refundCorrectionError'));
              },
            },
          )
        }
      >
        {download.isPending ? <Loader2 aria-hidden="true" className={styles.spinner} /> : <FileDown aria-hidden="true" />}
        {download.isPending ? t('detail.refundCorrectionDownloading') : t('detail.refundCorrectionDownload')}
      </Button>
    </div>
  );
}
