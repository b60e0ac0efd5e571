import { Eye, EyeOff, CircleCheck, TriangleAlert } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';

/** A field's error under it, the id its control's aria-describedby names; nothing without an error. */
function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/**
 * Form fields of every form in the app (account, contact and dealer forms, admin). A field is a
 * label, its control, a hint and an error message in words, wired for assistive tech: the label
 * names the control, hint and error describe it (aria-describedby), an error marks it invalid.
 * Messages arrive translated: each feature turns its schemas' keys into words.
 *
 * - `Field` wraps any control: `{(control) => <input {...control} className={fieldControl.input} …/>}`;
 * - `TextField`, `TextAreaField`, `SelectField`, `PasswordField`, `CheckboxField` are the common ones;
 * - `fieldControl` holds the controls' classes for controls placed by hand;
 * - `FormMessage` is a form-level error (announced at once) or success.
 */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface FieldProps {
  label: ReactNode;
  /** The message in words, shown under the control. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label with an asterisk (and the control aria-required). */
  required?: boolean;
  /** Marks the label "(optional)". */
  optional?: boolean;
  className?: string;
  /** An id for the control, when something else must point at it. */
  id?: string;
}

export const fieldControl = {
  /** A label placed by hand where no Field fits: a fieldset's legend, a label beside a button. */
  label: styles.label,
  input: styles.input,
  textarea: `${styles.input} ${styles.textarea}`,
  select: `${styles.input} ${styles.select}`,
};

export function Field({ label, error, hint, required, optional, className, id: givenId, children }: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const { t } = useTranslation('common');
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
        {optional ? <span className={styles.optional}> ({t('form.optional')})</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type Shared = FieldProps & { ref?: Ref<never> };
type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & Omit<FieldProps, 'id'> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, required, optional, className, ref, ...input }: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} optional={optional} className={className}>
      {(control) => <input ref={ref} {...control} className={fieldControl.input} {...input} />}
    </Field>
  );
}

export function TextAreaField({ label, error, hint, required, optional, className, ref, ...textarea }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & Omit<Shared, 'ref'> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Field label={label} error={error} hint={hint} required={required} optional={optional} className={className}>
      {(control) => <textarea ref={ref} rows={3} {...control} className={fieldControl.textarea} {...textarea} />}
    </Field>
  );
}

export function SelectField({ label, error, hint, required, optional, className, ref, children, ...select }: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & Omit<Shared, 'ref'> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <Field label={label} error={error} hint={hint} required={required} optional={optional} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={fieldControl.select} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A password input with a show/hide toggle (aria-pressed) that keeps focus in place. */
export function PasswordField({ label, error, hint, className, ref, ...input }: Omit<InputFieldProps, 'type' | 'optional' | 'required'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className={styles.passwordWrap}>
          <input ref={ref} {...control} type={visible ? 'text' : 'password'} className={`${fieldControl.input} ${styles.passwordInput}`} {...input} />
          <button
            type="button"
            className={styles.reveal}
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
          </button>
        </div>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it (the label may hold links), and its error under both. */
export function CheckboxField({ label, error, className, ref, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { label: ReactNode; error?: string | undefined; ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
      <div className={styles.checkRow}>
        <input ref={ref} id={id} type="checkbox" className={styles.checkbox} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...input} />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A form-level message. Failures are alerts (announced at once); put successes in a live region. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`${styles.formMessage} ${tone === 'error' ? styles.formError : styles.formSuccess}`} role={tone === 'error' ? 'alert' : undefined}>
      {tone === 'error' ? <TriangleAlert aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
      <div>{children}</div>
    </div>
  );
}
