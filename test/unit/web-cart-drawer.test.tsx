// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryQuote } from '@contracts/delivery';
import { CartTotalsProvider } from '@/components/cart-totals';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import DrawerTotals from '@/features/checkout/components/drawer-totals';
import { addToCart, clearCart, openCart } from '@/lib/cart';
import { buildProduct, jsonResponse } from '@/testing/fixtures';
import { renderWithProviders, setupWebTest } from '@/testing/test-utils';

/** The cart drawer's footer with the checkout feature's totals: what it says about delivery is one true thing. */

const estimate = { minDays: 1, maxDays: 2 };
const quote: DeliveryQuote = {
  productsTotal: 5_000,
  parcelSize: 'A',
  weightGrams: 300,
  freeThreshold: 49_900,
  options: [
    { method: 'locker', available: true, unavailableReason: null, cost: 1599, regularCost: 1599, free: false, estimate },
    { method: 'pickup', available: true, unavailableReason: null, cost: 0, regularCost: 0, free: true, estimate },
  ],
};

beforeAll(() => setupWebTest('pl'));
beforeEach(() => {
  clearCart();
  addToCart(buildProduct({ id: 7, name: 'Filtr oleju', price: 5_000 }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/delivery/quote') return jsonResponse(quote);
      return jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  clearCart();
  vi.unstubAllGlobals();
});

describe('the cart drawer', () => {
  it('prices the delivery and then does not call it free', async () => {
    renderWithProviders(
      <CartTotalsProvider value={DrawerTotals}>
        <CartDrawer />
      </CartTotalsProvider>,
    );
    openCart();
    await screen.findByText('Dostawa (Paczkomat InPost 24/7)');
    await waitFor(() => expect(screen.getByTestId('cart-grand-total').textContent).toBe('65,99\u00a0zł'));
    const drawer = document.body.textContent ?? '';
    expect(drawer).toContain('15,99');
    expect(drawer).toContain('Do darmowej dostawy brakuje 449,00');
    expect(drawer).not.toMatch(/Dostawa gratis|Gratis/);
  });
});
