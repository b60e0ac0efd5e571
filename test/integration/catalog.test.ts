import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { productListQuerySchema, sortOptions } from '../../functions/contracts/catalog-query.js';
import { productSchema, type ProductCard } from '../../functions/contracts/product.js';
import { buildCatalogIndex } from '../../functions/catalog/engine/catalog-index.js';
import { queryCatalog } from '../../functions/catalog/engine/catalog-query.js';
import { decodeSnapshot } from '../../functions/catalog/engine/snapshot-format.js';
import { viewOf, type CatalogView } from '../../functions/catalog/engine/catalog-view.js';
import { publicCard } from '../../functions/catalog/product-card.js';
import { isShownInShop } from '../../functions/catalog/shop-visibility.js';
import { bestsellerProducts, categoryCounts, featuredProducts, filterOptions, promotionProducts } from '../../functions/catalog/selections.js';
import { CATALOG_BUCKET } from '../../infra/local/stack.js';
import { anonymousGet, lambdaContext } from '../support/api-gateway-event.js';
import { api } from './api.js';
import { becomeStackLambda } from './in-process-lambda.js';
import { signIn } from './auth.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { allProducts, publishedSnapshotKey, setStock } from './table.js';
import { publishableSafety } from '../support/gpsr-input.js';

/**
 * The live catalogue on the real stack: the local server's catalog "container" answers from the
 * published snapshot plus the changes announced since (CATALOG_REFRESH_MS = 0: it checks before
 * every answer). Its answers must be those of an index built afresh from the table, before and
 * after the publisher folds the changes into a new snapshot, and a second container started
 * from the snapshot must agree with it.
 */
let admin: string;
beforeAll(async () => {
  admin = await signIn('admin@example.com');
});

const filters: Record<string, string>[] = [
  {},
  { search: 'tłok' },
  { search: 'Zefir' },
  { category: 'engine' },
  { inStock: 'true' },
  { onSale: 'true', inStock: 'true' },
  { brand: 'PowerMax,SafeRide' },
  { minPrice: '10000', maxPrice: '100000' },
];
// Every filter in every sort, on the first page or a later one.
const queries = filters.flatMap((f, i) => sortOptions.map((sortBy, j) => ({ ...f, sortBy, page: (i + j) % 3 === 2 ? '3' : '1' })));

type Answers = Record<string, unknown>;

/** What the shop answers over HTTP, for the queries, the curated lists and the vocabulary. */
async function served(get: (path: string) => Promise<unknown> = async (path) => (await api(path)).body): Promise<Answers> {
  const answers: Answers = {};
  for (const q of queries) {
    const body = (await get(`/api/products?${new URLSearchParams(q)}`)) as { total: number; items: ProductCard[] };
    answers[JSON.stringify(q)] = { total: body.total, items: body.items };
  }
  for (const path of ['/api/products/featured?limit=8', '/api/products/bestsellers', '/api/products/promotions']) answers[path] = ((await get(path)) as { items: ProductCard[] }).items;
  answers.categories = await get('/api/catalog/categories');
  answers.filters = await get('/api/catalog/filters');
  return answers;
}

/** The same, computed from an index built afresh from every product in the table now. */
async function fromTheTable(): Promise<Answers> {
  const view: CatalogView = viewOf(buildCatalogIndex((await allProducts()).filter(isShownInShop)), 0);
  const cards = (hits: ReturnType<typeof featuredProducts>) => hits.map((hit) => publicCard(hit.card, hit.inStock));
  const answers: Answers = {};
  for (const q of queries) {
    const page = queryCatalog(view, productListQuerySchema.parse(q));
    answers[JSON.stringify(q)] = { total: page.total, items: cards(page.items) };
  }
  answers['/api/products/featured?limit=8'] = cards(featuredProducts(view, 8));
  answers['/api/products/bestsellers'] = cards(bestsellerProducts(view));
  answers['/api/products/promotions'] = cards(promotionProducts(view));
  answers.categories = categoryCounts(view);
  answers.filters = filterOptions(view);
  return answers;
}

const newProduct = {
  name: 'Gaźnik Zefir 40 mm',
  description: 'Gaźnik do testu katalogu',
  brand: 'PowerMax',
  categoryKey: 'engine',
  subcategory: 'filters',
  price: 45_600,
  imageUrl: 'https://example.com/zefir.webp',
  stock: 1,
  isFeatured: true,
  parcelSize: 'A',
  weightGrams: 900,
  ...publishableSafety,
};

let zefir: number;

describe('the live catalogue', () => {
  it('shows an edit and a sale of the last unit in the next answer of every endpoint', async () => {
    // Prepare: a new product (the admin's write announces it).
    const created = await api('/api/admin/products', { method: 'POST', token: admin, json: newProduct });
    expect(created.status).toBe(201);
    zefir = created.body.id;
    const search = async (q: string) => (await api(`/api/products?search=${encodeURIComponent(q)}`)).body as { total: number; items: ProductCard[] };
    expect((await search('zefir')).items.map((p) => [p.id, p.price, p.inStock])).toEqual([[zefir, 45_600, true]]);

    // Act: an edit of name and price.
    const edited = await api(`/api/admin/products/${zefir}`, { method: 'PUT', token: admin, json: { ...newProduct, name: 'Gaźnik Zefir 42 mm', price: 39_900 } });
    expect(edited.status).toBe(200);
    // Assess: listing, product page and featured list agree at once.
    expect((await search('42 mm zefir')).items.map((p) => [p.id, p.price])).toEqual([[zefir, 39_900]]);
    expect(productSchema.parse((await api(`/api/products/${zefir}`)).body)).toMatchObject({ name: 'Gaźnik Zefir 42 mm', price: 39_900, inStock: true });
    expect(((await api('/api/products/featured?limit=24')).body.items as ProductCard[]).some((p) => p.id === zefir)).toBe(true);

    // Act: a checkout takes the last unit.
    const sale = await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId: zefir, quantity: 1 }], delivery: { method: 'pickup' } } });
    expect(sale.status).toBe(200);
    // Assess: out of stock everywhere, and the in-stock count exact.
    expect((await api(`/api/products?search=zefir&inStock=true`)).body.total).toBe(0);
    expect((await search('zefir')).items[0]?.inStock).toBe(false);
    expect((await api(`/api/products/${zefir}`)).body.inStock).toBe(false);
    expect(((await api('/api/products/featured?limit=24')).body.items as ProductCard[]).some((p) => p.id === zefir)).toBe(false);
  });

  it('answers exactly like an index built afresh from the table', async () => {
    // Prepare: more changes since the snapshot the stack published at start: restocks and a sale.
    await setStock(30, 0);
    await setStock(31, 25);
    expect(await served()).toEqual(await fromTheTable());
  });

  it('starts a second container from the snapshot and the changes since, and it answers like the first', async () => {
    // Prepare: this test process becomes a catalog Lambda on the same table and bucket.
    await becomeStackLambda({ CATALOG_REFRESH_MS: '0' });
    const { handlers } = await import('../../functions/catalog/handlers.js');
    const { routes } = await import('../../functions/routes.js');
    const inProcess = async (pathAndQuery: string) => {
      const url = new URL(pathAndQuery, 'http://localhost');
      const route = routes.find((r) => r.domain === 'catalog' && r.method === 'GET' && new RegExp(`^${r.path.replace(/\{id\}/, '(\\d+)')}$`).test(url.pathname))!;
      const id = url.pathname.match(/\/(\d+)/)?.[1];
      const result = await handlers[route.handler]!(
        anonymousGet(`GET ${route.path}`, url.pathname, Object.fromEntries(url.searchParams), id ? { id } : undefined),
        lambdaContext,
      );
      expect(result.statusCode).toBe(200);
      return JSON.parse(result.body ?? '');
    };
    // Act + Assess: its first answer is a cold start; every answer equals the warm container's.
    expect(await served(inProcess)).toEqual(await served());
    expect(await inProcess(`/api/products/${zefir}`)).toEqual((await api(`/api/products/${zefir}`)).body);
  });

  it('answers the same after the publisher folds the changes into a new snapshot', async () => {
    const before = await served();
    const published = await api('/dev/publish-catalog', { method: 'POST' });
    expect(published.body).toMatchObject({ published: true, drift: 0 });
    const after = await served();
    expect(after).toEqual(before);
    expect(after).toEqual(await fromTheTable());
  });

  it('rebuilds a snapshot it cannot read (written in an older format) at the same version, and the catalogue loads it', async () => {
    // Prepare: a snapshot of the head's version, then that object rewritten as an older format's,
    // as the first deploy of a new snapshot format finds it.
    await api('/dev/publish-catalog', { method: 'POST' });
    const unreadable = await publishedSnapshotKey();
    const s3 = new S3Client({ endpoint: inject('endpoints').s3, region: 'eu-central-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const formatOne = Buffer.alloc(16);
    formatOne.write('CWCATSNP', 0, 'latin1');
    formatOne.writeUInt32LE(1, 8);
    await s3.send(new PutObjectCommand({ Bucket: CATALOG_BUCKET, Key: unreadable, Body: formatOne }));

    // Act: the audit every deploy (and `npm start`) runs.
    const published = await api('/dev/publish-catalog?mode=audit', { method: 'POST' });

    // Assess: a new snapshot replaced it, and it reads as the whole catalogue.
    expect(published.body).toMatchObject({ published: true });
    const rebuilt = await publishedSnapshotKey();
    expect(rebuilt).not.toBe(unreadable);
    const object = await s3.send(new GetObjectCommand({ Bucket: CATALOG_BUCKET, Key: rebuilt }));
    const snapshot = await decodeSnapshot(Buffer.from(await object.Body!.transformToByteArray()));
    expect(snapshot.products).toBe((await allProducts()).filter(isShownInShop).length);
  });

  it('drops a deleted product from every answer at once', async () => {
    const created = await api('/api/admin/products', { method: 'POST', token: admin, json: { ...newProduct, name: 'Filtr Zefir do usunięcia', stock: 3 } });
    expect((await api('/api/products?search=usuniecia')).body.total).toBe(1);
    expect((await api(`/api/admin/products/${created.body.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await api('/api/products?search=usuniecia')).body.total).toBe(0);
    expect((await api(`/api/products/${created.body.id}`)).status).toBe(404);
    expect(await served()).toEqual(await fromTheTable());
  });
  it('follows the order ledger at once: units sold rank bestsellers, a cancelled payment returns the stock, archive and restore', async () => {
    // Prepare: a product of our own, and a customer who keeps it on the wishlist.
    const customer = await signIn('customer@example.com');
    const id = (await api('/api/admin/products', { method: 'POST', token: admin, json: { ...newProduct, name: 'Zawór Zefir ledger', price: 1_000, stock: 150, isFeatured: false } })).body.id as number;
    expect((await api(`/api/me/wishlist/${id}`, { method: 'PUT', token: customer })).status).toBe(200);
    const buy = async (quantity: number) => (await api('/api/checkout', { method: 'POST', json: { lineItems: [{ productId: id, quantity }], delivery: { method: 'pickup' } } })).body as { orderId: string; sessionId: string };
    const bestsellers = async () => ((await api('/api/products/bestsellers')).body.items as ProductCard[]).map((p) => p.id);
    const inStock = async () => (await api(`/api/products/${id}`)).body.inStock as boolean;

    // A payment: its units sold rank the product among the bestsellers at once, with no other write.
    const paid = await buy(99);
    await stripeFake.pay(paid.sessionId, 'card');
    await eventually(async () => (await api(`/api/admin/orders/${paid.orderId}`, { token: admin })).body.status, (s) => s === 'processing');
    expect(await bestsellers()).toContain(id);
    expect(await served()).toEqual(await fromTheTable());

    // The rest held by a checkout, then cancelled on the payment page: out of stock, back at once.
    const held = await buy(51);
    expect(await inStock()).toBe(false);
    expect((await api(`/api/checkout/sessions/${held.sessionId}/cancel`, { method: 'POST' })).status).toBe(200);
    expect(await inStock()).toBe(true);

    // The admin cancels the paid order: its units go back and out of the rank.
    expect((await api(`/api/admin/orders/${paid.orderId}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } })).status).toBe(200);
    expect(await served()).toEqual(await fromTheTable());

    // Archived (orders name it): gone from every answer and the wishlist; restored: back.
    expect((await api(`/api/admin/products/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await api(`/api/products/${id}`)).status).toBe(404);
    // The search finds it no more: no product has both words, so the answer is a partial one, without it.
    const afterArchive = (await api('/api/products?search=zawor%20zefir')).body;
    expect(afterArchive.items.map((p: ProductCard) => p.id)).not.toContain(id);
    expect(afterArchive.partial).toBeDefined();
    expect(await bestsellers()).not.toContain(id);
    expect(((await api('/api/me/wishlist', { token: customer })).body.items as { productId: number }[]).map((e) => e.productId)).not.toContain(id);
    expect(await served()).toEqual(await fromTheTable());
    expect((await api(`/api/admin/products/${id}/restore`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await api('/api/products?search=zawor%20zefir')).body.items.map((p: ProductCard) => p.id)).toEqual([id]);
    expect(((await api('/api/me/wishlist', { token: customer })).body.items as { productId: number }[]).map((e) => e.productId)).toContain(id);
    expect(await served()).toEqual(await fromTheTable());
  });
});
