import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Manufacturer, ManufacturerInput, ManufacturersResponse } from '@contracts/manufacturer';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** GET, POST, PUT and DELETE /api/admin/manufacturers: the GPSR manufacturers register. */
const key = adminKeys.manufacturers();

export function getManufacturersQueryOptions() {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.get<ManufacturersResponse>('/admin/manufacturers', { signal }),
    staleTime: 0,
  });
}

export function useManufacturers() {
  return useQuery(getManufacturersQueryOptions());
}

/** Every change reloads the register (another admin may have changed it; product counts move). */
function useManufacturerMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useCreateManufacturer = () => useManufacturerMutation((input: ManufacturerInput) => api.post<Manufacturer>('/admin/manufacturers', input));

/** Saved over the version loaded; a 409 means another admin changed or deleted it first. */
export const useUpdateManufacturer = () =>
  useManufacturerMutation(({ id, input, version }: { id: string; input: ManufacturerInput; version: number }) => api.put<Manufacturer>(`/admin/manufacturers/${id}`, { ...input, version }));

/** A 409 `manufacturer_in_use` when products still name it. */
export const useDeleteManufacturer = () =>
  useManufacturerMutation(({ id, version }: { id: string; version: number }) => api.delete<void>(`/admin/manufacturers/${id}`, { params: { version } }));
