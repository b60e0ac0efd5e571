import { useMutation, useQuery } from '@tanstack/react-query';
import { CHECKOUT_REMINDER_ONE_CLICK_PATH, type RestoredCart } from '@contracts/checkout-reminders';
import type { ReorderLine } from '@contracts/reorder';
import { CircleCheck, ShoppingBag, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { NarrowPage } from '@/components/ui/narrow-page';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { api } from '@/lib/api-client';
import { addLinesToCart } from '@/lib/cart';
import { cartLinesOf } from '@/lib/cart/reorder-lines';
import { formatMoney } from '@/lib/money';
import { useCheckoutRemindersTranslation } from '@/components/checkout-reminders/texts';
import styles from './reminder-link-pages.module.css';

/**
 * /cart/restore?token= — the reminder's restore link: the left checkout's lines go back in the
 * cart at today's prices and stock (the server resolves them as "order again" does), and the page
 * says what changed on each line. Reading the lines changes nothing on the server, so the visit
 * itself restores; the lines go to the cart once per visit.
 */
export function RestoreCartPage() {
  const { t, i18n } = useCheckoutRemindersTranslation();
  usePageMeta({ title: t('restore.title') });
  const token = useSearchParams()[0].get('token') ?? '';
  const restored = useQuery({ queryKey: ['checkout-reminders', 'restore', token], queryFn: () => api.get<RestoredCart>(`/checkout-reminders/cart?token=${encodeURIComponent(token)}`), enabled: !!token, retry: false, staleTime: Infinity });
  const added = useRef(false);
  const lines = restored.data?.lines;
  const forCart = lines ? cartLinesOf(lines) : [];
  useEffect(() => {
    if (!lines || added.current) return;
    added.current = true;
    addLinesToCart(cartLinesOf(lines));
  }, [lines]);

  /** What changed on a line, in words; null when it goes in as it was. */
  function change(line: ReorderLine): string | null {
    if (line.outcome === 'unavailable' || line.outcome === 'not_for_dealers') return t(`restore.outcome.${line.outcome}`);
    const notes: string[] = [];
    if (line.outcome === 'out_of_stock') notes.push(t('restore.outcome.out_of_stock'));
    if (line.outcome === 'partial') notes.push(t('restore.outcome.partial', { available: line.available ?? 0, quantity: line.quantity }));
    if (line.unitPrice !== undefined && line.unitPrice !== line.previousUnitPrice) notes.push(t('restore.outcome.price', { from: formatMoney(line.previousUnitPrice), to: formatMoney(line.unitPrice) }));
    return notes.length ? notes.join(' · ') : null;
  }

  let body;
  if (!token || restored.isError) body = <StatusMessage role="alert" icon={<TriangleAlert />} title={t('restore.invalid')} headingLevel="h2" actions={<ButtonLink to={paths.shop}>{t('restore.shop')}</ButtonLink>} />;
  else if (!lines) body = <Spinner label={t('restore.working')} />;
  else {
    const changed = lines.map((line) => ({ line, note: change(line) })).filter((c) => c.note !== null);
    body = (
      <>
        <StatusMessage icon={forCart.length ? <CircleCheck /> : <ShoppingBag />} title={forCart.length ? t('restore.done') : t('restore.nothing')} headingLevel="h2">
          {forCart.length ? <p>{t('restore.doneHint')}</p> : null}
        </StatusMessage>
        <div role="status" data-testid="restore-result">
          {changed.length === 0 ? (
            <p className="lead">{t('restore.unchanged')}</p>
          ) : (
            <>
              <h3 className={styles.subhead}>{t('restore.changes')}</h3>
              <ul role="list" className={styles.changes}>
                {changed.map(({ line, note }) => (
                  <li key={`${line.productId}:${line.sku ?? ''}`} data-outcome={line.outcome}>
                    <strong>{i18n.language === 'en' ? line.nameEn : line.name}</strong>: {note}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {forCart.length ? <ButtonLink to={paths.checkout}>{t('restore.checkout')}</ButtonLink> : <ButtonLink to={paths.shop}>{t('restore.shop')}</ButtonLink>}
      </>
    );
  }
  return <NarrowPage itemsStart title={t('restore.title')}>{body}</NarrowPage>;
}

/**
 * /checkout-reminder/withdraw?token= — a button, not the visit: mail scanners open links, and a
 * visit alone must never withdraw anything. The button posts the e-mail's one-click URL.
 */
export function WithdrawConsentPage() {
  const { t } = useCheckoutRemindersTranslation();
  usePageMeta({ title: t('withdraw.title') });
  const token = useSearchParams()[0].get('token') ?? '';
  const withdraw = useMutation({ mutationFn: () => api.post<{ withdrawn: boolean }>(`${CHECKOUT_REMINDER_ONE_CLICK_PATH.replace(/^\/api/, '')}?token=${encodeURIComponent(token)}`) });
  // The button goes away with its answer: focus moves to the answer, so a keyboard or screen
  // reader user lands on what happened instead of the page's top.
  const answer = useRef<HTMLDivElement>(null);
  const answered = withdraw.isSuccess || withdraw.isError;
  useEffect(() => {
    if (answered) answer.current?.focus();
  }, [answered]);
  let body;
  if (withdraw.isSuccess)
    body = (
      <StatusMessage icon={<CircleCheck />} title={t('withdraw.done')} headingLevel="h2">
        <p>{t('withdraw.doneHint')}</p>
      </StatusMessage>
    );
  else if (!token || withdraw.isError) body = <StatusMessage role="alert" icon={<TriangleAlert />} title={t('withdraw.invalid')} headingLevel="h2" />;
  else
    body = (
      <>
        <p className="lead">{t('withdraw.body')}</p>
        <Button onClick={() => withdraw.mutate()} disabled={withdraw.isPending} aria-busy={withdraw.isPending || undefined}>
          {withdraw.isPending ? t('withdraw.working') : t('withdraw.confirm')}
        </Button>
      </>
    );
  return (
    <NarrowPage itemsStart title={t('withdraw.title')}>
      <div ref={answer} tabIndex={-1} className={styles.answer} data-testid="withdraw-answer">
        {body}
      </div>
    </NarrowPage>
  );
}
