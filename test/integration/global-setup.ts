import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { TestProject } from 'vitest/node';
import { DOCUMENT_TEMPLATES_PREFIX } from '../../functions/contracts/seo-files.js';
import { CATALOG_BUCKET, startLocalStack, type LocalStack } from '../../infra/local/stack.js';

/**
 * Starts the whole local stack once per integration run: free ports, fresh state in a temp dir,
 * the demo catalogue seeded at a fixed date (so data-dependent assertions are stable), and a
 * catalogue that is never stale (refresh 0 ms). Stopped, with every emulator, at the end.
 */
export const SEED_BASE_DATE = '2026-06-01T12:00:00.000Z';

let stack: LocalStack | undefined;

export async function setup(project: TestProject) {
  stack = await startLocalStack({ port: 0, seed: true, catalogRefreshMs: 0, seedBaseDate: new Date(SEED_BASE_DATE), logLevel: 'SILENT', ksefJobIntervalMs: 0 });
  await putStandInDocumentTemplates(stack.endpoints.s3);
  project.provide('baseUrl', stack.url);
  project.provide('userPool', stack.userPool);
  project.provide('endpoints', stack.endpoints);
}

/**
 * The product pages are written from the web build's documents, which the site's deploy copies
 * to the catalogue bucket (functions/seo/document-templates.ts). An integration run builds no
 * web app: it gets a stand-in with the same head and root as a built document (the e2e tests
 * check the real build's).
 */
export const STAND_IN_DOCUMENT = (language: string) =>
  `<!doctype html>\n<html lang="${language}">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Chopper Works – custom motocykle i części</title>\n    <meta\n      name="description"\n      content="Chopper Works"\n    />\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;

async function putStandInDocumentTemplates(endpoint: string): Promise<void> {
  const s3 = new S3Client({ endpoint, region: 'eu-central-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  for (const language of ['pl', 'en']) {
    await s3.send(new PutObjectCommand({ Bucket: CATALOG_BUCKET, Key: `${DOCUMENT_TEMPLATES_PREFIX}/${language}/product.html`, Body: STAND_IN_DOCUMENT(language), ContentType: 'text/html; charset=utf-8' }));
  }
}

export async function teardown() {
  await stack?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    userPool: { userPoolId: string; clientId: string };
    endpoints: { dynamodb: string; s3: string; cognito: string; stripe: string; inpost: string; ksef: string; vatWhitelist: string };
  }
}
