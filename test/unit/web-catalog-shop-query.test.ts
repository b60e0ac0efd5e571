import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  emptyShopFilters,
  parseShopSearchParams,
  productListApiParams,
  resetShopFilters,
  shopHref,
  shopSearchParams,
  updateShopFilters,
} from '@/features/catalog/utils/shop-query';

const parse = (query: string) => parseShopSearchParams(new URLSearchParams(query));

describe('shop URL → filters', () => {
  it('reads every filter of the spec with its URL name', () => {
    const f = parse(
      'search=filtr&category=engine&subcategory=filters&brand=PowerMax,SafeRide&engineType=Twin%20Cam,M8&minPrice=50&maxPrice=1234.5' +
        '&productType=Filtr&yearFrom=2000&yearTo=2015&compatibleModel=Softail&material=Stal&creationMethod=CNC&tireType=Radial&engineCapacity=1450' +
        '&size=43,44&color=black&vehicle=FLHX-2016&inStock=true&onSale=true&isNew=true&isLimitedEdition=true&featured=true&sortBy=price-asc&page=3',
    );
    expect(f).toEqual({
      search: 'filtr',
      category: 'engine',
      subcategory: 'filters',
      brand: ['PowerMax', 'SafeRide'],
      engineType: ['Twin Cam', 'M8'],
      size: ['43', '44'],
      color: ['black'],
      minPrice: 50,
      maxPrice: 1234.5,
      productType: 'Filtr',
      yearFrom: 2000,
      yearTo: 2015,
      compatibleModel: 'Softail',
      material: 'Stal',
      creationMethod: 'CNC',
      tireType: 'Radial',
      engineCapacity: '1450',
      vehicle: 'flhx-2016',
      inStock: true,
      onSale: true,
      isNew: true,
      isLimitedEdition: true,
      featured: true,
      sortBy: 'price-asc',
      page: 3,
    });
  });

  it('accepts the aliases limitedEdition and isFeatured=true from links', () => {
    const f = parse('limitedEdition=true&isFeatured=true');
    expect(f.isLimitedEdition).toBe(true);
    expect(f.featured).toBe(true);
    // …and writes them back under the canonical names
    expect(shopSearchParams(f).toString()).toBe('isLimitedEdition=true&featured=true');
  });

  it('maps a category in Polish words onto its key, diacritics or not', () => {
    expect(parse('category=Części%20silnika').category).toBe('engine');
    expect(parse('category=czesci%20silnika').category).toBe('engine');
    expect(parse('category=Układ%20hamulcowy').category).toBe('brakes');
    expect(parse('category=akcesoria').category).toBe('accessories');
  });

  it('turns nonsense into no filter rather than a failing request', () => {
    const f = parse('page=0&sortBy=cheapest&minPrice=abc&yearFrom=99&inStock=yes&vehicle=Street%20Glide');
    expect(f).toEqual(emptyShopFilters);
  });
});

describe('filters → shop URL and API query', () => {
  it('leaves out sortBy when it is the default (relevance while searching, else newest) and page when 1', () => {
    expect(shopSearchParams({ ...emptyShopFilters, search: 'siodło', sortBy: 'relevance' }).toString()).toBe('search=siod%C5%82o');
    expect(shopSearchParams({ ...emptyShopFilters, search: 'siodło', sortBy: 'newest' }).toString()).toBe('search=siod%C5%82o&sortBy=newest');
    expect(parse('search=kask').sortBy).toBe('relevance');
    expect(parse('sortBy=relevance').sortBy).toBe('newest');
    expect(shopSearchParams({ ...emptyShopFilters, sortBy: 'newest', page: 1 }).toString()).toBe('');
    expect(shopSearchParams({ ...emptyShopFilters, sortBy: 'rating-desc', page: 2 }).toString()).toBe('sortBy=rating-desc&page=2');
  });

  it('keeps prices in zł in the URL and sends grosze to the API, only when filled', () => {
    const f = { ...emptyShopFilters, minPrice: 50, maxPrice: 99.99, brand: ['PowerMax', 'SafeRide'] };
    expect(shopSearchParams(f).get('minPrice')).toBe('50');
    expect(shopSearchParams(f).get('maxPrice')).toBe('99.99');
    const api = productListApiParams(f);
    expect(api).toEqual({ brand: 'PowerMax,SafeRide', minPrice: '5000', maxPrice: '9999', page: '1' });
    expect(productListApiParams(emptyShopFilters)).toEqual({ page: '1' });
  });

  it('sends booleans as the text true, the sort and the page', () => {
    const api = productListApiParams({ ...emptyShopFilters, inStock: true, onSale: true, isLimitedEdition: true, featured: true, sortBy: 'price-desc', page: 4 });
    expect(api).toEqual({ inStock: 'true', onSale: 'true', isLimitedEdition: 'true', featured: 'true', sortBy: 'price-desc', page: '4' });
  });

  it('carries the fitment filter to the URL and the API like every filter', () => {
    const f = { ...emptyShopFilters, vehicle: 'flhx-2016', category: 'brakes' };
    expect(shopSearchParams(f).toString()).toBe('category=brakes&vehicle=flhx-2016');
    expect(productListApiParams(f)).toEqual({ category: 'brakes', vehicle: 'flhx-2016', page: '1' });
    expect(activeFilterCount(f)).toBe(2);
  });

  it('carries sizes and colours (value keys, comma lists) from the URL to the API and back', () => {
    const f = parseShopSearchParams(new URLSearchParams('size=43,44,43&color=black'));
    expect([f.size, f.color]).toEqual([['43', '44'], ['black']]);
    expect(shopSearchParams(f).toString()).toBe('size=43%2C44&color=black');
    expect(productListApiParams(f)).toEqual({ size: '43,44', color: 'black', page: '1' });
    expect(activeFilterCount(f)).toBe(2);
  });

  it('builds links for the mega-menu', () => {
    expect(shopHref()).toBe('/shop');
    expect(shopHref({ category: 'engine', subcategory: 'filters' })).toBe('/shop?category=engine&subcategory=filters');
    expect(shopHref({ search: 'kask', inStock: true })).toBe('/shop?search=kask&inStock=true');
  });
});

describe('changing filters', () => {
  const onPage3 = { ...emptyShopFilters, search: 'filtr', brand: ['PowerMax'], sortBy: 'price-asc' as const, page: 3 };

  it('resets the page to 1 on any change but the page', () => {
    expect(updateShopFilters(onPage3, { inStock: true }).page).toBe(1);
    expect(updateShopFilters(onPage3, { sortBy: 'name-asc' }).page).toBe(1);
    expect(updateShopFilters(onPage3, { search: 'kask' }).page).toBe(1);
    expect(updateShopFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('clears the subcategory when the category changes', () => {
    const f = { ...emptyShopFilters, category: 'engine', subcategory: 'filters' };
    expect(updateShopFilters(f, { category: 'brakes' }).subcategory).toBe('');
    expect(updateShopFilters(f, { inStock: true }).subcategory).toBe('filters');
  });

  it('starts a new search in relevance order unless the visitor chose another, and drops relevance with the text', () => {
    const searching = { ...emptyShopFilters, search: 'filtr', sortBy: 'relevance' as const };
    expect(updateShopFilters({ ...emptyShopFilters }, { search: 'kask' }).sortBy).toBe('relevance');
    expect(updateShopFilters(onPage3, { search: 'kask' }).sortBy).toBe('price-asc');
    expect(updateShopFilters(searching, { search: '' }).sortBy).toBe('newest');
  });

  it('reset clears every filter but the search and sorts by the default order', () => {
    const busy = { ...onPage3, category: 'engine', minPrice: 100, onSale: true, yearFrom: 2001 };
    expect(resetShopFilters(busy)).toEqual({ ...emptyShopFilters, search: 'filtr', sortBy: 'relevance' });
    expect(shopSearchParams(resetShopFilters(busy)).toString()).toBe('search=filtr');
  });

  it('counts active filters without search, sort and page', () => {
    expect(activeFilterCount(onPage3)).toBe(1);
    expect(activeFilterCount({ ...emptyShopFilters, search: 'x', minPrice: 1, maxPrice: 2, onSale: true })).toBe(3);
  });
});
