import { useTranslation } from 'react-i18next';

/** Field messages of the account forms: `validation.*` keys (from the zod schemas and the auth error map) in words. */
export function useMessage() {
  const { t } = useTranslation('account');
  // Keys come from schemas and the error map; an unknown key shows itself (the spec's rule).
  return (key: string | undefined): string | undefined => (key ? t(key as 'validation.required') : undefined);
}
