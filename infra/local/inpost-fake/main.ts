import { createInpostFake } from './server.js';

/**
 * The InPost ShipX fake as the local stack runs it (a child process, see startInpostFake in
 * ../emulators.ts). The server itself is in server.ts, so tests can start it in-process.
 *
 *   INPOST_FAKE_PORT             port to listen on (127.0.0.1)
 *   INPOST_FAKE_TOKEN            the Bearer token shipments need (the shop gets the same)
 *   INPOST_FAKE_ORGANIZATION_ID  the organization shipments are created in
 *   INPOST_FAKE_WEBHOOK_URL      where webhooks are POSTed (the shop's /api/inpost/webhook)
 *   INPOST_FAKE_DATA_DIR         where inpost.json is kept across restarts (memory only if unset)
 *   INPOST_FAKE_PUBLIC_URL       the dev page's browser-facing base (the dev server's /inpost-fake)
 *   INPOST_FAKE_CONFIRM_MS       how long a new shipment waits to be confirmed (default 400)
 */
const token = process.env.INPOST_FAKE_TOKEN;
const organizationId = process.env.INPOST_FAKE_ORGANIZATION_ID;
if (!token || !organizationId) {
  console.error('INPOST_FAKE_TOKEN and INPOST_FAKE_ORGANIZATION_ID are required.');
  process.exit(1);
}

const fake = createInpostFake({
  token,
  organizationId,
  webhookUrl: process.env.INPOST_FAKE_WEBHOOK_URL || undefined,
  dataDir: process.env.INPOST_FAKE_DATA_DIR || undefined,
  publicUrl: process.env.INPOST_FAKE_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
  ...(process.env.INPOST_FAKE_CONFIRM_MS ? { confirmAfterMs: Number(process.env.INPOST_FAKE_CONFIRM_MS) } : {}),
});

const base = await fake.listen(Number(process.env.INPOST_FAKE_PORT ?? 12112), '127.0.0.1');
console.log(`InPost fake listening on ${base}; dev page at ${process.env.INPOST_FAKE_PUBLIC_URL || base}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
