import { describe, expect, it } from 'vitest';
import { lowestPriceBeforeCurrent, recordPrice } from '../../functions/catalog/price-history.js';
import { bestsellerProducts, featuredProducts, promotionProducts, similarProducts } from '../../functions/catalog/selections.js';
import { productRecord as p } from '../support/product-fixtures.js';

const newestFirst = (list: ReturnType<typeof p>[]) => [...list].sort((a, b) => b.id - a.id);

describe('featured products', () => {
  it('are featured and in stock, newest first, up to the limit', () => {
    const list = newestFirst([p({ id: 1, isFeatured: true }), p({ id: 2, isFeatured: true, stock: 0 }), p({ id: 3, isFeatured: true }), p({ id: 4 })]);
    expect(featuredProducts(list, 5).map((x) => x.id)).toEqual([3, 1]);
    expect(featuredProducts(list, 1).map((x) => x.id)).toEqual([3]);
  });

  it('fall back to in-stock limited editions, then on-sale products, when none is featured', () => {
    const list = newestFirst([p({ id: 1, isOnSale: true }), p({ id: 2, isLimitedEdition: true }), p({ id: 3, isOnSale: true, stock: 0 }), p({ id: 4 }), p({ id: 5, isOnSale: true })]);
    expect(featuredProducts(list).map((x) => x.id)).toEqual([2, 5, 1]);
  });
});

describe('home page lists', () => {
  it('bestsellers with nothing sold yet: in stock, newest first, at most 6', () => {
    const list = newestFirst(Array.from({ length: 9 }, (_, i) => p({ id: i + 1, stock: i === 8 ? 0 : 3 })));
    expect(bestsellerProducts(list).map((x) => x.id)).toEqual([8, 7, 6, 5, 4, 3]);
  });
  it('bestsellers: most units sold in paid orders first, newest among equals, then the newest unsold; never out of stock', () => {
    const list = newestFirst([
      p({ id: 1, unitsSold: 5 }),
      p({ id: 2, unitsSold: 12 }),
      p({ id: 3, unitsSold: 5 }),
      p({ id: 4 }),
      p({ id: 5, unitsSold: 40, stock: 0 }),
      p({ id: 6 }),
      p({ id: 7, unitsSold: 1 }),
      p({ id: 8 }),
    ]);
    expect(bestsellerProducts(list).map((x) => x.id)).toEqual([2, 3, 1, 7, 8, 6]);
  });
  it('promotions: on sale and in stock', () => {
    const list = newestFirst([p({ id: 1, isOnSale: true }), p({ id: 2, isOnSale: true, stock: 0 }), p({ id: 3 })]);
    expect(promotionProducts(list).map((x) => x.id)).toEqual([1]);
  });
});

describe('similar products', () => {
  it('are of the same category, never the product itself, same subcategory and in stock first, at most 4', () => {
    const product = p({ id: 1, categoryKey: 'brakes', subcategory: 'brake-pads' });
    const list = newestFirst([
      product,
      p({ id: 2, categoryKey: 'brakes', subcategory: 'brake-discs' }),
      p({ id: 3, categoryKey: 'brakes', subcategory: 'brake-pads', stock: 0 }),
      p({ id: 4, categoryKey: 'brakes', subcategory: 'brake-pads' }),
      p({ id: 5, categoryKey: 'engine' }),
      p({ id: 6, categoryKey: 'brakes', subcategory: 'brake-lines' }),
      p({ id: 7, categoryKey: 'brakes', subcategory: 'brake-fluid' }),
    ]);
    expect(similarProducts(list, product).map((x) => x.id)).toEqual([4, 3, 7, 6]);
  });
});

describe('Omnibus price history', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();

  it('records only real changes', () => {
    let history = recordPrice(undefined, 100, day(0));
    history = recordPrice(history, 100, day(5));
    history = recordPrice(history, 80, day(10));
    expect(history).toEqual([
      { price: 100, at: day(0) },
      { price: 80, at: day(10) },
    ]);
  });

  it('finds the lowest price in effect during the 30 days before the reduction', () => {
    const history = [
      { price: 100, at: day(0) },
      { price: 70, at: day(40) }, // a short promotion…
      { price: 100, at: day(45) }, // …ended
      { price: 90, at: day(60) }, // the current reduction: window day 30 … day 60
    ];
    expect(lowestPriceBeforeCurrent(history)).toBe(70);
  });

  it('ignores prices that ended before the window', () => {
    const history = [
      { price: 50, at: day(0) },
      { price: 100, at: day(10) },
      { price: 90, at: day(60) },
    ];
    expect(lowestPriceBeforeCurrent(history)).toBe(100);
  });

  it('knows nothing without an earlier price', () => {
    expect(lowestPriceBeforeCurrent([{ price: 90, at: day(0) }])).toBeNull();
    expect(lowestPriceBeforeCurrent(undefined)).toBeNull();
  });

  it('trims points no window can reach, keeping the one in effect at the cut-off', () => {
    let history = recordPrice(undefined, 100, day(0));
    history = recordPrice(history, 90, day(10));
    history = recordPrice(history, 80, day(500));
    expect(history.map((x) => x.price)).toEqual([90, 80]);
  });
});
