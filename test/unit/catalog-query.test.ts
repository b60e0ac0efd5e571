import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../../functions/catalog/engine/catalog-index.js';
import { queryCatalog } from '../../functions/catalog/engine/catalog-query.js';
import { viewOf } from '../../functions/catalog/engine/catalog-view.js';
import { filterOptions } from '../../functions/catalog/selections.js';
import { productListQuerySchema, type ProductListQuery } from '../../functions/contracts/catalog-query.js';
import { productRecord as p } from '../support/product-fixtures.js';

// Prepare: a small catalogue where each filter has something to keep and something to drop.
const catalogue = [
  p({ id: 1, name: 'Łańcuch napędowy 530', description: 'Wzmocniony łańcuch', categoryKey: 'drivetrain', subcategory: 'chains', brand: 'ChainMaster', price: 45_000, rating: 4.8, reviews: 30, compatibleModels: ['Softail', 'Dyna'], engineCapacity: ['1584'], yearFrom: 2000, yearTo: 2010, material: 'Stal', productType: 'Łańcuch' }),
  p({ id: 2, name: 'Świeca zapłonowa Iridium', description: 'Iryd', categoryKey: 'electrical', subcategory: 'spark-plugs', brand: 'SparkPro', price: 4_900, rating: 3.2, engineType: 'Twin Cam', stock: 0, isOnSale: true, originalPrice: 6_900 }),
  p({ id: 3, name: 'Siodło skórzane Żbik', description: 'Ręcznie szyte', categoryKey: 'body', subcategory: 'seats', brand: 'BodyStyle', price: 129_900, rating: 4.8, reviews: 50, isNew: true, isFeatured: true, creationMethod: 'Ręcznie', yearFrom: 2015, yearTo: 2024 }),
  p({ id: 4, name: 'Tłok kuty 1200', description: 'Tłok', nameEn: 'Forged piston 1200', descriptionEn: 'A piston', productNumber: 'CW-ENG-0042', brand: 'PowerMax', price: 89_000, engineType: 'Evolution', isLimitedEdition: true, engineCapacity: ['1200', '883'], compatibleModels: ['Sportster 883'] }),
  p({ id: 5, name: 'akumulator AGM', description: 'Bezobsługowy', categoryKey: 'electrical', subcategory: 'batteries', brand: 'ElectroMax', price: 45_000, rating: 4.1, engineType: 'Milwaukee 8', tireType: 'brak', yearFrom: 2017, yearTo: null }),
];
const index = viewOf(buildCatalogIndex(catalogue), 0);

function ids(raw: Record<string, string>) {
  const query: ProductListQuery = productListQuerySchema.parse(raw);
  return queryCatalog(index, query).items.map((x) => x.card.id);
}

describe('shop query: search', () => {
  it('matches name, description and product number, case-insensitively', () => {
    expect(ids({ search: 'TŁOK' })).toEqual([4]);
    expect(ids({ search: 'ręcznie szyte' })).toEqual([3]);
    expect(ids({ search: 'cw-eng-0042' })).toEqual([4]);
  });

  it('matches the English name and description too', () => {
    expect(ids({ search: 'forged' })).toEqual([4]);
    expect(ids({ search: 'piston kuty' })).toEqual([4]);
  });

  it('ignores Polish diacritics both ways, ł included', () => {
    expect(ids({ search: 'lancuch' })).toEqual([1]);
    expect(ids({ search: 'swieca zaplonowa' })).toEqual([2]);
    expect(ids({ search: 'zbik' })).toEqual([3]);
    expect(ids({ search: 'Żbik' })).toEqual([3]);
  });

  it('finds parts of words, product numbers included', () => {
    expect(ids({ search: 'kut' })).toEqual([4]);
    expect(ids({ search: 'eng-00' })).toEqual([4]);
    expect(ids({ search: 'ŁAŃC' })).toEqual([1]);
  });

  it('counts a product once however many of its words match', () => {
    // "łańcuch" is in product 1's name and description.
    expect(queryCatalog(index, productListQuerySchema.parse({ search: 'lancuch' })).total).toBe(1);
  });

  it('needs every word, in any order; without a product of them all, the answer is a partial one that says so', () => {
    expect(ids({ search: 'iridium świeca' })).toEqual([2]);
    expect(queryCatalog(index, productListQuerySchema.parse({ search: 'iridium świeca' })).partial).toBeUndefined();
    // No product has both: the answer is the better of the two words' products, the other word named.
    const partial = queryCatalog(index, productListQuerySchema.parse({ search: 'iridium tłok' }));
    expect(partial.partial?.omitted).toHaveLength(1);
    expect(partial.items.map((hit) => hit.card.id)).not.toEqual([]);
  });
});

describe('shop query: filters', () => {
  it.each([
    [{ category: 'electrical' }, [5, 2]],
    [{ category: 'Elektryka' }, [5, 2]],
    [{ category: 'układ napędowy' }, [1]],
    [{ category: 'electrical', subcategory: 'batteries' }, [5]],
    [{ brand: 'SparkPro,BodyStyle' }, [3, 2]],
    [{ engineType: 'Twin Cam,Evolution' }, [4, 2]],
    [{ minPrice: '45000', maxPrice: '89000' }, [5, 4, 1]],
    [{ productType: 'łańcuch' }, [1]],
    [{ material: 'stal' }, [1]],
    [{ creationMethod: 'Ręcznie' }, [3]],
    [{ tireType: 'brak' }, [5]],
    [{ compatibleModel: 'sportster 883' }, [4]],
    [{ engineCapacity: '883' }, [4]],
    [{ inStock: 'true' }, [5, 4, 3, 1]],
    [{ onSale: 'true' }, [2]],
    [{ isNew: 'true' }, [3]],
    [{ isLimitedEdition: 'true' }, [4]],
    [{ limitedEdition: 'true' }, [4]],
    [{ featured: 'true' }, [3]],
    [{ isFeatured: 'true' }, [3]],
    [{ inStock: 'false' }, [5, 4, 3, 2, 1]],
  ])('%o keeps %o', (query, expected) => {
    expect(ids(query as Record<string, string>)).toEqual(expected);
  });

  it('matches year ranges by overlap; products without years fit no range', () => {
    expect(ids({ yearFrom: '2011' })).toEqual([3]); // 5 has no yearTo
    expect(ids({ yearTo: '2005' })).toEqual([1]);
    expect(ids({ yearFrom: '2009', yearTo: '2016' })).toEqual([3, 1]);
  });

  it('finds nothing for a value no product has, and ignores it inside a list', () => {
    expect(ids({ brand: 'NoSuchBrand' })).toEqual([]);
    expect(ids({ brand: 'NoSuchBrand,sparkpro' })).toEqual([2]);
    expect(ids({ compatibleModel: 'Road King' })).toEqual([]);
  });

  it('combines filters with AND', () => {
    expect(ids({ category: 'electrical', inStock: 'true' })).toEqual([5]);
    expect(ids({ search: 'iryd', maxPrice: '5000' })).toEqual([2]);
    expect(ids({ search: 'tłok', maxPrice: '5000' })).toEqual([]);
  });
});

describe('shop query: sorts', () => {
  it('sorts newest first by default', () => {
    expect(ids({})).toEqual([5, 4, 3, 2, 1]);
  });
  it('sorts names in Polish alphabetical order (Ł after L, Ś after S, Ż last)', () => {
    expect(ids({ sortBy: 'name-asc' })).toEqual([5, 1, 3, 2, 4]);
    expect(ids({ sortBy: 'name-desc' })).toEqual([4, 2, 3, 1, 5]);
  });
  it('sorts by price, ties newest first', () => {
    expect(ids({ sortBy: 'price-asc' })).toEqual([2, 5, 1, 4, 3]);
    expect(ids({ sortBy: 'price-desc' })).toEqual([3, 4, 5, 1, 2]);
  });
  it('sorts by rating, ties by review count', () => {
    expect(ids({ sortBy: 'rating-desc' })).toEqual([3, 1, 5, 4, 2]);
  });
});

describe('shop query: paging and the exact count', () => {
  const many = viewOf(buildCatalogIndex(Array.from({ length: 30 }, (_, i) => p({ id: i + 1, price: (i + 1) * 100 }))), 0);
  const page = (raw: Record<string, string>) => queryCatalog(many, productListQuerySchema.parse(raw));

  it('answers 12 a page with the total of all matches', () => {
    expect(page({}).items).toHaveLength(12);
    expect(page({}).total).toBe(30);
    expect(page({ page: '3' }).items.map((x) => x.card.id)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(page({ page: '4' })).toMatchObject({ items: [], total: 30, page: 4 });
  });

  it('counts exactly across catalogue sizes that are not a multiple of the engine\'s 32-product words', () => {
    for (const size of [31, 32, 33, 65, 100]) {
      const catalogue = viewOf(buildCatalogIndex(Array.from({ length: size }, (_, i) => p({ id: i + 1, price: (i + 1) * 100, isNew: i % 3 === 0 }))), 0);
      const query = (raw: Record<string, string>) => queryCatalog(catalogue, productListQuerySchema.parse(raw));
      expect(query({ minPrice: '0' }).total).toBe(size);
      expect(query({ isNew: 'true' }).total).toBe(Math.ceil(size / 3));
      const last = Math.ceil(size / 12);
      expect(query({ sortBy: 'price-asc', page: String(last), maxPrice: String(size * 100) }).items.at(-1)?.card.id).toBe(size);
    }
  });

  it('counts matches on every page, not just the ones shown', () => {
    const result = page({ minPrice: '1000', sortBy: 'price-asc', page: '2' });
    expect(result.total).toBe(21);
    expect(result.items.map((x) => x.card.price)).toEqual([2200, 2300, 2400, 2500, 2600, 2700, 2800, 2900, 3000]);
  });
});

describe('shop query: input validation', () => {
  it.each([{ page: '0' }, { page: 'abc' }, { minPrice: 'abc' }, { sortBy: 'cheapest' }, { category: 'rockets' }, { inStock: 'yes' }, { category: 'engine', subcategory: 'helmets' }])(
    'rejects %o',
    (raw) => {
      expect(productListQuerySchema.safeParse(raw).success).toBe(false);
    },
  );
});

describe('filter options', () => {
  it('lists the distinct values of the catalogue', () => {
    // One value per engine family: the product spelled 'Milwaukee 8' is offered as 'Milwaukee-Eight'.
    expect(filterOptions(index).engineTypes).toEqual(['Evolution', 'Milwaukee-Eight', 'Twin Cam']);
    expect(filterOptions(index).engineCapacities).toEqual(['883', '1200', '1584']);
    expect(filterOptions(index).priceRange).toEqual({ min: 4_900, max: 129_900 });
  });
});
