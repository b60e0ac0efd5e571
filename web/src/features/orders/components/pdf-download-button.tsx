import { useMutation } from '@tanstack/react-query';
import { FileDown, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import styles from './orders.module.css';

/**
 * A small secondary button that saves a PDF (a correction invoice): busy while it downloads, a
 * toast when it fails. `download` resolves once the file was handed to the browser.
 */
export function PdfDownloadButton({ download, label, busyLabel, errorText, ariaLabel }: { download: () => Promise<unknown>; label: string; busyLabel: string; errorText: string; ariaLabel?: string }) {
  const mutation = useMutation({ mutationFn: download });
  return (
    <Button
      variant="secondary"
      size="small"
      disabled={mutation.isPending}
      aria-busy={mutation.isPending || undefined}
      aria-label={ariaLabel}
      onClick={() =>
        mutation.mutate(undefined, {
          onError: (error) => {
            console.error('PDF download failed', error);
            toast.error(errorText);
          },
        })
      }
    >
      {mutation.isPending ? <Loader2 aria-hidden="true" className={styles.spinner} /> : <FileDown aria-hidden="true" />}
      {mutation.isPending ? busyLabel : label}
    </Button>
  );
}
