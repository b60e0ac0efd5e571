import { logger } from '../core/logger.js';
import { publishMetrics } from '../core/metrics.js';
import { publishCatalog, type PublishMode, type PublishResult } from './snapshot-publisher.js';

/**
 * Lambda entry of the catalogue publisher (snapshot-publisher.ts). EventBridge passes the mode:
 * `compact` every minute, `audit` every hour. The deploy-time trigger passes nothing: an audit,
 * so every deploy starts from a snapshot this code can read, checked against the table.
 */
export async function handler(event: { mode?: PublishMode } | null): Promise<PublishResult> {
  const mode: PublishMode = event?.mode === 'compact' ? 'compact' : 'audit';
  try {
    const result = await publishCatalog(mode);
    logger.info('catalogue publisher', { mode, ...result });
    return result;
  } finally {
    publishMetrics();
  }
}
