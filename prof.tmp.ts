import { benchCatalogue } from './test/bench/catalogue.js';
import { buildCatalogIndex, cardAt } from './functions/catalog/engine/catalog-index.js';
import { queryCatalog } from './functions/catalog/engine/catalog-query.js';
import { viewOf, currentRecord } from './functions/catalog/engine/catalog-view.js';
import { publicCard } from './functions/catalog/product-card.js';
import { toPublicProduct } from './functions/catalog/product-entity.js';
import { productListQuerySchema } from './functions/contracts/catalog-query.js';
import { benchQueries } from './test/bench/queries.js';
import { similarProducts, featuredProducts } from './functions/catalog/selections.js';
const recs = benchCatalogue(10000);
const view = viewOf(buildCatalogIndex(recs), 0);
const qs = benchQueries().map(q => productListQuerySchema.parse(q.params));
const ids = Array.from({length: 200}, (_, i) => recs[Math.floor(i*recs.length/200)]!.id);
const ops: Record<string, (i: number) => unknown> = {
  listing: (i) => JSON.stringify((() => { const p = queryCatalog(view, qs[i % qs.length]!); return { ...p, items: p.items.map(h => publicCard(h.card, h.inStock)) }; })()),
  product: (i) => JSON.stringify(toPublicProduct(currentRecord(view, ids[i % ids.length]!)!)),
  similar: (i) => JSON.stringify(similarProducts(view, currentRecord(view, ids[i % ids.length]!)!).map(h => publicCard(h.card, h.inStock))),
  featured: () => JSON.stringify(featuredProducts(view).map(h => publicCard(h.card, h.inStock))),
  card: (i) => cardAt(view.base, i % 10000),
  zod: (i) => productListQuerySchema.parse({search: 'tłok', page: String(1 + i % 3)}),
};
const samples: Record<string, number[]> = Object.fromEntries(Object.keys(ops).map(k => [k, []]));
for (let i = 0; i < 3000; i++) for (const [k, op] of Object.entries(ops)) { const t = process.hrtime.bigint(); op(i); samples[k]!.push(Number(process.hrtime.bigint() - t) / 1e3); }
for (const [k, s] of Object.entries(samples)) { s.sort((a,b)=>a-b); console.log(k.padEnd(10), 'min', s[0]!.toFixed(1), 'p10', s[Math.floor(s.length*0.1)]!.toFixed(1), 'p50', s[Math.floor(s.length*0.5)]!.toFixed(1), 'p99', s[Math.floor(s.length*0.99)]!.toFixed(1), 'µs'); }
// per query p50 for listing
const per = qs.map((q, qi) => { const t: number[] = []; for (let r = 0; r < 5; r++) { const s0 = process.hrtime.bigint(); queryCatalog(view, q); t.push(Number(process.hrtime.bigint() - s0)/1e3); } return [Math.min(...t), benchQueries()[qi]!.label] as const; }).sort((a,b)=>b[0]-a[0]).slice(0,8);
console.log(per);
