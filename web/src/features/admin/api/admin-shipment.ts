import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminShipmentResponse, CreateShipmentRequest } from '@contracts/delivery';
import { api, buildUrl, errorFromResponse } from '@/lib/api-client';
import { getIdToken } from '@/lib/auth';
import { adminKeys } from '../query-keys';

/**
 * An order's shipment in the admin: GET /api/admin/orders/{id}/shipment, "Nadaj przesyłkę"
 * (POST …/shipment), "refresh from InPost" (POST …/shipment/refresh), and the label PDF
 * (GET …/shipment/label). Shipping moves the order on, so the order is fetched again after.
 */
const base = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}/shipment`;

export function getAdminShipmentQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: adminKeys.shipment(orderId),
    queryFn: ({ signal }) => api.get<AdminShipmentResponse>(base(orderId), { signal }),
  });
}

export function useAdminShipment(orderId: string) {
  return useQuery(getAdminShipmentQueryOptions(orderId));
}

function useShipmentMutation<V>(run: (orderId: string, input: V) => Promise<AdminShipmentResponse>, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: V) => run(orderId, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.shipment(orderId), answer);
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}

export function useShipOrder(orderId: string) {
  return useShipmentMutation((id, input: CreateShipmentRequest) => api.post<AdminShipmentResponse>(base(id), input), orderId);
}

export function useRefreshShipment(orderId: string) {
  return useShipmentMutation((id) => api.post<AdminShipmentResponse>(`${base(id)}/refresh`), orderId);
}

/** The label as a file download (a binary answer, so fetched with the token rather than api.get). */
export async function downloadShipmentLabel(orderId: string): Promise<void> {
  const token = await getIdToken();
  const response = await fetch(buildUrl(`${base(orderId)}/label`), { headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) throw errorFromResponse(response.status, response.statusText, await response.json().catch(() => undefined));
  const name = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'etykieta.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function useDownloadShipmentLabel(orderId: string) {
  return useMutation({ mutationFn: () => downloadShipmentLabel(orderId) });
}
