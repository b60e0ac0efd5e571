import { putProductRecord } from '../../functions/catalog/product-entity.js';
import { startLocalStack } from '../../infra/local/stack.js';
import { generateDemoCatalogue } from '../../infra/local/seed/index.js';
import { BENCH_BASE_DATE } from './catalogue.js';
import { WARM_UP_UNITS } from './flash-sale.js';

/**
 * The server side of the flash sale (flash-sale.ts), in a process of its own so that the buyers
 * do not share an event loop with the server they queue at: a fresh, unseeded local stack (its
 * own DynamoDB Local and Stripe fake) with one limited product of `FLASH_SALE_UNITS` units,
 * written as an admin's create writes it (its stock ledger starts at its stock), and one for the
 * warm-up. Prints one JSON line `{ url, endpoints, productId, warmUpProductId }` for the bench,
 * then runs until its leash ends it.
 */
const units = Number(process.env.FLASH_SALE_UNITS ?? 100);
const stack = await startLocalStack({ port: Number(process.env.PORT ?? 0), seed: false, catalogRefreshMs: 0, logLevel: 'ERROR' });
const [blueprint] = generateDemoCatalogue({ baseDate: BENCH_BASE_DATE, count: 1 }).products;
// No manufacturer: an unseeded stack has no GPSR register to link it to.
const { manufacturerId: _none, ...product } = blueprint!;
const limited = { ...product, unitsStocked: undefined, unitsSold: undefined, status: 'published' as const, archivedAt: null };
await putProductRecord({ ...limited, id: 1, name: 'Limitowany zbiornik Flash Sale', stock: units });
// The warm-up's own product (flash-sale.ts), so that the sale's stock is the sale's alone.
await putProductRecord({ ...limited, id: 2, name: 'Rozgrzewka', stock: WARM_UP_UNITS });
console.log(JSON.stringify({ url: stack.url, endpoints: stack.endpoints, productId: 1, warmUpProductId: 2 }));
