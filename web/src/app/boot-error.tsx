import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';

/** Shown instead of the app when /config.json cannot be loaded. */
export function BootError() {
  const { t } = useTranslation('common');
  return (
    <main className="container" style={{ paddingBlock: '15vh' }}>
      <LoadError title={t('errors.bootFailed')} headingLevel="h1" retryLabel={t('actions.refresh')}>
        {t('errors.bootFailedHint')}
      </LoadError>
    </main>
  );
}
