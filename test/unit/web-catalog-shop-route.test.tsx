// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@contracts/product';
import { appRoutesAt } from '@/testing/app-routes';
import { buildProduct, jsonResponse } from '@/testing/fixtures';
import { createTestQueryClient, setupWebTest } from '@/testing/test-utils';

/** /shop rendered with its data; the API answered by a stubbed fetch. */

const filterOptions = {
  brands: ['PowerMax', 'SafeRide'],
  productTypes: [],
  engineTypes: ['Twin Cam'],
  materials: [],
  creationMethods: [],
  tireTypes: [],
  compatibleModels: [],
  engineCapacities: [],
  priceRange: { min: 1000, max: 900000 },
  variantValues: {
    size: [
      { key: '42', label: '42', labelEn: '42', count: 3 },
      { key: '43', label: '43', labelEn: '43', count: 1 },
    ],
    color: [{ key: 'black', label: 'czarny', labelEn: 'black', count: 5 }],
    finish: [],
  },
};

function page(count: number, offset = 0): Product[] {
  return Array.from({ length: count }, (_, i) => buildProduct({ id: offset + i + 1, name: `Produkt ${offset + i + 1}` }));
}

let listCalls: URL[] = [];

function stubApi(products: (url: URL) => Response) {
  listCalls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/products') {
        listCalls.push(url);
        return products(url);
      }
      if (url.pathname === '/api/catalog/filters') return jsonResponse(filterOptions);
      if (url.pathname === '/api/catalog/categories') return jsonResponse({ categories: [{ key: 'engine', count: 30, subcategories: [{ key: 'filters', count: 7 }] }] });
      return jsonResponse({ error: { code: 'not_found', message: 'nope' } }, 404);
    }),
  );
}

function renderShop(path: string) {
  const queryClient = createTestQueryClient();
  const { routes, router } = appRoutesAt(path, queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      {routes}
    </QueryClientProvider>,
  );
  return router;
}

// The page is a lazy chunk: on a busy machine its first transform can take seconds.
configure({ asyncUtilTimeout: 8000 });
beforeAll(async () => {
  await setupWebTest('pl');
  await import('@/app/routes/shop');
}, 60_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/shop', { timeout: 30_000 }, () => {
  it('shows the count, the cards and the pages, and asks the API in grosze with the category key', async () => {
    stubApi(() => jsonResponse({ items: page(12), total: 30, page: 1, pageSize: 12 }));
    renderShop('/shop?category=Części%20silnika&minPrice=50&brand=PowerMax');

    expect(await screen.findByText('30 produktów')).toBeTruthy();
    // The visit's first grid draws its cards a row per frame (first-load/use-draw-in-batches.ts).
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    const pagination = screen.getByRole('navigation', { name: 'Strony wyników' });
    expect(within(pagination).getByRole('link', { name: 'Strona 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pagination).getByRole('link', { name: 'Strona 3' }).getAttribute('href')).toBe('/shop?category=engine&brand=PowerMax&minPrice=50&page=3');

    const sent = listCalls.at(-1)!.searchParams;
    expect(sent.get('category')).toBe('engine');
    expect(sent.get('minPrice')).toBe('5000');
    expect(sent.get('brand')).toBe('PowerMax');
    expect(sent.get('page')).toBe('1');
    // The chosen brand is ticked in the sidebar.
    expect(((await screen.findByRole('checkbox', { name: 'PowerMax' })) as HTMLInputElement).checked).toBe(true);
  });

  it('filters by size and colour from the sidebar: the values with their counts, ticked from the URL, sent to the API', async () => {
    stubApi(() => jsonResponse({ items: page(3), total: 3, page: 1, pageSize: 12 }));
    const router = renderShop('/shop?color=black');

    const size43 = (await screen.findByRole('checkbox', { name: '43 1' })) as HTMLInputElement;
    const sizes = screen.getByRole('group', { name: 'Rozmiar' });
    expect(within(sizes).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['42', '43']);
    expect(((await screen.findByRole('checkbox', { name: 'czarny 5' })) as HTMLInputElement).checked).toBe(true);
    expect(size43.checked).toBe(false);

    fireEvent.click(size43);
    await waitFor(() => expect(router.state.location.search).toBe('?size=43&color=black'));
    await waitFor(() => expect(listCalls.at(-1)!.searchParams.get('size')).toBe('43'));
    expect(listCalls.at(-1)!.searchParams.get('color')).toBe('black');
  });

  it('goes back to page 1 with a new sort, and leaves sortBy out of the URL for the default (relevance while searching)', async () => {
    stubApi((url) => jsonResponse({ items: page(12, 12), total: 30, page: Number(url.searchParams.get('page')), pageSize: 12 }));
    const router = renderShop('/shop?search=filtr&page=2');
    await screen.findByText('30 produktów');
    expect(listCalls.at(-1)!.searchParams.get('page')).toBe('2');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sortuj' }), { target: { value: 'price-asc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=filtr&sortBy=price-asc'));
    await waitFor(() => expect(listCalls.at(-1)!.searchParams.get('sortBy')).toBe('price-asc'));
    expect(listCalls.at(-1)!.searchParams.get('page')).toBe('1');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sortuj' }), { target: { value: 'relevance' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=filtr'));
    expect(within(screen.getByRole('combobox', { name: 'Sortuj' })).getAllByRole('option')[0]!.textContent).toBe('Trafność');
  });

  it('shows the empty state, whose reset keeps only the search text', async () => {
    stubApi(() => jsonResponse({ items: [], total: 0, page: 1, pageSize: 12 }));
    const router = renderShop('/shop?search=xyz&onSale=true&sortBy=price-desc&brand=SafeRide');

    expect(await screen.findByRole('heading', { name: 'Nie znaleziono produktów' })).toBeTruthy();
    expect(screen.getByText('0 produktów')).toBeTruthy();
    const main = screen.getByRole('main');
    const resets = within(main).getAllByRole('button', { name: 'Wyczyść filtry' });
    fireEvent.click(resets.at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe('?search=xyz'));
  });

  it('offers the corrected query of an empty search as a link, and the fullest categories', async () => {
    stubApi(() => jsonResponse({ items: [], total: 0, page: 1, pageSize: 12, suggestion: { query: 'siodło' } }));
    renderShop('/shop?search=sjodlp&inStock=true');

    const link = await screen.findByRole('link', { name: 'siodło' });
    expect(link.closest('p')!.textContent).toBe('Czy chodziło Ci o „siodło”?');
    expect(link.getAttribute('href')).toBe('/shop?search=siod%C5%82o&inStock=true');
    const popular = await screen.findByRole('navigation', { name: 'Popularne kategorie' });
    expect(within(popular).getAllByRole('link').map((a) => a.textContent)).toEqual(['Części silnika']);
  });

  it('says which words a partial answer left out, above its products, with the corrected query when there is one', async () => {
    stubApi(() => jsonResponse({ items: page(2), total: 2, page: 1, pageSize: 12, partial: { omitted: ['m8', 'xyz'] }, suggestion: { query: 'filtr oleju' } }));
    renderShop('/shop?search=filtr+oleju+m8+xyz');

    const line = await screen.findByTestId('search-omitted');
    expect(line.textContent).toBe('Nie znaleziono: „m8” i „xyz”. Pokazujemy wyniki dla pozostałych słów.');
    expect(screen.getByTestId('did-you-mean').textContent).toBe('Czy chodziło Ci o „filtr oleju”?');
    expect(screen.getByText('2 produkty')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nie znaleziono produktów' })).toBeNull();
  });

  it("shows 'Nie udało się załadować produktów' with a refresh button that asks again", async () => {
    stubApi(() => jsonResponse({ error: { code: 'internal', message: 'down' } }, 500));
    renderShop('/shop');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Nie udało się załadować produktów' })).toBeTruthy();
    stubApi(() => jsonResponse({ items: page(2), total: 2, page: 1, pageSize: 12 }));
    fireEvent.click(within(alert).getByRole('button', { name: /Odśwież/ }));
    expect(await screen.findByText('2 produkty')).toBeTruthy();
  });

  it('ticking a filter updates the URL and drops the page', async () => {
    stubApi(() => jsonResponse({ items: page(12), total: 30, page: 2, pageSize: 12 }));
    const router = renderShop('/shop?page=2');
    await screen.findByText('30 produktów');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tylko dostępne' }));
    await waitFor(() => expect(router.state.location.search).toBe('?inStock=true'));
    await waitFor(() => expect(listCalls.at(-1)!.searchParams.get('inStock')).toBe('true'));
  });
});
