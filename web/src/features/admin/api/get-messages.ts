import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactMessageSchema } from '@contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/messages: the contact form's inbox, newest first (read-only). */
export function getMessages({ signal }: { signal?: AbortSignal } = {}): Promise<{ items: ContactMessage[] }> {
  return api.get<{ items: ContactMessage[] }>('/admin/messages', { signal });
}

export function getMessagesQueryOptions() {
  return queryOptions({ queryKey: adminKeys.messages(), queryFn: ({ signal }) => getMessages({ signal }), staleTime: 0 });
}

export function useMessages() {
  return useQuery(getMessagesQueryOptions());
}
