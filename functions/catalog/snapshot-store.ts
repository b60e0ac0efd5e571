import { randomUUID } from 'node:crypto';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../core/config.js';
import { s3 } from '../core/s3.js';
import { decodeSnapshot, encodeSnapshot, type Snapshot } from './engine/snapshot-format.js';

/**
 * Where published catalogue snapshots live: one object per catalogue version in the catalogue
 * bucket (CATALOG_BUCKET; s3rver locally), named by version so a key is never overwritten.
 * The catalogue head (catalog-head-entity.ts) says which one is current.
 */
const PREFIX = 'catalog-snapshots/';
/** Older snapshots are kept this long after they were written: a container may still be loading one. */
const KEEP_SUPERSEDED_MS = 60 * 60_000;

function bucket(): string {
  const name = config().CATALOG_BUCKET;
  if (!name) throw new Error('CATALOG_BUCKET is not set: the catalogue has nowhere to publish or load snapshots');
  return name;
}

export const snapshotKeyOf = (version: number) => `${PREFIX}v${String(version).padStart(12, '0')}-${randomUUID().slice(0, 8)}.snap`;

/** Encodes and stores a snapshot; returns its key and size. */
export async function putSnapshot(snapshot: Snapshot): Promise<{ key: string; bytes: number }> {
  const body = encodeSnapshot(snapshot);
  const key = snapshotKeyOf(snapshot.version);
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: 'application/octet-stream' }));
  return { key, bytes: body.byteLength };
}

/**
 * Loads a snapshot: one GET, then the decode, whose decompression runs on libuv's threads (a
 * container answering requests meanwhile is held up only by the milliseconds of building views).
 */
export async function getSnapshot(key: string): Promise<Snapshot> {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  const bytes = await out.Body!.transformToByteArray();
  return decodeSnapshot(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** Deletes the snapshots of versions before the current one that were written more than an hour ago. */
export async function deleteSupersededSnapshots(currentKey: string): Promise<number> {
  const cutoff = Date.now() - KEEP_SUPERSEDED_MS;
  const old: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: PREFIX, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (object.Key && object.Key < currentKey && (object.LastModified?.getTime() ?? 0) < cutoff) old.push(object.Key);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  for (let i = 0; i < old.length; i += 1000) {
    await s3().send(new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: old.slice(i, i + 1000).map((Key) => ({ Key })) } }));
  }
  return old.length;
}
