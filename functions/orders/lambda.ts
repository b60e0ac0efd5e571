import { createDomainLambda } from '../core/dispatch.js';
import { handlers } from './handlers.js';

/** Lambda entry of the orders domain. */
export const handler = createDomainLambda('orders', handlers);
