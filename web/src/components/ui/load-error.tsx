import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from './action-link';
import { StatusMessage } from './status-message';

interface LoadErrorProps {
  title: string;
  /** The hint under the title (what the buyer can do). */
  children?: ReactNode;
  /** h1 when the failure is the whole page (the default), lower for a section. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** The way out beside the reload: a secondary link back to the shop or home. */
  back: ReactNode;
}

/**
 * A page that failed to load or render: announced at once, with a reload of the page (which
 * fetches the code and data again) and a way out.
 */
export function LoadError({ title, children, headingLevel = 'h1', back }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <StatusMessage
      role="alert"
      icon={<TriangleAlert />}
      title={title}
      headingLevel={headingLevel}
      actions={
        <>
          <ActionButton icon={RefreshCw} onClick={() => window.location.reload()}>
            {t('actions.refresh')}
          </ActionButton>
          {back}
        </>
      }
    >
      {children}
    </StatusMessage>
  );
}
