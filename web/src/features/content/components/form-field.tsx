import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FormFieldProps {
  label: string;
  /** The already translated error, shown under the field and tied to it by aria-describedby. */
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /** Marks an optional field "(opcjonalnie)" after its label. */
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error of one form field, wired for assistive tech. */
export function FormField({ label, error, hint, required, optional, className, children }: FormFieldProps) {
  const { t } = useTranslation('content');
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
        {optional ? <span className={styles.optional}> {t('form.optional')}</span> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Field messages are i18n keys (`validation.required`), from the shared zod schemas and from the
 * API's 400 `fields`; an unknown key falls back to the generic "required".
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('content');
  return (message) => {
    if (!message) return undefined;
    const key = message.startsWith('validation.') ? message : `validation.${message}`;
    return i18n.exists(`content:${key}`) ? t(key as 'validation.required') : t('validation.required');
  };
}
