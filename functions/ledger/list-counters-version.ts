/**
 * The admin lists' counters' version (list-counters.ts): raise it when a list or a counted field
 * is added, and the next deploy's backfill (list-counters-backfill.ts, run by the deploy's custom
 * resource, infra/constructs/list-counters-backfill.ts) counts every list again. A table
 * backfilled before versions existed (`backfilledAt` alone) is at version 1. No imports: infra
 * reads it too.
 */
export const LIST_COUNTERS_VERSION = 1;
