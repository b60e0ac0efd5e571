import { PutObjectCommand } from '@aws-sdk/client-s3';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as ImportEntity from '../../functions/catalog/bulk/import-entity.js';
import type { handler as importJobHandler } from '../../functions/catalog/bulk/import-job-lambda.js';
import { MEDIA_BUCKET, TABLE_NAME } from '../../infra/local/stack.js';
import { newProductsCsv } from '../bench/import-bench.js';
import { becomeStackLambda } from './in-process-lambda.js';
import { allProducts, client, itemsOfType } from './table.js';

/**
 * A long products import (issue 33) that does not finish in one run of its Lambda: the run
 * stops after a batch when its time is nearly up and leaves a continuation, whose insert the
 * table's stream turns into the next run; a run that died is taken over when its lease runs out.
 * This test process is the import job's Lambda on the stack's table and bucket; the stream's
 * deliveries are the records it would pass (the handler's event).
 */
let handler: typeof importJobHandler;
let entity: typeof ImportEntity;

/** Rows in the file: more than one batch (100 products), and more creations than fit one transaction. */
const ROWS = 130;

beforeAll(async () => {
  await becomeStackLambda();
  handler = (await import('../../functions/catalog/bulk/import-job-lambda.js')).handler;
  entity = await import('../../functions/catalog/bulk/import-entity.js');
});

/** A file of new draft products (drafts: the shop's lists and search never see them) in the media bucket. */
async function uploadNewProducts(tag: string): Promise<string> {
  const { s3 } = await import('../../functions/core/s3.js');
  const body = newProductsCsv(ROWS, tag).replaceAll(';published;', ';draft;');
  const uploadKey = `imports/${randomUUID()}.csv`;
  await s3().send(new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: uploadKey, Body: body, ContentType: 'text/csv' }));
  return uploadKey;
}

/** What the stream delivers on an insert of this item type. */
const inserted = (entityType: string, id: string) => ({ Records: [{ eventName: 'INSERT', dynamodb: { NewImage: { entityType: { S: entityType }, id: { S: id } } } }] });

/** A Lambda's context whose time left follows `left` (ms), one value per question. */
function lambdaTime(...left: number[]) {
  return { getRemainingTimeInMillis: () => (left.length > 1 ? left.shift()! : left[0]!) };
}

const continuations = async (id: string) =>
  (await client().send(new QueryCommand({ TableName: TABLE_NAME, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :resume)', ExpressionAttributeValues: { ':pk': `IMPORT#${id}`, ':resume': 'RESUME#' }, ConsistentRead: true }))).Items ?? [];

/** The products the file named (its SKUs are the part numbers) and their stock log entries. */
async function createdFrom(tag: string) {
  const products = (await allProducts()).filter((p) => p.productNumber.startsWith(`BENCH-${tag}-`));
  const ids = new Set(products.map((p) => p.id));
  const log = (await itemsOfType('stock-log')).filter((e) => ids.has(Number(e.productId)));
  return { products, log };
}

async function startJob(uploadKey: string): Promise<string> {
  const id = randomUUID();
  await entity.createImportJob({ id, mode: 'apply', uploadKey, at: new Date().toISOString(), by: 'admin@example.com' });
  return id;
}

describe('a products import longer than one run', () => {
  it('stops when its time is nearly up, and the continuation finishes it: every product once, one stock log entry each', async () => {
    const tag = `R${Date.now().toString(36)}`;
    const id = await startJob(await uploadNewProducts(tag));

    // The first run: 15 minutes at the claim, then a minute left after its first batch.
    await handler(inserted(entity.IMPORT_JOB_ENTITY, id) as never, lambdaTime(900_000, 60_000));
    const paused = await entity.getImportJobItem(id);
    expect(paused).toMatchObject({ status: 'running', rowsTotal: ROWS, rowsDone: 100, counts: { create: 100, update: 0, unchanged: 0, error: 0 } });
    expect((await createdFrom(tag)).products).toHaveLength(100);
    const [continuation] = await continuations(id);
    expect(continuation).toMatchObject({ entityType: entity.IMPORT_RESUME_ENTITY, id });

    // The stream delivers the continuation's insert: the next run goes on from row 100.
    await handler(inserted(continuation!.entityType, id) as never, lambdaTime(900_000));
    expect(await entity.getImportJobItem(id)).toMatchObject({ status: 'done', rowsTotal: ROWS, rowsDone: ROWS, counts: { create: ROWS, update: 0, unchanged: 0, error: 0 } });
    const { products, log } = await createdFrom(tag);
    expect(products).toHaveLength(ROWS);
    expect(new Set(products.map((p) => p.productNumber)).size).toBe(ROWS);
    // One `created` entry per product that starts with units (the file's stock is i % 40), with the import's id.
    expect(log).toHaveLength(products.filter((p) => p.stock > 0).length);
    expect(log.every((e) => e.reason === 'created' && e.importId === id && e.before === 0)).toBe(true);
    // The report lists every row's outcome once, in the file's order.
    const outcomes = (await entity.listImportBatches(id)).flatMap((b) => b.outcomes);
    expect(outcomes.map((o) => o.lines[0])).toEqual(Array.from({ length: ROWS }, (_, i) => i + 2));
    expect(outcomes.every((o) => o.outcome === 'create' && o.productId !== null)).toBe(true);
  }, 120_000);

  it('leaves a job to the run that holds it, takes over one whose run died when its lease runs out, and the same file again changes nothing', async () => {
    const tag = `D${Date.now().toString(36)}`;
    const uploadKey = await uploadNewProducts(tag);
    const id = await startJob(uploadKey);
    await handler(inserted(entity.IMPORT_JOB_ENTITY, id) as never, lambdaTime(900_000, 60_000));
    // As a run that died mid-way leaves it: its lease (its Lambda's deadline) still ahead, no continuation.
    const holdLease = (until: number) =>
      client().send(new UpdateCommand({ TableName: TABLE_NAME, Key: { PK: `IMPORT#${id}`, SK: 'IMPORT' }, UpdateExpression: 'SET leaseUntil = :until', ExpressionAttributeValues: { ':until': until } }));
    await holdLease(Date.now() + 600_000);

    // The same record delivered again while the lease holds: left alone.
    await handler(inserted(entity.IMPORT_JOB_ENTITY, id) as never, lambdaTime(900_000));
    expect(await entity.getImportJobItem(id)).toMatchObject({ status: 'running', rowsDone: 100 });

    // The stream's retry after the run's timeout: the lease ran out, this run resumes from row 100.
    await holdLease(Date.now() - 1);
    await handler(inserted(entity.IMPORT_JOB_ENTITY, id) as never, lambdaTime(900_000));
    expect(await entity.getImportJobItem(id)).toMatchObject({ status: 'done', rowsDone: ROWS, counts: { create: ROWS, update: 0, unchanged: 0, error: 0 } });
    const first = await createdFrom(tag);
    expect(first.products).toHaveLength(ROWS);

    // The same file applied again: every product found by its SKU, nothing written.
    const again = await startJob(uploadKey);
    await handler(inserted(entity.IMPORT_JOB_ENTITY, again) as never, lambdaTime(900_000));
    expect(await entity.getImportJobItem(again)).toMatchObject({ status: 'done', counts: { create: 0, update: 0, unchanged: ROWS, error: 0 } });
    const second = await createdFrom(tag);
    expect(second.products.map((p) => [p.id, p.stock, p.updatedAt])).toEqual(first.products.map((p) => [p.id, p.stock, p.updatedAt]));
    expect(second.log).toHaveLength(first.log.length);
  }, 120_000);
});
