import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Review, ReviewContent } from '@contracts/reviews';
import { FormMessage } from '@/components/ui/field';
import { MediaImage } from '@/components/ui/media-image';
import { NarrowPage } from '@/components/ui/narrow-page';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { toast } from '@/components/ui/toast';
import { errorsFromApi, ReviewForm } from './review-form';
import { usePageMeta } from '@/hooks/use-page-meta';
import { api } from '@/lib/api-client';
import { localizedProduct } from '@/lib/product-text';
import { UnsubscribePage as EmailUnsubscribePage } from '@/components/unsubscribe-page';
import { useReviewsTranslation } from '../texts';
import styles from './review-link-page.module.css';
import { reviewKeys } from '../query-keys';

/**
 * /review: the links of the review request e-mail, one page for both: `?token=…` a guest's
 * review of the order line the signed link names, `?unsubscribe=…` no more review requests to
 * that address. Loaded by app/routes/review-link.tsx.
 */
export default function ReviewLinkPage() {
  const [params] = useSearchParams();
  const unsubscribe = params.get('unsubscribe');
  return unsubscribe !== null ? <UnsubscribePage token={unsubscribe} /> : <GuestReviewPage token={params.get('token') ?? ''} />;
}


interface LinkedLine {
  productId: number;
  name: string;
  nameEn?: string;
  imageUrl: string | null;
  reviewed: boolean;
  /** The guest's own review of it, once written. */
  review?: Review;
}

/**
 * A guest's review through the signed link (it names the order and the product; the server checks
 * it and the order again on submit), with up to 4 photos uploaded under the same link. A rejected
 * review (its e-mail links here again) shows its reason and comes back in the form to correct.
 */
function GuestReviewPage({ token }: { token: string }) {
  const { t, i18n } = useReviewsTranslation();
  usePageMeta({ title: t('guest.title') });
  const [sent, setSent] = useState(false);
  const line = useQuery({
    queryKey: reviewKeys.link(token),
    queryFn: () => api.post<LinkedLine>('/guest/reviews/lookup', { token }),
    enabled: token.length > 10,
    retry: false,
  });
  // A new review, or (after a rejection, whose e-mail links here again) the corrected one.
  const send = useMutation({
    mutationFn: ({ content, edit }: { content: ReviewContent; edit: boolean }) => (edit ? api.put<Review>('/guest/reviews', { ...content, token }) : api.post<Review>('/guest/reviews', { ...content, token })),
  });

  let body;
  const own = line.data?.review;
  const correcting = own?.status === 'rejected';
  if (!token || line.isError) body = <StatusMessage role="alert" icon={<TriangleAlert />} title={t('guest.invalid')} headingLevel="h2" />;
  else if (!line.data) body = <Spinner label={t('section.loading')} />;
  else if (sent || (line.data.reviewed && !correcting)) body = <StatusMessage icon={<CircleCheck />} title={sent ? t('guest.sent') : t('guest.done')} headingLevel="h2" />;
  else {
    const words = localizedProduct({ name: line.data.name, nameEn: line.data.nameEn }, i18n.language);
    body = (
      <>
        <div className={styles.product}>
          <MediaImage imageRef={line.data.imageUrl} alt="" sizes="72px" className={styles.productImage} />
          <p className="lead">{words.name}</p>
        </div>
        {correcting && own.rejectionReason ? (
          <FormMessage tone="error">
            {t('guest.rejected')} {t('form.rejectedBecause', { reason: own.rejectionReason })}
          </FormMessage>
        ) : null}
        <ReviewForm
          title={correcting ? t('form.editTitle') : t('guest.title')}
          initial={correcting ? { stars: own.stars, title: own.title, text: own.text, photos: own.photos } : undefined}
          withPhotos
          guestToken={token}
          submitting={send.isPending}
          onSubmit={async (content) => {
            try {
              await send.mutateAsync({ content, edit: correcting });
              toast.success(t('guest.sent'));
              setSent(true);
            } catch (error) {
              return errorsFromApi(error, t as (key: string) => string);
            }
          }}
        />
      </>
    );
  }
  return <NarrowPage title={t('guest.title')}>{body}</NarrowPage>;
}

/** The unsubscribe link of the review request e-mails. */
function UnsubscribePage({ token }: { token: string }) {
  const { t } = useReviewsTranslation();
  const texts = { title: t('unsubscribe.title'), body: t('unsubscribe.body'), confirm: t('unsubscribe.confirm'), done: t('unsubscribe.done'), invalid: t('unsubscribe.invalid') };
  return <EmailUnsubscribePage endpoint="/review-requests/unsubscribe" token={token} texts={texts} />;
}

