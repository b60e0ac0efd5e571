import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { loadAuth } from '@/lib/auth';
import { describeAuthError } from '@/lib/auth/errors';
import { changePasswordSchema, type ChangePasswordInput } from '../schemas';
import { PasswordField } from '@/components/ui/field';
import { useMessage } from './use-message';
import { PasswordStrength } from './password-strength';
import { FormOutcome, useFormOutcome } from './form-outcome';
import styles from './forms.module.css';

const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec "Profile → password": Cognito re-checks the current password itself. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const message = useMessage();
  const outcome = useFormOutcome();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), mode: 'onTouched', defaultValues: empty });
  const password = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    outcome.start();
    try {
      const auth = await loadAuth();
      await auth.changePassword({ oldPassword: currentPassword, newPassword });
      reset(empty);
      outcome.succeed();
    } catch (error) {
      const info = describeAuthError(error, 'changePassword');
      if (info.key === 'errors.wrongCurrentPassword') {
        setError('currentPassword', { message: info.key }, { shouldFocus: true });
        return;
      }
      console.error('password change failed', error);
      if (info.field === 'password') setError('newPassword', { message: info.key }, { shouldFocus: true });
      else outcome.fail(info.key);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <PasswordField label={t('profile.currentPassword')} autoComplete="current-password" error={message(errors.currentPassword?.message)} {...register('currentPassword')} />
      <PasswordField
        label={t('profile.newPassword')}
        autoComplete="new-password"
        error={message(errors.newPassword?.message)}
        hint={<PasswordStrength password={password} />}
        {...register('newPassword')}
      />
      <PasswordField label={t('profile.confirmPassword')} autoComplete="new-password" error={message(errors.confirmPassword?.message)} {...register('confirmPassword')} />
      <FormOutcome outcome={outcome} success={t('profile.passwordChanged')} />
      <Button type="submit" size="large" disabled={isSubmitting}>
        {isSubmitting ? t('profile.changing') : t('profile.changePassword')}
      </Button>
    </form>
  );
}
