/**
 * The cart: a small external store shared by the header badge, the cart drawer and every
 * add-to-cart button (spec §4 "Cart"). Kept in localStorage under `cart` (spec §9) and synced
 * across tabs through the `storage` event. Each line keeps a snapshot of the product for
 * display only: the server prices the order at checkout (dealer prices included), so a stale
 * snapshot can never change what the buyer pays.
 *
 * A line is one variant (issue 31): keyed by product id and SKU, so size 42 and size 43 of the
 * same boots are two lines. Carts stored before variants existed have no SKU; such a line is the
 * product's default variant and keeps working (the checkout sends it without a SKU).
 *
 * Zod-free on purpose: this module is part of the initial shell.
 */
import type { ProductCard } from '@contracts/product';
import { breakForQuantity } from '@contracts/volume-prices';
import { useBrowserState } from '@/first-load/hydration';
import type { VariantName } from '@/lib/variants';

export const CART_STORAGE_KEY = 'cart';
/** The API's MAX_LINE_QUANTITY (contracts/order.ts; not imported, it would pull zod in). */
export const MAX_CART_QUANTITY = 99;
export const MIN_CART_QUANTITY = 1;

export interface CartProductSnapshot {
  name: string;
  /** The English name, where the shop has one (the drawer shows it to English readers). */
  nameEn?: string;
  brand: string;
  imageUrl: string | null;
  price: number;
  originalPrice: number | null;
  inStock: boolean;
  /** Present when the product was added by a dealer: their price, and their volume breaks from the product page. */
  dealer?: { price: number; volumeBreaks?: CartVolumeBreak[] } | undefined;
  /** The chosen variant's name ("rozmiar 43" / "size 43"), for a product with options. */
  variant?: VariantName | undefined;
}

export interface CartItem {
  productId: number;
  /** The variant's SKU; absent for a product without options (and on lines stored before variants). */
  sku?: string | undefined;
  quantity: number;
  product: CartProductSnapshot;
}

/** The variant a buyer put in the cart: its SKU and its name for the line. */
export interface ChosenVariant {
  sku: string;
  name: VariantName | null;
}

/** What identifies a line: the product and, for a product with options, the variant. */
export function cartLineKey(line: { productId: number; sku?: string | undefined }): string {
  return line.sku ? `${line.productId}:${line.sku}` : String(line.productId);
}

const sameLine = (a: { productId: number; sku?: string | undefined }, productId: number, sku: string | undefined) => a.productId === productId && (a.sku || undefined) === (sku || undefined);

export interface CartState {
  items: readonly CartItem[];
  /** Whether the cart drawer is open (not persisted). */
  open: boolean;
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_CART_QUANTITY;
  return Math.min(MAX_CART_QUANTITY, Math.max(MIN_CART_QUANTITY, Math.trunc(quantity)));
}

/** A dealer's volume break as the cart keeps it: from how many units, what it takes off, the unit price then. */
export interface CartVolumeBreak {
  minQuantity: number;
  percentOff: number | null;
  unitPrice: number;
}

/**
 * The volume break a dealer's line reaches (issue 34; the rules: contracts/volume-prices.ts): the
 * product's units across the cart, all its variants together, against the breaks it was added
 * with. What the cart shows; the server decides what is charged.
 */
export function appliedBreakOf(item: Pick<CartItem, 'productId' | 'product'>, items: readonly CartItem[] = state.items): CartVolumeBreak | null {
  const dealer = item.product.dealer;
  if (!dealer?.volumeBreaks?.length) return null;
  const units = items.reduce((sum, i) => (i.productId === item.productId ? sum + i.quantity : sum), 0);
  const reached = breakForQuantity(dealer.volumeBreaks, units);
  return reached && reached.unitPrice < dealer.price ? reached : null;
}

/** The price a cart line shows: the dealer's price when the product came with one, after the volume break the cart reaches. */
export function unitPriceOf(item: Pick<CartItem, 'productId' | 'product'>, items: readonly CartItem[] = state.items): number {
  return appliedBreakOf(item, items)?.unitPrice ?? item.product.dealer?.price ?? item.product.price;
}

export function snapshotOf(product: ProductCard, variant?: VariantName | null): CartProductSnapshot {
  return {
    name: product.name,
    ...(product.nameEn ? { nameEn: product.nameEn } : {}),
    brand: product.brand,
    imageUrl: product.imageUrl,
    price: product.price,
    originalPrice: product.originalPrice,
    inStock: product.inStock,
    ...(product.dealer ? { dealer: { price: product.dealer.price, ...(product.dealer.volumeBreaks?.length ? { volumeBreaks: product.dealer.volumeBreaks } : {}) } } : {}),
    ...(variant ? { variant: { label: variant.label, labelEn: variant.labelEn } } : {}),
  };
}

// ---------- persistence ----------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isVolumeBreak(value: unknown): value is CartVolumeBreak {
  return isRecord(value) && typeof value.minQuantity === 'number' && typeof value.unitPrice === 'number' && (value.percentOff === null || typeof value.percentOff === 'number');
}

function parseItem(value: unknown): CartItem | null {
  if (!isRecord(value) || !isRecord(value.product)) return null;
  const { productId, quantity, sku, product: p } = value;
  if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId <= 0) return null;
  if (typeof quantity !== 'number' || typeof p.name !== 'string' || typeof p.price !== 'number') return null;
  const dealerPrice = isRecord(p.dealer) && typeof p.dealer.price === 'number' ? p.dealer.price : undefined;
  const volumeBreaks = isRecord(p.dealer) && Array.isArray(p.dealer.volumeBreaks) ? p.dealer.volumeBreaks.filter(isVolumeBreak) : [];
  const variant = isRecord(p.variant) && typeof p.variant.label === 'string' ? { label: p.variant.label, labelEn: typeof p.variant.labelEn === 'string' ? p.variant.labelEn : p.variant.label } : undefined;
  return {
    productId,
    ...(typeof sku === 'string' && sku ? { sku } : {}),
    quantity: clampQuantity(quantity),
    product: {
      name: p.name,
      ...(typeof p.nameEn === 'string' && p.nameEn ? { nameEn: p.nameEn } : {}),
      brand: typeof p.brand === 'string' ? p.brand : '',
      imageUrl: typeof p.imageUrl === 'string' ? p.imageUrl : null,
      price: p.price,
      originalPrice: typeof p.originalPrice === 'number' ? p.originalPrice : null,
      inStock: p.inStock !== false,
      ...(dealerPrice !== undefined ? { dealer: { price: dealerPrice, ...(volumeBreaks.length ? { volumeBreaks } : {}) } } : {}),
      ...(variant ? { variant } : {}),
    },
  };
}

/** Reads a stored cart; anything malformed is dropped rather than breaking the page. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.items) ? data.items : [];
    const items: CartItem[] = [];
    for (const entry of list) {
      const item = parseItem(entry);
      if (item && !items.some((i) => cartLineKey(i) === cartLineKey(item))) items.push(item);
    }
    return items;
  } catch {
    return [];
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the cart still works for this page
  }
}

function readStored(): CartItem[] {
  return parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null);
}

function writeStored(items: readonly CartItem[]): void {
  try {
    const store = storage();
    if (!store) return;
    if (items.length === 0) store.removeItem(CART_STORAGE_KEY);
    else store.setItem(CART_STORAGE_KEY, JSON.stringify({ items }));
  } catch {
    // quota or disabled storage: keep the in-memory cart
  }
}

// ---------- the store ----------

let state: CartState = { items: readStored(), open: false };
const listeners = new Set<() => void>();

function emit(next: CartState): void {
  state = next;
  for (const listener of listeners) listener();
}

function setItems(items: CartItem[]): void {
  writeStored(items);
  emit({ ...state, items });
}

export function getCartState(): CartState {
  return state;
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Adds `quantity` units (an existing line of the same variant grows) and refreshes the line's
 * product snapshot. `variant`: the chosen variant of a product with options (its price and
 * availability already in `product`).
 */
export function addToCart(product: ProductCard, quantity = 1, variant?: ChosenVariant): void {
  const n = clampQuantity(quantity);
  const sku = variant?.sku;
  const snapshot = snapshotOf(product, variant?.name);
  const existing = state.items.find((i) => sameLine(i, product.id, sku));
  const items = existing
    ? state.items.map((i) => (sameLine(i, product.id, sku) ? { ...i, quantity: clampQuantity(i.quantity + n), product: snapshot } : i))
    : [...state.items, { productId: product.id, ...(sku ? { sku } : {}), quantity: n, product: snapshot }];
  setItems(items);
}

/**
 * Adds several lines at once (a dealer's quick order, a reorder): each grows an existing line or
 * becomes one, with the snapshot the caller made from the server's answer. One write, one update.
 */
export function addLinesToCart(lines: readonly CartItem[]): void {
  let items = [...state.items];
  for (const line of lines) {
    const n = clampQuantity(line.quantity);
    const existing = items.find((i) => sameLine(i, line.productId, line.sku));
    items = existing
      ? items.map((i) => (sameLine(i, line.productId, line.sku) ? { ...i, quantity: clampQuantity(i.quantity + n), product: line.product } : i))
      : [...items, { productId: line.productId, ...(line.sku ? { sku: line.sku } : {}), quantity: n, product: line.product }];
  }
  setItems(items);
}

/** Sets a line's quantity; 0 or less removes the line (spec §4), above 99 is capped. */
export function setCartQuantity(productId: number, quantity: number, sku?: string): void {
  if (!state.items.some((i) => sameLine(i, productId, sku))) return;
  if (!(quantity > 0)) {
    removeFromCart(productId, sku);
    return;
  }
  setItems(state.items.map((i) => (sameLine(i, productId, sku) ? { ...i, quantity: clampQuantity(quantity) } : i)));
}

export function removeFromCart(productId: number, sku?: string): void {
  if (!state.items.some((i) => sameLine(i, productId, sku))) return;
  setItems(state.items.filter((i) => !sameLine(i, productId, sku)));
}

export function clearCart(): void {
  if (state.items.length === 0) {
    writeStored([]);
    return;
  }
  setItems([]);
}

/** The lines as the API takes them (checkout, its quotes): product, variant SKU, units; never a price. */
export function cartLines(items: readonly CartItem[]): { productId: number; sku?: string; quantity: number }[] {
  return items.map((i) => ({ productId: i.productId, ...(i.sku ? { sku: i.sku } : {}), quantity: i.quantity }));
}

/** Units in the cart (the header badge and the drawer title). */
export function cartCount(items: readonly CartItem[] = state.items): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

export function cartTotal(items: readonly CartItem[] = state.items): number {
  return items.reduce((sum, i) => sum + unitPriceOf(i, items) * i.quantity, 0);
}

export function openCart(): void {
  if (!state.open) emit({ ...state, open: true });
}

export function closeCart(): void {
  if (state.open) emit({ ...state, open: false });
}

/** Another tab changed the cart: take its version (the `storage` event fires only in other tabs). */
function onStorage(event: StorageEvent): void {
  if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
  emit({ ...state, items: parseStoredCart(event.newValue ?? storage()?.getItem(CART_STORAGE_KEY) ?? null) });
}

if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

/** Test helper: re-reads storage as a fresh page load would, drawer closed. */
export function resetCartFromStorage(): void {
  emit({ items: readStored(), open: false });
}

/** What a prerendered page shows (first-load/hydration.ts): built without a visitor, so no cart. */
const emptyAtBuildTime: CartState = { items: [], open: false };
const readItems = () => state.items;

export function useCart(): CartState {
  return useBrowserState(subscribeCart, getCartState, emptyAtBuildTime);
}

export function useCartCount(): number {
  return cartCount(useBrowserState(subscribeCart, readItems, emptyAtBuildTime.items));
}
