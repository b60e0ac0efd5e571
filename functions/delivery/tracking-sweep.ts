import { logger } from '../core/logger.js';
import { countMetric, publishMetrics } from '../core/metrics.js';
import { shopMetrics } from '../core/metric-names.js';
import { listOpenShipments } from '../ledger/shipment-entity.js';
import { refreshShipment } from './shipments.js';

/**
 * InPost's webhooks are the fast path, but nothing retries one that got lost: every
 * TRACKING_SWEEP_EVERY (EventBridge in AWS, a timer locally) the shipments still travelling
 * that heard nothing for STALE_AFTER_MS are read from ShipX again.
 */
export const STALE_AFTER_MS = 60 * 60_000;

export interface TrackingSweepReport {
  checked: number;
  failed: number;
}

export async function sweepOpenShipments(options: { staleAfterMs?: number } = {}): Promise<TrackingSweepReport> {
  const before = new Date(Date.now() - (options.staleAfterMs ?? STALE_AFTER_MS)).toISOString();
  const orderIds = await listOpenShipments(before);
  let failed = 0;
  for (const orderId of orderIds) {
    try {
      await refreshShipment(orderId);
    } catch (error) {
      failed += 1;
      countMetric(shopMetrics.shipmentFailed);
      logger.warn('tracking sweep could not refresh a shipment', { orderId, error: error as Error });
    }
  }
  publishMetrics();
  return { checked: orderIds.length, failed };
}

/** The scheduled Lambda's entry (infra/stacks/api-stack.ts). */
export const handler = (): Promise<TrackingSweepReport> => sweepOpenShipments();
