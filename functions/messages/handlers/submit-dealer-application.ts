import { randomUUID } from 'node:crypto';
import { dealerApplicationSchema, type SubmissionResponse } from '../../contracts/messages.js';
import { config } from '../../core/config.js';
import { httpHandler, reply } from '../../core/http.js';
import { sendEmail } from '../mailer.js';
import { putDealerApplication } from '../submission-entity.js';

/**
 * POST /api/dealer-applications — stores the application for review in the admin area (where
 * approval puts the applicant in the `dealer` group), and e-mails the workshop and the applicant.
 */
export const submitDealerApplication = httpHandler({ body: dealerApplicationSchema }, async ({ body, caller }) => {
  const createdAt = new Date().toISOString();
  const application = { ...body, id: randomUUID(), status: 'pending' as const, createdAt, ...(caller ? { userId: caller.userId } : {}) };
  await putDealerApplication(application);
  const c = config();
  await sendEmail({
    kind: 'dealer-application',
    to: c.WORKSHOP_EMAIL,
    replyTo: body.email,
    subject: `Wniosek dealerski: ${body.company}`,
    text: [
      `Firma: ${body.company}`,
      `NIP: ${body.taxId}`,
      `Osoba kontaktowa: ${body.contactPerson}`,
      `E-mail: ${body.email}`,
      `Telefon: ${body.phone}`,
      `Lata w branży: ${body.yearsInBusiness}`,
      `Adres: ${body.address}`,
    ].join('\n'),
  });
  await sendEmail({
    kind: 'dealer-application-acknowledgement',
    to: body.email,
    subject: `${c.SHOP_NAME}: otrzymaliśmy wniosek dealerski`,
    text: `Dzień dobry ${body.contactPerson},\n\ndziękujemy za wniosek firmy ${body.company}. Odpowiemy w ciągu 48 godzin.\n\n${c.SHOP_NAME}`,
  });
  return reply<SubmissionResponse>(201, { id: application.id, createdAt });
});
