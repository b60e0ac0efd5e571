import { logger } from '../core/logger.js';
import { publishMetrics } from '../core/metrics.js';
import { runFollowUps, type FollowUpReport } from './follow-ups.js';

/**
 * The scheduled Lambda (EventBridge, every minute; see infra/stacks/api-stack.ts) that does the
 * orders' follow-ups (follow-ups.ts): correction invoices numbered and e-mails sent after a
 * payment or refund was committed. A follow-up that failed is postponed and counted
 * (`FollowUpFailed`); the run then fails too, so its retries, dead-letter queue and alarm see it.
 */
export async function handler(): Promise<FollowUpReport> {
  try {
    const report = await runFollowUps();
    if (report.failed) throw new Error(`${report.failed} order follow-up(s) failed and were postponed; see the log`);
    return report;
  } catch (error) {
    logger.error('follow-up run failed', { error: error as Error });
    throw error;
  } finally {
    publishMetrics();
  }
}
