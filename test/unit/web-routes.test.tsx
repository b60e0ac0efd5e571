// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutesAt } from '@/testing/app-routes';
import { clearCart, getCartState } from '@/lib/cart';
import { setLanguage } from '@/lib/i18n';
import { buildProduct, jsonResponse } from '@/testing/fixtures';
import { createTestQueryClient, setupWebTest } from '@/testing/test-utils';

/** The SPA's routes rendered with their data, the API answered by a stubbed fetch. */

const products = [
  buildProduct({ id: 3, name: 'Kierownica Ape Hanger 16"', price: 89900, isNew: true }),
  buildProduct({ id: 2, name: 'Siodło Solo Bobber', price: 64900, originalPrice: 79900, isOnSale: true }),
];

type Handler = (url: URL) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;

function stubApi(handler: Handler) {
  fetchMock = vi.fn(async (input: RequestInfo | URL) => handler(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', fetchMock);
}

function renderRoute(path: string) {
  const queryClient = createTestQueryClient();
  const { routes, router } = appRoutesAt(path, queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      {routes}
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(() => setupWebTest('pl'));
beforeEach(() => {
  stubApi((url) => {
    if (url.pathname === '/api/products') return jsonResponse({ items: products, total: 2, page: 1, pageSize: 12 });
    const match = /^\/api\/products\/(\d+)$/.exec(url.pathname);
    const product = match && products.find((p) => p.id === Number(match[1]));
    if (product) return jsonResponse(product);
    if (match?.[1] === '500') return jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
    return jsonResponse({ error: { code: 'not_found', message: 'Product not found' } }, 404);
  });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('pl');
});

describe('home page', () => {
  // happy-dom lays nothing out, so nothing ever comes near the viewport: without an observer the
  // product blocks render at once, as in a browser without IntersectionObserver.
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));

  it('shows the hero and the bestsellers, promotions and unique offers from their endpoints', async () => {
    stubApi((url) => {
      if (url.pathname === '/api/products/bestsellers') return jsonResponse({ items: [products[0]] });
      if (url.pathname === '/api/products/promotions') return jsonResponse({ items: [products[1]] });
      if (url.pathname === '/api/products/featured') return jsonResponse({ items: [] });
      return jsonResponse({ error: { code: 'not_found', message: 'nope' } }, 404);
    });
    renderRoute('/');
    // The home chunk is large for a first transform (forms, zod): give it time.
    expect(await screen.findByRole('heading', { level: 1, name: /Choppery z charakterem/ }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Przejdź do sklepu/ })[0]!.getAttribute('href')).toBe('/shop');
    const bestsellers = await screen.findByRole('region', { name: 'Bestsellery' });
    expect(await within(bestsellers).findByRole('link', { name: 'Kierownica Ape Hanger 16"' })).toBeTruthy();
    const promotions = screen.getByRole('region', { name: 'Promocje' });
    expect((await within(promotions).findByRole('link', { name: 'Siodło Solo Bobber' })).getAttribute('href')).toBe('/product/2');
    const unique = screen.getByRole('region', { name: 'Unikalne oferty' });
    expect(within(unique).getByRole('link', { name: /Zobacz wszystkie unikalne oferty/ }).getAttribute('href')).toBe('/shop?isFeatured=true');
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/products/featured?limit=5')).toBe(true);
    await waitFor(() => expect(document.title).toBe('Custom motocykle i części | Chopper Works'));
  });

  it("shows 'Failed to load products' with a refresh button when the API fails", async () => {
    stubApi(() => jsonResponse({ error: { code: 'internal', message: 'down' } }, 500));
    renderRoute('/');
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 15_000 });
    expect(within(alerts[0]!).getByText('Nie udało się załadować produktów')).toBeTruthy();
    expect(within(alerts[0]!).getByRole('button', { name: /Odśwież/ })).toBeTruthy();
  });
});

describe('product page', () => {
  it('shows the product with breadcrumb, prices and specifications', async () => {
    renderRoute('/product/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Siodło Solo Bobber' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    expect(within(breadcrumb).getByRole('link', { name: 'Strona główna' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByRole('link', { name: 'Sklep' }).getAttribute('href')).toBe('/shop');
    expect(within(breadcrumb).getByText('Siodło Solo Bobber').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('price').textContent).toBe('649,00\u00a0zł');
    expect(screen.getByTestId('original-price').textContent).toBe('799,00\u00a0zł');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Materiał' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Siodło Solo Bobber | Chopper Works'));
  });

  it("says 'Produkt nie znaleziony' for an unknown product, with a link to the shop", async () => {
    renderRoute('/product/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt nie znaleziony' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Wróć do sklepu' })[0]!.getAttribute('href')).toBe('/shop');
  });

  it('treats a malformed id as not found without calling the API', async () => {
    renderRoute('/product/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkt nie znaleziony' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/products/'))).toBe(false);
  });

  it("says 'Failed to load product' for other errors", async () => {
    renderRoute('/product/500');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Nie udało się załadować produktu' })).toBeTruthy();
  });
});

describe('routing', () => {
  const checkoutStatus = (state: string, deliveryMethod: string | null = 'locker') => ({
    orderId: '3f2a9c71-5b8e-4d2a-9c1f-0a1b2c3d4e5f',
    state,
    orderStatus: state === 'paid' ? 'processing' : state === 'failed' ? 'cancelled' : 'pending',
    totalAmount: 64900,
    currency: 'pln',
    deliveryMethod,
    lines: [
      { productId: 2, quantity: 1, unitPrice: 64900, product: { name: 'Siodło Solo Bobber', brand: 'Chopper Works', imageUrl: null } },
      { productId: 3, sku: 'BOOT-43', variantName: { label: 'rozmiar 43', labelEn: 'size 43' }, quantity: 1, unitPrice: 89900, product: { name: 'Buty Engineer', brand: 'Chopper Works', imageUrl: null } },
    ],
  });
  const stubCheckoutStatus = (state: string, deliveryMethod?: string | null) =>
    stubApi((url) => (url.pathname === '/api/checkout/sessions/cs_test_1' ? jsonResponse(checkoutStatus(state, deliveryMethod)) : jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404)));

  it('tells a payment still under way (BLIK, Przelewy24) from a failed one, and offers to pay again', async () => {
    stubCheckoutStatus('processing');
    renderRoute('/payment/success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Płatność w toku' }, { timeout: 10_000 })).toBeTruthy();
    cleanup();
    clearCart();
    stubCheckoutStatus('failed');
    renderRoute('/payment/success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Płatność się nie powiodła' }, { timeout: 10_000 })).toBeTruthy();
    // The page says the products are back in the cart: the cart (and its badge) has them before any click.
    // A size goes back as that size, named as it was (else the next checkout would ask for a size).
    await waitFor(() =>
      expect(getCartState().items).toMatchObject([
        { productId: 2, quantity: 1 },
        { productId: 3, sku: 'BOOT-43', quantity: 1, product: { variant: { label: 'rozmiar 43', labelEn: 'size 43' } } },
      ]),
    );
    // Paying again goes through the checkout page (delivery is part of every checkout).
    const retry = screen.getByRole('link', { name: /Spróbuj zapłacić ponownie/ });
    expect(retry.getAttribute('href')).toBe('/checkout');
    fireEvent.click(retry);
    expect(getCartState().items).toMatchObject([{ productId: 2, quantity: 1 }, { productId: 3, sku: 'BOOT-43' }]);
  });

  it('promises the next step of the delivery the buyer chose: a pickup order is not "contacted about delivery"', async () => {
    const expected: [string | null, RegExp][] = [
      ['pickup', /gotowe do odbioru w warsztacie/],
      ['locker', /czekać w Paczkomacie/],
      ['courier', /Kurier InPost przywiezie/],
      [null, /Skontaktujemy się z Tobą w sprawie dostawy/],
    ];
    for (const [method, text] of expected) {
      cleanup();
      stubCheckoutStatus('paid', method);
      renderRoute('/payment/success?session_id=cs_test_1');
      expect(await screen.findByText(text, {}, { timeout: 10_000 })).toBeTruthy();
      if (method === 'pickup') expect(screen.queryByText(/Skontaktujemy się|Paczkomat|Kurier/)).toBeNull();
    }
  });

  it('redirects the hyphenated payment URL and keeps its query string', async () => {
    stubCheckoutStatus('paid');
    const router = renderRoute('/payment-success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dziękujemy za zamówienie!' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment/success');
    expect(router.state.location.search).toBe('?session_id=cs_test_1');
  });

  it('redirects /privacy to /privacy-policy and /payment-cancelled to /payment/cancel', async () => {
    const router = renderRoute('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Polityka prywatności' }, { timeout: 15_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/privacy-policy');
    cleanup();
    const second = renderRoute('/payment-cancelled');
    expect(await screen.findByRole('heading', { level: 1, name: 'Płatność anulowana' })).toBeTruthy();
    expect(second.state.location.pathname).toBe('/payment/cancel');
  });

  it('shows a 404 page for an unknown route', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeTruthy();
  });

  it('marks the current section in the main navigation', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: /Budujemy motocykle/ }, { timeout: 15_000 });
    const nav = screen.getAllByRole('navigation', { name: 'Główna nawigacja' })[0]!;
    expect(within(nav).getByRole('link', { name: 'O nas' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Sklep' }).getAttribute('aria-current')).toBeNull();
  });

  it('switches language in place, keeping the route and its query string', async () => {
    const router = renderRoute('/shop?search=filtr');
    await screen.findByRole('heading', { level: 1, name: 'Sklep' });
    const group = screen.getAllByRole('group', { name: 'Język' })[0]!;
    fireEvent.click(within(group).getByRole('button', { name: /EN/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shop');
    expect(router.state.location.search).toBe('?search=filtr');
    expect(document.documentElement.lang).toBe('en');
  });
});
