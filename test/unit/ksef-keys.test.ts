import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATES_TTL_MS, chooseCertificate, isFinalRejection, KsefClient, KsefRequestError, type PublicKeyCertificate } from '../../functions/invoices/ksef/ksef-client.js';
import { createKsefFake } from '../../infra/local/ksef-fake/server.js';

/**
 * How the KSeF client picks the Ministry's encryption key (CIRFMF/ksef-docs,
 * bezpieczenstwo/klucze-publiczne-do-szyfrowania.md §4): valid now, for the usage, the newest
 * `validFrom`; the list read again after its TTL. Against the KSeF fake in-process, which
 * publishes one or two key pairs and records the `publicKeyId` each call named.
 */
const cert = (id: string, usage: PublicKeyCertificate['usage'], validFrom: string, validTo: string): PublicKeyCertificate => ({ certificate: id, publicKeyId: id, usage, validFrom, validTo });

describe('choosing the certificate', () => {
  const now = Date.parse('2027-06-01T00:00:00Z');
  const list = [
    cert('old', ['SymmetricKeyEncryption'], '2025-09-29T06:17:45+00:00', '2027-09-29T06:17:44+00:00'),
    cert('newer', ['SymmetricKeyEncryption'], '2027-03-14T06:12:41+00:00', '2029-03-14T06:12:40+00:00'),
    cert('not-yet', ['SymmetricKeyEncryption'], '2027-07-01T00:00:00+00:00', '2030-01-01T00:00:00+00:00'),
    cert('expired', ['SymmetricKeyEncryption'], '2027-05-01T00:00:00+00:00', '2027-05-31T00:00:00+00:00'),
    cert('token', ['KsefTokenEncryption'], '2027-05-15T00:00:00+00:00', '2029-01-01T00:00:00+00:00'),
  ];

  it('takes, for the usage, the certificate valid now with the newest validFrom (not the first in the list)', () => {
    expect(chooseCertificate(list, 'SymmetricKeyEncryption', now)?.publicKeyId).toBe('newer');
    expect(chooseCertificate(list, 'KsefTokenEncryption', now)?.publicKeyId).toBe('token');
    expect(chooseCertificate(list.slice(2, 4), 'SymmetricKeyEncryption', now)).toBeUndefined();
  });
});

describe('which KSeF refusals are final', () => {
  it('only a 400 about the document; 401, 403 and 21470 are retried', () => {
    expect(isFinalRejection(new KsefRequestError(400, 'Błąd walidacji danych wejściowych.', 21405))).toBe(true);
    expect(isFinalRejection(new KsefRequestError(400, 'Przesłany identyfikator klucza jest nieznany', 21470))).toBe(false);
    expect(isFinalRejection(new KsefRequestError(401, 'Unauthorized'))).toBe(false);
    expect(isFinalRejection(new KsefRequestError(403, 'Forbidden'))).toBe(false);
    expect(isFinalRejection(new Error('timeout'))).toBe(false);
  });
});

describe('the key the client names, against the KSeF fake', () => {
  const fake = createKsefFake({ token: 'unit-token', contextNip: '5260001246' });
  let base: string;
  let clock = Date.now();
  beforeAll(async () => {
    base = await fake.listen(0);
  });
  afterAll(() => fake.close());
  const ids = async () => (await (await fetch(`${base}/__fake/invoices`)).json()) as { publicKeyIds: { original: string; rotated: string } };
  const setKeys = (keys: string) => fetch(`${base}/__fake/keys`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ keys }) });

  it('names its key on both encrypted calls; in a planned rotation keeps its list until the TTL, then takes the newer key', async () => {
    const { publicKeyIds } = await ids();
    const client = new KsefClient(base, '5260001246', async () => 'unit-token', () => clock);
    await (await client.openSession()).close();
    expect(fake.state.keyUse.map((k) => [k.call, k.publicKeyId])).toEqual([
      ['auth', publicKeyIds.original],
      ['session', publicKeyIds.original],
    ]);

    await setKeys('both');
    await (await client.openSession()).close();
    expect(fake.state.keyUse.at(-1)).toMatchObject({ call: 'session', publicKeyId: publicKeyIds.original, refused: false });

    clock += CERTIFICATES_TTL_MS;
    await (await client.openSession()).close();
    expect(fake.state.keyUse.at(-1)).toMatchObject({ call: 'session', publicKeyId: publicKeyIds.rotated, refused: false });
  });

  it('sends the KSeF token with the newest key when both are published, and fails clearly when no key is valid', async () => {
    const { publicKeyIds } = await ids();
    await setKeys('both');
    const fresh = new KsefClient(base, '5260001246', async () => 'unit-token');
    await (await fresh.openSession()).close();
    expect(fake.state.keyUse.slice(-2).map((k) => k.publicKeyId)).toEqual([publicKeyIds.rotated, publicKeyIds.rotated]);
    const inThePast = new KsefClient(base, '5260001246', async () => 'unit-token', () => Date.parse('2020-01-01T00:00:00Z'));
    await expect(inThePast.openSession()).rejects.toThrow(/KSeF published no valid \w+ key/);
    await setKeys('original');
  });
});
