import { randomUUID } from 'node:crypto';
import { contactMessageSchema, type SubmissionResponse } from '../../contracts/messages.js';
import { config } from '../../core/config.js';
import { httpHandler, reply } from '../../core/http.js';
import { sendEmail } from '../mailer.js';
import { putContactMessage } from '../submission-entity.js';

/**
 * POST /api/contact — stores the message (the admin inbox reads it), then e-mails it to the
 * workshop with Reply-To set to the sender, and tells the sender when to expect an answer.
 * Stored first: a failing mail server never loses a customer's message.
 */
export const submitContact = httpHandler({ body: contactMessageSchema }, async ({ body }) => {
  const createdAt = new Date().toISOString();
  const { consent: _consent, ...fields } = body;
  const message = { ...fields, id: randomUUID(), createdAt, consentAt: createdAt };
  await putContactMessage(message);
  const c = config();
  await sendEmail({
    kind: 'contact',
    to: c.WORKSHOP_EMAIL,
    replyTo: body.email,
    subject: `Wiadomość ze strony: ${body.subject || body.name}`,
    text: [
      `Od: ${body.name} <${body.email}>`,
      body.phone ? `Telefon: ${body.phone}` : undefined,
      body.subject ? `Temat: ${body.subject}` : undefined,
      '',
      body.message,
    ]
      .filter((line) => line !== undefined)
      .join('\n'),
  });
  await sendEmail({
    kind: 'contact-acknowledgement',
    to: body.email,
    subject: `${c.SHOP_NAME}: otrzymaliśmy Twoją wiadomość`,
    text: `Dzień dobry ${body.name},\n\ndziękujemy za wiadomość. Odpowiemy w ciągu 24 godzin.\n\n${c.SHOP_NAME}`,
  });
  return reply<SubmissionResponse>(201, { id: message.id, createdAt });
});
