import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { randomUUID } from 'node:crypto';
import { config } from '../core/config.js';
import { putOutboxEmail } from './outbox-entity.js';

/**
 * Sends an e-mail: through SES in AWS, into the local outbox on the local stack
 * (MAIL_TRANSPORT). Plain text: what a workshop's customers read on any device.
 */
export interface Email {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  kind: string;
  /**
   * Extra header fields by name (`List-Unsubscribe`…), sent as SES v2's `Content.Simple.Headers`
   * and kept with the outbox's copy. SES refuses a header it sets itself (From, To, Subject…).
   */
  headers?: Record<string, string>;
}

let ses: SESv2Client | undefined;

export async function sendEmail(email: Email): Promise<void> {
  const c = config();
  if (c.MAIL_TRANSPORT === 'outbox') {
    await putOutboxEmail({ ...email, id: randomUUID(), sentAt: new Date().toISOString() });
    return;
  }
  // Loaded with the first e-mail, not at every cold start: most requests of a function send none.
  const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
  ses ??= new SESv2Client({ region: c.AWS_REGION });
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: c.MAIL_FROM,
      ConfigurationSetName: c.MAIL_CONFIGURATION_SET,
      Destination: { ToAddresses: [email.to] },
      ReplyToAddresses: email.replyTo ? [email.replyTo] : undefined,
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' } },
          Headers: email.headers ? Object.entries(email.headers).map(([Name, Value]) => ({ Name, Value })) : undefined,
        },
      },
    }),
  );
}
