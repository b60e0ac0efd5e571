import { createDomainLambda } from '../core/dispatch.js';
import { handlers } from './handlers.js';

/** Lambda entry of the reviews domain. */
export const handler = createDomainLambda('reviews', handlers);
