import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { dealerApplicationSchema, SubmissionResponse } from '@contracts/messages';
import { api, type ApiError } from '@/lib/api-client';

export type DealerApplication = z.output<typeof dealerApplicationSchema>;

/** POST /api/dealer-applications: stored for review in the admin area and e-mailed to the workshop. */
export function submitDealerApplication(application: DealerApplication): Promise<SubmissionResponse> {
  return api.post<SubmissionResponse>('/dealer-applications', application);
}

export function useSubmitDealerApplication(options?: Omit<UseMutationOptions<SubmissionResponse, ApiError, DealerApplication>, 'mutationFn'>) {
  return useMutation<SubmissionResponse, ApiError, DealerApplication>({ mutationFn: submitDealerApplication, ...options });
}
