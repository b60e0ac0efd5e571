import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@contracts/low-stock';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET /api/admin/notification-settings: the shop's default low-stock threshold and the abandoned-checkout reminder delay. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: adminKeys.notificationSettings(),
    queryFn: ({ signal }) => api.get<NotificationSettings>('/admin/notification-settings', { signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/notification-settings: the two values are saved together; the dashboard's "running low" list follows the threshold. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettings) => api.put<NotificationSettings>('/admin/notification-settings', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.notificationSettings(), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.lowStock() });
    },
  });
}
