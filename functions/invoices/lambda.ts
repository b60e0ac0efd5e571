import { createDomainLambda } from '../core/dispatch.js';
import { handlers } from './handlers.js';

/** Lambda entry of the invoices domain. */
export const handler = createDomainLambda('invoices', handlers);
