// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@contracts/order';
import { appRoutesAt } from '@/testing/app-routes';
import { setAccessTokenProvider } from '@/lib/api-client';
import { setSession } from '@/lib/auth';
import { clearCart, getCartState } from '@/lib/cart';
import { setLanguage } from '@/lib/i18n';
import { jsonResponse } from '@/testing/fixtures';
import { createTestQueryClient, setupWebTest } from '@/testing/test-utils';

/** /orders and /order/:id rendered through the router, the API answered by a stubbed fetch. */

function buildOrder(overrides: Partial<Order> = {}): Order {
  const item = (n: number, quantity = 1) => ({
    id: `item-${n}`,
    productId: n,
    quantity,
    unitPrice: 10000 * n,
    totalPrice: 10000 * n * quantity,
    product: { id: n, name: `Część ${n}`, brand: 'Chopper Works', imageUrl: `products/p${n}-1`, description: '' },
  });
  return {
    id: '3f2a9c71-5b8e-4d2a-9c1f-0a1b2c3d4e5f',
    userId: 'user-1',
    status: 'processing',
    createdAt: '2026-03-14T10:30:00.000Z',
    updatedAt: '2026-03-14T10:31:00.000Z',
    totalAmount: 50000,
    currency: 'pln',
    customerName: 'Jan Kowalski',
    customerEmail: 'customer@example.com',
    customerPhone: null,
    taxId: null,
    shippingAddress: { line1: 'ul. Długa 5', line2: null, postalCode: '32-800', city: 'Brzesko', country: 'PL' },
    items: [item(1, 2), item(3)],
    stripeSessionId: 'cs_test_1',
    stripePaymentIntentId: null,
    dealerOrder: false,
    tracking: null,
    invoiceNumber: 'FV/2026/03/0001',
    paymentStatus: 'paid',
    paidAt: '2026-03-14T10:31:00.000Z',
    amountPaid: 50000,
    amountRefunded: 0,
    customerVisible: true,
    ...overrides,
  };
}

const shipped = buildOrder({
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  status: 'shipped',
  totalAmount: 123456,
  items: [1, 2, 3, 4, 5].map((n) => ({
    id: `s-${n}`,
    productId: n,
    quantity: 1,
    unitPrice: 100,
    totalPrice: 100,
    product: { id: n, name: `Część ${n}`, brand: 'B', imageUrl: null, description: '' },
  })),
  tracking: { carrier: 'InPost', number: '6200123', url: 'https://inpost.pl/sledzenie?number=6200123' },
});
const odd = buildOrder({ id: 'ffffffff-0000-4000-8000-000000000003', status: 'mystery' as Order['status'], items: [] });

let fetchMock: ReturnType<typeof vi.fn>;
function stubApi(handler: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(new URL(String(input), 'http://localhost'), init));
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

function signIn() {
  setSession({ status: 'signedIn', user: { userId: 'user-1', email: 'customer@example.com', name: 'Jan Kowalski', groups: [], isAdmin: false, isDealer: false } });
  setAccessTokenProvider(async () => 'test-id-token');
}

// The whole app renders (layout, lazy page, query): slower than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await setupWebTest('pl');
  // Warm the lazy page chunks so the first test does not spend its wait on compiling them.
  await Promise.all([import('@/app/routes/orders'), import('@/app/routes/order')]);
}, 30_000);
beforeEach(() => {
  signIn();
  stubApi((url) => {
    if (url.pathname === '/api/me/orders') return jsonResponse({ items: [buildOrder(), shipped, odd] });
    if (url.pathname === `/api/me/orders/${buildOrder().id}`) return jsonResponse(buildOrder());
    return jsonResponse({ error: { code: 'not_found', message: 'No such order' } }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession({ status: 'signedOut' });
});

describe('/orders', () => {
  it('lists the orders with short id, date, item count, status, chips and total', async () => {
    renderRoute('/orders');
    const first = (await screen.findByRole('link', { name: 'Zamówienie #3f2a9c71' })).closest('li')!;
    const card = within(first as HTMLElement);
    expect(card.getByText('14 marca 2026')).toBeTruthy();
    expect(card.getByText('3 produkty')).toBeTruthy();
    expect(card.getByText('W realizacji')).toBeTruthy();
    expect(card.getByText('500,00 PLN')).toBeTruthy();
    expect(card.getByText('Część 1')).toBeTruthy();
    expect(card.getByText('× 2')).toBeTruthy();
    expect(card.queryByRole('link', { name: /Śledź przesyłkę/ })).toBeNull();
    expect(card.getByRole('link', { name: 'Szczegóły zamówienia #3f2a9c71' }).getAttribute('href')).toBe(`/order/${buildOrder().id}`);

    // Authenticated with the ID token.
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u) === '/api/me/orders')!;
    expect((init as RequestInit).headers).toMatchObject({ authorization: 'Bearer test-id-token' });
  });

  it('shows at most 3 chips with "+N więcej" and the tracking link only for a shipped order', async () => {
    renderRoute('/orders');
    const card = within((await screen.findByRole('link', { name: 'Zamówienie #a1b2c3d4' })).closest('li') as HTMLElement);
    expect(card.getByText('Wysłane')).toBeTruthy();
    expect(card.getAllByText(/^Część \d$/)).toHaveLength(3);
    expect(card.getByText('+2 więcej')).toBeTruthy();
    expect(card.getByText('5 produktów')).toBeTruthy();
    expect(card.getByText('1 234,56 PLN')).toBeTruthy();
    const track = card.getByRole('link', { name: /Śledź przesyłkę/ });
    expect(track.getAttribute('href')).toBe('https://inpost.pl/sledzenie?number=6200123');
    expect(track.getAttribute('target')).toBe('_blank');
  });

  it('shows an unknown status as pending', async () => {
    renderRoute('/orders');
    const card = within((await screen.findByRole('link', { name: 'Zamówienie #ffffffff' })).closest('li') as HTMLElement);
    expect(card.getByText('Oczekuje na płatność')).toBeTruthy();
    expect(card.getByText('0 produktów')).toBeTruthy();
  });

  it('offers the shop when there are no orders', async () => {
    stubApi(() => jsonResponse({ items: [] }));
    renderRoute('/orders');
    expect(await screen.findByRole('heading', { name: 'Nie masz jeszcze zamówień' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do sklepu' }).getAttribute('href')).toBe('/shop');
  });

  it("shows 'Nie udało się załadować historii zamówień' and retries", async () => {
    let fail = true;
    stubApi(() => (fail ? jsonResponse({ error: { code: 'internal', message: 'down' } }, 500) : jsonResponse({ items: [buildOrder()] })));
    renderRoute('/orders');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nie udało się załadować historii zamówień')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Zamówienie #3f2a9c71' })).toBeTruthy();
  });

  it('asks a signed-out visitor to log in and calls no API', async () => {
    setSession({ status: 'signedOut' });
    renderRoute('/orders');
    const prompt = (await screen.findByRole('heading', { name: 'Zaloguj się, aby zobaczyć zamówienia' })).parentElement!;
    expect(within(prompt).getByRole('link', { name: 'Zaloguj się' }).getAttribute('href')).toBe('/login');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/me/orders'))).toBe(false);
  });
});

describe('/order/:id', () => {
  it('shows lines, summary with free delivery, address and an enabled invoice button for a paid order', async () => {
    renderRoute(`/order/${buildOrder().id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Zamówienie #3f2a9c71' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Część 1' }).getAttribute('href')).toBe('/product/1');
    const summary = within(screen.getByRole('region', { name: 'Podsumowanie' }));
    expect(summary.getByText('0,00 zł')).toBeTruthy();
    expect(summary.getByText('500,00 PLN')).toBeTruthy();
    expect((summary.getByRole('button', { name: 'Pobierz fakturę' }) as HTMLButtonElement).disabled).toBe(false);
    const address = within(screen.getByRole('region', { name: 'Adres dostawy' }));
    expect(address.getByText('32-800 Brzesko')).toBeTruthy();
    expect(address.getByText('Polska')).toBeTruthy();
  });

  it('in English: the lines by their English names where the shop wrote them, the date in English', async () => {
    const order = buildOrder();
    const english = { ...order, items: order.items.map((item, i) => (i === 0 ? { ...item, product: { ...item.product, nameEn: 'Part 1' } } : item)) };
    stubApi((url) => (url.pathname === `/api/me/orders/${order.id}` ? jsonResponse(english) : jsonResponse({ items: [english] })));
    await setLanguage('en');
    try {
      renderRoute(`/order/${order.id}`);
      expect((await screen.findByRole('link', { name: 'Part 1' })).getAttribute('href')).toBe('/product/1');
      expect(screen.getByRole('link', { name: 'Część 3' })).toBeTruthy();
      expect(screen.getByText(/14 March 2026/)).toBeTruthy();
    } finally {
      await setLanguage('pl');
    }
  });

  it('disables the invoice until the order is paid', async () => {
    stubApi(() => jsonResponse(buildOrder({ status: 'pending' })));
    renderRoute(`/order/${buildOrder().id}`);
    const button = (await screen.findByRole('button', { name: 'Pobierz fakturę' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Faktura będzie dostępna po zaksięgowaniu płatności.')).toBeTruthy();
  });

  it("shows 'Zamówienie nie zostało znalezione' for someone else's or a malformed id", async () => {
    renderRoute('/order/aaaaaaaa-0000-4000-8000-000000000009');
    expect(await screen.findByRole('heading', { name: 'Zamówienie nie zostało znalezione' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Wróć do zamówień/ }).getAttribute('href')).toBe('/orders');
    cleanup();
    renderRoute('/order/not-an-id');
    expect(await screen.findByRole('heading', { name: 'Zamówienie nie zostało znalezione' })).toBeTruthy();
  });

  it("shows 'Nie udało się załadować szczegółów zamówienia' when the API fails", async () => {
    stubApi(() => jsonResponse({ error: { code: 'internal', message: 'down' } }, 500));
    renderRoute(`/order/${buildOrder().id}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nie udało się załadować szczegółów zamówienia')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: /Wróć do zamówień/ })).toBeTruthy();
  });

  it('keeps the acknowledgement open when the last units are withdrawn, with the InPost return first, and shows the way back on the order', async () => {
    const way = { returnAddress: 'Poręba Spytkowska 1, 32-800 Brzesko', inpostReturn: { url: 'https://szybkiezwroty.pl/pl/chopper-works', paidBy: 'shop' as const } };
    const dates = { deliveredOn: '2026-03-15', deadline: '2026-03-29' };
    const before = buildOrder({ status: 'delivered', deliveredAt: '2026-03-15T10:00:00.000Z', returns: [], withdrawal: { allowed: true, blocker: null, ...dates, remaining: { 'item-1': 0, 'item-3': 1 }, ...way } });
    const withdrawn = {
      id: '7d1f2e3a-0000-4000-8000-0000000000aa', orderId: before.id, status: 'requested' as const, reason: null, createdAt: '2026-03-16T09:00:00.000Z',
      lines: [{ itemId: 'item-3', productId: 3, name: 'Część 3', quantity: 1, unitPrice: 30000, acceptedQuantity: null }],
      receivedAt: null, decidedAt: null, rejectionReason: null, refund: null, correctionNumber: null,
    };
    const nothingLeft = { allowed: false, blocker: 'nothing_left' as const, ...dates, remaining: { 'item-1': 0, 'item-3': 0 }, ...way };
    let posted = false;
    stubApi((url, init) => {
      if (url.pathname === `/api/me/orders/${before.id}/returns` && init?.method === 'POST') {
        posted = true;
        return jsonResponse({ return: withdrawn, withdrawal: nothingLeft });
      }
      return jsonResponse(posted ? { ...before, returns: [withdrawn], withdrawal: nothingLeft } : before);
    });
    renderRoute(`/order/${before.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Odstąp od umowy' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Część 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Potwierdzam odstąpienie od umowy' }));
    const done = await screen.findByTestId('withdrawal-done');
    // The order is read again ('nothing_left' now): the acknowledgement stays, InPost first, the address after.
    const returnsBlock = await screen.findByTestId('order-returns');
    expect(screen.getByTestId('withdrawal-done')).toBe(done);
    expect(within(done).getByText('Odeślij przez Paczkomat InPost')).toBeTruthy();
    expect(within(done).getByRole('link', { name: /Otwórz stronę zwrotów InPost/ }).getAttribute('href')).toBe(way.inpostReturn.url);
    expect(within(done).getByText('Odesłanie przez Paczkomat opłacamy my.')).toBeTruthy();
    expect(within(done).getByText(/Poręba Spytkowska 1, 32-800 Brzesko, z dopiskiem „zwrot #3f2a9c71”/)).toBeTruthy();
    expect(within(returnsBlock).getByRole('link', { name: /Otwórz stronę zwrotów InPost/ }).getAttribute('href')).toBe(way.inpostReturn.url);
  });

  it('gives only the workshop’s address when the shop has no InPost returns', async () => {
    const withdrawn = {
      id: '7d1f2e3a-0000-4000-8000-0000000000ab', orderId: buildOrder().id, status: 'requested' as const, reason: null, createdAt: '2026-03-16T09:00:00.000Z',
      lines: [{ itemId: 'item-3', productId: 3, name: 'Część 3', quantity: 1, unitPrice: 30000, acceptedQuantity: null }],
      receivedAt: null, decidedAt: null, rejectionReason: null, refund: null, correctionNumber: null,
    };
    const withdrawal = { allowed: true, blocker: null, deliveredOn: '2026-03-15', deadline: '2026-03-29', remaining: { 'item-1': 2, 'item-3': 0 }, returnAddress: 'Poręba Spytkowska 1, 32-800 Brzesko', inpostReturn: null };
    stubApi(() => jsonResponse(buildOrder({ status: 'delivered', returns: [withdrawn], withdrawal })));
    renderRoute(`/order/${buildOrder().id}`);
    const returnsBlock = await screen.findByTestId('order-returns');
    expect(within(returnsBlock).getByText('Odeślij produkty w ciągu 14 dni na adres: Poręba Spytkowska 1, 32-800 Brzesko, z dopiskiem „zwrot #3f2a9c71”.')).toBeTruthy();
    expect(within(returnsBlock).queryByRole('link')).toBeNull();
  });
});

describe('/order/:id — order again (issue 34)', () => {
  it('puts what can be bought in the cart at today\'s prices, the variant kept, and says per line what changed', async () => {
    const order = buildOrder();
    const snapshot = { brand: 'Chopper Works', imageUrl: null, originalPrice: null };
    const requests: string[] = [];
    stubApi((url, init) => {
      if (url.pathname === `/api/me/orders/${order.id}/reorder`) {
        requests.push(init?.method ?? 'GET');
        return jsonResponse({
          orderId: order.id,
          lines: [
            { productId: 1, name: 'Część 1', nameEn: 'Part 1', quantity: 2, outcome: 'ok', available: 9, previousUnitPrice: 10000, unitPrice: 12000, product: { ...snapshot, name: 'Część 1', price: 12000 } },
            { productId: 3, sku: 'BOOT-43', name: 'Część 3 – rozmiar 43', nameEn: 'Part 3 – size 43', quantity: 3, outcome: 'partial', available: 1, previousUnitPrice: 30000, unitPrice: 30000, product: { ...snapshot, name: 'Część 3', price: 30000, variantName: { label: 'rozmiar 43', labelEn: 'size 43' } } },
            { productId: 4, name: 'Część 4', nameEn: 'Part 4', quantity: 1, outcome: 'unavailable', previousUnitPrice: 5000 },
          ],
        });
      }
      return jsonResponse(order);
    });
    clearCart();
    try {
      renderRoute(`/order/${order.id}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Zamów ponownie' }));
      const changes = within(await screen.findByRole('list', { name: 'Zmiany od złożenia zamówienia' }));
      expect(changes.getByText(/cena zmieniła się z 100,00 zł na 120,00 zł/)).toBeTruthy();
      expect(changes.getByText(/dostępne tylko 1 z 3 szt\./)).toBeTruthy();
      expect(changes.getByText(/nie jest już sprzedawany/)).toBeTruthy();
      expect(requests).toEqual(['POST']);
      expect(getCartState().items.map((i) => [i.productId, i.sku, i.quantity, i.product.price])).toEqual([
        [1, undefined, 2, 12000],
        [3, 'BOOT-43', 1, 30000],
      ]);
    } finally {
      clearCart();
    }
  });
});
