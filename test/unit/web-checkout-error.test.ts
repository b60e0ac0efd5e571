import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutErrorMessage } from '@/features/checkout/utils/checkout-error';
import { ApiError } from '@/lib/api-client';
import type { CartItem } from '@/lib/cart';
import { i18next } from '@/lib/i18n';
import { setupWebTest } from '@/testing/test-utils';

/** The toast after a failed checkout: the spec's generic text unless the API said what is wrong. */

const line = (productId: number, name: string): CartItem => ({
  productId,
  quantity: 1,
  product: { name, brand: 'B', imageUrl: null, price: 100, originalPrice: null, inStock: true },
});
const items = [line(1, 'Siodło Solo Bobber'), line(2, 'Kierownica Ape Hanger 16"'), line(3, 'Manetki Knurled')];
const t = i18next.getFixedT('pl', 'cart');

beforeAll(() => setupWebTest('pl'));

describe('checkout error messages', () => {
  it('names the out-of-stock products from the 409 message', () => {
    const error = new ApiError({ status: 409, code: 'out_of_stock', message: 'Not enough in stock: Siodło Solo Bobber, Manetki Knurled' });
    expect(checkoutErrorMessage(error, items, t)).toBe(
      'Niewystarczająca ilość w magazynie: Siodło Solo Bobber, Manetki Knurled. Zmniejsz ilość lub usuń produkt z koszyka.',
    );
  });

  it('names unknown products by their line index', () => {
    const error = new ApiError({ status: 400, code: 'invalid_request', message: 'x', fields: { 'lineItems.1.productId': 'validation.unknownProduct' } });
    expect(checkoutErrorMessage(error, items, t)).toBe('Tych produktów nie ma już w sklepie: Kierownica Ape Hanger 16". Usuń je z koszyka.');
  });

  it('explains the per-product limit and an unavailable payment service', () => {
    const tooMany = new ApiError({ status: 400, code: 'invalid_request', message: 'x', fields: { 'lineItems.0.quantity': 'validation.quantityMax' } });
    expect(checkoutErrorMessage(tooMany, items, t)).toBe('Jednego produktu można zamówić najwyżej 99 sztuk.');
    const down = new ApiError({ status: 503, code: 'service_unavailable', message: 'x' });
    expect(checkoutErrorMessage(down, items, t)).toBe('Płatności są chwilowo niedostępne. Spróbuj ponownie za chwilę.');
  });

  it("falls back to the spec's text", () => {
    expect(checkoutErrorMessage(new ApiError({ status: 500, code: 'internal', message: 'boom' }), items, t)).toBe(
      'Wystąpił błąd podczas przetwarzania płatności. Spróbuj ponownie.',
    );
    expect(checkoutErrorMessage(new Error('weird'), items, t)).toBe('Wystąpił błąd podczas przetwarzania płatności. Spróbuj ponownie.');
  });
});
