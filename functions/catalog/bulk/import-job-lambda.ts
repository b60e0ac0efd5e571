import { logger } from '../../core/logger.js';
import { publishMetrics } from '../../core/metrics.js';
import { IMPORT_JOB_ENTITY, IMPORT_RESUME_ENTITY } from './import-entity.js';
import { runImportJob } from './import-job.js';

/**
 * Lambda entry of the products import job (import-job.ts). The table's stream invokes it with
 * the new item of each import job, or of a job's continuation (the event source's filter passes
 * only INSERTs of `entityType = import-job | import-job-resume`, one record a batch). A job
 * another run holds is left alone, so a record delivered twice runs the job once; a run that
 * nears its timeout stops after a batch and leaves a continuation, whose insert brings the next.
 */
interface StreamRecord {
  eventName?: string;
  dynamodb?: { NewImage?: Record<string, { S?: string }> };
}

const STARTS_A_RUN = new Set([IMPORT_JOB_ENTITY, IMPORT_RESUME_ENTITY]);

export async function handler(event: { Records?: StreamRecord[] }, context?: { getRemainingTimeInMillis(): number }): Promise<void> {
  try {
    for (const record of event.Records ?? []) {
      const image = record.dynamodb?.NewImage;
      if (record.eventName !== 'INSERT' || !STARTS_A_RUN.has(image?.entityType?.S ?? '') || !image?.id?.S) continue;
      logger.info('import job', { importId: image.id.S, continuation: image.entityType?.S === IMPORT_RESUME_ENTITY });
      const ended = await runImportJob(image.id.S, context ? { timeLeftMs: () => context.getRemainingTimeInMillis() } : {});
      logger.info('import job run ended', { importId: image.id.S, ended });
    }
  } finally {
    publishMetrics();
  }
}
