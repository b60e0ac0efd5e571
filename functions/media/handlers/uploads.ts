import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, uploadRequestSchema, type UploadTicket } from '../../contracts/admin.js';
import { mediaVariantWidths } from '../../contracts/media.js';
import { config } from '../../core/config.js';
import { HttpError, notFound } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { verifyUpload, webpVariants } from '../image-verification.js';
import { s3 } from '../../core/s3.js';

/**
 * Product images: the browser uploads straight to the bucket with a presigned POST whose policy
 * allows one object of the declared type and at most 5 MB; then the server checks it anyway
 * (s3rver ignores policies, and a policy cannot look inside a file) and publishes WebP variants.
 *
 * | object                          | what                                     |
 * |---------------------------------|------------------------------------------|
 * | uploads/{uploadId}              | the raw upload, deleted once verified    |
 * | products/{uploadId}/w{width}.webp | the published variants (the media key is products/{uploadId}) |
 */
const uploadKey = (id: string) => `uploads/${id}`;
const mediaKey = (id: string) => `products/${id}`;

/**
 * A presigned POST for one raw upload (`uploads/{uploadId}`): one object of the declared type,
 * at most 5 MB. Shared by the admin's product images and the buyers' review photos.
 */
export async function presignUpload(contentType: string): Promise<UploadTicket> {
  const uploadId = randomUUID();
  // Loaded by the upload request only: the media function's other requests never sign a POST.
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: config().MEDIA_BUCKET,
    Key: uploadKey(uploadId),
    Conditions: [
      ['content-length-range', 1, MAX_UPLOAD_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: 300,
  });
  return { uploadId, url, fields };
}

/** POST /api/admin/uploads — a presigned POST for one image. */
export const createUpload = httpHandler({ body: uploadRequestSchema }, async ({ body }): Promise<UploadTicket> => presignUpload(body.contentType));

const params = z.object({ uploadId: z.string().uuid() });

async function readObject(key: string): Promise<Uint8Array | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: config().MEDIA_BUCKET, Key: key }));
    // Never read more than the limit allows into memory.
    if ((head.ContentLength ?? 0) > MAX_UPLOAD_BYTES) return new Uint8Array(MAX_UPLOAD_BYTES + 1);
    const out = await s3().send(new GetObjectCommand({ Bucket: config().MEDIA_BUCKET, Key: key }));
    return await out.Body!.transformToByteArray();
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound' || (error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/**
 * Verifies the raw upload, publishes its WebP variants under `{prefix}/{uploadId}/w{width}.webp`
 * and drops the raw file; answers the media key. 404 without an upload, 400 (field `file`) for
 * what is not an image. Shared by product images (`products`) and review photos (`reviews`).
 */
export async function publishUpload(uploadId: string, prefix: 'products' | 'reviews'): Promise<{ key: string }> {
  const bucket = config().MEDIA_BUCKET;
  const published = `${prefix}/${uploadId}`;
  const bytes = await readObject(uploadKey(uploadId));
  if (!bytes) throw notFound('No such upload');
  const removeRaw = () => s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: uploadKey(uploadId) }));
  const verdict = verifyUpload(bytes);
  if (!verdict.ok) {
    await removeRaw();
    throw new HttpError(400, 'invalid_request', verdict.reason, { file: verdict.reason });
  }
  let variants: { width: number; body: Buffer }[];
  try {
    variants = await webpVariants(bytes);
  } catch (error) {
    logger.info('upload could not be decoded', { reason: (error as Error).message });
    await removeRaw();
    throw new HttpError(400, 'invalid_request', 'validation.uploadType', { file: 'validation.uploadType' });
  }
  await Promise.all(
    variants.map((v) =>
      s3().send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${published}/w${v.width}.webp`,
          Body: v.body,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    ),
  );
  await removeRaw();
  return { key: published };
}

/** POST /api/admin/uploads/{uploadId}/complete — verify, publish WebP variants, drop the raw file. */
export const completeUpload = httpHandler({ params }, async ({ params: p }) => publishUpload(p.uploadId, 'products'));

/** DELETE /api/admin/uploads/{uploadId} — removes a published image's variants (and any raw upload). */
export const deleteUpload = httpHandler({ params }, async ({ params: p }) => {
  await s3().send(
    new DeleteObjectsCommand({
      Bucket: config().MEDIA_BUCKET,
      Delete: { Objects: [uploadKey(p.uploadId), ...mediaVariantWidths.map((w) => `${mediaKey(p.uploadId)}/w${w}.webp`)].map((Key) => ({ Key })) },
    }),
  );
  return reply(204);
});
