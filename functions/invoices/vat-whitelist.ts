import type { CompanyLookupResponse, VatStatus } from '../contracts/company.js';
import { config } from '../core/config.js';
import { HttpError, notFound } from '../core/errors.js';
import { logger } from '../core/logger.js';

/**
 * The Ministry of Finance's VAT white list (Wykaz podatników VAT), a public API with no key:
 * `GET {VAT_WHITELIST_API_BASE}/api/search/nip/{nip}?date=YYYY-MM-DD` answers
 * `{ result: { subject: { name, nip, statusVat, workingAddress, residenceAddress, … } | null, requestId } }`.
 * Locally its fake answers (infra/local/vat-whitelist-fake). The register allows a limited number
 * of searches a day from one address, so answers are cached in the Lambda for an hour.
 */
const statusByRegister: Record<string, VatStatus> = { Czynny: 'active', Zwolniony: 'exempt', Niezarejestrowany: 'not_registered' };
const CACHE_MS = 60 * 60_000;
const cache = new Map<string, { at: number; answer: CompanyLookupResponse | null }>();

interface RegisterAnswer {
  result?: { subject: { name: string; nip: string; statusVat: string; workingAddress: string | null; residenceAddress: string | null } | null; requestId?: string };
}

const unavailable = () => new HttpError(503, 'service_unavailable', 'The VAT white list is not answering. Type the company details yourself.');

/** The company of a valid Polish NIP; 404 when the register does not know it, 503 when it does not answer. */
export async function lookUpCompany(nip: string, now = new Date()): Promise<CompanyLookupResponse> {
  const cached = cache.get(nip);
  if (cached && now.getTime() - cached.at < CACHE_MS) {
    if (!cached.answer) throw notFound('The VAT white list does not know this NIP');
    return cached.answer;
  }
  const date = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
  let response: Response;
  try {
    response = await fetch(`${config().VAT_WHITELIST_API_BASE.replace(/\/+$/, '')}/api/search/nip/${nip}?date=${date}`, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
  } catch (error) {
    logger.warn('VAT white list did not answer', { error: error as Error });
    throw unavailable();
  }
  if (!response.ok) {
    logger.warn('VAT white list refused a lookup', { status: response.status, body: (await response.text()).slice(0, 300) });
    throw unavailable();
  }
  const body = (await response.json()) as RegisterAnswer;
  const subject = body.result?.subject ?? null;
  const answer: CompanyLookupResponse | null = subject
    ? {
        nip: subject.nip,
        name: subject.name,
        address: subject.workingAddress ?? subject.residenceAddress ?? '',
        vatStatus: statusByRegister[subject.statusVat] ?? 'not_registered',
        requestId: body.result?.requestId ?? null,
      }
    : null;
  cache.set(nip, { at: now.getTime(), answer });
  if (!answer) throw notFound('The VAT white list does not know this NIP');
  return answer;
}

/** Tests start from an empty cache. */
export function clearCompanyLookupCache(): void {
  cache.clear();
}
