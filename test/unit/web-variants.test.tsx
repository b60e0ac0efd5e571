// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@contracts/product';
import { productActions } from '@/app/product-actions';
import { ProductActionsProvider } from '@/components/product-actions';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { productJsonLd } from '@/features/catalog/components/product-json-ld';
import { cartLines } from '@/features/checkout/api/create-checkout';
import { variantLineErrors } from '@/features/checkout/utils/checkout-error';
import { ApiError } from '@/lib/api-client';
import { addToCart, CART_STORAGE_KEY, getCartState, parseStoredCart, removeFromCart, resetCartFromStorage, setCartQuantity } from '@/lib/cart';
import { valueState, variantName, type WithVariants } from '@/lib/variants';
import { buildProduct } from '@/testing/fixtures';
import { renderWithProviders, setupWebTest } from '@/testing/test-utils';

/** Issue 31 in the web: the product page's pickers, the URL, the cart's variant lines, the checkout's field errors. */

const boots: Product & WithVariants = {
  ...buildProduct({ id: 41, name: 'Buty motocyklowe Engineer', nameEn: 'Engineer motorcycle boots', price: 89_900, subcategory: 'boots', productNumber: 'CW-ENG' }),
  options: [{ key: 'size', name: 'Rozmiar', nameEn: 'Size', values: ['41', '42', '43', '44'].map((v) => ({ key: v, label: v, labelEn: v })) }],
  variants: [
    { sku: 'CW-ENG-41', options: { size: '41' }, price: 89_900, inStock: true },
    { sku: 'CW-ENG-42', options: { size: '42' }, price: 89_900, inStock: true },
    { sku: 'CW-ENG-43', options: { size: '43' }, price: 89_900, inStock: false },
    { sku: 'CW-ENG-44', options: { size: '44' }, price: 94_900, inStock: true, images: ['products/eng-44.jpg'] },
  ],
};

function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function renderPage(route = '/product/41') {
  return renderWithProviders(
    <ProductActionsProvider value={productActions}>
      <ProductDetails product={boots} />
      <Url />
    </ProductActionsProvider>,
    { route },
  );
}

beforeAll(() => setupWebTest('pl'));
beforeEach(() => {
  localStorage.clear();
  resetCartFromStorage();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  resetCartFromStorage();
});

describe('product page with sizes', () => {
  it('offers the sizes as a radio group, crosses out and disables the sold-out one, and names the chosen one in the URL', () => {
    renderPage();
    const group = screen.getByRole('group', { name: 'Rozmiar' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    const soldOut = within(group).getByRole('radio', { name: /43.*wyprzedany/ });
    expect((soldOut as HTMLInputElement).disabled).toBe(true);
    expect(soldOut.closest('label')?.dataset.state).toBe('soldOut');

    fireEvent.click(within(group).getByRole('radio', { name: '44' }));
    expect(screen.getByTestId('url').textContent).toContain('/product/41?variant=CW-ENG-44');
    expect(screen.getByTestId('price').textContent).toContain('949,00');
    fireEvent.click(within(group).getByRole('radio', { name: '42' }));
    expect(screen.getByTestId('url').textContent).toContain('/product/41?variant=CW-ENG-42');
    expect(screen.getByTestId('price').textContent).toContain('899,00');
  });

  it('refuses to add to the cart until a size is chosen, then adds that size as its own line', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(screen.getByRole('alert').textContent).toContain('Wybierz rozmiar');
    expect(getCartState().items).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '41' }));

    fireEvent.click(screen.getByRole('radio', { name: '42' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(getCartState().items).toEqual([expect.objectContaining({ productId: 41, sku: 'CW-ENG-42', quantity: 1 })]);
    expect(getCartState().items[0]!.product.variant).toEqual({ label: 'rozmiar 42', labelEn: 'size 42' });
  });

  it('opens the size a shared link names, sold out included', () => {
    renderPage('/product/41?variant=CW-ENG-43');
    expect((screen.getByRole('radio', { name: /43/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('stock-message').textContent).toContain('Ten wariant jest wyprzedany');
    expect((screen.getByRole('button', { name: 'Brak w magazynie' }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('the product page\'s price before and after a size is chosen', () => {
  const onSale: Product & WithVariants = { ...boots, price: 89_900, originalPrice: 99_900, lowestPrice30d: 85_000 };
  const renderProduct = (product: Product & WithVariants, route = '/product/41') =>
    renderWithProviders(
      <ProductActionsProvider value={productActions}>
        <ProductDetails product={product} />
      </ProductActionsProvider>,
      { route },
    );

  it('shows "od" the lowest price of the sizes in stock while they cost differently, then the chosen size\'s price', () => {
    renderProduct(boots);
    expect(screen.getByTestId('price').textContent).toMatch(/^od 899,00\s?zł$/);
    fireEvent.click(screen.getByRole('radio', { name: '44' }));
    expect(screen.getByTestId('price').textContent).toMatch(/^949,00\s?zł$/);
  });

  it('shows the one price without "od" when every size costs the same', () => {
    renderProduct({ ...boots, variants: boots.variants!.map((v) => ({ ...v, price: 89_900 })) });
    expect(screen.getByTestId('price').textContent).toMatch(/^899,00\s?zł$/);
  });

  it('gives the chosen size at the product\'s sale price the reduction and its Omnibus lowest price; a size priced apart claims neither', () => {
    renderProduct(onSale);
    expect(screen.getByTestId('price').textContent).toMatch(/^od 899,00/);
    expect(screen.queryByTestId('original-price')).toBeNull();
    expect(screen.queryByTestId('lowest-price-30d')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '42' }));
    expect(screen.getByTestId('original-price').textContent).toContain('999,00');
    expect(screen.getByTestId('lowest-price-30d').textContent).toContain('850,00');
    fireEvent.click(screen.getByRole('radio', { name: '44' }));
    expect(screen.getByTestId('price').textContent).toMatch(/^949,00/);
    expect(screen.queryByTestId('original-price')).toBeNull();
    expect(screen.queryByTestId('lowest-price-30d')).toBeNull();
  });

  it('says "from" in English', async () => {
    await setupWebTest('en');
    try {
      renderProduct(boots);
      expect(screen.getByTestId('price').textContent).toMatch(/^from 899,00\s?zł$/);
    } finally {
      await setupWebTest('pl');
    }
  });
});

describe('variant helpers', () => {
  it('tells a sold-out value from a combination the workshop does not sell', () => {
    const jacket: WithVariants = {
      options: [
        { key: 'size', name: 'Rozmiar', nameEn: 'Size', values: [{ key: 'm', label: 'M', labelEn: 'M' }, { key: 'l', label: 'L', labelEn: 'L' }] },
        { key: 'color', name: 'Kolor', nameEn: 'Colour', values: [{ key: 'black', label: 'czarny', labelEn: 'black' }, { key: 'brown', label: 'brązowy', labelEn: 'brown' }] },
      ],
      variants: [
        { sku: 'J-M-B', options: { size: 'm', color: 'black' }, price: 1, inStock: true },
        { sku: 'J-L-B', options: { size: 'l', color: 'black' }, price: 1, inStock: false },
        { sku: 'J-M-BR', options: { size: 'm', color: 'brown' }, price: 1, inStock: true },
      ],
    };
    expect(valueState(jacket, { color: 'black' }, 'size', 'l')).toBe('soldOut');
    expect(valueState(jacket, { color: 'brown' }, 'size', 'l')).toBe('unavailable');
    expect(valueState(jacket, {}, 'size', 'm')).toBe('available');
    expect(variantName(jacket, jacket.variants![2])).toEqual({ label: 'rozmiar M, kolor brązowy', labelEn: 'size M, colour brown' });
  });

  it('publishes a product with options as a ProductGroup with one Product per variant', () => {
    const json = productJsonLd(boots, 'https://shop.example/product/41', 'https://shop.example/media') as { '@type': string; variesBy: string[]; hasVariant: { sku: string; size: string; offers: { url: string; availability: string; price: string } }[] };
    expect(json['@type']).toBe('ProductGroup');
    expect(json.variesBy).toEqual(['https://schema.org/size']);
    expect(json.hasVariant.map((v) => v.sku)).toEqual(['CW-ENG-41', 'CW-ENG-42', 'CW-ENG-43', 'CW-ENG-44']);
    expect(json.hasVariant[2]).toMatchObject({ size: '43', offers: { url: 'https://shop.example/product/41?variant=CW-ENG-43', availability: 'https://schema.org/OutOfStock' } });
    expect(json.hasVariant[3]!.offers.price).toBe('949.00');
  });
});

describe('cart lines per variant', () => {
  it('keeps two sizes of one product as two lines, each changed and removed on its own, and sends each SKU', () => {
    addToCart(boots, 1, { sku: 'CW-ENG-42', name: { label: 'rozmiar 42', labelEn: 'size 42' } });
    addToCart(boots, 2, { sku: 'CW-ENG-44', name: { label: 'rozmiar 44', labelEn: 'size 44' } });
    addToCart(boots, 1, { sku: 'CW-ENG-42', name: { label: 'rozmiar 42', labelEn: 'size 42' } });
    setCartQuantity(41, 5, 'CW-ENG-44');
    expect(cartLines(getCartState().items)).toEqual([
      { productId: 41, sku: 'CW-ENG-42', quantity: 2 },
      { productId: 41, sku: 'CW-ENG-44', quantity: 5 },
    ]);
    removeFromCart(41, 'CW-ENG-42');
    resetCartFromStorage();
    expect(getCartState().items.map((i) => [i.sku, i.quantity, i.product.variant?.label])).toEqual([['CW-ENG-44', 5, 'rozmiar 44']]);
  });

  it('reads a cart stored before variants existed, and sends its lines without a SKU', () => {
    const old = JSON.stringify({ items: [{ productId: 7, quantity: 2, product: { name: 'Filtr oleju', brand: 'PowerMax', imageUrl: null, price: 4900, originalPrice: null, inStock: true } }] });
    localStorage.setItem(CART_STORAGE_KEY, old);
    expect(cartLines(parseStoredCart(old))).toEqual([{ productId: 7, quantity: 2 }]);
  });

  it('puts the server’s variant field errors on their lines', () => {
    addToCart(buildProduct({ id: 7 }));
    addToCart(boots, 1, { sku: 'CW-ENG-99', name: null });
    const items = getCartState().items;
    const error = new ApiError({ status: 400, code: 'validation_error', message: 'invalid', fields: { 'lineItems.1.sku': 'validation.variantUnknown' } });
    expect(variantLineErrors(error, items)).toEqual({ '41:CW-ENG-99': 'lineErrors.variantUnknown' });
  });
});
