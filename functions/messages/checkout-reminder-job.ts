import { logger } from '../core/logger.js';
import { publishMetrics } from '../core/metrics.js';
import { sendCheckoutReminders, type CheckoutReminderReport } from './checkout-reminders.js';

/** The scheduled abandoned-checkout reminders (EventBridge, every 15 minutes: infra/stacks/api-stack.ts). */
export async function handler(): Promise<CheckoutReminderReport> {
  try {
    const report = await sendCheckoutReminders();
    logger.info('checkout reminders', { ...report });
    // A failed e-mail is given back and tried at the next run; a run that could send none fails visibly.
    if (report.failed && !report.sent) throw new Error(`${report.failed} checkout reminders could not be sent`);
    return report;
  } finally {
    publishMetrics();
  }
}
