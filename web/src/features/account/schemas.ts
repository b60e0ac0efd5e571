import { z } from 'zod';
import { passwordSchema } from '@contracts/account';

/**
 * The account forms the API does not validate (Cognito takes them): the spec's rules (§5) with
 * messages as `account:validation.*` keys. Registration and profile reuse the contracts' schemas.
 */
const email = z.string().trim().min(1, 'validation.emailRequired').max(254, 'validation.tooLong').email('validation.emailInvalid');

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'validation.passwordRequired'),
  remember: z.boolean(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const newPasswordWithConfirmation = {
  newPassword: passwordSchema,
  confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired'),
};

export const resetPasswordSchema = z
  .object(newPasswordWithConfirmation)
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMismatch' });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'validation.currentPasswordRequired'), ...newPasswordWithConfirmation })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMismatch' });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Cognito's codes are 6 digits; spaces typed or pasted around them are forgiven. */
export const CODE_PATTERN = /^\d{6}$/;
export const verifyCodeSchema = z.object({
  email,
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'validation.codeRequired').regex(CODE_PATTERN, 'validation.codeFormat')),
});
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;
