/**
 * The e-mails Cognito sends (verification and password-reset codes), in Polish, with a link
 * that completes the step in one click. One template for both worlds: in AWS the CustomMessage
 * trigger returns it (Cognito puts the code where `code` says, e.g. "{####}"); locally the
 * outbox renders it from the code cognito-local generated.
 */
export type AuthEmailSource = 'SignUp' | 'ResendCode' | 'ForgotPassword' | 'UpdateUserAttribute' | 'VerifyUserAttribute' | 'AdminCreateUser' | 'Authentication';

export interface AuthEmail {
  subject: string;
  text: string;
  html: string;
}

export function authEmail(source: AuthEmailSource | string, opts: { email: string; code: string; siteUrl: string; shopName: string }): AuthEmail {
  const email = encodeURIComponent(opts.email);
  const reset = source === 'ForgotPassword';
  const link = reset
    ? `${opts.siteUrl}/auth/reset-password?email=${email}&code=${opts.code}`
    : `${opts.siteUrl}/auth/verify-email?email=${email}&token=${opts.code}`;
  const subject = reset ? `${opts.shopName}: zmiana hasła` : `${opts.shopName}: potwierdź adres e-mail`;
  const intro = reset
    ? 'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta.'
    : 'Dziękujemy za rejestrację. Potwierdź swój adres e-mail, aby się zalogować.';
  const action = reset ? 'Ustaw nowe hasło' : 'Potwierdź adres e-mail';
  const text = `${intro}\n\n${action}: ${link}\n\nKod: ${opts.code}\n\nJeśli to nie Ty, zignoruj tę wiadomość.\n\n${opts.shopName}`;
  const html = `<p>${intro}</p><p><a href="${link}">${action}</a></p><p>Kod: <strong>${opts.code}</strong></p><p>Jeśli to nie Ty, zignoruj tę wiadomość.</p><p>${opts.shopName}</p>`;
  return { subject, text, html };
}
