import { logger } from '../core/logger.js';
import { shopMetrics } from '../core/metric-names.js';
import { countMetric } from '../core/metrics.js';
import { issueCorrection, issueRefundCorrection } from '../invoices/correction-invoice.js';
import { notifyCustomer } from '../messages/order-emails.js';
import { completeFollowUp, getFollowUp, listDueFollowUps, postponeFollowUp, type FollowUpRef } from '../ledger/follow-up-entity.js';
import type { FollowUpRecord } from '../ledger/items.js';
import { getRefund, type RefundRecord } from '../ledger/refund-entity.js';

/**
 * The follow-up job: what a payment or a refund leaves to do once its outcome is committed,
 * done off the request that committed it (the Stripe webhook answers as soon as the outcome is
 * in the ledger). The committing transaction writes a follow-up item (ledger/follow-up-entity.ts);
 * this job finds the due ones and does each, then deletes it:
 *
 * - `order-paid`: the order confirmation e-mail;
 * - `refund-succeeded`: the correction invoice numbered (a withdrawal's on its return, any other
 *   on the refund when the order was invoiced; a company's queued for KSeF in the numbering
 *   transaction), then the refund e-mail naming it.
 *
 * Every step is idempotent, so a run that dies half-way, two runs at once, or a retried run do it
 * once: numbering is once per document (`assignInSeries` writes the number only where there is
 * none, with the counter), an e-mail once per order and meaning (`claimNotice`). A step that
 * fails is postponed with a back-off; a correction that still cannot be numbered after
 * {@link NUMBERING_ATTEMPTS} tries lets the e-mail go without it (its download numbers it later).
 *
 * Runs every minute in AWS (EventBridge, infra/stacks/api-stack.ts `RunOrderFollowUps`) and every
 * second in the local stack (infra/local/stack.ts; `POST /dev/run-follow-ups` runs it now). The
 * admin's own refund and a return's decision run their refund's follow-up at once too
 * (`followUpNow`), so the admin's answer shows the correction's number.
 */
export const NUMBERING_ATTEMPTS = 3;

/** How long a failed follow-up waits before the next try: 1, 2, 4… minutes, at most an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(60, 2 ** attempts) * 60_000;

export interface FollowUpReport {
  done: number;
  failed: number;
}

export const refundFollowUp = (refund: Pick<RefundRecord, 'orderId' | 'id'>): FollowUpRef => ({ orderId: refund.orderId, kind: 'refund-succeeded', ref: refund.id });
export const paidFollowUp = (orderId: string): FollowUpRef => ({ orderId, kind: 'order-paid', ref: 'payment' });

/** The correction invoice of a refund that succeeded, numbered once; undefined when there is none to issue. */
async function numberCorrection(refund: RefundRecord): Promise<string | undefined> {
  return (refund.returnId ? await issueCorrection(refund.orderId, refund.returnId) : await issueRefundCorrection(refund.orderId, refund.id)) ?? undefined;
}

async function doFollowUp(followUp: FollowUpRecord): Promise<void> {
  if (followUp.kind === 'order-paid') {
    await notifyCustomer(followUp.orderId, 'confirmation');
    return;
  }
  const refund = await getRefund(followUp.orderId, followUp.ref);
  if (refund?.status !== 'succeeded') return; // nothing went back: nothing to correct or tell
  let correction: string | undefined;
  try {
    correction = await numberCorrection(refund);
  } catch (error) {
    if (followUp.attempts + 1 < NUMBERING_ATTEMPTS) throw error;
    logger.error('the correction invoice could not be numbered; the refund e-mail goes without it and its download numbers it', {
      orderId: refund.orderId,
      refundId: refund.id,
      error: error as Error,
    });
  }
  await notifyCustomer(refund.orderId, undefined, refund, correction);
}

/** Does one follow-up and deletes it; a failure postpones it (counted, logged) and answers false. */
async function runOne(followUp: FollowUpRecord, now: Date): Promise<boolean> {
  try {
    await doFollowUp(followUp);
    await completeFollowUp(followUp);
    return true;
  } catch (error) {
    countMetric(shopMetrics.followUpFailed);
    logger.error('an order follow-up failed; it is tried again later', { orderId: followUp.orderId, kind: followUp.kind, ref: followUp.ref, error: error as Error });
    await postponeFollowUp(followUp, new Date(now.getTime() + retryDelayMs(followUp.attempts)), (error as Error).message ?? String(error));
    return false;
  }
}

/** The job: every follow-up due at `now`. */
export async function runFollowUps(now = new Date()): Promise<FollowUpReport> {
  const report: FollowUpReport = { done: 0, failed: 0 };
  for (const followUp of await listDueFollowUps(now)) {
    if ((await runOne(followUp, now)) === true) report.done++;
    else report.failed++;
  }
  return report;
}

/**
 * One follow-up now, if it is still to do (a person is waiting on its result: the admin's
 * refund). The job would do it within its interval; doing it twice is doing it once.
 */
export async function followUpNow(ref: FollowUpRef, now = new Date()): Promise<void> {
  const followUp = await getFollowUp(ref);
  if (followUp) await runOne(followUp, now);
}
