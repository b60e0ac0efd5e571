import { logger } from '../core/logger.js';
import { shopMetrics } from '../core/metric-names.js';
import { countMetric, publishMetrics } from '../core/metrics.js';
import { describe, reconcileSettled, type ReconcileReport } from './reconcile.js';

/**
 * The scheduled reconciliation (EventBridge, see infra/stacks/api-stack.ts): the same check as
 * `npm run reconcile`, on the live table. It publishes `ledgerDiscrepancies` (0 when the books
 * agree) and logs each discrepancy as an error.
 */
export async function handler(): Promise<ReconcileReport> {
  try {
    const report = await reconcileSettled();
    countMetric(shopMetrics.ledgerDiscrepancies, report.discrepancies.length);
    for (const d of report.discrepancies) logger.error(`ledger discrepancy: ${describe(d)}`, { discrepancy: d });
    logger.info('ledger reconciled', { checked: report.checked, discrepancies: report.discrepancies.length, untrackedProducts: report.untrackedProducts });
    return report;
  } finally {
    publishMetrics();
  }
}
