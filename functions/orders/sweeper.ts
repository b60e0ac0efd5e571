import { logger } from '../core/logger.js';
import { shopMetrics } from '../core/metric-names.js';
import { countMetric, publishMetrics } from '../core/metrics.js';
import { settleStalePendingOrders, type SettleReport } from './stale-orders.js';

/**
 * The scheduled Lambda (EventBridge, every 15 minutes; see infra/stacks/api-stack.ts) that
 * settles pending orders whose Stripe webhooks are overdue and drives open refunds. Its failures
 * are never swallowed: they are counted (`sweeperFailed`, published before it returns) and the
 * invocation itself fails, so Lambda's error metric, alarms and retries see it too.
 */
export async function handler(): Promise<SettleReport> {
  let report: SettleReport;
  try {
    report = await settleStalePendingOrders(); // counts its own failures
  } catch (error) {
    countMetric(shopMetrics.sweeperFailed);
    logger.error('sweeper run failed', { error: error as Error });
    publishMetrics();
    throw error;
  }
  try {
    const failures = report.failed + report.refunds.failed;
    if (failures) throw new Error(`The sweeper could not settle ${report.failed} order(s) and ${report.refunds.failed} refund(s); see the log`);
    return report;
  } finally {
    publishMetrics();
  }
}
