import type { AdminDealerApplication } from '@contracts/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/ui/list-page';
import { toast } from '@/components/ui/toast';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useDealerApplications, useDecideDealerApplication, type ApplicationDecision } from '../api/dealer-applications';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DealerApplicationCard } from '../components/dealer-application-card';
import listStyles from '@/components/ui/list-page.module.css';

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
      <ListPage
        title={t('applications.title')}
        subtitle={t('applications.lead')}
        query={applications}
        loadingLabel={t('applications.loading')}
        errorTitle={t('applications.loadError')}
        retryLabel={t('actions.retry')}
        isEmpty={items.length === 0}
        emptyTitle={t('applications.empty')}
      >
        <ul role="list" className={listStyles.rows}>
          {items.map((a) => (
            <li key={a.id}>
              <DealerApplicationCard application={a} onDecide={(decision) => setPending({ application: a, decision })} />
            </li>
          ))}
        </ul>
      </ListPage>
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
