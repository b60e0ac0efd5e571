import { execFile } from 'node:child_process';
import { constants, createDecipheriv, createHash, privateDecrypt, randomBytes, randomUUID, X509Certificate } from 'node:crypto';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderKsefDevPage } from './dev-page.js';
import { ksefNumber } from './ksef-number.js';

/**
 * A local fake of the part of KSeF API 2.0 the shop uses, with the request and response shapes
 * of the Ministry's open-api.json (CIRFMF/ksef-docs) and the real cryptography, with a key pair
 * of its own (fake-ksef-*.pem, for this fake only):
 *
 *   GET  /security/public-key-certificates       its certificates (both usages), with `publicKeyId`
 *   POST /auth/challenge                          POST /auth/ksef-token (RSA-OAEP `{token}|{timestampMs}`)
 *   GET  /auth/{ref}                              POST /auth/token/redeem
 *   POST /sessions/online                         (RSA-OAEP AES-256 key + IV)
 *   POST /sessions/online/{ref}/invoices          (AES-256-CBC invoice; hashes checked; FA(3) validated
 *                                                  against the XSD with xmllint when it is installed)
 *   POST /sessions/online/{ref}/close
 *   GET  /sessions/{ref}/invoices/{invoiceRef}    status 200 with a KSeF number, 440 duplicate, 430/450 rejected
 *   GET  /sessions/{ref}/invoices/ksef/{ksefNumber}/upo   the UPO (XML, shape of upo-v4-3)
 *
 *   Dev page (browser): GET /  ·  POST /mode (form: mode=accept|reject|unavailable, reason)
 *                       POST /keys (form: keys=original|both|rotated)  ·  POST /fail-next (form: error=401|21470)
 *   Test hooks: GET /__fake/invoices  ·  POST /__fake/mode {"mode", "reason"?}  ·  GET /health
 *               POST /__fake/keys {"keys"}  ·  POST /__fake/fail-next {"error": 401 | 21470, "times"?: 1–10}
 *
 * Modes: `accept` (default), `reject` (every invoice sent gets 450 with the reason given),
 * `unavailable` (every API call answers 503, like an outage).
 *
 * Keys, as the Ministry rotates them (bezpieczenstwo/klucze-publiczne-do-szyfrowania.md): two
 * fixed key pairs, `original` (fake-ksef-*.pem) and `rotated` (fake-ksef-rotated-*.pem, the newer
 * `validFrom`). `original`: only the first is published; `both`: a planned rotation, both are
 * published and accepted; `rotated`: an emergency rotation, only the new one is published and
 * the old `publicKeyId` is refused with 400 / 21470. Which key each encrypted call named is kept
 * (`keyUse`), so tests see the shop's choice.
 *
 * `fail-next` answers the next call that needs an access token with 401 (a token KSeF no longer
 * takes), or the next call naming a `publicKeyId` with 21470: once (the dev page), or `times`.
 *
 * Since KSeF 2.4.0 an invoice with the Unicode characters the W3C XML specification discourages
 * is refused (faktury/weryfikacja-faktury.md); the fake refuses them too (430), whatever the shop
 * does about them.
 */
export type KsefFakeMode = 'accept' | 'reject' | 'unavailable';
export type KsefFakeKeys = 'original' | 'both' | 'rotated';

export interface KsefFakeOptions {
  /** The KSeF token it accepts; any token when absent. */
  token?: string;
  /** The NIP the token is for (the seller). */
  contextNip: string;
}

export interface ReceivedInvoice {
  sessionRef: string;
  referenceNumber: string;
  invoiceNumber: string | null;
  /** RodzajFaktury: `VAT`, or `KOR` for a correction invoice. */
  kind: string | null;
  /** A correction's NrKSeFFaKorygowanej: the KSeF number of the invoice it corrects. */
  corrects: string | null;
  buyer: string | null;
  receivedAt: string;
  status: { code: number; description: string; details?: string[]; extensions?: Record<string, string> };
  ksefNumber: string | null;
  invoiceHash: string;
  upo: string | null;
}

const here = dirname(fileURLToPath(import.meta.url));
const schemaDir = join(here, '../../../functions/invoices/fa3-schema');
const DEFAULT_REJECT_REASON = 'Nieprawidłowy numer NIP nabywcy (Podmiot2/DaneIdentyfikacyjne/NIP)';

function referenceNumber(kind: string): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}-${kind}-${randomBytes(5).toString('hex').toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}-${randomBytes(1).toString('hex').toUpperCase()}`;
}

/** FA(3) against the official XSD, by xmllint (Debian's libxml2-utils) when present. */
function validateFa3(xml: string): Promise<string | null> {
  return new Promise((resolve) => {
    const dir = mkdtempSync(join(tmpdir(), 'ksef-fake-'));
    const file = join(dir, 'invoice.xml');
    writeFileSync(file, xml);
    execFile(
      'xmllint',
      ['--nonet', '--noout', '--schema', join(schemaDir, 'schemat_FA(3)_v1-0E.xsd'), file],
      { env: { ...process.env, XML_CATALOG_FILES: join(schemaDir, 'catalog.xml') } },
      (error, _stdout, stderr) => {
        rmSync(dir, { recursive: true, force: true });
        if (!error) return resolve(null);
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return resolve(null); // no xmllint: skip
        resolve(stderr.split('\n').find((l) => l.includes('error')) ?? 'Dokument nie jest zgodny ze schemą FA(3)');
      },
    );
  });
}

/**
 * The discouraged code points KSeF refuses since 2.4.0, as faktury/weryfikacja-faktury.md lists
 * them (from https://www.w3.org/TR/xml/#charsets): written out here on their own, not shared with
 * the shop's cleaning, so this check stays an independent witness.
 */
function discouragedCharacter(xml: string): number | null {
  for (const char of xml) {
    const c = char.codePointAt(0)!;
    if ((c >= 0x7f && c <= 0x84) || (c >= 0x86 && c <= 0x9f) || (c >= 0xfdd0 && c <= 0xfdef) || (c >= 0x1fffe && (c & 0xfffe) === 0xfffe)) return c;
  }
  return null;
}

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? null;

interface FakeKey {
  privateKey: string;
  certificate: X509Certificate;
  publicKeyId: string;
}

function loadKey(name: string): FakeKey {
  const certificate = new X509Certificate(readFileSync(join(here, `${name}-cert.pem`)));
  return {
    privateKey: readFileSync(join(here, `${name}-key.pem`), 'utf8'),
    certificate,
    // As KSeF computes it: SHA-256 of the key's SubjectPublicKeyInfo (DER), Base64.
    publicKeyId: createHash('sha256').update(certificate.publicKey.export({ type: 'spki', format: 'der' })).digest('base64'),
  };
}

export function createKsefFake(options: KsefFakeOptions) {
  const keys = { original: loadKey('fake-ksef'), rotated: loadKey('fake-ksef-rotated') };
  const state = {
    keys: 'original' as KsefFakeKeys,
    /** Which key each encrypted call named (null: none named). */
    keyUse: [] as { call: 'auth' | 'session'; publicKeyId: string | null; refused: boolean }[],
    /** Errors still to answer: 401 to the next authenticated calls, 21470 to the next calls naming a key. */
    failNext: { unauthorized: 0, unknownKey: 0 },
    mode: 'accept' as KsefFakeMode,
    rejectReason: DEFAULT_REJECT_REASON,
    challenges: new Map<string, number>(),
    operations: new Map<string, { token: string; status: number; redeemed: boolean }>(),
    accessTokens: new Set<string>(),
    sessions: new Map<string, { key: Buffer; iv: Buffer; open: boolean }>(),
    invoices: [] as ReceivedInvoice[],
  };

  const published = (): FakeKey[] => (state.keys === 'original' ? [keys.original] : state.keys === 'rotated' ? [keys.rotated] : [keys.original, keys.rotated]);
  /**
   * The key an encrypted call names: a published one, or 21470. Without a `publicKeyId` (it is
   * optional in the API) the newest published key is assumed.
   */
  function keyNamed(call: 'auth' | 'session', publicKeyId: string | undefined): FakeKey | null {
    const forcedRefusal = publicKeyId !== undefined && state.failNext.unknownKey > 0;
    if (forcedRefusal) state.failNext.unknownKey--;
    const key = publicKeyId === undefined ? published().at(-1)! : published().find((k) => k.publicKeyId === publicKeyId);
    const refused = forcedRefusal || !key;
    state.keyUse.push({ call, publicKeyId: publicKeyId ?? null, refused });
    return refused ? null : key!;
  }
  const refuseKey = (res: ServerResponse, publicKeyId: string | undefined) =>
    fail(res, 400, 21470, 'Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.', [`Klucz o identyfikatorze ${publicKeyId} nie jest wspierany.`]);
  const rsaDecrypt = (key: FakeKey, base64: string) => privateDecrypt({ key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64'));
  const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('base64');

  function send(res: ServerResponse, status: number, body?: unknown, contentType = 'application/json') {
    res.writeHead(status, body === undefined ? {} : { 'content-type': contentType });
    res.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  }
  /** KSeF's error body (ExceptionResponse). */
  function fail(res: ServerResponse, status: number, code: number, description: string, details: string[] = []) {
    send(res, status, { exception: { exceptionDetailList: [{ exceptionCode: code, exceptionDescription: description, details }], serviceCode: randomUUID(), timestamp: new Date().toISOString() } });
  }
  const bearer = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  /** A dev page's form or a test hook's JSON. */
  async function formOrJson(req: IncomingMessage): Promise<Record<string, string | undefined>> {
    const raw = await readBody(req);
    return (req.headers['content-type'] ?? '').includes('json') ? (JSON.parse(raw || '{}') as Record<string, string>) : Object.fromEntries(new URLSearchParams(raw));
  }
  /** Back to the dev page (relative: it works behind the dev server's /ksef-fake proxy too). */
  function backToPage(res: ServerResponse) {
    res.writeHead(303, { location: './' });
    res.end();
  }

  async function receiveInvoice(sessionRef: string, session: { key: Buffer; iv: Buffer }, body: Record<string, unknown>): Promise<ReceivedInvoice | string> {
    const encrypted = Buffer.from(String(body.encryptedInvoiceContent ?? ''), 'base64');
    if (sha256(encrypted) !== body.encryptedInvoiceHash || encrypted.byteLength !== body.encryptedInvoiceSize) return 'Skrót lub rozmiar zaszyfrowanej faktury się nie zgadza';
    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-cbc', session.key, session.iv);
      plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
    } catch {
      return 'Błąd odszyfrowania pliku';
    }
    if (sha256(plain) !== body.invoiceHash || plain.byteLength !== body.invoiceSize) return 'Skrót lub rozmiar faktury się nie zgadza';
    const xml = plain.toString('utf8');
    const invoiceNumber = tag(xml, 'P_2');
    const received: ReceivedInvoice = {
      sessionRef,
      referenceNumber: referenceNumber('EE'),
      invoiceNumber,
      kind: tag(xml, 'RodzajFaktury'),
      corrects: tag(xml, 'NrKSeFFaKorygowanej'),
      buyer: tag(/<Podmiot2>[\s\S]*<\/Podmiot2>/.exec(xml)?.[0] ?? '', 'Nazwa'),
      receivedAt: new Date().toISOString(),
      status: { code: 150, description: 'Trwa przetwarzanie' },
      ksefNumber: null,
      invoiceHash: String(body.invoiceHash),
      upo: null,
    };
    const schemaError = await validateFa3(xml);
    const discouraged = discouragedCharacter(xml);
    const sellerNip = tag(/<Podmiot1>[\s\S]*<\/Podmiot1>/.exec(xml)?.[0] ?? '', 'NIP');
    const original = state.invoices.find((i) => i.status.code === 200 && i.invoiceNumber === invoiceNumber);
    if (!xml.includes('xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/"') || schemaError) {
      received.status = { code: 430, description: 'Błąd weryfikacji pliku faktury', details: [schemaError ?? 'Dokument nie jest fakturą FA(3)'] };
    } else if (discouraged !== null) {
      const hex = discouraged.toString(16).toUpperCase().padStart(4, '0');
      received.status = { code: 430, description: 'Błąd weryfikacji pliku faktury', details: [`Dokument zawiera niezalecany znak Unicode U+${hex} (specyfikacja XML W3C)`] };
    } else if (/<\?(?!xml[\s?])/.test(xml)) {
      received.status = { code: 430, description: 'Błąd weryfikacji pliku faktury', details: ['Dokument zawiera instrukcję przetwarzania XML'] };
    } else if (sellerNip !== options.contextNip) {
      received.status = { code: 410, description: 'Nieprawidłowy zakres uprawnień', details: [`Brak uprawnień do wystawiania faktur w imieniu NIP ${sellerNip}`] };
    } else if (original) {
      received.status = {
        code: 440,
        description: 'Duplikat faktury',
        details: [`Duplikat faktury. Faktura o numerze KSeF: ${original.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${original.sessionRef}`],
        extensions: { originalSessionReferenceNumber: original.sessionRef, originalKsefNumber: original.ksefNumber! },
      };
    } else if (state.mode === 'reject') {
      received.status = { code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury', details: [state.rejectReason] };
    } else {
      const at = new Date();
      received.ksefNumber = ksefNumber(options.contextNip, at, randomBytes(6).toString('hex'));
      received.status = { code: 200, description: 'Sukces' };
      received.upo = upoXml(received, sessionRef, tag(xml, 'P_1') ?? at.toISOString().slice(0, 10), at);
    }
    state.invoices.push(received);
    return received;
  }

  function upoXml(invoice: ReceivedInvoice, sessionRef: string, issueDate: string, at: Date): string {
    return `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
	<NazwaPodmiotuPrzyjmujacego>KSeF fake (local development, not the Ministry of Finance)</NazwaPodmiotuPrzyjmujacego>
	<NumerReferencyjnySesji>${sessionRef}</NumerReferencyjnySesji>
	<Uwierzytelnienie><IdKontekstu><Nip>${options.contextNip}</Nip></IdKontekstu></Uwierzytelnienie>
	<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
	<KodFormularza>FA (3)</KodFormularza>
	<Dokument>
		<NipSprzedawcy>${options.contextNip}</NipSprzedawcy>
		<NumerKSeFDokumentu>${invoice.ksefNumber}</NumerKSeFDokumentu>
		<NumerFaktury>${invoice.invoiceNumber ?? ''}</NumerFaktury>
		<DataWystawieniaFaktury>${issueDate}</DataWystawieniaFaktury>
		<DataPrzeslaniaDokumentu>${invoice.receivedAt}</DataPrzeslaniaDokumentu>
		<DataNadaniaNumeruKSeF>${at.toISOString()}</DataNadaniaNumeruKSeF>
		<SkrotDokumentu>${invoice.invoiceHash}</SkrotDokumentu>
		<TrybWysylki>Online</TrybWysylki>
	</Dokument>
</Potwierdzenie>
`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://ksef-fake');
    const path = url.pathname;
    const method = req.method ?? 'GET';

    // The dev page and test hooks work in every mode.
    if (path === '/health') return send(res, 200, { ok: true });
    if (path === '/' && method === 'GET') return send(res, 200, renderKsefDevPage(state), 'text/html; charset=utf-8');
    if (path === '/__fake/invoices') return send(res, 200, { mode: state.mode, invoices: state.invoices, keys: state.keys, keyUse: state.keyUse, publicKeyIds: { original: keys.original.publicKeyId, rotated: keys.rotated.publicKeyId } });
    if ((path === '/keys' || path === '/__fake/keys') && method === 'POST') {
      const input = await formOrJson(req);
      if (!['original', 'both', 'rotated'].includes(input.keys ?? '')) return send(res, 400, { error: 'keys must be original, both or rotated' });
      state.keys = input.keys as KsefFakeKeys;
      return path === '/keys' ? backToPage(res) : send(res, 200, { keys: state.keys });
    }
    if ((path === '/fail-next' || path === '/__fake/fail-next') && method === 'POST') {
      const input = await formOrJson(req);
      const times = Number(input.times ?? 1);
      if (!Number.isInteger(times) || times < 1 || times > 10) return send(res, 400, { error: 'times must be 1 to 10' });
      if (String(input.error) === '401') state.failNext.unauthorized += times;
      else if (String(input.error) === '21470') state.failNext.unknownKey += times;
      else return send(res, 400, { error: 'error must be 401 or 21470' });
      return path === '/fail-next' ? backToPage(res) : send(res, 200, { failNext: state.failNext });
    }
    if ((path === '/mode' || path === '/__fake/mode') && method === 'POST') {
      const input = await formOrJson(req);
      if (!['accept', 'reject', 'unavailable'].includes(input.mode ?? '')) return send(res, 400, { error: 'mode must be accept, reject or unavailable' });
      state.mode = input.mode as KsefFakeMode;
      state.rejectReason = input.reason?.trim() || DEFAULT_REJECT_REASON;
      return path === '/mode' ? backToPage(res) : send(res, 200, { mode: state.mode, reason: state.rejectReason });
    }

    if (state.mode === 'unavailable') return send(res, 503, { title: 'Service Unavailable', status: 503, detail: 'KSeF jest niedostępny (tryb awarii w fake KSeF)' });

    if (path === '/security/public-key-certificates' && method === 'GET') {
      return send(
        res,
        200,
        published().map((key) => ({
          certificate: key.certificate.raw.toString('base64'),
          certificateId: createHash('sha256').update(key.certificate.raw).digest('base64'),
          publicKeyId: key.publicKeyId,
          validFrom: new Date(key.certificate.validFrom).toISOString(),
          validTo: new Date(key.certificate.validTo).toISOString(),
          usage: ['KsefTokenEncryption', 'SymmetricKeyEncryption'],
        })),
      );
    }
    if (path === '/auth/challenge' && method === 'POST') {
      const now = Date.now();
      const challenge = referenceNumber('CR');
      state.challenges.set(challenge, now);
      return send(res, 200, { challenge, timestamp: new Date(now).toISOString(), timestampMs: now, clientIp: '127.0.0.1' });
    }
    if (path === '/auth/ksef-token' && method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as { challenge?: string; contextIdentifier?: { type?: string; value?: string }; encryptedToken?: string; publicKeyId?: string };
      const issued = body.challenge ? state.challenges.get(body.challenge) : undefined;
      if (issued === undefined) return fail(res, 400, 21401, 'Nieprawidłowe wyzwanie autoryzacyjne.');
      state.challenges.delete(body.challenge!);
      if (body.contextIdentifier?.type !== 'Nip' || body.contextIdentifier.value !== options.contextNip) return fail(res, 400, 21115, 'Nieprawidłowy identyfikator kontekstu.', [`Oczekiwano Nip ${options.contextNip}`]);
      const key = keyNamed('auth', body.publicKeyId);
      if (!key) return refuseKey(res, body.publicKeyId);
      let plain: string;
      try {
        plain = rsaDecrypt(key, body.encryptedToken ?? '').toString('utf8');
      } catch {
        return fail(res, 400, 21116, 'Nie udało się odszyfrować tokena (RSA-OAEP SHA-256).');
      }
      const [token, timestampMs] = [plain.slice(0, plain.lastIndexOf('|')), plain.slice(plain.lastIndexOf('|') + 1)];
      const ok = Number(timestampMs) === issued && (!options.token || token === options.token);
      const reference = referenceNumber('AU');
      const operationToken = `auth-${randomUUID()}`;
      state.operations.set(operationToken, { token: reference, status: ok ? 200 : 450, redeemed: false });
      return send(res, 202, { referenceNumber: reference, authenticationToken: { token: operationToken, validUntil: new Date(Date.now() + 15 * 60_000).toISOString() } });
    }
    const authStatus = /^\/auth\/([^/]+)$/.exec(path);
    if (authStatus && method === 'GET' && authStatus[1] !== 'challenge') {
      const op = state.operations.get(bearer(req) ?? '');
      if (!op || op.token !== authStatus[1]) return send(res, 401, { title: 'Unauthorized', status: 401, detail: 'Brak lub nieprawidłowy token uwierzytelniający.', timestamp: new Date().toISOString() });
      return send(res, 200, {
        startDate: new Date().toISOString(),
        authenticationMethod: 'Token',
        authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' },
        status: op.status === 200 ? { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' } : { code: 450, description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu', details: ['Nieprawidłowy token KSeF.'] },
      });
    }
    if (path === '/auth/token/redeem' && method === 'POST') {
      const op = state.operations.get(bearer(req) ?? '');
      if (!op || op.status !== 200) return send(res, 401, { title: 'Unauthorized', status: 401, detail: 'Brak lub nieprawidłowy token uwierzytelniający.', timestamp: new Date().toISOString() });
      if (op.redeemed) return fail(res, 400, 21301, 'Tokeny zostały już pobrane.');
      op.redeemed = true;
      const access = `access-${randomUUID()}`;
      state.accessTokens.add(access);
      const validUntil = new Date(Date.now() + 15 * 60_000).toISOString();
      return send(res, 200, { accessToken: { token: access, validUntil }, refreshToken: { token: `refresh-${randomUUID()}`, validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString() } });
    }

    // Everything below needs an access token.
    if (state.failNext.unauthorized > 0) {
      state.failNext.unauthorized--;
      state.accessTokens.delete(bearer(req) ?? ''); // as KSeF would after revoking it
      return send(res, 401, { title: 'Unauthorized', status: 401, detail: 'Token dostępowy wygasł lub został unieważniony.', timestamp: new Date().toISOString() });
    }
    if (!state.accessTokens.has(bearer(req) ?? '')) return send(res, 401, { title: 'Unauthorized', status: 401, detail: 'Brak lub nieprawidłowy token dostępowy.', timestamp: new Date().toISOString() });

    if (path === '/sessions/online' && method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as { formCode?: { systemCode?: string; schemaVersion?: string; value?: string }; encryption?: { encryptedSymmetricKey?: string; initializationVector?: string; publicKeyId?: string } };
      if (body.formCode?.systemCode !== 'FA (3)' || body.formCode.schemaVersion !== '1-0E' || body.formCode.value !== 'FA') return fail(res, 400, 21405, 'Nieobsługiwany kod formularza.', [JSON.stringify(body.formCode)]);
      const publicKey = keyNamed('session', body.encryption?.publicKeyId);
      if (!publicKey) return refuseKey(res, body.encryption?.publicKeyId);
      let key: Buffer;
      try {
        key = rsaDecrypt(publicKey, body.encryption?.encryptedSymmetricKey ?? '');
      } catch {
        return fail(res, 400, 21116, 'Nie udało się odszyfrować klucza symetrycznego.');
      }
      const iv = Buffer.from(body.encryption?.initializationVector ?? '', 'base64');
      if (key.byteLength !== 32 || iv.byteLength !== 16) return fail(res, 400, 21405, 'Klucz musi mieć 32 bajty, a wektor IV 16 bajtów.');
      const ref = referenceNumber('SO');
      state.sessions.set(ref, { key, iv, open: true });
      return send(res, 201, { referenceNumber: ref, validUntil: new Date(Date.now() + 12 * 3600_000).toISOString() });
    }
    const sendInvoice = /^\/sessions\/online\/([^/]+)\/invoices$/.exec(path);
    if (sendInvoice && method === 'POST') {
      const session = state.sessions.get(sendInvoice[1]!);
      if (!session?.open) return fail(res, 400, 21180, 'Sesja nie istnieje lub została zamknięta.');
      const result = await receiveInvoice(sendInvoice[1]!, session, JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>);
      if (typeof result === 'string') return fail(res, 400, 21405, 'Błąd walidacji danych wejściowych.', [result]);
      return send(res, 202, { referenceNumber: result.referenceNumber });
    }
    const close = /^\/sessions\/online\/([^/]+)\/close$/.exec(path);
    if (close && method === 'POST') {
      const session = state.sessions.get(close[1]!);
      if (!session) return fail(res, 400, 21180, 'Sesja nie istnieje.');
      session.open = false;
      return send(res, 204);
    }
    const upo = /^\/sessions\/([^/]+)\/invoices\/ksef\/([^/]+)\/upo$/.exec(path);
    if (upo && method === 'GET') {
      const invoice = state.invoices.find((i) => i.sessionRef === upo[1] && i.ksefNumber === upo[2]);
      if (!invoice?.upo) return fail(res, 400, 21178, 'Nie znaleziono UPO dla podanego numeru KSeF w sesji.');
      return send(res, 200, invoice.upo, 'application/xml');
    }
    const status = /^\/sessions\/([^/]+)\/invoices\/([^/]+)$/.exec(path);
    if (status && method === 'GET') {
      const invoice = state.invoices.find((i) => i.sessionRef === status[1] && i.referenceNumber === status[2]);
      if (!invoice) return fail(res, 400, 21178, 'Nie znaleziono faktury o podanym numerze referencyjnym w sesji.');
      return send(res, 200, {
        ordinalNumber: state.invoices.filter((i) => i.sessionRef === invoice.sessionRef).indexOf(invoice) + 1,
        ...(invoice.invoiceNumber ? { invoiceNumber: invoice.invoiceNumber } : {}),
        ...(invoice.ksefNumber ? { ksefNumber: invoice.ksefNumber } : {}),
        referenceNumber: invoice.referenceNumber,
        invoiceHash: invoice.invoiceHash,
        invoicingDate: invoice.receivedAt,
        ...(invoice.ksefNumber ? { acquisitionDate: invoice.receivedAt, invoicingMode: 'Online' } : {}),
        status: invoice.status,
      });
    }
    return fail(res, 404, 21000, `Nieznany zasób: ${method} ${path}`);
  }

  let server: Server | undefined;
  return {
    state,
    async listen(port = 0, host = '127.0.0.1'): Promise<string> {
      server = createServer((req, res) => {
        handle(req, res).catch((error: unknown) => send(res, 500, { title: 'Internal error', status: 500, detail: (error as Error).message }));
      });
      await new Promise<void>((resolve) => server!.listen(port, host, resolve));
      return `http://${host}:${(server.address() as AddressInfo).port}`;
    },
    close(): Promise<void> {
      return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
