import { logger } from '../core/logger.js';
import { publishMetrics } from '../core/metrics.js';
import { sendLowStockDigest, type LowStockDigestReport } from './low-stock.js';

/** The admins' daily low-stock digest (EventBridge, 06:00 UTC: infra/stacks/api-stack.ts). */
export async function handler(): Promise<LowStockDigestReport> {
  try {
    const report = await sendLowStockDigest();
    logger.info('low-stock digest', { ...report });
    return report;
  } finally {
    publishMetrics();
  }
}
