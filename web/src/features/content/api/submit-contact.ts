import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactMessageSchema, SubmissionResponse } from '@contracts/messages';
import { api, type ApiError } from '@/lib/api-client';

export type ContactMessage = z.output<typeof contactMessageSchema>;

/** POST /api/contact: stored and e-mailed to the workshop; the sender gets an acknowledgement. */
export function submitContact(message: ContactMessage): Promise<SubmissionResponse> {
  return api.post<SubmissionResponse>('/contact', message);
}

export function useSubmitContact(options?: Omit<UseMutationOptions<SubmissionResponse, ApiError, ContactMessage>, 'mutationFn'>) {
  return useMutation<SubmissionResponse, ApiError, ContactMessage>({ mutationFn: submitContact, ...options });
}
