import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { downloadFile } from '@/lib/download-file';

/** The dealer's price list as a PDF (issue 34: GET /api/dealer/price-list.pdf), in their language; it takes a few seconds to render. */
export function PriceListPdfButton() {
  const { t, i18n } = useTranslation('dealer');
  const [busy, setBusy] = useState(false);
  const language = i18n.language === 'en' ? 'en' : 'pl';
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile({ path: `/dealer/price-list.pdf?lang=${language}`, accept: 'application/pdf', fallbackName: language === 'en' ? 'price-list.pdf' : 'cennik.pdf' });
    } catch {
      toast.error(t('quick.downloadPdfFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      <FileText aria-hidden="true" />
      {busy ? t('quick.downloadingPdf') : t('quick.downloadPdf')}
    </Button>
  );
}
