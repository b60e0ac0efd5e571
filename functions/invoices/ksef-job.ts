import { publishMetrics } from '../core/metrics.js';
import { runKsefQueue, type KsefRunReport } from './ksef/ksef-submission.js';

/**
 * The scheduled Lambda (EventBridge, every minute; locally every few seconds, see
 * infra/local/stack.ts) that issues paid company orders' invoices and works the KSeF queue.
 */
export async function handler(): Promise<KsefRunReport> {
  try {
    return await runKsefQueue();
  } finally {
    publishMetrics();
  }
}
