import { useMutation } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { usePageMeta } from '@/hooks/use-page-meta';
import { api } from '@/lib/api-client';
import { useBackInStockTranslation } from '../texts';
import styles from './back-in-stock-link-page.module.css';

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="page-title">{title}</h1>
      <div className={styles.column}>{children}</div>
    </div>
  );
}

/**
 * /back-in-stock/confirm?token= — the guest's double opt-in. Opening the link is the
 * confirmation the guest was asked for, so the page confirms on arrival (a repeat is harmless).
 */
export function ConfirmPage() {
  const { t } = useBackInStockTranslation();
  usePageMeta({ title: t('confirm.title') });
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useMutation({ mutationFn: () => api.post<{ productId: number }>('/back-in-stock/confirm', { token }) });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate();
  }, [token, mutate]);
  let body;
  if (!token || confirm.isError) body = <StatusMessage role="alert" icon={<TriangleAlert />} title={t('confirm.invalid')} headingLevel="h2" />;
  else if (confirm.isSuccess)
    body = (
      <>
        <StatusMessage icon={<CircleCheck />} title={t('confirm.done')} headingLevel="h2" />
        <ButtonLink to={`/product/${confirm.data.productId}`} variant="secondary">
          {t('confirm.product')}
        </ButtonLink>
      </>
    );
  else body = <Spinner label={t('confirm.working')} />;
  return <Page title={t('confirm.title')}>{body}</Page>;
}

/**
 * /back-in-stock/unsubscribe?token= — a button, not the visit: mail scanners open links, and a
 * visit alone must never unsubscribe anyone (the mail client's one-click POST needs no page).
 */
export function UnsubscribePage() {
  const { t } = useBackInStockTranslation();
  usePageMeta({ title: t('unsubscribe.title') });
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: () => api.post<{ unsubscribed: boolean }>('/back-in-stock/unsubscribe', { token }) });
  let body;
  if (unsubscribe.isSuccess) body = <StatusMessage icon={<CircleCheck />} title={t('unsubscribe.done')} headingLevel="h2" />;
  else if (!token || unsubscribe.isError) body = <StatusMessage role="alert" icon={<TriangleAlert />} title={t('unsubscribe.invalid')} headingLevel="h2" />;
  else
    body = (
      <>
        <p className="lead">{t('unsubscribe.body')}</p>
        <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
          {t('unsubscribe.confirm')}
        </Button>
      </>
    );
  return <Page title={t('unsubscribe.title')}>{body}</Page>;
}
