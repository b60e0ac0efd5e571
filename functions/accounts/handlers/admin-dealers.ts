import { z } from 'zod';
import type { AdminDealerApplication } from '../../contracts/admin.js';
import { config } from '../../core/config.js';
import { conflict, notFound } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { sendEmail } from '../../messages/mailer.js';
import { decideDealerApplication, getDealerApplication, listDealerApplications } from '../../messages/submission-entity.js';
import { addToDealers, findUserByEmail, listDealers } from '../dealers.js';

/** GET /api/admin/dealers — the members of the `dealer` group, with company and e-mail. */
export const adminListDealers = httpHandler({}, async () => ({ items: await listDealers() }));

/** GET /api/admin/dealer-applications — newest first. */
export const adminListDealerApplications = httpHandler({}, async () => ({ items: await listDealerApplications() }));

const params = z.object({ id: z.string().uuid() });

/**
 * POST /api/admin/dealer-applications/{id}/approve — an existing account with the applicant's
 * e-mail joins the `dealer` group; otherwise the applicant is invited to register (the admin
 * approves again once they have). Either way the applicant is told.
 */
export const adminApproveDealerApplication = httpHandler({ params }, async ({ params: p }): Promise<AdminDealerApplication> => {
  const application = await getDealerApplication(p.id);
  if (!application) throw notFound('No such application');
  if (application.status === 'rejected') throw conflict('conflict', 'This application was rejected');
  const user = await findUserByEmail(application.email);
  const c = config();
  if (user) {
    await addToDealers(user.Username!);
    await sendEmail({
      kind: 'dealer-approved',
      to: application.email,
      subject: `${c.SHOP_NAME}: konto dealerskie aktywne`,
      text: `Dzień dobry ${application.contactPerson},\n\nwniosek firmy ${application.company} został zaakceptowany. Po ponownym zalogowaniu zobaczysz ceny dealerskie.\n\n${c.SITE_URL}/login\n\n${c.SHOP_NAME}`,
    });
  } else {
    await sendEmail({
      kind: 'dealer-invitation',
      to: application.email,
      subject: `${c.SHOP_NAME}: zaproszenie do programu dealerskiego`,
      text: `Dzień dobry ${application.contactPerson},\n\nwniosek firmy ${application.company} został zaakceptowany. Załóż konto na ten adres e-mail, a aktywujemy ceny dealerskie:\n\n${c.SITE_URL}/register\n\n${c.SHOP_NAME}`,
    });
  }
  return decideDealerApplication(p.id, 'approved', user ? 'promoted' : 'invited');
});

/** POST /api/admin/dealer-applications/{id}/reject — the applicant is told. */
export const adminRejectDealerApplication = httpHandler({ params }, async ({ params: p }): Promise<AdminDealerApplication> => {
  const application = await getDealerApplication(p.id);
  if (!application) throw notFound('No such application');
  if (application.status === 'approved') throw conflict('conflict', 'This application was approved');
  const c = config();
  await sendEmail({
    kind: 'dealer-rejected',
    to: application.email,
    subject: `${c.SHOP_NAME}: wniosek dealerski`,
    text: `Dzień dobry ${application.contactPerson},\n\ndziękujemy za zainteresowanie. Tym razem nie możemy przyjąć wniosku firmy ${application.company}. Zapraszamy do kontaktu: ${c.WORKSHOP_EMAIL}\n\n${c.SHOP_NAME}`,
  });
  return decideDealerApplication(p.id, 'rejected');
});
