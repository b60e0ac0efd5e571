import { Check, ExternalLink, Flag, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Review } from '@contracts/reviews';
import { Button, chipClassName } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useAdminReviews, useModerateReview, useReviewSettings, useSaveReviewSettings, type ReviewQueue } from '../api/reviews';
import { LoadingState } from '@/components/ui/loading-state';
import { ui } from '@/components/ui/classes';
import { TextField } from '@/components/ui/field';
import { adminPaths } from '../paths';
import { formatDateTime } from '../utils/format';
import { Cluster } from '@/components/ui/layout';
import { SectionPanel } from '@/components/ui/section-panel';
import styles from './reviews.module.css';

const queues: ReviewQueue[] = ['pending', 'reported', 'approved', 'rejected'];

/**
 * /admin/reviews: the moderation queue (issue 29). New and edited reviews wait here, oldest first;
 * the admin approves, or rejects with a reason the author gets by e-mail, and may answer in public.
 * Reported reviews show their reports. Below, how many days after delivery the review request goes.
 */
export function ReviewsRoute() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('reviews.title') });
  const [queue, setQueue] = useState<ReviewQueue>('pending');
  const reviews = useAdminReviews(queue);

  let list;
  if (reviews.isPending) list = <LoadingState label={t('reviews.loading')} />;
  else if (reviews.isError) {
    list = (
      <div className={ui.empty} role="alert">
        <p className={ui.emptyTitle}>{t('reviews.loadError')}</p>
        <Button variant="secondary" size="small" onClick={() => void reviews.refetch()}>
          {t('reviews.retry')}
        </Button>
      </div>
    );
  } else if (!reviews.data.items.length) list = <p className={ui.hint}>{t(`reviews.empty.${queue}`)}</p>;
  else
    list = (
      <ol role="list" className={styles.list}>
        {reviews.data.items.map((review) => (
          <li key={`${review.id}:${review.updatedAt}`}>
            <ReviewItem review={review} reasons={reviews.data.reportReasons?.[review.id]} />
          </li>
        ))}
      </ol>
    );

  return (
    <>
      <header className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{t('reviews.title')}</h1>
          <p className={ui.subtitle}>{t('reviews.lead')}</p>
        </div>
      </header>
      <Cluster gap={2} role="tablist" aria-label={t('reviews.queues')} className={styles.tabs}>
        {queues.map((q) => (
          <button key={q} type="button" role="tab" aria-selected={queue === q} className={chipClassName} onClick={() => setQueue(q)}>
            {t(`reviews.queue.${q}`)}
          </button>
        ))}
      </Cluster>
      <section className={ui.panel} aria-live="polite" aria-busy={reviews.isFetching}>
        {list}
      </section>
      <RequestSettings />
    </>
  );
}

function ReviewItem({ review, reasons }: { review: Review; reasons?: string[] | undefined }) {
  const { t } = useTranslation('admin');
  const moderate = useModerateReview();
  const id = useId();
  const [reason, setReason] = useState(review.rejectionReason ?? '');
  const [reply, setReply] = useState(review.reply ?? '');
  const [reasonError, setReasonError] = useState<string>();

  const decide = (status: 'approved' | 'rejected') => {
    if (status === 'rejected' && !reason.trim()) return setReasonError(t('reviews.reasonRequired'));
    setReasonError(undefined);
    moderate.mutate(
      { id: review.id, decision: { status, ...(status === 'rejected' ? { reason: reason.trim() } : {}), reply: reply.trim() } },
      {
        onSuccess: () => toast.success(status === 'approved' ? t('reviews.approved') : t('reviews.rejected')),
        onError: () => toast.error(t('reviews.failed')),
      },
    );
  };

  return (
    <article className={styles.item} aria-labelledby={`${id}-title`}>
      <Cluster as="header" align="baseline" gap={[2, 3]}>
        <p className={styles.stars} aria-label={t('reviews.stars', { stars: review.stars })}>
          {'★'.repeat(review.stars)}
          <span className={styles.starsOff}>{'★'.repeat(5 - review.stars)}</span>
        </p>
        <h2 id={`${id}-title`} className={styles.itemTitle}>
          {review.title}
        </h2>
      </Cluster>
      <p className={styles.meta}>
        <Link to={adminPaths.shopProduct(review.productId)} target="_blank" rel="noreferrer">
          {review.productName}
          <ExternalLink aria-hidden="true" />
        </Link>
        <span>{review.authorName}</span>
        <Link to={adminPaths.order(review.orderId)}>{t('reviews.order', { id: review.orderId.slice(0, 8) })}</Link>
        <span>{formatDateTime(review.updatedAt)}</span>
        {review.reports ? (
          <span className={styles.reports}>
            <Flag aria-hidden="true" />
            {t('reviews.reports', { count: review.reports })}
          </span>
        ) : null}
      </p>
      {/* The buyer's words as text, never HTML. */}
      <p className={styles.text}>{review.text}</p>
      {reasons?.length ? (
        <ul className={styles.reasons}>
          {reasons.map((r, i) => (
            <li key={i}>{r}</li>
          ))}
        </ul>
      ) : null}
      <div className={ui.fieldGrid}>
        <div className={ui.field}>
          <label htmlFor={`${id}-reply`} className={ui.label}>
            {t('reviews.reply')}
          </label>
          <textarea id={`${id}-reply`} className={ui.textarea} rows={2} maxLength={2000} value={reply} onChange={(e) => setReply(e.target.value)} />
          <p className={ui.hint}>{t('reviews.replyHint')}</p>
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-reason`} className={ui.label}>
            {t('reviews.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            className={ui.textarea}
            rows={2}
            maxLength={1000}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${id}-reason-note`}
            onChange={(e) => setReason(e.target.value)}
          />
          <p id={`${id}-reason-note`} className={reasonError ? ui.error : ui.hint}>
            {reasonError ?? t('reviews.reasonHint')}
          </p>
        </div>
      </div>
      <Cluster gap={2}>
        <Button size="small" onClick={() => decide('approved')} disabled={moderate.isPending}>
          <Check aria-hidden="true" />
          {review.status === 'approved' ? t('reviews.saveReply') : t('reviews.approve')}
        </Button>
        {review.status !== 'rejected' ? (
          <Button size="small" variant="secondary" onClick={() => decide('rejected')} disabled={moderate.isPending}>
            <X aria-hidden="true" />
            {t('reviews.reject')}
          </Button>
        ) : null}
      </Cluster>
    </article>
  );
}

function RequestSettings() {
  const { t } = useTranslation('admin');
  const settings = useReviewSettings();
  const save = useSaveReviewSettings();
  const [days, setDays] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const value = days ?? String(settings.data?.requestDelayDays ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 90) return setError(t('reviews.delayInvalid'));
    setError(undefined);
    save.mutate({ requestDelayDays: n }, { onSuccess: () => toast.success(t('reviews.delaySaved')), onError: () => toast.error(t('reviews.failed')) });
  };
  return (
    <SectionPanel title={t('reviews.settingsTitle')}>
      <form onSubmit={submit} className={styles.settings} noValidate>
        <TextField
          label={t('reviews.delay')}
          hint={error ? undefined : t('reviews.delayHint')}
          error={error}
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          value={value}
          disabled={settings.isPending}
          onChange={(e) => setDays(e.target.value)}
        />
        <Button type="submit" size="small" disabled={save.isPending || settings.isPending}>
          {t('reviews.save')}
        </Button>
      </form>
    </SectionPanel>
  );
}
