import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';

/** Shown instead of the app when /config.json cannot be loaded. */
export function BootError() {
  const { t } = useTranslation('common');
  return (
    <main className="container" style={{ paddingBlock: '15vh' }}>
      <StatusMessage
        role="alert"
        icon={<TriangleAlert />}
        title={t('errors.bootFailed')}
        headingLevel="h1"
        actions={
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {t('actions.refresh')}
          </Button>
        }
      >
        {t('errors.bootFailedHint')}
      </StatusMessage>
    </main>
  );
}
