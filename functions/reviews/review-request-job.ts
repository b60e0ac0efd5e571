import { logger } from '../core/logger.js';
import { sendReviewRequests, type ReviewRequestReport } from './review-requests.js';

/**
 * Lambda entry of the scheduled review requests (infra: ScheduledJob `SendReviewRequests`). A run
 * that could not send some e-mails fails, so the job's retries and dead-letter alarm see it.
 */
export async function handler(): Promise<ReviewRequestReport> {
  const report = await sendReviewRequests();
  logger.info('review requests', { ...report });
  if (report.failed) throw new Error(`${report.failed} review request e-mails could not be sent (they are tried again next run)`);
  return report;
}
