import { config } from '../../core/config.js';
import { jsonSecret } from '../../core/secrets.js';
import { FA3_FORM_CODE } from '../fa3-xml.js';
import { aesEncrypt, newSessionKey, rsaOaepEncrypt, sha256Base64, type SessionKey } from './ksef-crypto.js';

/**
 * A client of the part of KSeF API 2.0 the shop uses (request and response shapes from the
 * Ministry's open-api.json, CIRFMF/ksef-docs):
 *
 *   GET  /security/public-key-certificates               the Ministry's encryption keys
 *   POST /auth/challenge                                  → { challenge, timestamp, timestampMs }
 *   POST /auth/ksef-token                                 → 202 { referenceNumber, authenticationToken }
 *   GET  /auth/{referenceNumber}                          → { status: { code: 100 | 200 | 4xx } }
 *   POST /auth/token/redeem                               → { accessToken, refreshToken }
 *   POST /sessions/online                                 → 201 { referenceNumber, validUntil }
 *   POST /sessions/online/{ref}/invoices                  → 202 { referenceNumber }
 *   POST /sessions/online/{ref}/close                     → 204
 *   GET  /sessions/{ref}/invoices/{invoiceRef}            → { ksefNumber?, status: { code, description, details?, extensions? } }
 *   GET  /sessions/{ref}/invoices/ksef/{ksefNumber}/upo   → the UPO (XML)
 *
 * Every failure that is KSeF's (no answer, 5xx, 429, a timeout) is a KsefUnavailableError: the
 * submission waits and is retried. A 4xx is a KsefRequestError with KSeF's own description and
 * exception code; `isFinalRejection` says which of them reject a document for good.
 *
 * The Ministry's encryption keys (bezpieczenstwo/klucze-publiczne-do-szyfrowania.md in
 * CIRFMF/ksef-docs): for each usage the client takes the certificate valid now with the newest
 * `validFrom` (§4.1), sends that key's `publicKeyId` with what it encrypted (`POST /auth/ksef-token`
 * and `encryption.publicKeyId` of `POST /sessions/online`, §4.2, open-api.json), and on error
 * 21470 (a key KSeF no longer accepts: an emergency rotation) reads the list again and repeats the
 * call once (§4.4). The list is also read again after CERTIFICATES_TTL_MS, so a planned rotation
 * reaches a warm Lambda without an error first.
 */
export class KsefUnavailableError extends Error {
  override name = 'KsefUnavailableError';
}
export class KsefRequestError extends Error {
  override name = 'KsefRequestError';
  constructor(
    readonly status: number,
    message: string,
    /** KSeF's `exceptionCode` (e.g. 21405 invalid input, 21470 unknown key), when it gave one. */
    readonly exceptionCode?: number,
  ) {
    super(message);
  }
}

/** KSeF's code for "the key identifier sent is unknown or names a withdrawn key". */
export const UNKNOWN_PUBLIC_KEY = 21470;

/**
 * Whether KSeF refused the document itself, for good: a 400 about what was sent, not an expired
 * access token (401), a rotated key (21470), missing permissions (403, fixed by the taxpayer in
 * KSeF) or anything else a later attempt can get past. Only such a rejection needs a person.
 */
export function isFinalRejection(error: unknown): boolean {
  return error instanceof KsefRequestError && error.status === 400 && error.exceptionCode !== UNKNOWN_PUBLIC_KEY;
}

export interface InvoiceStatus {
  code: number;
  description: string;
  details?: string[];
  extensions?: Record<string, string | null>;
}

export interface SessionInvoiceStatus {
  ksefNumber?: string;
  status: InvoiceStatus;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** One entry of `GET /security/public-key-certificates` (open-api.json `PublicKeyCertificate`). */
export interface PublicKeyCertificate {
  /** DER in Base64. */
  certificate: string;
  certificateId?: string;
  /** SHA-256 of the key's SubjectPublicKeyInfo in Base64: the selector sent with what it encrypted. */
  publicKeyId?: string;
  usage: ('KsefTokenEncryption' | 'SymmetricKeyEncryption')[];
  validFrom: string;
  validTo: string;
}
type KeyUsage = PublicKeyCertificate['usage'][number];

/** How long a read list of the Ministry's keys is used before it is read again. */
export const CERTIFICATES_TTL_MS = 60 * 60_000;

/**
 * The certificate to encrypt with: for the usage, valid at `now`, and of those the one with the
 * newest `validFrom` (the docs' rule when several are valid, as during a planned rotation).
 */
export function chooseCertificate(certificates: readonly PublicKeyCertificate[], usage: KeyUsage, now: number): PublicKeyCertificate | undefined {
  return certificates
    .filter((c) => c.usage.includes(usage) && Date.parse(c.validFrom) <= now && now < Date.parse(c.validTo))
    .sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom))[0];
}

/** KSeF's error bodies: `{ exception: { exceptionDetailList: [{ exceptionCode, exceptionDescription, details }] } }` or problem+json. */
function describeError(body: unknown, status: number): { message: string; code?: number } {
  const b = body as { exception?: { exceptionDetailList?: { exceptionCode?: number; exceptionDescription?: string; details?: string[] }[] }; detail?: string; title?: string; errors?: { code?: number }[] } | null;
  const detail = b?.exception?.exceptionDetailList?.[0];
  const code = detail?.exceptionCode ?? b?.errors?.[0]?.code;
  if (detail?.exceptionDescription) return { message: [detail.exceptionDescription, ...(detail.details ?? [])].join(' — '), ...(code !== undefined ? { code } : {}) };
  return { message: b?.detail ?? b?.title ?? `KSeF answered ${status}`, ...(code !== undefined ? { code } : {}) };
}

async function ksefToken(): Promise<string | undefined> {
  const c = config();
  if (c.KSEF_TOKEN) return c.KSEF_TOKEN;
  if (c.KSEF_SECRET_ARN) return (await jsonSecret<{ token?: string }>(c.KSEF_SECRET_ARN)).token;
  return undefined;
}

export class KsefClient {
  private accessToken: { token: string; validUntil: number } | undefined;
  private certificates: { list: PublicKeyCertificate[]; readAt: number } | undefined;

  constructor(
    private readonly base: string,
    /** The seller's NIP: the context every call acts in. */
    private readonly contextNip: string,
    /** Where the KSeF token comes from: the environment or Secrets Manager (see config.ts). */
    private readonly token: () => Promise<string | undefined> = ksefToken,
    /** The clock (tests move it past the certificates' TTL). */
    private readonly now: () => number = Date.now,
  ) {}

  private async call<T>(method: string, path: string, options: { body?: unknown; bearer?: string; accept?: string } = {}): Promise<{ status: number; body: T }> {
    let response: Response;
    try {
      response = await fetch(`${this.base.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          accept: options.accept ?? 'application/json',
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new KsefUnavailableError(`KSeF did not answer (${(error as Error).message})`);
    }
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    const body = (contentType.includes('json') && text ? JSON.parse(text) : text) as T;
    if (response.status >= 500 || response.status === 429) throw new KsefUnavailableError(`KSeF is unavailable (${response.status}): ${describeError(body, response.status).message}`);
    if (response.status >= 400) {
      // An expired access token: forget it, so the next call authenticates again.
      if (response.status === 401) this.accessToken = undefined;
      const { message, code } = describeError(body, response.status);
      throw new KsefRequestError(response.status, message, code);
    }
    return { status: response.status, body };
  }

  private async certificate(usage: KeyUsage): Promise<PublicKeyCertificate> {
    const now = this.now();
    if (!this.certificates || now - this.certificates.readAt >= CERTIFICATES_TTL_MS) {
      this.certificates = { list: (await this.call<PublicKeyCertificate[]>('GET', '/security/public-key-certificates')).body, readAt: now };
    }
    const cert = chooseCertificate(this.certificates.list, usage, now);
    if (!cert) throw new KsefUnavailableError(`KSeF published no valid ${usage} key`);
    return cert;
  }

  /**
   * Runs a call that encrypts with the Ministry's key; on 21470 (the key was withdrawn) reads the
   * list again and runs it once more with the current key (the docs' §4.4).
   */
  private async withCurrentKey<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof KsefRequestError) || error.exceptionCode !== UNKNOWN_PUBLIC_KEY) throw error;
      this.certificates = undefined;
      return run();
    }
  }

  /** An access token, from the KSeF token: challenge → encrypted token → status → redeem. */
  private async authenticate(): Promise<string> {
    if (this.accessToken && this.accessToken.validUntil - 60_000 > Date.now()) return this.accessToken.token;
    const token = await this.token();
    if (!token) throw new KsefUnavailableError('No KSeF token is configured (KSEF_TOKEN or KSEF_SECRET_ARN)');
    const init = await this.withCurrentKey(async () => {
      // A fresh challenge each time: KSeF takes one once.
      const challenge = (await this.call<{ challenge: string; timestampMs: number }>('POST', '/auth/challenge')).body;
      const key = await this.certificate('KsefTokenEncryption');
      const encryptedToken = rsaOaepEncrypt(key.certificate, Buffer.from(`${token}|${challenge.timestampMs}`, 'utf8'));
      return (
        await this.call<{ referenceNumber: string; authenticationToken: { token: string } }>('POST', '/auth/ksef-token', {
          body: { challenge: challenge.challenge, contextIdentifier: { type: 'Nip', value: this.contextNip }, encryptedToken, ...(key.publicKeyId ? { publicKeyId: key.publicKeyId } : {}) },
        })
      ).body;
    });
    const operation = init.authenticationToken.token;
    // Authentication is asynchronous: 100 while KSeF checks, 200 when done, 4xx when refused.
    for (let attempt = 0; ; attempt++) {
      const { status } = (await this.call<{ status: InvoiceStatus }>('GET', `/auth/${init.referenceNumber}`, { bearer: operation })).body;
      if (status.code === 200) break;
      if (status.code !== 100) throw new KsefRequestError(403, `KSeF refused the shop's KSeF token: ${status.description}${status.details?.length ? ` — ${status.details.join('; ')}` : ''}`);
      if (attempt >= 10) throw new KsefUnavailableError('KSeF did not finish authenticating in time');
      await new Promise((r) => setTimeout(r, 500));
    }
    const tokens = (await this.call<{ accessToken: { token: string; validUntil: string } }>('POST', '/auth/token/redeem', { bearer: operation })).body;
    this.accessToken = { token: tokens.accessToken.token, validUntil: Date.parse(tokens.accessToken.validUntil) };
    return this.accessToken.token;
  }

  /** Opens an online (interactive) session for FA(3) invoices with a fresh symmetric key. */
  async openSession(): Promise<OnlineSession> {
    const key = newSessionKey();
    const { body } = await this.withCurrentKey(async () => {
      const publicKey = await this.certificate('SymmetricKeyEncryption');
      return this.withAccess((bearer) =>
        this.call<{ referenceNumber: string }>('POST', '/sessions/online', {
          bearer,
          body: {
            formCode: FA3_FORM_CODE,
            encryption: {
              encryptedSymmetricKey: rsaOaepEncrypt(publicKey.certificate, key.key),
              initializationVector: key.iv.toString('base64'),
              ...(publicKey.publicKeyId ? { publicKeyId: publicKey.publicKeyId } : {}),
            },
          },
        }),
      );
    });
    return new OnlineSession(this, body.referenceNumber, key);
  }

  /**
   * Runs a call with the access token; on 401 (the token expired or was revoked early: `call`
   * forgets it) authenticates again and runs it once more.
   */
  private async withAccess<T>(run: (bearer: string) => Promise<T>): Promise<T> {
    try {
      return await run(await this.authenticate());
    } catch (error) {
      if (!(error instanceof KsefRequestError) || error.status !== 401) throw error;
      return run(await this.authenticate());
    }
  }

  /** @internal for OnlineSession */
  async sessionCall<T>(method: string, path: string, body?: unknown, accept?: string): Promise<T> {
    return this.withAccess(async (bearer) => (await this.call<T>(method, path, { bearer, ...(body !== undefined ? { body } : {}), ...(accept ? { accept } : {}) })).body);
  }

  async invoiceStatus(sessionRef: string, invoiceRef: string): Promise<SessionInvoiceStatus> {
    return this.sessionCall<SessionInvoiceStatus>('GET', `/sessions/${sessionRef}/invoices/${invoiceRef}`);
  }

  async upo(sessionRef: string, ksefNumber: string): Promise<string> {
    return this.sessionCall<string>('GET', `/sessions/${sessionRef}/invoices/ksef/${ksefNumber}/upo`, undefined, 'application/xml');
  }
}

export class OnlineSession {
  constructor(
    private readonly client: KsefClient,
    readonly referenceNumber: string,
    private readonly key: SessionKey,
  ) {}

  /** Sends one FA(3) invoice; answers KSeF's reference number of it in this session. */
  async send(xml: string): Promise<string> {
    const plain = Buffer.from(xml, 'utf8');
    const encrypted = aesEncrypt(this.key, plain);
    const { referenceNumber } = await this.client.sessionCall<{ referenceNumber: string }>('POST', `/sessions/online/${this.referenceNumber}/invoices`, {
      invoiceHash: sha256Base64(plain),
      invoiceSize: plain.byteLength,
      encryptedInvoiceHash: sha256Base64(encrypted),
      encryptedInvoiceSize: encrypted.byteLength,
      encryptedInvoiceContent: encrypted.toString('base64'),
    });
    return referenceNumber;
  }

  /** Closing starts KSeF's collective UPO; each invoice's own UPO is available once it is accepted. */
  async close(): Promise<void> {
    await this.client.sessionCall('POST', `/sessions/online/${this.referenceNumber}/close`);
  }
}

let shared: KsefClient | undefined;

/** One client per Lambda instance: its access token and the Ministry's keys are reused. */
export function ksefClient(): KsefClient {
  const c = config();
  shared ??= new KsefClient(c.KSEF_API_BASE, c.SELLER_TAX_ID.replace(/^PL/i, ''));
  return shared;
}

/** For tests and the local stack, which change KSEF_API_BASE after the first use. */
export function resetKsefClient(): void {
  shared = undefined;
}
