import { logger } from '../core/logger.js';
import { publishMetrics } from '../core/metrics.js';
import { sendTermsReminders } from './terms-reminders.js';

/** The scheduled reminders of terms invoices (EventBridge, daily: infra/stacks/api-stack.ts). */
export async function handler(): Promise<{ due: number }> {
  try {
    const report = await sendTermsReminders();
    logger.info('terms reminders', report);
    return report;
  } finally {
    publishMetrics();
  }
}
