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
 * submission waits and is retried. A 4xx is a KsefRequestError with KSeF's own description.
 */
export class KsefUnavailableError extends Error {
  override name = 'KsefUnavailableError';
}
export class KsefRequestError extends Error {
  override name = 'KsefRequestError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
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

interface PublicKeyCertificate {
  certificate: string;
  usage: ('KsefTokenEncryption' | 'SymmetricKeyEncryption')[];
  validFrom: string;
  validTo: string;
}

/** KSeF's error bodies: `{ exception: { exceptionDetailList: [{ exceptionDescription, details }] } }` or problem+json. */
function describeError(body: unknown, status: number): string {
  const b = body as { exception?: { exceptionDetailList?: { exceptionDescription?: string; details?: string[] }[] }; detail?: string; title?: string } | null;
  const detail = b?.exception?.exceptionDetailList?.[0];
  if (detail?.exceptionDescription) return [detail.exceptionDescription, ...(detail.details ?? [])].join(' — ');
  return b?.detail ?? b?.title ?? `KSeF answered ${status}`;
}

async function ksefToken(): Promise<string | undefined> {
  const c = config();
  if (c.KSEF_TOKEN) return c.KSEF_TOKEN;
  if (c.KSEF_SECRET_ARN) return (await jsonSecret<{ token?: string }>(c.KSEF_SECRET_ARN)).token;
  return undefined;
}

export class KsefClient {
  private accessToken: { token: string; validUntil: number } | undefined;
  private certificates: PublicKeyCertificate[] | undefined;

  constructor(
    private readonly base: string,
    /** The seller's NIP: the context every call acts in. */
    private readonly contextNip: string,
    /** Where the KSeF token comes from: the environment or Secrets Manager (see config.ts). */
    private readonly token: () => Promise<string | undefined> = ksefToken,
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
    if (response.status >= 500 || response.status === 429) throw new KsefUnavailableError(`KSeF is unavailable (${response.status}): ${describeError(body, response.status)}`);
    if (response.status >= 400) {
      // An expired access token: forget it, so the next call authenticates again.
      if (response.status === 401) this.accessToken = undefined;
      throw new KsefRequestError(response.status, describeError(body, response.status));
    }
    return { status: response.status, body };
  }

  private async certificate(usage: PublicKeyCertificate['usage'][number]): Promise<string> {
    this.certificates ??= (await this.call<PublicKeyCertificate[]>('GET', '/security/public-key-certificates')).body;
    const now = Date.now();
    const cert = this.certificates.find((c) => c.usage.includes(usage) && Date.parse(c.validFrom) <= now && now < Date.parse(c.validTo));
    if (!cert) throw new KsefUnavailableError(`KSeF published no valid ${usage} key`);
    return cert.certificate;
  }

  /** An access token, from the KSeF token: challenge → encrypted token → status → redeem. */
  private async authenticate(): Promise<string> {
    if (this.accessToken && this.accessToken.validUntil - 60_000 > Date.now()) return this.accessToken.token;
    const token = await this.token();
    if (!token) throw new KsefUnavailableError('No KSeF token is configured (KSEF_TOKEN or KSEF_SECRET_ARN)');
    const challenge = (await this.call<{ challenge: string; timestampMs: number }>('POST', '/auth/challenge')).body;
    const encryptedToken = rsaOaepEncrypt(await this.certificate('KsefTokenEncryption'), Buffer.from(`${token}|${challenge.timestampMs}`, 'utf8'));
    const init = (
      await this.call<{ referenceNumber: string; authenticationToken: { token: string } }>('POST', '/auth/ksef-token', {
        body: { challenge: challenge.challenge, contextIdentifier: { type: 'Nip', value: this.contextNip }, encryptedToken },
      })
    ).body;
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
    const bearer = await this.authenticate();
    const key = newSessionKey();
    const { body } = await this.call<{ referenceNumber: string }>('POST', '/sessions/online', {
      bearer,
      body: {
        formCode: FA3_FORM_CODE,
        encryption: {
          encryptedSymmetricKey: rsaOaepEncrypt(await this.certificate('SymmetricKeyEncryption'), key.key),
          initializationVector: key.iv.toString('base64'),
        },
      },
    });
    return new OnlineSession(this, body.referenceNumber, key);
  }

  /** @internal for OnlineSession */
  async sessionCall<T>(method: string, path: string, body?: unknown, accept?: string): Promise<T> {
    return (await this.call<T>(method, path, { bearer: await this.authenticate(), ...(body !== undefined ? { body } : {}), ...(accept ? { accept } : {}) })).body;
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
