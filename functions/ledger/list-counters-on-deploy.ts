import { logger } from '../core/logger.js';
import { LIST_COUNTERS_VERSION } from './list-counters-version.js';
import { backfillListCounters } from './list-counters-backfill.js';

/**
 * The admin lists' counter backfill as a step of every deploy (infra/constructs/list-counters-backfill.ts):
 * a custom resource of CDK's provider framework calls this before the functions that write
 * orders, returns, invoices and refunds are updated, so a table whose entries predate the
 * counters (or a counted field added since: LIST_COUNTERS_VERSION) has them before the new code
 * answers "Strona X z Y" from them.
 *
 * Once per counters' version: a table already backfilled at this version is left alone
 * (`onlyOnce`), so the deploys after the first change nothing, and the writers' own transactions
 * keep the counters from then on. A failure fails the deploy (new code must not go live on
 * counters nobody set); CloudFormation rolls it back and the next deploy tries again.
 */

/** The custom resource's one physical id (one per stack; deleting it deletes nothing). */
const PHYSICAL_ID = 'list-counters-backfill';

export interface BackfillEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  PhysicalResourceId?: string;
}

export interface BackfillAnswer {
  PhysicalResourceId: string;
  Data: { Ran: 'true' | 'false'; CountersVersion: string };
}

export async function handler(event: BackfillEvent): Promise<BackfillAnswer> {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId ?? PHYSICAL_ID, Data: { Ran: 'false', CountersVersion: String(LIST_COUNTERS_VERSION) } };
  const result = await backfillListCounters({ onlyOnce: true });
  logger.info(result.ran ? 'admin list counters backfilled' : 'admin list counters already at this version', { countersVersion: LIST_COUNTERS_VERSION, counts: result.counts });
  return { PhysicalResourceId: PHYSICAL_ID, Data: { Ran: result.ran ? 'true' : 'false', CountersVersion: String(LIST_COUNTERS_VERSION) } };
}
