import { S3Client } from '@aws-sdk/client-s3';
import { config } from './config.js';

/** The one shared S3 client (media uploads, catalogue snapshots); locally s3rver: path style, its own key pair. */
let client: S3Client | undefined;

export function s3(): S3Client {
  if (!client) {
    const c = config();
    client = new S3Client({
      region: c.AWS_REGION,
      ...(c.S3_ENDPOINT
        ? {
            endpoint: c.S3_ENDPOINT,
            forcePathStyle: true,
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    });
  }
  return client;
}
