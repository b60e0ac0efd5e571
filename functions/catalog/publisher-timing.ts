/**
 * The catalogue publisher's timings that the functions and the CDK must agree on (like routes.ts,
 * this module has no imports, so infra may import it).
 */

/** The publisher functions' timeout: Lambda stops a run at it. */
export const PUBLISHER_TIMEOUT_SECONDS = 5 * 60;
/**
 * The publisher lock's lease (publisher-lock.ts): longer than a run can last, by a minute for
 * clocks that differ a little between hosts, so a lease ends only after its run did.
 */
export const PUBLISHER_LEASE_MS = (PUBLISHER_TIMEOUT_SECONDS + 60) * 1000;

/** How long the deploy-time publish (publish-on-deploy.ts) keeps trying while the lock is held or AWS throttles: two leases and some. */
export const DEPLOY_PUBLISH_BUDGET_MS = 15 * 60_000;
/** How often the provider's waiter asks the deploy-time publish again (Step Functions, a fixed interval). */
export const DEPLOY_PUBLISH_QUERY_INTERVAL_SECONDS = 10;
/** The provider's total timeout: the budget, plus one publisher run and some. */
export const DEPLOY_PUBLISH_TOTAL_TIMEOUT_MINUTES = 25;
