import { z } from 'zod';
import { registrationFields } from './account.js';
import { customerLanguages } from './languages.js';

/**
 * POST /api/auth/sign-up: the registration as the server checks it again (the form's rules), and
 * the language of the e-mail with the code. Answers 201 {@link signUpResponseSchema}; the account
 * waits for the code from the e-mail (Cognito's ConfirmSignUp). The web imports only the types.
 */
export const signUpRequestSchema = z.object({ ...registrationFields, language: z.enum(customerLanguages).optional() });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
export const signUpResponseSchema = z.object({ email: z.string(), confirmed: z.boolean() });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
