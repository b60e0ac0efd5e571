import type { InvoiceSummary } from '@contracts/invoice';
import { FileCheck2, FileCode2, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { useDownloadInvoiceDocument } from '../api/invoices';
import styles from './invoice-documents.module.css';

/** An invoice's documents to download: the PDF, and for a company's the FA(3) XML and KSeF's UPO. */
export function InvoiceDocuments({ invoice, long = false }: { invoice: InvoiceSummary; long?: boolean }) {
  const { t } = useTranslation('admin');
  const download = useDownloadInvoiceDocument();
  const get = (document: 'pdf' | 'xml' | 'upo') =>
    download.mutate(
      { invoice, document },
      {
        onError: (error) => {
          console.error('invoice document download failed', error);
          toast.error(t('invoices.downloadError'));
        },
      },
    );
  const documents = [
    { key: 'pdf', icon: FileDown, short: 'PDF', label: t('invoices.pdf'), aria: t('invoices.downloadPdf', { number: invoice.number }), shown: invoice.documents.pdf },
    { key: 'xml', icon: FileCode2, short: 'XML', label: t('invoices.xml'), aria: t('invoices.downloadXml', { number: invoice.number }), shown: invoice.documents.xml },
    { key: 'upo', icon: FileCheck2, short: 'UPO', label: t('invoices.upo'), aria: t('invoices.downloadUpo', { number: invoice.number }), shown: invoice.documents.upo },
  ] as const;
  return (
    <div className={styles.documents}>
      {documents
        .filter((d) => d.shown)
        .map(({ key, icon: Icon, short, label, aria }) => (
          <Button key={key} variant="secondary" size="small" onClick={() => get(key)} disabled={download.isPending} aria-label={long ? undefined : aria}>
            <Icon aria-hidden="true" />
            {long ? label : short}
          </Button>
        ))}
    </div>
  );
}
