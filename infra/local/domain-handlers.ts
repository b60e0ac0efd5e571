import { handlers as accounts } from '../../functions/accounts/handlers.js';
import { handlers as catalog } from '../../functions/catalog/handlers.js';
import { handlers as delivery } from '../../functions/delivery/handlers.js';
import { handlers as invoices } from '../../functions/invoices/handlers.js';
import { handlers as media } from '../../functions/media/handlers.js';
import { handlers as messages } from '../../functions/messages/handlers.js';
import { handlers as orders } from '../../functions/orders/handlers.js';
import { handlers as reviews } from '../../functions/reviews/handlers.js';
import type { LambdaHttpHandler } from '../../functions/core/http.js';
import type { Domain } from '../../functions/routes.js';

/**
 * Every domain's handler map, for the local server (in AWS each domain is its own Lambda).
 * A domain added to the route table is added here too; the route-table test checks that every
 * route resolves to a handler.
 */
export const domainHandlers: Record<Domain, Record<string, LambdaHttpHandler>> = {
  catalog,
  accounts,
  orders,
  invoices,
  media,
  messages,
  delivery,
  reviews,
};
