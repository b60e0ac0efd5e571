import { useMutation } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { NarrowPage } from '@/components/ui/narrow-page';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { usePageMeta } from '@/hooks/use-page-meta';
import { api } from '@/lib/api-client';
import { useBackInStockTranslation } from '../texts';
import { UnsubscribePage as EmailUnsubscribePage } from '@/components/unsubscribe-page';

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
  return (
    <NarrowPage title={t('confirm.title')} itemsStart>
      {body}
    </NarrowPage>
  );
}

/** /back-in-stock/unsubscribe?token= */
export function UnsubscribePage() {
  const { t } = useBackInStockTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const texts = { title: t('unsubscribe.title'), body: t('unsubscribe.body'), confirm: t('unsubscribe.confirm'), done: t('unsubscribe.done'), invalid: t('unsubscribe.invalid') };
  return <EmailUnsubscribePage endpoint="/back-in-stock/unsubscribe" token={token} texts={texts} itemsStart />;
}
