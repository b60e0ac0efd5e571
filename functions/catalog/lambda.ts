import { createDomainLambda } from '../core/dispatch.js';
import { handlers } from './handlers.js';

/** Lambda entry of the catalog domain (also answers API Gateway's `$default` route). */
export const handler = createDomainLambda('catalog', handlers);
