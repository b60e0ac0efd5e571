import { useTranslation } from 'react-i18next';

/**
 * Field messages of the contact and dealer forms are i18n keys (`validation.required`), from the
 * shared zod schemas and from the API's 400 `fields`; an unknown key falls back to the generic "required".
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('content');
  return (message) => {
    if (!message) return undefined;
    const key = message.startsWith('validation.') ? message : `validation.${message}`;
    return i18n.exists(`content:${key}`) ? t(key as 'validation.required') : t('validation.required');
  };
}
