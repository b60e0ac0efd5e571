import { z } from 'zod';
import { parseTaxId, type CompanyLookupResponse } from '../../contracts/company.js';
import { invalidRequest, notFound } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { lookUpCompany } from '../vat-whitelist.js';

/**
 * GET /api/companies/{nip} — the company of a Polish NIP from the VAT white list: name, address
 * and whether it is an active VAT payer. 404 when the register does not know it (or for an EU
 * VAT number, which it does not hold); 503 when it does not answer, and the buyer types the data.
 */
export const lookUpCompanyByNip = httpHandler({ params: z.object({ nip: z.string().max(24) }) }, async ({ params }): Promise<CompanyLookupResponse> => {
  const taxId = parseTaxId(decodeURIComponent(params.nip));
  if (!taxId) throw invalidRequest('Not a valid NIP', { nip: 'validation.nipInvalid' });
  if (taxId.kind !== 'nip') throw notFound('The VAT white list holds Polish NIPs only');
  return lookUpCompany(taxId.value);
});
