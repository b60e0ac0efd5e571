import { useTranslation } from 'react-i18next';
import { downloadRefundCorrection } from '../api/withdraw';
import { Cluster } from '@/components/ui/layout';
import { text } from '@/components/ui/text';
import { PdfDownloadButton } from './pdf-download-button';

/**
 * The correction invoice (FK/…) of a refund of an invoiced order that was not a withdrawal (a
 * cancellation, a partial refund): its number and its PDF. A withdrawal's is on its return.
 */
export function RefundCorrection({ orderId, refundId, number, guestEmail }: { orderId: string; refundId: string; number: string; guestEmail?: string }) {
  const { t } = useTranslation('orders');
  return (
    <Cluster gap={2} data-testid="refund-correction">
      <span className={text.meta}>{t('detail.refundCorrection', { number })}</span>
      <PdfDownloadButton
        download={() => downloadRefundCorrection({ orderId, refundId, guestEmail, fallbackName: `korekta-${number.replace(/[^\w-]+/g, '-')}.pdf` })}
        label={t('detail.refundCorrectionDownload')}
        busyLabel={t('detail.refundCorrectionDownloading')}
        errorText={t('detail.refundCorrectionError')}
        ariaLabel={t('detail.refundCorrectionDownloadAria', { number })}
      />
    </Cluster>
  );
}
