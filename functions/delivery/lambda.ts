import { createDomainLambda } from '../core/dispatch.js';
import { handlers } from './handlers.js';

/** Lambda entry of the delivery domain. */
export const handler = createDomainLambda('delivery', handlers);
