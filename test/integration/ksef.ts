import { inject } from 'vitest';
import { KsefClient } from '../../functions/invoices/ksef/ksef-client.js';
import { LOCAL_KSEF_TOKEN } from '../../infra/local/stack.js';
import { api } from './api.js';

/** The KSeF and VAT white list fakes' test hooks, and the KSeF job, as a test drives them. */
async function hook(url: string, body?: unknown) {
  const res = await fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

export const ksefFake = {
  mode: (mode: 'accept' | 'reject' | 'unavailable', reason?: string) => hook(`${inject('endpoints').ksef}/__fake/mode`, { mode, reason }),
  invoices: async (invoiceNumber?: string) => {
    const { invoices } = (await hook(`${inject('endpoints').ksef}/__fake/invoices`)) as { invoices: { invoiceNumber: string; kind: string | null; corrects: string | null; status: { code: number }; ksefNumber: string | null }[] };
    return invoiceNumber ? invoices.filter((i) => i.invoiceNumber === invoiceNumber) : invoices;
  },
  /** Which of its two key pairs the fake publishes (a planned or an emergency rotation). */
  keys: (keys: 'original' | 'both' | 'rotated') => hook(`${inject('endpoints').ksef}/__fake/keys`, { keys }),
  /** The next `times` authenticated calls answer 401, or the next calls naming a key 21470. */
  failNext: (error: 401 | 21470, times = 1) => hook(`${inject('endpoints').ksef}/__fake/fail-next`, { error, times }),
  /** The keys each encrypted call named, and the two key ids. */
  keyUse: async () =>
    (await hook(`${inject('endpoints').ksef}/__fake/invoices`)) as { keyUse: { call: 'auth' | 'session'; publicKeyId: string | null; refused: boolean }[]; publicKeyIds: { original: string; rotated: string } },
  /** A KSeF client of the shop's own kind, for sending an invoice behind the shop's back. */
  client: () => new KsefClient(inject('endpoints').ksef, '5260001246', async () => LOCAL_KSEF_TOKEN),
};

export const whitelistFake = {
  mode: (mode: 'normal' | 'unavailable') => hook(`${inject('endpoints').vatWhitelist}/__fake/mode`, { mode }),
};

/** Works the KSeF queue now (or as if at `at`), as the scheduled job does. */
export async function runKsefJob(at?: Date) {
  const res = await api(`/dev/run-ksef-job${at ? `?at=${at.toISOString()}` : ''}`, { method: 'POST' });
  if (res.status !== 200) throw new Error(`run-ksef-job: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { issued: number; sent: number; accepted: number; rejected: number; retrying: number };
}
