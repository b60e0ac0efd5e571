import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '@/features/account/query-keys';
import { adminKeys } from '@/features/admin/query-keys';
import { cartKeys } from '@/features/cart/query-keys';
import { catalogKeys } from '@/features/catalog/query-keys';
import { checkoutKeys } from '@/features/checkout/query-keys';
import { garageKeys } from '@/features/garage/query-keys';
import { homeKeys } from '@/features/home/query-keys';
import { orderKeys } from '@/features/orders/query-keys';
import { defaultReviewsFilter } from '@/features/reviews/api/get-product-reviews';
import { reviewKeys } from '@/features/reviews/query-keys';
import { wishlistKeys } from '@/features/wishlist/query-keys';
import { queryRoots } from '@/lib/query-roots';

/**
 * The query key factories (features/<feature>/query-keys.ts) and what clearing a key reaches:
 * React Query matches an invalidation by prefix, so a root or a shorter key must reach exactly the
 * queries it reached when the keys were written out in each module.
 */

/** Puts data under each key, invalidates `prefix`, and says which keys it reached. */
function invalidated(prefix: QueryKey, keys: QueryKey[]): QueryKey[] {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { data: true });
  void client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated);
}

describe('query keys', () => {
  it('files the signed-in user’s data under the user’s root, which sign-out drops', () => {
    const userData = [accountKeys.profile(), garageKeys.mine(), wishlistKeys.mine(), reviewKeys.reviewable(), reviewKeys.mine()];
    const others = [catalogKeys.productList({ page: 1 }), reviewKeys.product(7), checkoutKeys.savedDelivery()];
    expect(invalidated(queryRoots.me, [...userData, ...others])).toEqual(userData);
  });

  it('files every product read under the products root, which sign-in and the admin’s edits refresh', () => {
    const products = [catalogKeys.productList({ page: 2 }), catalogKeys.product(5), catalogKeys.similar(5), catalogKeys.featured(6), homeKeys.promotions(), homeKeys.bestsellers(), homeKeys.featured(6)];
    const others = [catalogKeys.categories(), catalogKeys.filters(), catalogKeys.suggestions('ham'), adminKeys.productList()];
    expect(invalidated(queryRoots.products, [...products, ...others])).toEqual(products);
  });

  it('gives the home page’s featured products the catalogue’s key: one request, one cache entry', () => {
    expect(homeKeys.featured(4)).toEqual(catalogKeys.featured(4));
  });

  it('keeps the buyer’s orders under the orders root, and an order’s refresh reaches its shipment but not the others', () => {
    const id = 'a1b2c3d4';
    const orders = [orderKeys.mine(), orderKeys.mineOne(id), orderKeys.shipment(id), orderKeys.invoice(id), orderKeys.guest(id)];
    expect(invalidated(orderKeys.all(), [...orders, orderKeys.checkoutStatus('cs_1')])).toEqual(orders);
    expect(invalidated(queryRoots.orders, orders)).toEqual(orders);
    expect(invalidated(orderKeys.mineOne(id), [...orders, orderKeys.mineOne('other')])).toEqual([orderKeys.mineOne(id), orderKeys.shipment(id)]);
  });

  it('keeps all the admin reads under the admin root', () => {
    const keys = Object.values(adminKeys).map((key) => (key as (...args: unknown[]) => QueryKey)('x', 'y'));
    expect(invalidated(queryRoots.admin, keys)).toEqual(keys);
  });

  it('reaches every admin order list and order with orders(), only the lists with orderLists()', () => {
    const lists = [adminKeys.orderList({ status: 'shipped' }), adminKeys.orderList({})];
    const order = adminKeys.order('a1');
    const unrelated = [adminKeys.stats(), adminKeys.shipment('a1'), adminKeys.returnList(undefined)];
    expect(invalidated(adminKeys.orders(), [...lists, order, ...unrelated])).toEqual([...lists, order]);
    expect(invalidated(adminKeys.orderLists(), [...lists, order])).toEqual(lists);
  });

  it('reaches every return list (each status) with returnLists(), every review queue with reviews(), every invoice read with invoices()', () => {
    const returnLists = [adminKeys.returnList(undefined), adminKeys.returnList('requested')];
    expect(invalidated(adminKeys.returnLists(), [...returnLists, adminKeys.return('o', 'r')])).toEqual(returnLists);
    const queues = [adminKeys.reviewQueue('pending'), adminKeys.reviewQueue('reported')];
    expect(invalidated(adminKeys.reviews(), [...queues, adminKeys.reviewSettings()])).toEqual(queues);
    const invoices = [adminKeys.invoiceList({ page: 1 }), adminKeys.invoice('o')];
    expect(invalidated(adminKeys.invoices(), [...invoices, adminKeys.orders()])).toEqual(invoices);
  });

  it('reaches every page and filter of a product’s reviews, and no other product’s', () => {
    const filter = defaultReviewsFilter;
    const mine = [reviewKeys.productPage(3, filter), reviewKeys.productPage(3, { ...filter, page: 2 })];
    expect(invalidated(reviewKeys.product(3), [...mine, reviewKeys.productPage(4, filter)])).toEqual(mine);
  });

  it('puts every delivery quote under the root the shipping settings clear', () => {
    const quotes = [checkoutKeys.deliveryQuote(null, [{ productId: 1, quantity: 1 }]), checkoutKeys.deliveryQuote('u1', []), cartKeys.linePrices('u1', [{ productId: 1, quantity: 10 }])];
    expect(invalidated(queryRoots.deliveryQuote, [...quotes, checkoutKeys.deliveryPoints('KRA', null)])).toEqual(quotes);
  });
});
