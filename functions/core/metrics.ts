import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MetricUnit as MetricUnitType } from '@aws-lambda-powertools/metrics/types';
import { METRICS_NAMESPACE, type ShopMetric } from './metric-names.js';

/**
 * One shared Powertools Metrics instance: metrics are buffered while a request (or a scheduled
 * job) runs and written as CloudWatch embedded-metric-format lines when it ends
 * (`publishMetrics`, called by the http stack and by each job). Locally the stack sets
 * POWERTOOLS_METRICS_DISABLED, so nothing is printed.
 */
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'shop' });

export function countMetric(name: ShopMetric, value = 1, unit: MetricUnitType = MetricUnit.Count): void {
  metrics.addMetric(name, unit, value);
}

/** Flushes what was counted; nothing is written when nothing was (Powertools would warn). */
export function publishMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

export { MetricUnit };
