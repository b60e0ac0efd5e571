import type Stripe from 'stripe';
import { config } from '../core/config.js';
import { HttpError } from '../core/errors.js';
import { jsonSecret } from '../core/secrets.js';

/**
 * The one Stripe client. In AWS the stage's keys are read at run time from Secrets Manager
 * (STRIPE_SECRET_ARN, `{"secretKey", "webhookSecret"}`, cached 5 minutes by core/secrets.ts):
 * `loadStripeKeys()` runs before every orders request and job run, so a rotated key reaches warm
 * functions within minutes. Locally the keys come from the environment (real test mode), or the
 * client talks to our Stripe fake (STRIPE_API_BASE).
 */
interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

let client: Stripe | undefined;
let clientKey: string | undefined;
let secretKeys: StripeKeys | undefined;

/** Reads the keys from Secrets Manager when the stage keeps them there (AWS); a no-op locally. */
export async function loadStripeKeys(): Promise<void> {
  const arn = config().STRIPE_SECRET_ARN;
  if (!arn) return;
  const secret = await jsonSecret<Partial<StripeKeys>>(arn);
  if (typeof secret.secretKey !== 'string' || typeof secret.webhookSecret !== 'string') {
    throw new HttpError(503, 'service_unavailable', 'Payments are not configured for this stage');
  }
  secretKeys = { secretKey: secret.secretKey, webhookSecret: secret.webhookSecret };
}

/**
 * The client. The SDK is loaded with the first request that talks to Stripe, not at every cold
 * start: it is a fifth of the orders function, and most of its requests (orders, the admin's
 * lists) never call Stripe.
 */
export async function stripe(): Promise<Stripe> {
  const c = config();
  // The local stack sets STRIPE_API_BASE only when no real keys were given (see infra/local/stack.ts).
  const base = c.STRIPE_API_BASE ? new URL(c.STRIPE_API_BASE) : undefined;
  const key = base ? 'sk_test_local_fake' : (secretKeys?.secretKey ?? c.STRIPE_SECRET_KEY);
  if (!key) throw new HttpError(503, 'service_unavailable', 'Payments are not configured for this stage');
  if (client && clientKey === key) return client;
  const { default: StripeClient } = await import('stripe');
  client = new StripeClient(key, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(base ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
  clientKey = key;
  return client;
}

export function webhookSecret(): string {
  const secret = secretKeys?.webhookSecret ?? config().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new HttpError(503, 'service_unavailable', 'Payments are not configured for this stage');
  return secret;
}
