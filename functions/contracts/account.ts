import { z } from 'zod';
import { companySchema } from './company.js';
import { phonePattern } from './messages.js';

/**
 * Accounts: the profile form, the registration and password rules of the spec. Messages are
 * i18n keys (`validation.*`) the web turns into the spec's texts in the reader's language.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** The spec's five password rules, in the order their messages are shown (first failing wins). */
export const passwordRules = [
  { key: 'validation.passwordMinLength', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'validation.passwordUppercase', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'validation.passwordLowercase', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'validation.passwordDigit', test: (p: string) => /\d/.test(p) },
  { key: 'validation.passwordSpecial', test: (p: string) => /[^\p{L}\d\s]/u.test(p) },
] as const;

/** Strength 1–5 for the meter: 5 minus the failed rules, at least 1 (20 % … 100 %). */
export function passwordStrength(password: string): 1 | 2 | 3 | 4 | 5 {
  const passed = passwordRules.filter((r) => r.test(password)).length;
  return Math.max(1, passed) as 1 | 2 | 3 | 4 | 5;
}

export const passwordSchema = z.string().superRefine((value, ctx) => {
  if (!value) {
    ctx.addIssue({ code: 'custom', message: 'validation.passwordRequired' });
    return;
  }
  const failed = passwordRules.find((r) => !r.test(value));
  if (failed) ctx.addIssue({ code: 'custom', message: failed.key });
});

const fullName = z.string().trim().min(1, 'validation.fullNameRequired').min(2, 'validation.fullNameMin').max(120, 'validation.tooLong');
const optionalPhone = z.union([z.literal(''), z.string().trim().max(30, 'validation.tooLong').regex(phonePattern, 'validation.phoneInvalid')]);
const optionalAddress = z.union([z.literal(''), z.string().trim().min(10, 'validation.addressMin').max(500, 'validation.tooLong')]);

/** PUT /api/me/profile. E-mail is not here: it cannot be changed. */
export const profileUpdateSchema = z.object({
  fullName,
  companyName: z.string().trim().max(200, 'validation.tooLong').default(''),
  phone: optionalPhone.default(''),
  address: optionalAddress.default(''),
  /** The company invoices are made out to (dealers' checkout is filled with it); null removes it. */
  company: companySchema.nullable().optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const meResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  companyName: z.string(),
  phone: z.string(),
  address: z.string(),
  groups: z.array(z.enum(['admin', 'dealer'])),
  isAdmin: z.boolean(),
  isDealer: z.boolean(),
  /** The company from the profile (tax id canonical), or null. */
  company: z.object({ nip: z.string(), name: z.string(), address: z.string() }).nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** The registration's fields with the spec's rules: the form's and the sign-up route's (sign-up.ts). */
export const registrationFields = {
  email: z.string().trim().min(1, 'validation.emailRequired').email('validation.emailInvalid'),
  fullName,
  companyName: z.string().trim().max(200, 'validation.tooLong').optional(),
  password: passwordSchema,
  address: z.string().trim().min(1, 'validation.addressRequired').min(10, 'validation.addressMin').max(500, 'validation.tooLong'),
};

/** The registration form (the spec's rules; the SPA sends it to POST /api/auth/sign-up). */
export const registrationSchema = z
  .object({
    email: registrationFields.email,
    fullName,
    companyName: registrationFields.companyName,
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired'),
    address: registrationFields.address,
    acceptTerms: z.literal(true, { error: 'validation.acceptTerms' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsMismatch' });
export type RegistrationInput = z.input<typeof registrationSchema>;

