import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedDeliveryResponse } from '@contracts/delivery';
import { api } from '@/lib/api-client';
import { checkoutKeys } from '../query-keys';

/** GET /api/me/delivery: the signed-in buyer's saved courier addresses, last locker and phone. */
export function getSavedDelivery({ signal }: { signal?: AbortSignal } = {}): Promise<SavedDeliveryResponse> {
  return api.get<SavedDeliveryResponse>('/me/delivery', { signal });
}

export function getSavedDeliveryQueryOptions() {
  return queryOptions({ queryKey: checkoutKeys.savedDelivery(), queryFn: ({ signal }) => getSavedDelivery({ signal }) });
}

export function useSavedDelivery({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getSavedDeliveryQueryOptions(), enabled });
}
