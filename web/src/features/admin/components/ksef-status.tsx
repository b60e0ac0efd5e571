import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@contracts/invoice';
import styles from './ksef-status.module.css';

/** A KSeF state as a badge: accepted, sent, waiting, rejected (or PDF-only for a consumer). */
export function KsefBadge({ status }: { status: InvoiceSummary['ksef']['status'] }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-status={status}>
      {t(`invoices.ksefStatus.${status}`)}
    </span>
  );
}

/**
 * Why KSeF refused an invoice or why sending waits, in plain words: KSeF's status code names the
 * kind of problem, its own description and details follow for whoever fixes it.
 */
export function KsefReason({ ksef }: { ksef: InvoiceSummary['ksef'] }) {
  const { t } = useTranslation('admin');
  if (!ksef.error) return null;
  const known = [410, 415, 430, 435, 440, 450].includes(ksef.errorCode ?? 0);
  const plain =
    ksef.status === 'rejected'
      ? known
        ? t(`invoices.reason.${ksef.errorCode as 410 | 415 | 430 | 435 | 440 | 450}`)
        : t('invoices.reason.other')
      : t('invoices.reason.unavailable');
  return (
    <div className={styles.reason} role={ksef.status === 'rejected' ? 'alert' : undefined}>
      <p className={styles.plain}>{plain}</p>
      <p className={styles.detail}>
        {t('invoices.reason.ksefSaid')} <q>{ksef.error}</q>
      </p>
    </div>
  );
}
