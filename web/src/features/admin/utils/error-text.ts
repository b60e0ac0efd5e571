import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';

/**
 * Validation messages arrive as i18n keys (`validation.productNameRequired`), from the form's
 * schema or in an API error's `fields`; the admin namespace holds their Polish wording.
 */
export function validationText(t: TFunction<'admin'>, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('validation.')) {
    const text = t(message as 'validation.required', { defaultValue: '' });
    return text || t('validation.invalid');
  }
  return t('validation.invalid');
}

/**
 * What an upload failure says under the image field: a known validation key in its words, a
 * server's own message (the upload check explains a rejected file), else the fallback.
 */
export function uploadErrorText(t: TFunction<'admin'>, error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const key = [error.message, ...Object.values(error.fields ?? {})].find((m) => m.startsWith('validation.'));
    if (key) return validationText(t, key) ?? fallback;
    if (error.status >= 400 && error.status < 500 && error.message) return t('upload.fileError', { message: error.message });
  }
  return fallback;
}
