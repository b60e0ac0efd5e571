import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts an API 400's field messages (`error.fields`) on the form's fields of those names, the
 * cursor in the first. Returns whether it placed any: if not, the failure was not the input's
 * and the form says so as a whole.
 */
export function placeApiFieldErrors<Values extends FieldValues>(error: unknown, names: readonly Path<Values>[], setError: UseFormSetError<Values>): boolean {
  const fields = isApiError(error) ? error.fields : undefined;
  if (!fields) return false;
  const known = names.filter((name) => fields[name]);
  known.forEach((name, i) => setError(name, { message: fields[name] }, { shouldFocus: i === 0 }));
  return known.length > 0;
}
