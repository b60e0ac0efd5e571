import { logger } from '../core/logger.js';
import { publishMetrics } from '../core/metrics.js';
import { isServiceUnavailable } from '../core/http.js';
import { DEPLOY_PUBLISH_BUDGET_MS } from './publisher-timing.js';
import { publishCatalog, type PublishResult } from './snapshot-publisher.js';

/**
 * The catalogue publish that runs during each deploy, before the catalog function is updated
 * (infra/constructs/catalog-snapshots.ts), so new code starts from a snapshot it can read.
 *
 * It is a custom resource of CDK's provider framework (aws-cdk-lib/custom-resources `Provider`),
 * whose retries do the waiting: CDK's `triggers.Trigger`, used before, invoked the publisher
 * once and retried only on AccessDenied, so a deploy that met a running publisher (then its
 * reserved concurrency of 1: throttled) failed and rolled back.
 *
 * - `onEvent` tries once. Published (or nothing to publish): done. A bug: the deploy fails, as it
 *   should (new code that cannot publish must not go live). The lock held by a scheduled run,
 *   or throttling (DynamoDB, S3, Lambda): the provider's waiter calls `isComplete`.
 * - `isComplete` tries again every DEPLOY_PUBLISH_QUERY_INTERVAL_SECONDS; the waiter
 *   (Step Functions) also retries an invocation Lambda throttled. After
 *   DEPLOY_PUBLISH_BUDGET_MS still held or throttled, it gives up *without failing the
 *   deploy*: the scheduled publisher (every minute) rebuilds a snapshot the new code cannot read
 *   (snapshot-publisher.ts), and the hourly audit checks the rest.
 * The provider's own timeout (DEPLOY_PUBLISH_TOTAL_TIMEOUT_MINUTES; all three in publisher-timing.ts) is longer than the
 * budget, so it fails a deploy only when this function cannot run at all for that long.
 */

/** The custom resource's one physical id (there is one per stack; nothing to delete). */
const PHYSICAL_ID = 'catalog-publish-on-deploy';

/** What one attempt came to, and what to do next. */
export type DeployPublishStep =
  | { readonly next: 'done'; readonly published: boolean; readonly reason: string }
  | { readonly next: 'retry'; readonly reason: string }
  | { readonly next: 'give-up'; readonly reason: string }
  | { readonly next: 'fail'; readonly error: unknown };

/**
 * The retry policy, pure: an attempt's result or error, and how long the deploy has tried.
 * Waiting is right for the lock and for an outage or throttling (isServiceUnavailable: the same
 * errors the API answers 503 to); anything else is a bug and fails.
 */
export function deployPublishStep(attempt: { result: PublishResult } | { error: unknown }, elapsedMs: number): DeployPublishStep {
  if ('result' in attempt && !attempt.result.locked) return { next: 'done', published: attempt.result.published, reason: attempt.result.reason };
  if ('error' in attempt && !isServiceUnavailable(attempt.error)) return { next: 'fail', error: attempt.error };
  const reason = 'result' in attempt ? attempt.result.reason : `throttled or unavailable: ${(attempt.error as Error).name}`;
  return elapsedMs >= DEPLOY_PUBLISH_BUDGET_MS ? { next: 'give-up', reason } : { next: 'retry', reason };
}

/** One audit, as the scheduled hourly one: skips while another run holds the lock. */
async function attempt(): Promise<{ result: PublishResult } | { error: unknown }> {
  try {
    return { result: await publishCatalog('audit') };
  } catch (error) {
    return { error };
  }
}

/** The provider framework's request: CloudFormation's, plus (for isComplete) what the first call answered. */
export interface ProviderEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  PhysicalResourceId?: string;
  Data?: Partial<DeployPublishData>;
}

export interface DeployPublishData {
  StartedAt: string;
  Done: 'true' | 'false';
  Published: 'true' | 'false' | 'deferred';
  Reason: string;
}

/** An answer that serves as onEvent's and as isComplete's (the provider reads the fields of its call). */
export interface DeployPublishAnswer {
  PhysicalResourceId: string;
  IsComplete: boolean;
  Data?: DeployPublishData;
}

function answer(startedAt: string, step: Exclude<DeployPublishStep, { next: 'fail' }>): DeployPublishAnswer {
  const published = step.next === 'done' ? (step.published ? 'true' : 'false') : step.next === 'give-up' ? 'deferred' : 'false';
  const done = step.next !== 'retry';
  return { PhysicalResourceId: PHYSICAL_ID, IsComplete: done, Data: { StartedAt: startedAt, Done: done ? 'true' : 'false', Published: published, Reason: step.reason.slice(0, 200) } };
}

/**
 * The provider's onEvent and isComplete, one function (the deploy's one publisher): a delete has
 * nothing to undo; a publish already done is complete; otherwise one more attempt, timed from the
 * first (`StartedAt`, which onEvent's answer hands to every isComplete). A bug is thrown: from
 * onEvent it fails the deploy at once with its message.
 */
export async function handler(event: ProviderEvent): Promise<DeployPublishAnswer> {
  const physicalId = event.PhysicalResourceId ?? PHYSICAL_ID;
  if (event.RequestType === 'Delete' || event.Data?.Done === 'true') return { PhysicalResourceId: physicalId, IsComplete: true };
  const startedAt = event.Data?.StartedAt ?? new Date().toISOString();
  try {
    const step = deployPublishStep(await attempt(), Date.now() - Date.parse(startedAt));
    if (step.next === 'fail') throw step.error;
    if (step.next === 'give-up') {
      logger.warn('deploy-time catalogue publish deferred: the scheduled publisher will publish', { reason: step.reason, budgetMs: DEPLOY_PUBLISH_BUDGET_MS });
    } else logger.info('deploy-time catalogue publish', { ...step });
    const reply = answer(startedAt, step);
    // The framework refuses Data in isComplete's "not yet" (it would fail rather than retry);
    // onEvent's (the first call, no StartedAt yet) carries StartedAt to every isComplete.
    return !reply.IsComplete && event.Data?.StartedAt ? { PhysicalResourceId: reply.PhysicalResourceId, IsComplete: false } : reply;
  } finally {
    publishMetrics();
  }
}
