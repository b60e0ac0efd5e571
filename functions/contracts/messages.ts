import { z } from 'zod';

/**
 * Contact form and dealer application: one schema each, used by the web forms (react-hook-form
 * resolver) and by the API. Messages are i18n keys (`validation.*`): the web shows them in the
 * reader's language, and a 400 from the API names the same keys per field.
 */
const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const email = z.string().trim().min(1, 'validation.emailRequired').max(254, 'validation.tooLong').email('validation.emailInvalid');
/** Spec: optional plus, then digits, spaces, dashes or brackets; at least 9 characters. */
export const phonePattern = /^\+?[\d\s\-()]{9,}$/;
const phone = z.string().trim().max(30, 'validation.tooLong').regex(phonePattern, 'validation.phoneInvalid');

export const contactMessageSchema = z.object({
  name: requiredText(120),
  email,
  phone: z.union([z.literal(''), phone]).optional(),
  subject: z.string().trim().max(200, 'validation.tooLong').optional(),
  message: requiredText(5000),
  consent: z.literal(true, { error: 'validation.consentRequired' }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** Polish tax id: 10 digits (dashes and spaces allowed) with the official mod-11 checksum. */
export function isValidNip(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return sum % 11 === Number(digits[9]);
}

export const dealerApplicationSchema = z.object({
  company: requiredText(200),
  taxId: z.string().trim().min(1, 'validation.required').refine(isValidNip, 'validation.nipInvalid'),
  contactPerson: requiredText(120),
  email,
  phone: z.string().trim().min(1, 'validation.required').pipe(phone),
  yearsInBusiness: z.coerce.number({ error: 'validation.number' }).int('validation.number').min(0, 'validation.number').max(200, 'validation.number'),
  address: requiredText(500),
});
export type DealerApplicationInput = z.input<typeof dealerApplicationSchema>;

export const submissionResponseSchema = z.object({ id: z.string(), createdAt: z.string() });
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;
