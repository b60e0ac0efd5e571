import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Before the metrics module loads: nothing to print here.
vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
});
import { buildCatalogIndex } from '../../functions/catalog/engine/catalog-index.js';
import { encodeSnapshot } from '../../functions/catalog/engine/snapshot-format.js';
import { listProducts } from '../../functions/catalog/handlers/list-products.js';
import { forgetLiveCatalog } from '../../functions/catalog/live-catalog.js';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import { toItem } from '../../functions/catalog/product-entity.js';
import { reloadConfig } from '../../functions/core/config.js';
import { logger } from '../../functions/core/logger.js';
import { anonymousGet, lambdaContext } from '../support/api-gateway-event.js';
import { productRecord } from '../support/product-fixtures.js';

/**
 * A catalog container whose table or bucket fails: the failures an emulator cannot produce on
 * demand (throttling, a missing object), mocked at the SDK. It keeps answering from the
 * catalogue it loaded last, and only a container with nothing loaded answers 503.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

const throttled = Object.assign(new Error('Rate of requests exceeds the allowed throughput'), { name: 'ThrottlingException', $retryable: { throttling: true } });
const missing = Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });

function snapshotObject(records: ProductRecord[], version: number) {
  const bytes = encodeSnapshot({ version, publishedAt: '2026-06-01T00:00:00.000Z', products: records.length, index: buildCatalogIndex(records) });
  // What the SDK's response body offers (its stream mixin), as far as the snapshot store uses it.
  return () => ({ Body: { transformToByteArray: async () => new Uint8Array(bytes) }, ContentLength: bytes.byteLength }) as never;
}

const head = (version: number, snapshotKey: string, snapshotVersion: number, stamps: Record<string, number> = {}) => ({
  Item: { PK: 'CATALOG', SK: 'HEAD', version, snapshotKey, snapshotVersion, publishedAt: '2026-06-01T00:00:00.000Z', ...stamps },
});

async function shop(query: Record<string, string> = {}) {
  const result = await listProducts(anonymousGet('GET /api/products', '/api/products', query), lambdaContext);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') };
}
const ids = (body: { items: { id: number }[] }) => body.items.map((p) => p.id);

/** Answers come at once while a check runs in the background: ask until its result shows (bounded). */
async function shopUntil(query: Record<string, string>, done: (body: { items: { id: number }[] }) => boolean) {
  let answer = await shop(query);
  for (let tries = 0; tries < 20 && !done(answer.body); tries++) answer = await shop(query);
  return answer;
}

const first = [productRecord({ id: 1, stock: 1 }), productRecord({ id: 2 }), productRecord({ id: 3 })];

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'shop-test',
    MEDIA_BUCKET: 'shop-media',
    CATALOG_BUCKET: 'shop-catalog',
    COGNITO_USER_POOL_ID: 'eu-central-1_test',
    COGNITO_CLIENT_ID: 'client',
    COGNITO_ISSUER: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_test',
    CATALOG_REFRESH_MS: '0',
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
  reloadConfig();
  logger.setLogLevel('SILENT');
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  dynamo.reset();
  s3.reset();
  // The search synonyms a check reads beside the head: none here.
  dynamo.on(QueryCommand).resolves({ Items: [] });
  forgetLiveCatalog();
  vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
});

describe('a catalog container when the table or the bucket fails', () => {
  it('keeps answering from its last catalogue while the head cannot be read, and catches up once it can', async () => {
    // Prepare: a warm container with the first snapshot.
    dynamo.on(GetCommand).resolves(head(1, 'v1', 1));
    s3.on(GetObjectCommand, { Key: 'v1' }).callsFake(snapshotObject(first, 1));
    expect(ids((await shop()).body)).toEqual([3, 2, 1]);

    // Act: the table throttles every read.
    dynamo.on(GetCommand).rejects(throttled);
    const during = await shop({ inStock: 'true' });

    // Assess: the same catalogue, answered as usual.
    expect(during.status).toBe(200);
    expect(ids(during.body)).toEqual([3, 2, 1]);

    // Act: the table is back; product 1 sold its last unit meanwhile (stamped after version 1).
    dynamo.on(GetCommand).resolves(head(2, 'v1', 1, { p1: 2 }));
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'shop-test': [toItem({ ...first[0]!, stock: 0 })] } });
    vi.setSystemTime(new Date('2026-06-01T12:00:02Z')); // past the pause after a failed check
    const after = await shopUntil({ inStock: 'true' }, (body) => body.items.length === 2);

    // Assess: the change arrived.
    expect(ids(after.body)).toEqual([3, 2]);
  });

  it('keeps its catalogue when a newer snapshot cannot be loaded, and when the changed products cannot be read', async () => {
    dynamo.on(GetCommand).resolves(head(1, 'v1', 1));
    s3.on(GetObjectCommand, { Key: 'v1' }).callsFake(snapshotObject(first, 1));
    expect((await shop()).body.total).toBe(3);

    // A newer snapshot is announced, but the object is gone.
    dynamo.on(GetCommand).resolves(head(5, 'v5', 5));
    s3.on(GetObjectCommand, { Key: 'v5' }).rejects(missing);
    const noSnapshot = await shop();
    expect(noSnapshot.status).toBe(200);
    expect(noSnapshot.body.total).toBe(3);

    // Changed products are announced, but reading them is throttled.
    vi.setSystemTime(new Date('2026-06-01T12:00:02Z'));
    dynamo.on(GetCommand).resolves(head(2, 'v1', 1, { p4: 2 }));
    dynamo.on(BatchGetCommand).rejects(throttled);
    const noRecords = await shop();
    expect(noRecords.status).toBe(200);
    expect(noRecords.body.total).toBe(3);
  });

  it('answers 503 service_unavailable while it has no catalogue at all, then serves once it loads', async () => {
    dynamo.on(GetCommand).rejects(throttled);
    const cold = await shop();
    expect(cold.status).toBe(503);
    expect(cold.body.error.code).toBe('service_unavailable');

    dynamo.on(GetCommand).resolves(head(1, 'v1', 1));
    s3.on(GetObjectCommand, { Key: 'v1' }).callsFake(snapshotObject(first, 1));
    expect((await shop()).body.total).toBe(3);
  });

  it('answers 503 before the catalogue was ever published', async () => {
    dynamo.on(GetCommand).resolves({ Item: { PK: 'CATALOG', SK: 'HEAD', version: 3, p1: 1 } });
    expect((await shop()).status).toBe(503);
  });
});
