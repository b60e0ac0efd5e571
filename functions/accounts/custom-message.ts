import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { authEmail, authEmailLanguage } from './auth-emails.js';

/**
 * Cognito CustomMessage trigger: the verification and password-reset e-mails in the language the
 * web app named in the request's ClientMetadata (Polish by default), with a link that completes
 * the step in one click. Cognito replaces `codeParameter` ("{####}") with the code. The local outbox renders the same template (infra/local/dev-server.ts).
 */
export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const source = event.triggerSource.replace(/^CustomMessage_/, '');
  if (!['SignUp', 'ResendCode', 'ForgotPassword'].includes(source)) return event;
  const mail = authEmail(source, {
    email: event.request.userAttributes.email ?? '',
    code: event.request.codeParameter,
    siteUrl: process.env.SITE_URL ?? '',
    shopName: process.env.SHOP_NAME ?? 'Chopper Works',
    language: authEmailLanguage(event.request.clientMetadata),
  });
  event.response.emailSubject = mail.subject;
  event.response.emailMessage = mail.html;
  return event;
}
