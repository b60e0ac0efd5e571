import type { ReactNode } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button, type ButtonVariant } from './button';
import { StatusMessage } from './status-message';

interface LoadErrorProps {
  title: string;
  /** h1 when the failure is the whole page, h3 inside a section of one. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** The retry button's text ("Odśwież", "Spróbuj ponownie"). */
  retryLabel: string;
  /** What retrying does: reloads the page unless the caller can refetch its query instead. */
  onRetry?: () => void;
  /** `secondary` where the failure is one block among others on the page. */
  retryVariant?: ButtonVariant;
  /** Further ways on, after the retry button (back to the shop, home). */
  moreActions?: ReactNode;
  /** The hint under the title. */
  children?: ReactNode;
}

const reload = () => window.location.reload();

/** Something failed to load: a warning, what happened, and a button to try again. Announced at once. */
export function LoadError({ title, headingLevel, retryLabel, onRetry = reload, retryVariant, moreActions, children }: LoadErrorProps) {
  return (
    <StatusMessage
      role="alert"
      icon={<TriangleAlert />}
      title={title}
      headingLevel={headingLevel}
      actions={
        <>
          <Button variant={retryVariant} onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            {retryLabel}
          </Button>
          {moreActions}
        </>
      }
    >
      {children}
    </StatusMessage>
  );
}
