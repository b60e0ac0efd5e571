import { createStripeFake } from './server.js';

/**
 * The Stripe fake as the local stack runs it (a child process, see startStripeFake in
 * ../emulators.ts): a small HTTP server that answers the `stripe` SDK (pointed at it with the
 * SDK's host/port/protocol options), because no usable Stripe emulator exists. The server
 * itself is in server.ts, so tests can start it in-process.
 *
 *   STRIPE_FAKE_PORT            port to listen on (127.0.0.1)
 *   STRIPE_FAKE_WEBHOOK_URL     where signed events are POSTed (the shop's /api/stripe/webhook)
 *   STRIPE_FAKE_WEBHOOK_SECRET  the whsec_… secret they are signed with
 *   STRIPE_FAKE_DATA_DIR        where sessions.json is kept across restarts (memory only if unset)
 *   STRIPE_FAKE_PUBLIC_URL      browser-facing base of the hosted page, e.g. the dev server's
 *                               http://localhost:3000/stripe-fake (default http://127.0.0.1:<port>)
 */
const port = Number(process.env.STRIPE_FAKE_PORT ?? 12111);
const webhookSecret = process.env.STRIPE_FAKE_WEBHOOK_SECRET;
if (!webhookSecret) {
  console.error('STRIPE_FAKE_WEBHOOK_SECRET is required: webhooks are always signed.');
  process.exit(1);
}

const fake = createStripeFake({
  webhookUrl: process.env.STRIPE_FAKE_WEBHOOK_URL || undefined,
  webhookSecret,
  dataDir: process.env.STRIPE_FAKE_DATA_DIR || undefined,
  // Trailing slashes trimmed, so `${publicUrl}/pay/…` never has a double slash.
  publicUrl: process.env.STRIPE_FAKE_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
});

const base = await fake.listen(port, '127.0.0.1');
console.log(`Stripe fake listening on ${base}; hosted pages at ${process.env.STRIPE_FAKE_PUBLIC_URL || base}/pay/{sessionId}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
