import type { AdminDealerApplication } from '@contracts/admin';
import { Ban, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ui } from '@/components/ui/classes';
import type { ApplicationDecision } from '../api/dealer-applications';
import { text } from '@/components/ui/text';
import { Cluster, Stack } from '@/components/ui/layout';
import styles from '../routes/inbox.module.css';
import { formatDateTime } from '../utils/format';

/** One dealer application: the company's details, and approve / reject while it is pending. */
export function DealerApplicationCard({ application: a, onDecide }: { application: AdminDealerApplication; onDecide: (decision: ApplicationDecision) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Stack as="article" gap={4} className={ui.panel} aria-labelledby={`application-${a.id}`}>
      <Cluster as="header" spread align="start">
        <div>
          <h2 id={`application-${a.id}`} className={styles.title}>
            {a.company}
          </h2>
          <p className={ui.hint}>
            <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
          </p>
        </div>
        <span className={`${ui.badge} ${styles[`app-${a.status}`]}`}>{t(`applications.status.${a.status}`)}</span>
      </Cluster>
      <dl className={ui.dl}>
        <dt>{t('applications.contactPerson')}</dt>
        <dd>{a.contactPerson}</dd>
        <dt>{t('applications.email')}</dt>
        <dd>
          <a href={`mailto:${a.email}`} className={ui.link}>
            {a.email}
          </a>
        </dd>
        <dt>{t('applications.phone')}</dt>
        <dd>{a.phone}</dd>
        <dt>{t('applications.taxId')}</dt>
        <dd>{a.taxId}</dd>
        <dt>{t('applications.years')}</dt>
        <dd>{a.yearsInBusiness}</dd>
        <dt>{t('applications.address')}</dt>
        <dd>{a.address}</dd>
      </dl>
      {a.status === 'pending' ? (
        <Cluster end>
          <Button variant="secondary" size="small" onClick={() => onDecide('reject')}>
            <Ban aria-hidden="true" />
            {t('applications.reject')}
          </Button>
          <Button size="small" onClick={() => onDecide('approve')}>
            <Check aria-hidden="true" />
            {t('applications.approve')}
          </Button>
        </Cluster>
      ) : (
        <p className={text.meta}>
          {a.status === 'approved'
            ? a.outcome === 'invited'
              ? t('applications.outcomeInvited')
              : a.outcome === 'promoted'
                ? t('applications.outcomePromoted')
                : t('applications.status.approved')
            : t('applications.outcomeRejected')}
          {a.decidedAt ? ` · ${formatDateTime(a.decidedAt)}` : ''}
        </p>
      )}
    </Stack>
  );
}
