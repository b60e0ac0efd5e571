import { Eye, EyeOff, TriangleAlert, CircleCheck } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';

/**
 * Form furniture of the account pages: labelled fields whose error (an `account:` i18n key, as
 * the zod schemas and the auth error map produce) is tied to the input with aria-describedby.
 */
export function useMessage() {
  const { t } = useTranslation('account');
  // Keys come from schemas and the error map; an unknown key shows itself (the spec's rule).
  return (key: string | undefined): string | undefined => (key ? t(key as 'validation.required') : undefined);
}

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldShell({ id, label, error, hint, optional, children }: FieldShellProps) {
  const { t } = useTranslation('account');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> ({t('fields.optional')})</span> : null}
      </label>
      {children(describedBy)}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, optional, ref, className, ...input }: InputProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <input
          ref={ref}
          id={id}
          className={[styles.input, className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ label, error, hint, optional, ref, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <textarea
          ref={ref}
          id={id}
          rows={3}
          className={`${styles.input} ${styles.textarea}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}

/** A password input with a show/hide toggle (aria-pressed) that keeps focus in place. */
export function PasswordField({ label, error, hint, ref, ...input }: Omit<InputProps, 'type' | 'optional'>) {
  const { t } = useTranslation('account');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <div className={styles.passwordWrap}>
          <input
            ref={ref}
            id={id}
            type={visible ? 'text' : 'password'}
            className={`${styles.input} ${styles.passwordInput}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-label={visible ? t('fields.hide') : t('fields.show')}
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function CheckboxField({ label, error, ref, ...input }: CheckboxProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.checkField} data-invalid={error ? true : undefined}>
      <div className={styles.checkRow}>
        <input ref={ref} id={id} type="checkbox" className={styles.checkbox} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...input} />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
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
