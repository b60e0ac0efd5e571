import { createServer } from 'node:http';

/**
 * The Stripe fake: a small HTTP server that answers the `stripe` SDK (pointed at it with the
 * SDK's host/port/protocol options) on the local stack, because no usable Stripe emulator
 * exists. Today it answers its health check; the Checkout session API, the hosted test page
 * and signed webhooks come with the checkout work.
 */
const port = Number(process.env.STRIPE_FAKE_PORT ?? 12111);

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
    return;
  }
  // Stripe's own error shape, so the SDK raises a proper StripeInvalidRequestError.
  res
    .writeHead(404, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }));
});

server.listen(port, '127.0.0.1', () => console.log(`Stripe fake listening on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
