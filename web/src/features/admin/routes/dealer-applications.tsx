import type { AdminDealerApplication } from '@contracts/admin';
import { Ban, Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useDealerApplications, useDecideDealerApplication, type ApplicationDecision } from '../api/dealer-applications';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { ui } from '@/components/ui/classes';
import { formatDateTime } from '../utils/format';
import styles from './inbox.module.css';

/** /admin/dealer-applications: the dealer programme's applications; approval makes the applicant a dealer. */
export function DealerApplicationsRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('meta.applications') });
  const applications = useDealerApplications();
  const decide = useDecideDealerApplication();
  const [pending, setPending] = useState<{ application: AdminDealerApplication; decision: ApplicationDecision } | null>(null);

  function confirm() {
    if (!pending) return;
    const { application, decision } = pending;
    decide.mutate(
      { id: application.id, decision },
      {
        onSuccess: (updated) => {
          toast.success(
            decision === 'reject'
              ? t('applications.rejected', { company: updated.company })
              : updated.outcome === 'invited'
                ? t('applications.approvedInvited', { email: updated.email })
                : t('applications.approvedPromoted', { email: updated.email }),
          );
          setPending(null);
        },
        onError: () => {
          toast.error(t('applications.decisionError'));
          setPending(null);
        },
      },
    );
  }

  const items = applications.data?.items ?? [];

  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('applications.title')}</h1>
          <p className={ui.subtitle}>{t('applications.lead')}</p>
        </div>
      </header>

      {applications.isPending ? (
        <LoadingState label={t('applications.loading')} />
      ) : applications.isError ? (
        <div className={ui.empty} role="alert">
          <p className={ui.emptyTitle}>{t('applications.loadError')}</p>
          <Button variant="secondary" size="small" onClick={() => void applications.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className={ui.empty} role="status">
          <p className={ui.emptyTitle}>{t('applications.empty')}</p>
        </div>
      ) : (
        <ul role="list" className={styles.list}>
          {items.map((a) => (
            <li key={a.id}>
              <article className={styles.card} aria-labelledby={`application-${a.id}`}>
                <header className={styles.head}>
                  <div>
                    <h2 id={`application-${a.id}`} className={styles.title}>
                      {a.company}
                    </h2>
                    <p className={ui.hint}>
                      <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
                    </p>
                  </div>
                  <span className={`${ui.badge} ${styles[`app-${a.status}`]}`}>{t(`applications.status.${a.status}`)}</span>
                </header>
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
                  <div className={styles.actions}>
                    <Button variant="secondary" size="small" onClick={() => setPending({ application: a, decision: 'reject' })}>
                      <Ban aria-hidden="true" />
                      {t('applications.reject')}
                    </Button>
                    <Button size="small" onClick={() => setPending({ application: a, decision: 'approve' })}>
                      <Check aria-hidden="true" />
                      {t('applications.approve')}
                    </Button>
                  </div>
                ) : (
                  <p className={styles.outcome}>
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
              </article>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={pending?.decision === 'reject' ? t('applications.rejectTitle') : t('applications.approveTitle')}
        message={
          pending
            ? pending.decision === 'reject'
              ? t('applications.rejectConfirm', { company: pending.application.company })
              : t('applications.approveConfirm', { company: pending.application.company, email: pending.application.email })
            : ''
        }
        confirmLabel={pending?.decision === 'reject' ? t('applications.reject') : t('applications.approve')}
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
