import { customerLanguages, type CustomerLanguage } from '../contracts/languages.js';

/**
 * The e-mails Cognito sends (verification and password-reset codes), in the language the visitor
 * used, with a link that completes the step in one click. One template for both worlds: in AWS the
 * CustomMessage trigger returns it (Cognito puts the code where `code` says, e.g. "{####}");
 * locally the outbox renders it from the code cognito-local generated.
 *
 * The web app names its language in the request's ClientMetadata (`{ language: 'en' }`: sign-up,
 * resend code, forgot password), which Cognito hands to the trigger as `request.clientMetadata`.
 * Without it (or with anything else) the e-mail is Polish, the shop's language.
 */
export type AuthEmailSource = 'SignUp' | 'ResendCode' | 'ForgotPassword' | 'UpdateUserAttribute' | 'VerifyUserAttribute' | 'AdminCreateUser' | 'Authentication';

export interface AuthEmail {
  subject: string;
  text: string;
  html: string;
}

/** The language a Cognito request's ClientMetadata names (Polish unless it says `en`). */
export function authEmailLanguage(clientMetadata: Record<string, string> | undefined | null): CustomerLanguage {
  const named = clientMetadata?.language;
  return customerLanguages.find((l) => l === named) ?? 'pl';
}

const texts: Record<CustomerLanguage, { verify: { subject: string; intro: string; action: string }; reset: { subject: string; intro: string; action: string }; code: string; notYou: string }> = {
  pl: {
    verify: { subject: 'potwierdź adres e-mail', intro: 'Dziękujemy za rejestrację. Potwierdź swój adres e-mail, aby się zalogować.', action: 'Potwierdź adres e-mail' },
    reset: { subject: 'zmiana hasła', intro: 'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta.', action: 'Ustaw nowe hasło' },
    code: 'Kod',
    notYou: 'Jeśli to nie Ty, zignoruj tę wiadomość.',
  },
  en: {
    verify: { subject: 'confirm your e-mail address', intro: 'Thank you for signing up. Confirm your e-mail address to sign in.', action: 'Confirm e-mail address' },
    reset: { subject: 'password change', intro: 'We received a request to change the password of your account.', action: 'Set a new password' },
    code: 'Code',
    notYou: 'If this was not you, ignore this message.',
  },
};

export function authEmail(
  source: AuthEmailSource | string,
  opts: { email: string; code: string; siteUrl: string; shopName: string; language?: CustomerLanguage },
): AuthEmail {
  const email = encodeURIComponent(opts.email);
  const reset = source === 'ForgotPassword';
  const t = texts[opts.language ?? 'pl'];
  const { subject, intro, action } = reset ? t.reset : t.verify;
  const link = reset
    ? `${opts.siteUrl}/auth/reset-password?email=${email}&code=${opts.code}`
    : `${opts.siteUrl}/auth/verify-email?email=${email}&token=${opts.code}`;
  const text = `${intro}\n\n${action}: ${link}\n\n${t.code}: ${opts.code}\n\n${t.notYou}\n\n${opts.shopName}`;
  const html = `<p>${intro}</p><p><a href="${link}">${action}</a></p><p>${t.code}: <strong>${opts.code}</strong></p><p>${t.notYou}</p><p>${opts.shopName}</p>`;
  return { subject: `${opts.shopName}: ${subject}`, text, html };
}
