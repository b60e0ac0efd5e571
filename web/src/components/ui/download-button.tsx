import { Download, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { downloadFile } from '@/lib/download-file';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { toast } from './toast';

interface DownloadButtonProps {
  /** The file the API answers (lib/download-file.ts): its path, type and the name to save it under. */
  file: Parameters<typeof downloadFile>[0];
  children: ReactNode;
  /** Said instead of `children` while the file comes (a PDF takes seconds to render). */
  busyLabel?: string;
  /** The toast when the file could not be fetched. */
  errorText: string;
  /** A toast once the file is saved, where the download is easy to miss (an export). */
  successText?: string;
  icon?: LucideIcon;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A button that downloads a file from the API (a CSV export, a price list): disabled and busy
 * while it comes, so a second click does not fetch it twice, and a toast when it fails.
 */
export function DownloadButton({ file, children, busyLabel, errorText, successText, icon: Icon = Download, variant = 'secondary', size }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(file);
      if (successText) toast.success(successText);
    } catch {
      toast.error(errorText);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant={variant} size={size} onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
      <Icon aria-hidden="true" />
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
