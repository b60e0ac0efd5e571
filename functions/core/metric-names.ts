/**
 * The shop's own CloudWatch metrics (namespace METRICS_NAMESPACE), by name. Functions emit them
 * through core/metrics.ts; the CDK reads the same names for its alarms and dashboard (like
 * routes.ts, this module has no imports, so infra may import it).
 */
export const METRICS_NAMESPACE = 'ChopperWorks';

export const shopMetrics = {
  /** A pending order was written (checkout). */
  orderPlaced: 'OrderPlaced',
  /** An order was paid (moved to processing by Stripe's word). */
  paymentSucceeded: 'PaymentSucceeded',
  /** Grosze of the orders paid (unit None): revenue as it happens. */
  revenue: 'RevenueGrosze',
  /** Money returned to a buyer through Stripe (count). */
  refundIssued: 'RefundIssued',
  /** A customer e-mail about an order could not be sent. */
  orderEmailFailed: 'OrderEmailFailed',
  /** A Stripe webhook delivery that the shop could not process (it answered 5xx). */
  webhookFailed: 'WebhookFailed',
  /** An order the stale-order sweeper could not settle in a run. */
  sweeperFailed: 'SweeperFailed',
  /** An order follow-up (a correction numbered, an e-mail after a payment or refund) failed and was postponed. */
  followUpFailed: 'FollowUpFailed',
  /** Discrepancies the ledger reconciliation found (0 when the books agree). */
  ledgerDiscrepancies: 'LedgerDiscrepancies',
  /** KSeF submissions still not accepted past their deadline. */
  ksefSubmissionStuck: 'KsefSubmissionStuck',
  /** Shipments that could not be created or are stuck at the carrier. */
  shipmentFailed: 'ShipmentFailed',
  /** A product change (a sale's stock, units sold) the catalogue head could not be told about. */
  catalogAnnounceFailed: 'CatalogAnnounceFailed',
  /** A catalog container's freshness check or snapshot load failed (it kept its last snapshot). */
  catalogRefreshFailed: 'CatalogRefreshFailed',
  /** Products the publisher's audit found out of step with the table (then announced; 0 normally). */
  catalogDrift: 'CatalogDrift',
  /** A KSeF submission the KSeF API rejected for good: the invoice needs a person. */
  ksefRejected: 'KsefRejected',
} as const;

export type ShopMetric = (typeof shopMetrics)[keyof typeof shopMetrics];
