import { PenLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useCreateReview, useDeleteReview, useEditReview, useMyReviews, useReviewable } from '../api/my-reviews';
import { Cluster } from '@/components/ui/layout';
import { errorsFromApi, ReviewForm } from './review-form';
import styles from './reviews.module.css';
import { useReviewsTranslation } from '../texts';

/**
 * The signed-in buyer's place in the reviews section: the form when they received the product
 * and have not reviewed it (GET /api/me/reviewable decides, the server again on submit); their
 * own review with its state (waiting, published, rejected and why) and edit / delete otherwise.
 * A visitor is invited to sign in.
 */
export function MyReviewPanel({ productId, bikeIds }: { productId: number; bikeIds: readonly string[] }) {
  const { t } = useReviewsTranslation();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const reviewable = useReviewable(signedIn);
  const mine = useMyReviews(signedIn);
  const create = useCreateReview();
  const edit = useEditReview();
  const remove = useDeleteReview();
  const [editing, setEditing] = useState(false);

  if (session.status === 'loading') return null;
  if (!signedIn) {
    return (
      <Cluster spread className={styles.invite}>
        <p>{t('form.signInHint')}</p>
        <ButtonLink to={paths.login} variant="secondary" size="small">
          {t('form.signIn')}
        </ButtonLink>
      </Cluster>
    );
  }

  const own = mine.data?.items.find((r) => r.productId === productId);
  const line = reviewable.data?.items.find((item) => item.productId === productId);

  if (own && !editing) {
    return (
      <div className={styles.own}>
        <Cluster as="p" gap={2}>
          <strong>{t('form.yours')}</strong>
          <span className={styles.status} data-status={own.status}>
            {t(`form.status.${own.status}`)}
          </span>
        </Cluster>
        <Cluster as="p" gap={2} className={styles.ownTitle}>
          {'★'.repeat(own.stars)} {own.title}
        </Cluster>
        {own.status === 'rejected' && own.rejectionReason ? <p className={styles.formNote}>{t('form.rejectedBecause', { reason: own.rejectionReason })}</p> : null}
        <Cluster gap={2}>
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            <PenLine aria-hidden="true" />
            {t('form.edit')}
          </Button>
          <Button
            variant="ghost"
            size="small"
            disabled={remove.isPending}
            onClick={() => {
              if (!window.confirm(t('form.deleteConfirm'))) return;
              remove.mutate(own, { onSuccess: () => toast.success(t('form.deleted')), onError: () => toast.error(t('review.actionFailed')) });
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('form.delete')}
          </Button>
        </Cluster>
      </div>
    );
  }

  if (own && editing) {
    return (
      <section className={styles.formCard} aria-labelledby="review-form-title">
        <h3 id="review-form-title" className={styles.formTitle}>
          {t('form.editTitle')}
        </h3>
        <ReviewForm
          title={t('form.editTitle')}
          initial={own}
          bikes={bikeIds}
          withPhotos
          submitting={edit.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (content) => {
            try {
              await edit.mutateAsync({ id: own.id, content });
              toast.success(t('form.saved'));
              setEditing(false);
            } catch (error) {
              return errorsFromApi(error, t as (key: string) => string);
            }
          }}
        />
      </section>
    );
  }

  if (!line) return null;
  return (
    <section className={styles.formCard} aria-labelledby="review-form-title">
      <h3 id="review-form-title" className={styles.formTitle}>
        {t('form.title')}
      </h3>
      <p className={styles.formNote}>{t('form.intro')}</p>
      <ReviewForm
        title={t('form.title')}
        bikes={bikeIds}
        withPhotos
        submitting={create.isPending}
        onSubmit={async (content) => {
          try {
            await create.mutateAsync({ ...content, productId, orderId: line.orderId });
            toast.success(t('form.sent'));
          } catch (error) {
            return errorsFromApi(error, t as (key: string) => string);
          }
        }}
      />
    </section>
  );
}
