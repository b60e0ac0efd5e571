import Stripe from 'stripe';
import { config } from '../core/config.js';
import { HttpError } from '../core/errors.js';

/**
 * The one Stripe client. In AWS it talks to Stripe with the stage's secret key; on the local
 * stack, to our Stripe fake (STRIPE_API_BASE) unless real test keys are set in the environment.
 */
let client: Stripe | undefined;

export function stripe(): Stripe {
  if (client) return client;
  const c = config();
  // The local stack sets STRIPE_API_BASE only when no real keys were given (see infra/local/stack.ts).
  const base = c.STRIPE_API_BASE ? new URL(c.STRIPE_API_BASE) : undefined;
  const key = base ? 'sk_test_local_fake' : c.STRIPE_SECRET_KEY;
  if (!key) throw new HttpError(503, 'service_unavailable', 'Payments are not configured for this stage');
  client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(base ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
  return client;
}

export function webhookSecret(): string {
  const secret = config().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new HttpError(503, 'service_unavailable', 'Payments are not configured for this stage');
  return secret;
}
