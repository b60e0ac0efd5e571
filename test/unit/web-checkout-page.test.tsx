// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryPoint, DeliveryQuote } from '@contracts/delivery';
import { createCheckout, redirectTo } from '@/features/checkout/api/create-checkout';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { addToCart, clearCart } from '@/lib/cart';
import { setLanguage } from '@/lib/i18n';
import { buildProduct, jsonResponse } from '@/testing/fixtures';
import { renderWithProviders, setupWebTest } from '@/testing/test-utils';

/** The checkout page with its API stubbed: prices from the quote, the locker picker, what is sent. */

const estimate = { minDays: 1, maxDays: 2 };
function quote(overrides: Partial<DeliveryQuote> = {}): DeliveryQuote {
  return {
    productsTotal: 24_900,
    parcelSize: 'A',
    weightGrams: 300,
    freeThreshold: 49_900,
    options: [
      { method: 'locker', available: true, unavailableReason: null, cost: 1399, regularCost: 1399, free: false, estimate },
      { method: 'courier', available: true, unavailableReason: null, cost: 1799, regularCost: 1799, free: false, estimate },
      { method: 'pickup', available: true, unavailableReason: null, cost: 0, regularCost: 0, free: true, estimate: { minDays: 1, maxDays: 1 } },
    ],
    ...overrides,
  };
}
const point: DeliveryPoint = {
  code: 'KRA010',
  name: 'Paczkomat® KRA010',
  address: { street: 'Kapelanka 3', postalCode: '30-347', city: 'Kraków' },
  openingHours: '24/7',
  description: 'Przy sklepie Żabka',
  location: { lat: 50.04, lng: 19.92 },
  distance: 850,
  open247: true,
};

/**
 * The promotions' quote (POST /api/checkout/quote): `WIOSNA` takes 10 % off, `STARY` has expired,
 * no code prices the cart as it is.
 */
function promotionsQuote(body: { discountCode?: string; delivery?: { method: string } }) {
  const discount = body.discountCode?.toUpperCase() === 'WIOSNA' ? 2_490 : 0;
  const delivery = body.delivery ? { method: body.delivery.method, cost: body.delivery.method === 'pickup' ? 0 : 1_399, discount: 0 } : null;
  const code = body.discountCode ? body.discountCode.toUpperCase() : null;
  return {
    lines: [{ productId: 7, quantity: 1, unitPrice: 24_900, discount, totalPrice: 24_900 - discount }],
    productsBeforeDiscount: 24_900,
    productsTotal: 24_900 - discount,
    discountTotal: discount,
    delivery,
    total: 24_900 - discount + (delivery?.cost ?? 0),
    discountCode: code ? { code, state: discount ? 'applied' : 'refused', reason: discount ? null : 'discount.expired' } : null,
  };
}

let answer: DeliveryQuote;
let sent: unknown[];
beforeAll(() => setupWebTest('pl'));
beforeEach(() => {
  answer = quote();
  sent = [];
  clearCart();
  addToCart(buildProduct({ id: 7, name: 'Filtr oleju', price: 24_900 }));
  vi.spyOn(redirectTo, 'assign').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/delivery/quote') return jsonResponse(answer);
      if (url.pathname === '/api/checkout/quote') return jsonResponse(promotionsQuote(JSON.parse(String(init?.body))));
      if (url.pathname === '/api/delivery/points') return jsonResponse({ items: url.searchParams.get('query') === '30-001' ? [point] : [] });
      if (url.pathname === '/api/checkout') {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ orderId: 'o', sessionId: 's', url: 'https://pay.example/s' });
      }
      return jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the checkout page', () => {
  it('asks for a locker, finds one by postal code, and sends the choice without any price', async () => {
    renderWithProviders(<CheckoutPage />);
    const locker = await screen.findByRole('radio', { name: /Paczkomat InPost 24\/7/ });
    expect(screen.getByText('13,99 zł')).toBeTruthy(); // testing-library reads the no-break space as a space
    fireEvent.click(locker);
    expect(screen.getByTestId('checkout-total').textContent).toBe('262,99\u00a0zł');

    // Paying before choosing a locker: told what is missing, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: /^Zapłać/ }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Wybierz Paczkomat.')).toBeTruthy();
    expect(within(summary).getByText('Podaj polski numer komórkowy, np. 600 100 200.')).toBeTruthy();
    expect(sent).toEqual([]);

    const search = screen.getByRole('searchbox', { name: 'Miasto, kod pocztowy lub ulica' });
    fireEvent.change(search, { target: { value: '30-001' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('radio', { name: /Paczkomat® KRA010/ }));
    expect(screen.getByText('850 m od 30-001')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Telefon komórkowy'), { target: { value: '600 100 200' } });
    fireEvent.click(screen.getByRole('button', { name: /^Zapłać 262,99/ }));

    await waitFor(() => expect(redirectTo.assign).toHaveBeenCalledWith('https://pay.example/s'));
    expect(sent).toEqual([{ lineItems: [{ productId: 7, quantity: 1 }], delivery: { method: 'locker', pointCode: 'KRA010', phone: '600 100 200', saveToProfile: false }, language: 'pl' }]);
  });

  it('says how much is missing for free delivery only while a paid shipping is chosen, never with the free pickup', async () => {
    renderWithProviders(<CheckoutPage />);
    const missing = 'Do darmowej dostawy brakuje 250,00\u00a0zł';
    const hint = () => screen.queryByText((_, node) => node?.tagName === 'P' && node.textContent === missing);
    await screen.findByRole('radio', { name: /Paczkomat InPost 24\/7/ });
    expect(hint()).toBeTruthy(); // nothing chosen yet: the shipping options would become free
    fireEvent.click(screen.getByRole('radio', { name: /Odbiór osobisty/ }));
    expect(screen.getByTestId('checkout-delivery').textContent).toBe('Gratis');
    expect(hint()).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Kurier InPost/ }));
    expect(hint()).toBeTruthy();
  });

  it('explains why an oversized cart cannot go to a locker and offers the courier', async () => {
    answer = quote({ parcelSize: 'courier', options: [{ ...quote().options[0]!, available: false, unavailableReason: 'oversize', cost: 0, regularCost: 0 }, ...quote().options.slice(1)] });
    renderWithProviders(<CheckoutPage />);
    const locker = (await screen.findByRole('radio', { name: /Paczkomat InPost 24\/7/ })) as HTMLInputElement;
    expect(locker.disabled).toBe(true);
    expect(screen.getByText(/Ta przesyłka nie zmieści się w Paczkomacie/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Wybierz kuriera' }));
    expect((screen.getByRole('radio', { name: /Kurier InPost/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Kod pocztowy' })).toBeTruthy();
  });

  it('names the language the visitor shops in, so that the e-mails about the order are written in it', async () => {
    await setLanguage('en');
    try {
      await createCheckout({ lineItems: [{ productId: 7, quantity: 1 }], delivery: { method: 'pickup' } });
    } finally {
      await setLanguage('pl');
    }
    expect(sent).toEqual([{ lineItems: [{ productId: 7, quantity: 1 }], delivery: { method: 'pickup' }, language: 'en' }]);
  });

  it('takes a discount code: a refused one says why in Polish, an accepted one shows the discount and goes with the order', async () => {
    renderWithProviders(<CheckoutPage />);
    fireEvent.click(await screen.findByRole('radio', { name: /Odbiór osobisty/ }));
    const field = await screen.findByLabelText('Kod rabatowy');
    fireEvent.change(field, { target: { value: 'stary' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    expect((await screen.findByTestId('discount-error')).textContent).toBe('Ten kod już wygasł.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('checkout-discount')).toBeNull();

    fireEvent.change(field, { target: { value: 'wiosna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    expect((await screen.findByTestId('discount-applied')).textContent).toContain('Kod WIOSNA naliczony');
    expect(screen.getByTestId('checkout-discount').textContent).toBe('−24,90\u00a0zł');
    expect(screen.getByTestId('checkout-total').textContent).toBe('224,10\u00a0zł');
    fireEvent.click(screen.getByRole('button', { name: /^Zapłać 224,10/ }));
    await waitFor(() => expect(redirectTo.assign).toHaveBeenCalled());
    expect(sent).toEqual([{ lineItems: [{ productId: 7, quantity: 1 }], delivery: { method: 'pickup' }, discountCode: 'WIOSNA', language: 'pl' }]);
  });
});
