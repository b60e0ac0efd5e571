import { createDomainLambda } from '../core/dispatch.js';
import { handlers } from './handlers.js';

/** Lambda entry of the media domain. */
export const handler = createDomainLambda('media', handlers);
