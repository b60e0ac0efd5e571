import { createDomainLambda } from '../core/dispatch.js';
import { handlers } from './handlers.js';

/** Lambda entry of the messages domain. */
export const handler = createDomainLambda('messages', handlers);
