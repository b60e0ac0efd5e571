// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_STORAGE_KEY,
  cartCount,
  cartTotal,
  clearCart,
  getCartState,
  parseStoredCart,
  removeFromCart,
  resetCartFromStorage,
  setCartQuantity,
} from '@/lib/cart';
import { buildProduct } from '@/testing/fixtures';

/** The cart store (spec §4 Cart, §9 "kept in local storage under the key cart"). */

const chain = buildProduct({ id: 11, name: 'Łańcuch napędowy 530', price: 25900, originalPrice: 29900 });
const grips = buildProduct({ id: 12, name: 'Manetki Knurled', price: 18900 });

function stored(): unknown {
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => {
  localStorage.clear();
  resetCartFromStorage();
});
afterEach(() => {
  localStorage.clear();
  resetCartFromStorage();
});

describe('cart store', () => {
  it('adds a product once and merges a second add of the same product into its line', () => {
    addToCart(chain, 1);
    addToCart(grips, 2);
    addToCart(chain, 3);
    const { items } = getCartState();
    expect(items.map((i) => [i.productId, i.quantity])).toEqual([
      [11, 4],
      [12, 2],
    ]);
    expect(cartCount()).toBe(6);
    expect(cartTotal()).toBe(4 * 25900 + 2 * 18900);
  });

  it('keeps a display snapshot and shows the dealer price when the product came with one', () => {
    addToCart({ ...grips, dealer: { price: 15100, saving: 3800, savingPercent: 20 } }, 2);
    const [line] = getCartState().items;
    expect(line?.product).toMatchObject({ name: 'Manetki Knurled', brand: grips.brand, imageUrl: grips.imageUrl, price: 18900, dealer: { price: 15100 } });
    expect(cartTotal()).toBe(2 * 15100);
  });

  it('removes a line when its quantity is set to 0 or less, and removes by id', () => {
    addToCart(chain);
    addToCart(grips);
    setCartQuantity(11, 0);
    expect(getCartState().items.map((i) => i.productId)).toEqual([12]);
    setCartQuantity(12, -3);
    expect(getCartState().items).toEqual([]);
    addToCart(chain);
    removeFromCart(11);
    expect(cartCount()).toBe(0);
  });

  it('clamps quantities to 1–99', () => {
    addToCart(chain, 150);
    expect(getCartState().items[0]?.quantity).toBe(99);
    addToCart(chain, 5);
    expect(getCartState().items[0]?.quantity).toBe(99);
    setCartQuantity(11, 2.7);
    expect(getCartState().items[0]?.quantity).toBe(2);
    addToCart(grips, 0);
    expect(getCartState().items[1]?.quantity).toBe(1);
  });

  it('persists to localStorage under "cart" and comes back after a reload', () => {
    addToCart(chain, 2);
    expect(stored()).toMatchObject({ items: [{ productId: 11, quantity: 2, product: { name: 'Łańcuch napędowy 530', price: 25900 } }] });
    resetCartFromStorage(); // a fresh page load
    expect(getCartState().items.map((i) => [i.productId, i.quantity])).toEqual([[11, 2]]);
    clearCart();
    expect(stored()).toBeNull();
    resetCartFromStorage();
    expect(getCartState().items).toEqual([]);
  });

  it('follows changes made in another tab (storage event)', () => {
    addToCart(chain, 1);
    const otherTab = JSON.stringify({ items: [{ productId: 12, quantity: 3, product: { name: 'Manetki Knurled', brand: 'X', imageUrl: null, price: 18900, originalPrice: null, inStock: true } }] });
    localStorage.setItem(CART_STORAGE_KEY, otherTab);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: otherTab }));
    expect(getCartState().items.map((i) => [i.productId, i.quantity])).toEqual([[12, 3]]);

    localStorage.removeItem(CART_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: null }));
    expect(getCartState().items).toEqual([]);
  });

  it('ignores a malformed stored cart instead of breaking the page', () => {
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ items: [{ productId: 'x' }, { productId: 5, quantity: 500, product: { name: 'A', price: 100 } }] }))).toEqual([
      { productId: 5, quantity: 99, product: { name: 'A', brand: '', imageUrl: null, price: 100, originalPrice: null, inStock: true } },
    ]);
  });
});
