import { httpHandler } from '../../core/http.js';
import { listContactMessages } from '../submission-entity.js';

/** GET /api/admin/messages — the contact form's messages, newest first (read-only). */
export const adminListMessages = httpHandler({}, async () => ({ items: await listContactMessages() }));
