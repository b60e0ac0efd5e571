import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, type ReviewContent } from '@contracts/reviews';
import { Button } from '@/components/ui/button';
import { fieldControl, FormMessage, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import { Cluster } from '@/components/ui/layout';
import { ReviewPhotosField } from './review-photos-field';
import { vehicleLabel } from './vehicle-label';
import styles from './reviews.module.css';
import { useReviewsTranslation } from '../texts';
import { fieldsetClassName } from '@/components/ui/fieldset-class';

type Errors = Partial<Record<'stars' | 'title' | 'text' | 'vehicleId' | 'photos' | 'form', string>>;

/** The API's field errors (`validation.reviewText`…) as words, and a form-level message for the rest. */
export function errorsFromApi(error: unknown, t: (key: string) => string): Errors {
  if (isApiError(error) && error.fields) {
    return Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, t(key.startsWith('validation.') ? key : 'form.failed')]));
  }
  if (isApiError(error) && error.status === 409) return { form: t('form.already') };
  if (isApiError(error) && error.status === 403) return { form: t('form.notAllowed') };
  return { form: t('form.failed') };
}

/**
 * Stars, title, text, up to 4 photos and (for a signed-in buyer) the bike from their garage. Checked here as the
 * API checks it (the same rules, contracts/reviews.ts), so a mistake shows at once by its field;
 * the server's answer is shown the same way. Nothing typed is lost on an error.
 */
export function ReviewForm({
  initial,
  bikes = [],
  submitting,
  onSubmit,
  onCancel,
  title,
  withPhotos = false,
  guestToken,
}: {
  initial?: ReviewContent;
  bikes?: readonly string[];
  /** The photo picker (a signed-in buyer's uploads, or a guest's under `guestToken`). */
  withPhotos?: boolean;
  /** A guest's review link (the /review page): it authorises the photo uploads instead of a session. */
  guestToken?: string;
  submitting: boolean;
  onSubmit: (content: ReviewContent) => Promise<Errors | void>;
  onCancel?: () => void;
  title: string;
}) {
  const { t } = useReviewsTranslation();
  const [stars, setStars] = useState(initial?.stars ?? 0);
  const [headline, setHeadline] = useState(initial?.title ?? '');
  const [text, setText] = useState(initial?.text ?? '');
  const [vehicleId, setVehicleId] = useState(initial?.vehicleId ?? '');
  const [photos, setPhotos] = useState<string[]>(initial?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const found: Errors = {};
    if (stars < 1 || stars > 5) found.stars = t('validation.reviewStars');
    if (!headline.trim()) found.title = t('validation.reviewTitle');
    if (!text.trim()) found.text = t('validation.reviewText');
    setErrors(found);
    if (Object.keys(found).length) return;
    const refused = await onSubmit({ stars, title: headline.trim(), text: text.trim(), photos, vehicleId: vehicleId || null });
    if (refused) setErrors(refused);
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
      <fieldset className={`${fieldsetClassName} ${styles.starPicker}`} aria-describedby={errors.stars ? 'review-stars-error' : undefined}>
        <legend className={fieldControl.label}>
          {t('form.stars')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className={styles.starOptions}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={styles.starOption} data-on={value <= stars || undefined}>
              <input type="radio" name="stars" value={value} checked={stars === value} onChange={() => setStars(value)} className="visually-hidden" />
              <Star aria-hidden="true" fill={value <= stars ? 'currentColor' : 'none'} />
              <span className="visually-hidden">{t('form.starOption', { count: value })}</span>
            </label>
          ))}
        </div>
        {errors.stars ? (
          <p id="review-stars-error" className={styles.fieldError}>
            {errors.stars}
          </p>
        ) : null}
      </fieldset>
      <TextField label={t('form.headline')} value={headline} onChange={(e) => setHeadline(e.target.value)} error={errors.title} maxLength={REVIEW_TITLE_MAX} required />
      <TextAreaField label={t('form.text')} value={text} onChange={(e) => setText(e.target.value)} error={errors.text} maxLength={REVIEW_TEXT_MAX} rows={5} required />
      {bikes.length ? (
        <SelectField label={t('form.bike')} value={vehicleId} onChange={(e) => setVehicleId(e.target.value)} error={errors.vehicleId} optional>
          <option value="">{t('form.noBike')}</option>
          {bikes.map((id) => (
            <option key={id} value={id}>
              {vehicleLabel(id)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {withPhotos ? <ReviewPhotosField photos={photos} onChange={setPhotos} onUploadingChange={setUploading} error={errors.photos} guestToken={guestToken} /> : null}
      {errors.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
      <p className={styles.formNote}>{t('form.moderation')}</p>
      <Cluster gap={2}>
        <Button type="submit" disabled={submitting || uploading} title={uploading ? t('form.waitForPhotos') : undefined}>
          {submitting ? t('form.saving') : t('form.submit')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </Cluster>
    </form>
  );
}
