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
 *   GET  /security/public-key-certificates       its certificate (both usages)
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
 *   Test hooks: GET /__fake/invoices  ·  POST /__fake/mode {"mode", "reason"?}  ·  GET /health
 *
 * Modes: `accept` (default), `reject` (every invoice sent gets 450 with the reason given),
 * `unavailable` (every API call answers 503, like an outage).
 */
export type KsefFakeMode = 'accept' | 'reject' | 'unavailable';

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

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? null;

export function createKsefFake(options: KsefFakeOptions) {
  const privateKey = readFileSync(join(here, 'fake-ksef-key.pem'), 'utf8');
  const certificate = new X509Certificate(readFileSync(join(here, 'fake-ksef-cert.pem')));
  const state = {
    mode: 'accept' as KsefFakeMode,
    rejectReason: DEFAULT_REJECT_REASON,
    challenges: new Map<string, number>(),
    operations: new Map<string, { token: string; status: number; redeemed: boolean }>(),
    accessTokens: new Set<string>(),
    sessions: new Map<string, { key: Buffer; iv: Buffer; open: boolean }>(),
    invoices: [] as ReceivedInvoice[],
  };

  const rsaDecrypt = (base64: string) => privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64'));
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
    const sellerNip = tag(/<Podmiot1>[\s\S]*<\/Podmiot1>/.exec(xml)?.[0] ?? '', 'NIP');
    const original = state.invoices.find((i) => i.status.code === 200 && i.invoiceNumber === invoiceNumber);
    if (!xml.includes('xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/"') || schemaError) {
      received.status = { code: 430, description: 'Błąd weryfikacji pliku faktury', details: [schemaError ?? 'Dokument nie jest fakturą FA(3)'] };
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
    if (path === '/' && method === 'GET') return send(res, 200, renderKsefDevPage(state.mode, state.rejectReason, state.invoices), 'text/html; charset=utf-8');
    if (path === '/__fake/invoices') return send(res, 200, { mode: state.mode, invoices: state.invoices });
    if ((path === '/mode' || path === '/__fake/mode') && method === 'POST') {
      const raw = await readBody(req);
      const input = (req.headers['content-type'] ?? '').includes('json') ? (JSON.parse(raw || '{}') as Record<string, string>) : Object.fromEntries(new URLSearchParams(raw));
      if (!['accept', 'reject', 'unavailable'].includes(input.mode ?? '')) return send(res, 400, { error: 'mode must be accept, reject or unavailable' });
      state.mode = input.mode as KsefFakeMode;
      state.rejectReason = input.reason?.trim() || DEFAULT_REJECT_REASON;
      if (path === '/mode') {
        // Back to the page (relative: it works behind the dev server's /ksef-fake proxy too).
        res.writeHead(303, { location: './' });
        return void res.end();
      }
      return send(res, 200, { mode: state.mode, reason: state.rejectReason });
    }

    if (state.mode === 'unavailable') return send(res, 503, { title: 'Service Unavailable', status: 503, detail: 'KSeF jest niedostępny (tryb awarii w fake KSeF)' });

    if (path === '/security/public-key-certificates' && method === 'GET') {
      const der = certificate.raw.toString('base64');
      return send(res, 200, [
        {
          certificate: der,
          certificateId: createHash('sha256').update(certificate.raw).digest('base64').slice(0, 44),
          publicKeyId: createHash('sha256').update(certificate.publicKey.export({ type: 'spki', format: 'der' })).digest('base64'),
          validFrom: new Date(certificate.validFrom).toISOString(),
          validTo: new Date(certificate.validTo).toISOString(),
          usage: ['KsefTokenEncryption', 'SymmetricKeyEncryption'],
        },
      ]);
    }
    if (path === '/auth/challenge' && method === 'POST') {
      const now = Date.now();
      const challenge = referenceNumber('CR');
      state.challenges.set(challenge, now);
      return send(res, 200, { challenge, timestamp: new Date(now).toISOString(), timestampMs: now, clientIp: '127.0.0.1' });
    }
    if (path === '/auth/ksef-token' && method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as { challenge?: string; contextIdentifier?: { type?: string; value?: string }; encryptedToken?: string };
      const issued = body.challenge ? state.challenges.get(body.challenge) : undefined;
      if (issued === undefined) return fail(res, 400, 21401, 'Nieprawidłowe wyzwanie autoryzacyjne.');
      state.challenges.delete(body.challenge!);
      if (body.contextIdentifier?.type !== 'Nip' || body.contextIdentifier.value !== options.contextNip) return fail(res, 400, 21115, 'Nieprawidłowy identyfikator kontekstu.', [`Oczekiwano Nip ${options.contextNip}`]);
      let plain: string;
      try {
        plain = rsaDecrypt(body.encryptedToken ?? '').toString('utf8');
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
    if (!state.accessTokens.has(bearer(req) ?? '')) return send(res, 401, { title: 'Unauthorized', status: 401, detail: 'Brak lub nieprawidłowy token dostępowy.', timestamp: new Date().toISOString() });

    if (path === '/sessions/online' && method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as { formCode?: { systemCode?: string; schemaVersion?: string; value?: string }; encryption?: { encryptedSymmetricKey?: string; initializationVector?: string } };
      if (body.formCode?.systemCode !== 'FA (3)' || body.formCode.schemaVersion !== '1-0E' || body.formCode.value !== 'FA') return fail(res, 400, 21405, 'Nieobsługiwany kod formularza.', [JSON.stringify(body.formCode)]);
      let key: Buffer;
      try {
        key = rsaDecrypt(body.encryption?.encryptedSymmetricKey ?? '');
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
