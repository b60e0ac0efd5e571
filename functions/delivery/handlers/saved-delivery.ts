import { z } from 'zod';
import type { SavedDeliveryResponse } from '../../contracts/delivery.js';
import { notFound, unauthorized } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { forgetAddress, getAddressBook } from '../address-book-entity.js';

/** GET /api/me/delivery — the caller's saved courier addresses, last locker and phone. */
export const getSavedDelivery = httpHandler({}, async ({ caller }): Promise<SavedDeliveryResponse> => {
  if (!caller) throw unauthorized();
  const { version: _version, ...book } = await getAddressBook(caller.userId);
  return book;
});

/** DELETE /api/me/delivery/addresses/{id} */
export const forgetDeliveryAddress = httpHandler({ params: z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) }) }, async ({ params, caller }) => {
  if (!caller) throw unauthorized();
  if (!(await forgetAddress(caller.userId, params.id))) throw notFound('No such saved address');
  return reply(204);
});
