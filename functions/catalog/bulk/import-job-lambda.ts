import { logger } from '../../core/logger.js';
import { publishMetrics } from '../../core/metrics.js';
import { IMPORT_JOB_ENTITY } from './import-entity.js';
import { runImportJob } from './import-job.js';

/**
 * Lambda entry of the products import job (import-job.ts). The table's stream invokes it with
 * the new item of each import job (the event source's filter passes only INSERTs of
 * `entityType = import-job`, one record a batch); a job already claimed is left alone, so a
 * record delivered twice runs the job once.
 */
interface StreamRecord {
  eventName?: string;
  dynamodb?: { NewImage?: Record<string, { S?: string }> };
}

export async function handler(event: { Records?: StreamRecord[] }): Promise<void> {
  try {
    for (const record of event.Records ?? []) {
      const image = record.dynamodb?.NewImage;
      if (record.eventName !== 'INSERT' || image?.entityType?.S !== IMPORT_JOB_ENTITY || !image.id?.S) continue;
      logger.info('import job', { importId: image.id.S });
      await runImportJob(image.id.S);
    }
  } finally {
    publishMetrics();
  }
}
