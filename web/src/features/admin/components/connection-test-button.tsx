import type { ConnectionTestResult } from '@contracts/admin';
import { PlugZap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useConnectionTest } from '../api/run-connection-test';
import { registerAdminTexts } from '../i18n';
import styles from './connection-test-button.module.css';
import { Modal } from '@/components/ui/dialog';

/**
 * The developers' payment connection test (spec §2 "Cart drawer connection test"): creates a
 * test Checkout session through POST /api/admin/checkout-test and shows the verdict in English,
 * with the HTTP status and hints. The app shows it only to admins on the local stack.
 */
export function ConnectionTestButton() {
  registerAdminTexts();
  const { t } = useTranslation('admin');
  const test = useConnectionTest();

  const result: ConnectionTestResult | null = test.data
    ? test.data
    : test.error
      ? {
          result: 'failure',
          httpStatus: isApiError(test.error) ? test.error.status : 0,
          message: test.error instanceof Error ? test.error.message : String(test.error),
          hints: [t('connectionTest.hintRequestFailed')],
        }
      : null;

  return (
    <>
      <Button variant="secondary" size="small" onClick={() => test.mutate()} disabled={test.isPending} aria-busy={test.isPending || undefined}>
        <PlugZap aria-hidden="true" />
        {test.isPending ? t('connectionTest.running') : t('connectionTest.button')}
      </Button>
      <Modal
        open={result !== null}
        title={result ? t(`connectionTest.title.${result.result}`) : ''}
        onClose={() => test.reset()}
        actions={
          <Button size="small" onClick={() => test.reset()}>
            {t('connectionTest.close')}
          </Button>
        }
      >
        {result ? (
          <div className={styles.body} lang="en">
            <p className={`${styles.verdict} ${styles[result.result]}`}>{t(`connectionTest.verdict.${result.result}`)}</p>
            <dl className={styles.facts}>
              <dt>{t('connectionTest.httpStatus')}</dt>
              <dd>{result.httpStatus || t('connectionTest.noResponse')}</dd>
              <dt>{t('connectionTest.message')}</dt>
              <dd>{result.message}</dd>
              {result.sessionId ? (
                <>
                  <dt>{t('connectionTest.sessionId')}</dt>
                  <dd className={styles.mono}>{result.sessionId}</dd>
                </>
              ) : null}
            </dl>
            {result.hints.length > 0 ? (
              <>
                <p className={styles.hintsTitle}>{t('connectionTest.hints')}</p>
                <ul className={styles.hints}>
                  {result.hints.map((hint) => (
                    <li key={hint}>{hint}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </Modal>
    </>
  );
}

export default ConnectionTestButton;
