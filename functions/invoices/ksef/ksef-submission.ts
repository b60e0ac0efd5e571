import type { OrderStatus } from '../../contracts/order.js';
import { logger } from '../../core/logger.js';
import { countMetric } from '../../core/metrics.js';
import { shopMetrics } from '../../core/metric-names.js';
import { getOrder, orderView } from '../../ledger/order-entity.js';
import { getRefund } from '../../ledger/refund-entity.js';
import { refundCorrectionXml } from '../correction-invoice.js';
import { claimForSubmission, correctionReady, dropExpectedInvoice, getInvoice, invoicesWithStatus, moveKsefStatus, type Claim, type InvoiceDocRef, type InvoiceRecord } from '../../ledger/invoice-entity.js';
import { issueInvoice } from '../issue-invoice.js';
import { isFinalRejection, ksefClient, KsefUnavailableError, type InvoiceStatus, type KsefRequestError, type OnlineSession } from './ksef-client.js';

/**
 * The KSeF queue, worked by a scheduled job (ksef-job.ts; every minute in AWS, every few seconds
 * locally) and by the admin's resend:
 *   1. company orders paid since checkout get their invoice (number + FA(3) XML) → `waiting`;
 *      corrections (FA(3) KOR of refunds, correction-invoice.ts) whose corrected invoice KSeF
 *      has accepted get their XML, naming its KSeF number → `waiting` (until then they wait);
 *   2. due `waiting` invoices are claimed and sent in one online session → `sent`; when KSeF
 *      is unavailable, or refuses the call for a reason a later attempt gets past (an expired
 *      access token 401, a rotated key 21470, 403, 429, 5xx: see isFinalRejection), they wait
 *      again, with backoff; only KSeF refusing the document itself (400) rejects it;
 *   3. `sent` invoices are asked about: accepted (KSeF number + UPO kept) or rejected (the
 *      reason kept for the admin). A duplicate (440, sent before but not recorded) is accepted
 *      with the number KSeF gave the first time: an invoice is never in KSeF twice.
 * Every rejection for good counts `KsefRejected` (an alarm: the invoice needs a person).
 */
const paid: readonly OrderStatus[] = ['processing', 'shipped', 'delivered'];

/** 1, 2, 4 … minutes after each failed attempt, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/** After this many attempts (about a day of backoff) an invoice counts as stuck (metric + alarm). */
const STUCK_AFTER_ATTEMPTS = 8;

export interface KsefRunReport {
  issued: number;
  sent: number;
  accepted: number;
  rejected: number;
  retrying: number;
}

async function retryLater(invoice: InvoiceRecord, from: 'waiting' | 'sent', reason: string, now: Date, claimId?: string): Promise<void> {
  const attempts = invoice.ksefAttempts + 1;
  logger.warn('KSeF submission will be retried', { orderId: invoice.orderId, attempts, reason });
  if (attempts >= STUCK_AFTER_ATTEMPTS) countMetric(shopMetrics.ksefSubmissionStuck);
  await moveKsefStatus(invoice, from, { to: 'waiting', error: reason, attempts, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() }, claimId);
}

/** A rejection for good, recorded: counted and logged, as a person must correct the invoice and resend it. */
function rejectedForGood(invoice: InvoiceRecord, reason: string, code: number): void {
  countMetric(shopMetrics.ksefRejected);
  logger.error('KSeF rejected an invoice; it needs a correction and a resend', { orderId: invoice.orderId, refundId: invoice.refundId, code, reason });
}

/** Step 1: invoices of company orders paid since checkout. */
async function issuePaidCompanyInvoices(now: Date): Promise<number> {
  let issued = 0;
  for (const expected of await invoicesWithStatus('awaiting_payment')) {
    const order = await getOrder(expected.orderId);
    if (!order || order.status === 'cancelled') await dropExpectedInvoice(expected.orderId);
    else if (paid.includes(order.status)) {
      await issueInvoice(order, now);
      issued++;
    }
  }
  return issued;
}

/** Step 1b: corrections whose corrected invoice is in KSeF now get their FA(3) KOR and join the queue. */
async function releaseCorrections(now: Date): Promise<number> {
  let released = 0;
  for (const correction of await invoicesWithStatus('awaiting_original')) {
    const original = await getInvoice(correction.orderId);
    if (original?.ksefStatus !== 'accepted' || !original.ksefNumber) continue;
    const [order, refund] = await Promise.all([getOrder(correction.orderId), getRefund(correction.orderId, correction.refundId!)]);
    if (!order || !refund) continue;
    if (await correctionReady(correction, refundCorrectionXml(orderView(order), refund, original, correction, now.toISOString()), now.toISOString())) released++;
  }
  return released;
}

const isDoc = (only: InvoiceDocRef) => (i: InvoiceRecord) => i.orderId === only.orderId && (i.refundId ?? null) === (only.refundId ?? null);

/** Step 2: sends every due waiting invoice (that this run could claim) in one online session. */
async function sendDueInvoices(now: Date, report: KsefRunReport, only?: InvoiceDocRef): Promise<void> {
  const due = only ? [only] : await invoicesWithStatus('waiting', now.toISOString());
  const claims: Claim[] = [];
  for (const invoice of due) {
    const claim = await claimForSubmission(invoice, now);
    if (claim?.invoice.xml) claims.push(claim);
  }
  if (!claims.length) return;
  let session: OnlineSession;
  try {
    session = await ksefClient().openSession();
  } catch (error) {
    for (const c of claims) await retryLater(c.invoice, 'waiting', (error as Error).message, now, c.id);
    report.retrying += claims.length;
    return;
  }
  for (const { id, invoice } of claims) {
    try {
      const invoiceRef = await session.send(invoice.xml!);
      await moveKsefStatus(invoice, 'waiting', { to: 'sent', sessionRef: session.referenceNumber, invoiceRef, at: now.toISOString() }, id);
      report.sent++;
    } catch (error) {
      if (isFinalRejection(error)) {
        const { message, status } = error as KsefRequestError;
        if (await moveKsefStatus(invoice, 'waiting', { to: 'rejected', error: message, errorCode: status, at: now.toISOString() }, id)) rejectedForGood(invoice, message, status);
        report.rejected++;
      } else {
        await retryLater(invoice, 'waiting', (error as Error).message, now, id);
        report.retrying++;
      }
    }
  }
  await session.close().catch((error: unknown) => logger.warn('could not close the KSeF session', { error: error as Error }));
}

/** KSeF's invoice status codes that end in a rejection (the rest are in progress, success or transient). */
const inProgress = (code: number) => code === 100 || code === 150;
const transient = (code: number) => code === 405 || code >= 500;

function reasonOf(status: InvoiceStatus): string {
  return [status.description, ...(status.details ?? [])].join(' — ');
}

/** Step 3: what KSeF decided about the invoices it took. */
async function checkSentInvoices(now: Date, report: KsefRunReport, only?: InvoiceDocRef): Promise<void> {
  const sent = (await invoicesWithStatus('sent')).filter((i) => !only || isDoc(only)(i));
  for (const invoice of sent) {
    const sessionRef = invoice.ksefSessionRef!;
    try {
      const { status, ksefNumber } = await ksefClient().invoiceStatus(sessionRef, invoice.ksefInvoiceRef!);
      if (inProgress(status.code)) continue;
      if (status.code === 200 || status.code === 440) {
        // 440: the same invoice was already accepted (a send whose answer we never recorded).
        const number = status.code === 200 ? ksefNumber! : status.extensions?.originalKsefNumber;
        const upoSession = status.code === 200 ? sessionRef : (status.extensions?.originalSessionReferenceNumber ?? sessionRef);
        if (!number) throw new KsefUnavailableError(`KSeF reported ${status.code} without a KSeF number`);
        const upo = await ksefClient().upo(upoSession, number);
        if (await moveKsefStatus(invoice, 'sent', { to: 'accepted', ksefNumber: number, upo, sessionRef: upoSession, at: now.toISOString() })) report.accepted++;
      } else if (transient(status.code)) {
        await retryLater(invoice, 'sent', reasonOf(status), now);
        report.retrying++;
      } else if (await moveKsefStatus(invoice, 'sent', { to: 'rejected', error: reasonOf(status), errorCode: status.code, at: now.toISOString() })) {
        rejectedForGood(invoice, reasonOf(status), status.code);
        report.rejected++;
      }
    } catch (error) {
      // Unavailable: ask again on the next run; the invoice stays `sent`.
      logger.warn('could not read a KSeF invoice status', { orderId: invoice.orderId, error: error as Error });
    }
  }
}

/**
 * One run of the queue. `only` works a single document (the admin's resend). A correction whose
 * original KSeF accepts in this run is released in the next one.
 */
export async function runKsefQueue(now = new Date(), only?: InvoiceDocRef): Promise<KsefRunReport> {
  const report: KsefRunReport = { issued: 0, sent: 0, accepted: 0, rejected: 0, retrying: 0 };
  if (!only) {
    report.issued = await issuePaidCompanyInvoices(now);
    await releaseCorrections(now);
  }
  await sendDueInvoices(now, report, only);
  await checkSentInvoices(now, report, only);
  return report;
}
