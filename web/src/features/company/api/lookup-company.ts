import { useQuery } from '@tanstack/react-query';
import type { CompanyLookupResponse } from '@contracts/company';
import { api } from '@/lib/api-client';
import { companyKeys } from '../query-keys';

/**
 * GET /api/companies/{nip}: the company a Polish NIP belongs to, from the Ministry of Finance's
 * VAT white list (name, address, whether it is an active VAT payer). 404: not in the register;
 * 503: the register is not answering (the buyer types the details; nothing is blocked).
 */
export function lookupCompany(nip: string): Promise<CompanyLookupResponse> {
  return api.get<CompanyLookupResponse>(`/companies/${encodeURIComponent(nip)}`);
}

export const getCompanyLookupQueryOptions = (nip: string) => ({
  queryKey: companyKeys.lookup(nip),
  queryFn: () => lookupCompany(nip),
  staleTime: 60 * 60_000,
  retry: false,
});

/** Looks a NIP up only when asked (`nip` set); the register limits daily searches. */
export function useCompanyLookup(nip: string | null) {
  return useQuery({ ...getCompanyLookupQueryOptions(nip ?? ''), enabled: !!nip });
}
