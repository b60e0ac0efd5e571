import { useCallback, useState } from 'react';
import { FormMessage } from '@/components/ui/field';
import { useFlash } from './use-flash';
import { useMessage } from './use-message';

/**
 * What became of an account form once sent (the profile, the password): a success shown for 3 s,
 * or a form-level error (a `validation.*` or `profile.*` key); `start()` clears both before the
 * next attempt.
 */
export function useFormOutcome() {
  const [succeeded, succeed, hideSuccess] = useFlash();
  const [error, fail] = useState<string>();
  const start = useCallback(() => {
    fail(undefined);
    hideSuccess();
  }, [hideSuccess]);
  return { succeeded, error, start, succeed, fail };
}

/** The outcome under the form: the success in a live region (announced when it appears), the error as an alert. */
export function FormOutcome({ outcome, success }: { outcome: ReturnType<typeof useFormOutcome>; success: string }) {
  const message = useMessage();
  return (
    <>
      <div role="status">{outcome.succeeded ? <FormMessage tone="success">{success}</FormMessage> : null}</div>
      {outcome.error ? <FormMessage tone="error">{message(outcome.error)}</FormMessage> : null}
    </>
  );
}
