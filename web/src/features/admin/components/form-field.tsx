import { useId, type ReactNode } from 'react';
import ui from './ui.module.css';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface FormFieldProps {
  label: string;
  /** A message already in words; shown under the control and linked to it. */
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  wide?: boolean;
  id?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and error wired together (label `for`, aria-describedby, aria-invalid). */
export function FormField({ label, error, hint, required, wide, id: givenId, children }: FormFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${ui.field} ${wide ? ui.fieldWide : ''}`}>
      <label htmlFor={id} className={ui.label}>
        {label}
        {required ? (
          <span className={ui.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      {hint ? (
        <p id={hintId} className={ui.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={ui.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
