import { createDomainLambda } from '../core/dispatch.js';
import { handlers } from './handlers.js';
import { loadStripeKeys } from './stripe.js';

/** Lambda entry of the orders domain (the Stripe keys are refreshed from Secrets Manager before each request). */
export const handler = createDomainLambda('orders', handlers, { beforeRequest: loadStripeKeys });
