import { createDomainLambda } from '../core/dispatch.js';
import { handlers } from './handlers.js';

/** Lambda entry of the accounts domain. */
export const handler = createDomainLambda('accounts', handlers);
