import { CircleCheck, Bike, Flag, MessageSquareReply, Star, ThumbsUp } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MAX_REVIEW_PHOTOS, reviewSorts, type PublicReview, type ReviewDistribution, type ReviewSort } from '@contracts/reviews';
import { Button, chipClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { MediaImage } from '@/components/ui/media-image';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { MEDIA_WIDTHS, mediaVariantUrl } from '@/lib/media';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { defaultReviewsFilter, useProductReviews, type ProductReviewsFilter } from '../api/get-product-reviews';
import { useHelpfulVote, useReportReview } from '../api/review-marks';
import { Cluster } from '@/components/ui/layout';
import { text } from '@/components/ui/text';
import { MyReviewPanel } from './my-review-panel';
import type { ReviewerGarage } from './reviewer-garage';
import { vehicleLabel } from './vehicle-label';
import styles from './reviews.module.css';
import { useReviewsTranslation } from '../texts';
import { splitClassName } from '@/components/ui/layout-classes';

/** A buyer's photo opens at the largest published variant. */
const largestWidth = Math.max(...MEDIA_WIDTHS);

const STAR_VALUES = [5, 4, 3, 2, 1] as const;

/**
 * The product page's reviews (issue 29), below the fold and loaded when the visitor nears it
 * (lazy-product-reviews.tsx): the average and the distribution per star of approved reviews,
 * how reviews are checked (Omnibus), sorting, filters (stars, with photos, for my bike), the
 * reviews with their "Zweryfikowany zakup" badge, the workshop's replies, helpful votes and
 * reports, and the signed-in buyer's own review or the form to write one.
 */
export default function ProductReviews({ productId, garage }: { productId: number; garage: ReviewerGarage }) {
  const { t, i18n } = useReviewsTranslation();
  const [filter, setFilter] = useState<ProductReviewsFilter>(defaultReviewsFilter);
  const query = useProductReviews(productId, filter);
  const bikeId = garage.current?.id ?? null;
  const bikeName = garage.current ? (garage.current.label ?? vehicleLabel(garage.current.id)) : null;

  const change = (patch: Partial<ProductReviewsFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));
  const filtered = filter.stars.length > 0 || filter.photos || !!filter.vehicle;
  const data = query.data;
  const count = data ? Object.values(data.distribution).reduce((a, b) => a + b, 0) : 0;

  return (
    <>
      <h2 id="reviews-title" className={styles.sectionTitle}>
        {t('section.title')}
      </h2>
      <div className={`${splitClassName.md} ${styles.layout}`}>
      <aside className={styles.summary} aria-label={t('section.distributionLabel')}>
        {data ? (
          count > 0 ? (
            <>
              <p className={styles.average}>
                <span className={styles.averageNumber}>{data.average.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
                <span className="visually-hidden">{t('section.average', { average: data.average })}</span>
              </p>
              <Stars value={Math.round(data.average)} label={t('section.average', { average: data.average })} large />
              <p className={styles.basedOn}>{t('section.basedOn', { count })}</p>
              <Distribution distribution={data.distribution} total={count} selected={filter.stars} onToggle={(stars) => change({ stars: toggle(filter.stars, stars) })} />
            </>
          ) : (
            <p className={styles.noneTitle}>{t('section.none')}</p>
          )
        ) : (
          <Skeleton width="100%" height={180} />
        )}
        <p className={styles.how}>
          <CircleCheck aria-hidden="true" />
          <span>
            {t('section.how')} <Link to={paths.reviewPolicy}>{t('section.howLink')}</Link>
          </span>
        </p>
      </aside>

      <div className={styles.main}>
        <MyReviewPanel productId={productId} bikeIds={garage.bikeIds} />

        {count > 0 || filtered ? (
          <div className={styles.controls}>
            <SelectField label={t('section.sortLabel')} value={filter.sort} onChange={(e) => change({ sort: e.target.value as ReviewSort })} className={styles.sort}>
              {reviewSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`section.sort.${sort}`)}
                </option>
              ))}
            </SelectField>
            <Cluster role="group" aria-label={t('section.filterStars')} gap={2}>
              {STAR_VALUES.map((stars) => (
                <button key={stars} type="button" className={`${chipClassName} ${styles.chip}`} aria-pressed={filter.stars.includes(stars)} onClick={() => change({ stars: toggle(filter.stars, stars) })}>
                  {stars} <Star aria-hidden="true" fill="currentColor" />
                  <span className="visually-hidden">{t('section.starsRowLabel', { stars, count: data?.distribution[String(stars) as keyof ReviewDistribution] ?? 0 })}</span>
                </button>
              ))}
              <button type="button" className={`${chipClassName} ${styles.chip}`} aria-pressed={filter.photos} onClick={() => change({ photos: !filter.photos })}>
                {t('section.filterPhotos')}
              </button>
              {bikeId && bikeName ? (
                <button type="button" className={`${chipClassName} ${styles.chip}`} aria-pressed={filter.vehicle === bikeId} onClick={() => change({ vehicle: filter.vehicle ? null : bikeId })}>
                  <Bike aria-hidden="true" />
                  {t('section.filterBike', { bike: bikeName })}
                </button>
              ) : null}
              {filtered ? (
                <button type="button" className={styles.clear} onClick={() => change({ stars: [], photos: false, vehicle: null })}>
                  {t('section.clearFilters')}
                </button>
              ) : null}
            </Cluster>
          </div>
        ) : null}

        <ReviewList productId={productId} filter={filter} query={query} onPage={(page) => setFilter((f) => ({ ...f, page }))} filtered={filtered} />
      </div>
      </div>
    </>
  );
}

function toggle(values: number[], value: number): number[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

function Stars({ value, label, large = false }: { value: number; label: string; large?: boolean }) {
  return (
    <span className={large ? `${styles.stars} ${styles.starsLarge}` : styles.stars} role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={i < value ? undefined : styles.starEmpty} fill={i < value ? 'currentColor' : 'none'} strokeWidth={1.6} />
      ))}
    </span>
  );
}

/** One row per star: a bar of its share; a click filters to it. */
function Distribution({ distribution, total, selected, onToggle }: { distribution: ReviewDistribution; total: number; selected: number[]; onToggle: (stars: number) => void }) {
  const { t } = useReviewsTranslation();
  return (
    <ul role="list" className={styles.distribution}>
      {STAR_VALUES.map((stars) => {
        const n = distribution[String(stars) as keyof ReviewDistribution];
        return (
          <li key={stars}>
            <button type="button" className={styles.distributionRow} aria-pressed={selected.includes(stars)} onClick={() => onToggle(stars)} aria-label={t('section.starsRowLabel', { stars, count: n })}>
              <span className={styles.distributionStars} aria-hidden="true">
                {t('section.starsRow', { stars })}
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${total ? (n / total) * 100 : 0}%` }} />
              </span>
              <span className={styles.distributionCount} aria-hidden="true">
                {n}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function ReviewList({
  productId,
  filter,
  query,
  onPage,
  filtered,
}: {
  productId: number;
  filter: ProductReviewsFilter;
  query: ReturnType<typeof useProductReviews>;
  onPage: (page: number) => void;
  filtered: boolean;
}) {
  const { t } = useReviewsTranslation();
  if (query.isPending) {
    return (
      <div role="status" className={styles.list}>
        <span className="visually-hidden">{t('section.loading')}</span>
        <Skeleton width="100%" height={140} />
        <Skeleton width="100%" height={140} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError title={t('section.loadError')} headingLevel="h3" retryLabel={t('section.retry')} retryVariant="secondary" onRetry={() => void query.refetch()} />
    );
  }
  const { items, total, pageSize } = query.data;
  if (!items.length) return <p className={styles.empty}>{filtered ? t('section.noMatch') : t('section.noneHint')}</p>;
  const from = (filter.page - 1) * pageSize + 1;
  const to = from + items.length - 1;
  return (
    <>
      <ol role="list" className={styles.list} aria-busy={query.isPlaceholderData}>
        {items.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} productId={productId} />
          </li>
        ))}
      </ol>
      {total > pageSize ? (
        <Cluster as="nav" spread className={text.meta} aria-label={t('section.showing', { from, to, total })}>
          <Button variant="secondary" size="small" disabled={filter.page <= 1} onClick={() => onPage(filter.page - 1)}>
            {t('section.previous')}
          </Button>
          <span>{t('section.showing', { from, to, total })}</span>
          <Button variant="secondary" size="small" disabled={to >= total} onClick={() => onPage(filter.page + 1)}>
            {t('section.next')}
          </Button>
        </Cluster>
      ) : null}
    </>
  );
}

function ReviewCard({ review, productId }: { review: PublicReview; productId: number }) {
  const { t, i18n } = useReviewsTranslation();
  const session = useSession();
  const vote = useHelpfulVote(productId);
  const [reporting, setReporting] = useState(false);
  const date = new Date(review.createdAt).toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'pl-PL', { day: 'numeric', month: 'long', year: 'numeric' });
  const titleId = `review-${review.id}-title`;

  const onHelpful = () =>
    vote.mutate(review.id, {
      onSuccess: (answer) => toast.success(answer.counted ? t('review.helpfulThanks') : t('review.helpfulAlready')),
      onError: (error) => toast.error(isApiError(error) && error.status === 403 ? t('review.ownVote') : t('review.actionFailed')),
    });

  return (
    <article className={styles.review} aria-labelledby={titleId}>
      <Cluster as="header" gap={[2, 3]}>
        <Stars value={review.stars} label={t('review.starsLabel', { stars: review.stars })} />
        <h3 id={titleId} className={styles.reviewTitle}>
          {review.title}
        </h3>
      </Cluster>
      <Cluster as="p" gap={[1, 3]} className={text.meta}>
        <span className={styles.verified}>
          <CircleCheck aria-hidden="true" />
          {t('review.verified')}
        </span>
        <span>{t('review.by', { name: review.authorName, date })}</span>
        {review.vehicleId ? (
          <span className={styles.fits}>
            <Bike aria-hidden="true" />
            {t('review.bike', { bike: vehicleLabel(review.vehicleId) })}
          </span>
        ) : null}
      </Cluster>
      {/* Plain text, never HTML: React escapes it; line breaks are kept by CSS. */}
      <p className={styles.reviewText}>{review.text}</p>
      {review.photos.length ? (
        <Cluster as="ul" role="list" gap={2} className={styles.photos}>
          {review.photos.slice(0, MAX_REVIEW_PHOTOS).map((photo, i) => (
            <li key={photo}>
              {/* The largest variant in its own tab: a plain link, keyboard and screen-reader friendly. */}
              <a href={mediaVariantUrl(photo, largestWidth, getRuntimeConfig().mediaBase)} target="_blank" rel="noopener noreferrer" className={styles.photoLink} aria-label={t('review.openPhoto', { n: i + 1 })}>
                <MediaImage imageRef={photo} alt={t('review.photo', { n: i + 1 })} sizes="96px" />
              </a>
            </li>
          ))}
        </Cluster>
      ) : null}
      {review.reply ? (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>
            <MessageSquareReply aria-hidden="true" />
            {t('review.reply')}
          </p>
          <p className={styles.reviewText}>{review.reply}</p>
        </div>
      ) : null}
      <Cluster gap={2} className={styles.reviewActions}>
        <Button variant="ghost" size="small" onClick={onHelpful} disabled={vote.isPending}>
          <ThumbsUp aria-hidden="true" />
          {t('review.helpful', { count: review.helpful })}
        </Button>
        <Button variant="ghost" size="small" onClick={() => setReporting(true)}>
          <Flag aria-hidden="true" />
          {t('review.report')}
        </Button>
      </Cluster>
      {reporting ? <ReportDialog reviewId={review.id} onClose={() => setReporting(false)} signedIn={session.status === 'signedIn'} /> : null}
    </article>
  );
}

function ReportDialog({ reviewId, onClose }: { reviewId: string; onClose: () => void; signedIn: boolean }) {
  const { t } = useReviewsTranslation();
  const report = useReportReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = `report-${reviewId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('validation.reportReason'));
      return;
    }
    report.mutate(
      { reviewId, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.reported ? t('review.reportSent') : t('review.reportAlready'));
          onClose();
        },
        onError: () => toast.error(t('review.actionFailed')),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <form onSubmit={submit} className={styles.reportForm} noValidate>
        <h2 id={titleId} className={styles.reportTitle}>
          {t('review.reportTitle')}
        </h2>
        <TextAreaField label={t('review.reportReason')} value={reason} onChange={(e) => setReason(e.target.value)} error={error} rows={4} maxLength={500} required />
        <Cluster gap={2}>
          <Button type="submit" disabled={report.isPending}>
            {t('review.reportSend')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
        </Cluster>
      </form>
    </Dialog>
  );
}

