import { logger } from '../core/logger.js';
import { publishMetrics } from '../core/metrics.js';
import { notifyBackInStock, type BackInStockReport } from './back-in-stock.js';

/** The scheduled back-in-stock e-mails (EventBridge, every few minutes: infra/stacks/api-stack.ts). */
export async function handler(): Promise<BackInStockReport> {
  try {
    const report = await notifyBackInStock();
    logger.info('back-in-stock e-mails', { ...report });
    // A failed e-mail is given back and tried at the next run; a run that could send none fails visibly.
    if (report.failed && !report.sent) throw new Error(`${report.failed} back-in-stock e-mails could not be sent`);
    return report;
  } finally {
    publishMetrics();
  }
}
