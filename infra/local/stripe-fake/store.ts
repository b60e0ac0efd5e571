import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RefundRecord } from './refunds.js';
import { hostedPageUrl, type SessionRecord } from './sessions.js';

/**
 * The fake's state: sessions and idempotency records, in memory and, with a data dir, in
 * `<dataDir>/sessions.json`, so a restart of the local stack keeps the shop's sessions payable
 * and its idempotent retries answered. Written whole on every change: the file is small and
 * a synchronous write keeps it in step with what the API has answered.
 */

/** A POST answered once, replayed for the same Idempotency-Key (Stripe keeps them 24 h). */
export interface IdempotencyRecord {
  /** Method, path and the canonical parameters: a reuse with anything else is refused. */
  fingerprint: string;
  status: number;
  body: unknown;
  createdAt: number;
}

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

interface StateFile {
  sessions: SessionRecord[];
  idempotency: Record<string, IdempotencyRecord>;
  refunds?: RefundRecord[];
}

export class SessionStore {
  readonly sessions = new Map<string, SessionRecord>();
  readonly idempotency = new Map<string, IdempotencyRecord>();
  readonly refunds = new Map<string, RefundRecord>();
  private readonly file: string | null;

  constructor(dataDir: string | undefined, private readonly now: () => number) {
    this.file = dataDir ? join(dataDir, 'sessions.json') : null;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
  }

  /** Reads the state file, if any. Open sessions get the current hosted page URL: the port may differ after a restart. */
  load(publicUrl: string): void {
    if (!this.file) return;
    let state: StateFile;
    try {
      state = JSON.parse(readFileSync(this.file, 'utf8')) as StateFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw new Error(`Unreadable Stripe fake state in ${this.file}; delete it to start afresh`, { cause: error });
    }
    for (const record of state.sessions) {
      if (record.session.status === 'open') record.session.url = hostedPageUrl(publicUrl, record.session.id);
      this.sessions.set(record.session.id, record);
    }
    for (const [key, record] of Object.entries(state.idempotency)) this.idempotency.set(key, record);
    for (const record of state.refunds ?? []) this.refunds.set(record.refund.id, record);
  }

  /** The session whose payment has this payment intent or charge id. */
  findPayment(by: { paymentIntent?: string; charge?: string }): SessionRecord | undefined {
    for (const record of this.sessions.values()) {
      if (by.paymentIntent && record.session.payment_intent === by.paymentIntent) return record;
      if (by.charge && record.charge?.id === by.charge) return record;
    }
    return undefined;
  }

  addRefund(record: RefundRecord): void {
    this.refunds.set(record.refund.id, record);
    this.save();
  }

  get(id: string): SessionRecord | undefined {
    return this.sessions.get(id);
  }

  add(record: SessionRecord): void {
    this.sessions.set(record.session.id, record);
    this.save();
  }

  remember(key: string, record: Omit<IdempotencyRecord, 'createdAt'>): void {
    this.idempotency.set(key, { ...record, createdAt: this.now() });
    this.save();
  }

  /** Call after changing a record in place. */
  save(): void {
    const cutoff = this.now() - IDEMPOTENCY_TTL_MS;
    for (const [key, record] of this.idempotency) if (record.createdAt < cutoff) this.idempotency.delete(key);
    if (!this.file) return;
    const state: StateFile = { sessions: [...this.sessions.values()], idempotency: Object.fromEntries(this.idempotency), refunds: [...this.refunds.values()] };
    // Write aside and rename, so a crash mid-write never leaves half a file to load.
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, JSON.stringify(state, null, 2));
    renameSync(temp, this.file);
  }
}
