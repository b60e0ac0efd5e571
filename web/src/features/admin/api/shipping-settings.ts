import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettings, ShippingSettingsInput } from '@contracts/delivery';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET and PUT /api/admin/shipping-settings: prices, thresholds, the dealer rule, delivery times. */
export function getShippingSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.shippingSettings(),
    queryFn: ({ signal }) => api.get<ShippingSettings>('/admin/shipping-settings', { signal }),
    staleTime: 0,
  });
}

export function useShippingSettings() {
  return useQuery(getShippingSettingsQueryOptions());
}

/** Saved over the version loaded; a 409 means another admin saved first. */
export function useSaveShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShippingSettingsInput & { version: number }) => api.put<ShippingSettings>('/admin/shipping-settings', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.shippingSettings(), saved);
      void queryClient.invalidateQueries({ queryKey: ['delivery-quote'] });
    },
  });
}
