import { z } from 'zod';

/**
 * The backend's whole configuration: the environment, parsed once with zod. In AWS the CDK sets
 * these variables on every function; locally the dev server sets them before the first request.
 * A missing or malformed variable fails loudly at the first use, never halfway through a request.
 */
const configSchema = z.object({
  STAGE: z.string().default('local'),
  SHOP_NAME: z.string().default('Chopper Works'),
  AWS_REGION: z.string().default('eu-central-1'),
  TABLE_NAME: z.string().min(3),
  MEDIA_BUCKET: z.string().min(3),
  /** Local emulator endpoints; unset in AWS. */
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  COGNITO_ENDPOINT: z.string().url().optional(),
  COGNITO_USER_POOL_ID: z.string(),
  COGNITO_CLIENT_ID: z.string(),
  /** The `iss` of the pool's tokens: https://cognito-idp.{region}.amazonaws.com/{poolId} in AWS. */
  COGNITO_ISSUER: z.string().url(),
  /** Where the pool's signing keys are: `${COGNITO_ISSUER}/.well-known/jwks.json` unless set. */
  COGNITO_JWKS_URL: z.string().url().optional(),
  /**
   * How often a catalog container checks the catalogue head for changes, in the background
   * (functions/catalog/live-catalog.ts). 0: before every answer (the tests' setting).
   */
  CATALOG_REFRESH_MS: z.coerce.number().int().nonnegative().default(1000),
  /** The bucket of the published catalogue snapshots (catalog function and publisher only). */
  CATALOG_BUCKET: z.string().min(3).optional(),
  /** `outbox`: e-mails are stored in the table and shown at /dev/outbox (local); `ses`: sent. */
  MAIL_TRANSPORT: z.enum(['outbox', 'ses']).default('outbox'),
  MAIL_FROM: z.string().default('Chopper Works <sklep@chopperworks.pl>'),
  /** Where contact messages and dealer applications go. */
  WORKSHOP_EMAIL: z.string().email().default('kontakt@chopperworks.pl'),
  /** The site's public origin: Stripe sends buyers back here (never a URL the client chose). */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** Stripe: real test/live keys in AWS; locally our Stripe fake accepts any sk_test_ key. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** AWS: the Secrets Manager secret `{"secretKey", "webhookSecret"}`, read at run time (orders/stripe.ts); the two keys above are for local and test mode. */
  STRIPE_SECRET_ARN: z.string().optional(),
  /** Locally: the Stripe fake's base URL (the SDK's host/port/protocol point there). */
  STRIPE_API_BASE: z.string().url().optional(),
  /** The seller on invoices (the workshop's registered business details). */
  SELLER_NAME: z.string().default('Chopper Works Sp. z o.o.'),
  SELLER_ADDRESS: z.string().default('Poręba Spytkowska 1, 32-800 Brzesko'),
  SELLER_TAX_ID: z.string().default('PL5260001246'),
  /** The account dealers on payment terms transfer to (FA(3) RachunekBankowy, the PDF, the reminders). */
  SELLER_BANK_ACCOUNT: z.string().regex(/^[A-Z]{0,2}[\d ]{10,40}$/).default('61 1090 1014 0000 0712 1981 2874'),
  SELLER_BANK_NAME: z.string().default('Santander Bank Polska S.A.'),
  /** Where the invoice fonts are (Lambda: copied next to the bundle); default: the npm package. */
  INVOICE_FONT_DIR: z.string().optional(),
  /** AWS: the secret whose value CloudFront sends in x-origin-verify (core/origin-verify.ts); unset locally. */
  ORIGIN_VERIFY_SECRET_ARN: z.string().optional(),
  /** Admin routes need a token from a sign-in with a second factor (core/caller.ts). On in AWS; off locally unless set. */
  ADMIN_MFA_REQUIRED: z.stringbool().default(false),
  /** AWS: the SES configuration set every e-mail is sent through (bounces and complaints suppressed). */
  MAIL_CONFIGURATION_SET: z.string().optional(),
  /**
   * InPost ShipX (functions/delivery/shipx-client.ts). The base URL: locally the InPost fake,
   * the sandbox (https://sandbox-api-shipx-pl.easypack24.net) with a sandbox token, production
   * by default (its parcel-locker search needs no token). Shipments need a token (plain locally,
   * from Secrets Manager in AWS: INPOST_SECRET_ARN, JSON {"token": "…"}) and the organization id.
   */
  INPOST_API_BASE: z.string().url().default('https://api-shipx-pl.easypack24.net'),
  INPOST_API_TOKEN: z.string().min(1).optional(),
  INPOST_SECRET_ARN: z.string().min(1).optional(),
  INPOST_ORGANIZATION_ID: z.string().regex(/^\d+$/).optional(),
  /**
   * KSeF (the national e-invoice system, API 2.0): its base URL (locally the fake's; with a real
   * token `https://api-test.ksef.mf.gov.pl/v2`), the environment (which QR verification site the
   * invoices link to), and the KSeF token: KSEF_TOKEN locally and in the test environment, or
   * KSEF_SECRET_ARN in AWS (a secret `{"token": "…"}` read at run time). Without either, company
   * invoices wait in the queue and the admin sees why.
   */
  KSEF_API_BASE: z.string().url().default('https://api-test.ksef.mf.gov.pl/v2'),
  KSEF_ENVIRONMENT: z.enum(['test', 'demo', 'prod']).default('test'),
  KSEF_TOKEN: z.string().optional(),
  KSEF_SECRET_ARN: z.string().optional(),
  /** The Ministry of Finance's VAT white list (no key); locally its fake. */
  VAT_WHITELIST_API_BASE: z.string().url().default('https://wl-api.mf.gov.pl'),
  /** Largest JSON body a route accepts, in bytes; larger is a 413. */
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(64 * 1024),
});

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

export function config(): Config {
  cached ??= configSchema.parse(process.env);
  return cached;
}

/** For the local stack and tests, which set the environment after this module was loaded. */
export function reloadConfig(): Config {
  cached = undefined;
  return config();
}

export function jwksUrl(c: Config = config()): string {
  return c.COGNITO_JWKS_URL ?? `${c.COGNITO_ISSUER}/.well-known/jwks.json`;
}
