import type { AdminReturn } from '@contracts/returns';
import { ArrowLeft, Check, FileDown, PackageCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useAdminReturn, useAdvanceReturn, useDownloadAdminCorrection } from '../api/returns';
import { ReturnBadge } from '../components/return-badge';
import { LoadingState } from '@/components/ui/loading-state';
import { ui } from '@/components/ui/classes';
import { TextAreaField } from '@/components/ui/field';
import { adminPaths } from '../paths';
import { formatDateTime, shortId } from '../utils/format';
import { Cluster, Split, Stack } from '@/components/ui/layout';
import { SectionPanel } from '@/components/ui/section-panel';
import styles from './returns.module.css';

/**
 * /admin/returns/{orderId}/{returnId}: one withdrawal. The parcel arrives ('Paczka odebrana': the
 * units go back into stock), then the workshop accepts it — every unit, or fewer per line with a
 * word to the customer — which refunds through Stripe, or rejects it with a reason.
 */
export function ReturnRoute({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const [orderId = '', returnId = ''] = id.split('/');
  usePageMeta({ title: t('meta.return') });
  const answer = useAdminReturn(orderId, returnId);
  const back = (
    <Link to={adminPaths.returns} className={`${ui.link} ${styles.back}`}>
      <ArrowLeft aria-hidden="true" />
      {t('returns.back')}
    </Link>
  );
  if (answer.isPending) return <LoadingState label={t('returns.loading')} />;
  if (answer.isError) {
    const notFound = isApiError(answer.error) && answer.error.isNotFound;
    return (
      <div className={ui.empty} role={notFound ? 'status' : 'alert'}>
        <h1 className={ui.emptyTitle}>{notFound ? t('returns.notFound') : t('returns.loadError')}</h1>
        {back}
      </div>
    );
  }
  const r = answer.data.return;
  return (
    <>
      {back}
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('returns.detailTitle', { id: shortId(r.orderId) })}</h1>
          <p className={ui.subtitle}>
            <Link to={adminPaths.order(r.orderId)} className={ui.link}>
              {t('returns.order', { id: shortId(r.orderId) })}
            </Link>
          </p>
        </div>
        <ReturnBadge status={r.status} />
      </header>
      <ReturnDetail key={`${r.id}-${r.status}-${r.refund?.refundId ?? ''}`} value={r} refundFailed={answer.data.order.refunds?.some((f) => f.id === r.refund?.refundId && (f.status === 'failed' || f.status === 'canceled')) ?? false} />
    </>
  );
}

function ReturnDetail({ value: r, refundFailed }: { value: AdminReturn; refundFailed: boolean }) {
  const { t } = useTranslation('admin');
  const advance = useAdvanceReturn();
  const download = useDownloadAdminCorrection();
  const [accepted, setAccepted] = useState<Record<string, number>>(() => Object.fromEntries(r.lines.map((l) => [l.itemId, l.quantity])));
  const [partialReason, setPartialReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [rejectReason, setRejectReason] = useState('');
  const [rejectError, setRejectError] = useState(false);
  const deciding = r.status === 'received';
  const partial = r.lines.some((l) => (accepted[l.itemId] ?? 0) < l.quantity);
  const goods = r.lines.reduce((sum, l) => sum + (accepted[l.itemId] ?? 0) * l.unitPrice, 0);
  const ids = { orderId: r.orderId, returnId: r.id };

  // The API's codes in the admin's language (its `message` is English, for logs).
  const decisionErrorText = (error: unknown) => {
    if (!isApiError(error)) return t('returns.error');
    if (error.code === 'returned_units_sold') return t('returns.errors.unitsSold');
    if (error.code === 'conflict') return t('returns.errors.changed');
    if (error.code === 'invalid_request') return t('returns.errors.invalid');
    return t('returns.error');
  };

  const run = (input: Parameters<typeof advance.mutate>[0], done: 'receive' | 'accept' | 'reject') =>
    advance.mutate(input, {
      onSuccess: () => toast.success(t(`returns.done.${done}`)),
      onError: (error) => {
        console.error('return step failed', error);
        toast.error(decisionErrorText(error));
      },
    });

  return (
    <Split columns="minmax(0, 3fr) minmax(18rem, 2fr)" from="lg">
      <SectionPanel title={t('returns.lines')}>
        <Stack as="ul" role="list" gap={3} divided>
          {r.lines.map((line) => (
            <li key={line.itemId} className={styles.line} data-testid="return-line">
              <Cluster spread gap={2}>
                <strong>{line.name}</strong>
                <span>{formatMoney(line.unitPrice)}</span>
              </Cluster>
              <span className={ui.meta}>
                {t('returns.colReturned')}: {line.quantity}
                {line.acceptedQuantity !== null ? ` · ${t('returns.colAccepted')}: ${line.acceptedQuantity}` : ''}
              </span>
              {deciding ? (
                <div className={ui.field}>
                  <label htmlFor={`accept-${line.itemId}`} className={ui.label}>
                    {t('returns.acceptQuantity', { name: line.name })}
                  </label>
                  <input
                    id={`accept-${line.itemId}`}
                    className={ui.input}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={line.quantity}
                    value={accepted[line.itemId] ?? 0}
                    onChange={(e) => setAccepted((a) => ({ ...a, [line.itemId]: Math.max(0, Math.min(line.quantity, Math.trunc(Number(e.target.value) || 0))) }))}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </Stack>
      </SectionPanel>

      <SectionPanel title={t('returns.actions')}>
        <dl className={ui.dl}>
          <dt>{t('returns.customer')}</dt>
          <dd>{[r.customerName, r.customerEmail].filter(Boolean).join(' · ') || '—'}</dd>
          <dt>{t('returns.requestedAt')}</dt>
          <dd>{formatDateTime(r.createdAt)}</dd>
          {r.receivedAt ? (
            <>
              <dt>{t('returns.receivedAt')}</dt>
              <dd>{formatDateTime(r.receivedAt)}</dd>
            </>
          ) : null}
          {r.decidedAt ? (
            <>
              <dt>{t('returns.decidedAt')}</dt>
              <dd>{formatDateTime(r.decidedAt)}</dd>
            </>
          ) : null}
          <dt>{t('returns.reason')}</dt>
          <dd>{r.reason ?? t('returns.noReason')}</dd>
        </dl>
        {r.refund ? (
          <p data-testid="return-refund">
            {t('returns.refund', { amount: formatMoney(r.refund.total) })}
            {r.refund.delivery ? ` (${t('returns.refundDelivery', { amount: formatMoney(r.refund.delivery) })})` : ''}
          </p>
        ) : null}
        {r.rejectionReason ? <p className={ui.hint}>{t('returns.rejection', { reason: r.rejectionReason })}</p> : null}
        {r.correctionNumber ? <p>{t('returns.correction', { number: r.correctionNumber })}</p> : null}

        <div className={styles.actions}>
          {r.status === 'requested' ? (
            <>
              <Button onClick={() => run({ ...ids, step: 'receive' }, 'receive')} disabled={advance.isPending} aria-busy={advance.isPending || undefined}>
                <PackageCheck aria-hidden="true" />
                {t('returns.receive')}
              </Button>
              <p className={ui.hint}>{t('returns.receiveHint')}</p>
            </>
          ) : null}
          {deciding ? (
            <>
              {partial ? (
                <div className={ui.field}>
                  <label htmlFor="return-partial" className={ui.label}>
                    {t('returns.partialReason')}
                  </label>
                  <textarea id="return-partial" className={ui.textarea} rows={2} maxLength={1000} value={partialReason} onChange={(e) => setPartialReason(e.target.value)} />
                </div>
              ) : null}
              <Button
                onClick={() =>
                  run(
                    {
                      ...ids,
                      step: 'decision',
                      decision: {
                        decision: 'accept',
                        ...(partial ? { lines: r.lines.map((l) => ({ itemId: l.itemId, quantity: accepted[l.itemId] ?? 0 })) } : {}),
                        ...(partial && partialReason.trim() ? { reason: partialReason.trim() } : {}),
                      },
                    },
                    'accept',
                  )
                }
                disabled={advance.isPending || goods === 0}
                aria-busy={advance.isPending || undefined}
              >
                <Check aria-hidden="true" />
                {t('returns.accept', { amount: formatMoney(goods) })}
              </Button>
              <p className={ui.hint}>{t('returns.acceptHint')}</p>
            </>
          ) : null}
          {r.status === 'requested' || r.status === 'received' ? (
            rejecting ? (
              <form
                className={styles.actions}
                onSubmit={(e) => {
                  e.preventDefault();
                  if (rejectReason.trim().length < 3) return setRejectError(true);
                  run({ ...ids, step: 'decision', decision: { decision: 'reject', reason: rejectReason.trim() } }, 'reject');
                }}
              >
                <TextAreaField
                  label={t('returns.rejectReason')}
                  error={rejectError ? t('returns.rejectReasonRequired') : undefined}
                  maxLength={1000}
                  value={rejectReason}
                  onChange={(e) => {
                    setRejectReason(e.target.value);
                    setRejectError(false);
                  }}
                  autoFocus
                />
                <Button type="submit" variant="secondary" disabled={advance.isPending}>
                  <X aria-hidden="true" />
                  {t('returns.rejectConfirm')}
                </Button>
                <Button variant="ghost" size="small" onClick={() => setRejecting(false)}>
                  {t('returns.cancel')}
                </Button>
              </form>
            ) : (
              <Button variant="ghost" onClick={() => setRejecting(true)}>
                <X aria-hidden="true" />
                {t('returns.reject')}
              </Button>
            )
          ) : null}
          {r.status === 'accepted' && refundFailed ? (
            <>
              <p className={ui.error} role="status">
                {t('returns.refundFailed')}
              </p>
              <Button onClick={() => run({ ...ids, step: 'decision', decision: { decision: 'accept' } }, 'accept')} disabled={advance.isPending} aria-busy={advance.isPending || undefined}>
                <Check aria-hidden="true" />
                {t('returns.retryRefund')}
              </Button>
            </>
          ) : null}
          {r.status === 'refunded' ? (
            <Button
              variant="secondary"
              disabled={download.isPending}
              aria-busy={download.isPending || undefined}
              onClick={() =>
                download.mutate(
                  { ...ids, fallbackName: `korekta-${(r.correctionNumber ?? r.id).replace(/[^\w-]+/g, '-')}.pdf` },
                  {
                    onError: (error) => {
                      console.error('correction download failed', error);
                      toast.error(t('returns.correctionError'));
                    },
                  },
                )
              }
            >
              <FileDown aria-hidden="true" />
              {t('returns.correctionDownload')}
            </Button>
          ) : null}
        </div>
      </SectionPanel>
    </Split>
  );
}
