import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import type { OrderLine } from '../../functions/ledger/items.js';
import { reorderLineOf } from '../../functions/catalog/reorder-lines.js';

/** Reorder's line rules (issue 34) on records in memory; the endpoint itself: test/integration/dealer-terms.test.ts. */
const product = (over: Partial<ProductRecord> & Record<string, unknown> = {}): ProductRecord =>
  ({ id: 1, name: 'Lusterko', nameEn: 'Mirror', brand: 'PowerMax', price: 10_000, originalPrice: 12_000, dealerPrice: 7_000, stock: 5, productNumber: 'CW-ACC-0001', imageUrl: 'm.webp', ...over }) as ProductRecord;
const boots = (over: Record<string, unknown> = {}) =>
  product({
    id: 2,
    name: 'Buty',
    nameEn: 'Boots',
    productNumber: 'BOOT',
    options: [{ key: 'size', name: 'Rozmiar', nameEn: 'Size', values: [{ key: '43', label: '43', labelEn: '43' }, { key: '44', label: '44', labelEn: '44' }] }],
    variants: [{ sku: 'BOOT-43', options: { size: '43' } }, { sku: 'BOOT-44', options: { size: '44' }, price: 12_000 }],
    variantStock: { 'BOOT-43': 1, 'BOOT-44': 4 },
    stock: 5,
    ...over,
  });
const line = (over: Partial<OrderLine> = {}): OrderLine =>
  ({ id: 'l1', productId: 1, quantity: 2, unitPrice: 9_000, totalPrice: 18_000, sku: 'CW-ACC-0001', discount: 0, name: 'Lusterko', product: { id: 1, name: 'Lusterko', brand: 'PowerMax', imageUrl: null, description: '' }, ...over }) as OrderLine;
const consumer = { dealer: false };

describe('a reordered line', () => {
  it('takes today\'s consumer price and stock, and keeps what was paid beside it', () => {
    expect(reorderLineOf(line(), product(), consumer)).toMatchObject({ outcome: 'ok', available: 5, previousUnitPrice: 9_000, unitPrice: 10_000, product: { price: 10_000, originalPrice: 12_000, name: 'Lusterko', nameEn: 'Mirror' } });
    expect(reorderLineOf(line({ quantity: 9 }), product(), consumer)).toMatchObject({ outcome: 'partial', available: 5 });
    expect(reorderLineOf(line(), product({ stock: 0 }), consumer)).toMatchObject({ outcome: 'out_of_stock', available: 0 });
  });

  it('gives a dealer their price: the personal one over the product\'s dealer price', () => {
    expect(reorderLineOf(line(), product(), { dealer: true })).toMatchObject({ unitPrice: 7_000, product: { dealerPrice: 7_000 } });
    expect(reorderLineOf(line(), product(), { dealer: true, personalPrice: 6_500 })).toMatchObject({ unitPrice: 6_500 });
    expect(reorderLineOf(line(), product({ notForDealers: true }), { dealer: true })).toMatchObject({ outcome: 'not_for_dealers' });
    expect(reorderLineOf(line(), product({ notForDealers: true }), consumer).outcome).toBe('ok');
  });

  it('keeps the variant the order named, with its own stock and price and its words for the cart', () => {
    const ordered = line({ productId: 2, sku: 'BOOT-44', quantity: 1, name: 'Buty', nameEn: 'Boots', variant: [{ name: 'Rozmiar', nameEn: 'Size', value: '44', valueEn: '44' }], product: { id: 2, name: 'Buty', brand: 'PowerMax', imageUrl: null, description: '' } });
    expect(reorderLineOf(ordered, boots(), consumer)).toMatchObject({ sku: 'BOOT-44', name: 'Buty – rozmiar 44', nameEn: 'Boots – size 44', outcome: 'ok', available: 4, unitPrice: 12_000, product: { variantName: { label: 'rozmiar 44', labelEn: 'size 44' }, originalPrice: null } });
    expect(reorderLineOf({ ...ordered, sku: 'BOOT-43', quantity: 2 }, boots(), consumer)).toMatchObject({ outcome: 'partial', available: 1 });
  });

  it('says a product or variant no longer sold is unavailable, with no price to buy it at', () => {
    expect(reorderLineOf(line(), undefined, consumer)).toMatchObject({ outcome: 'unavailable', previousUnitPrice: 9_000 });
    expect(reorderLineOf(line(), product({ archivedAt: '2026-01-01' }), consumer).outcome).toBe('unavailable');
    expect(reorderLineOf(line(), product({ status: 'draft' }), consumer).outcome).toBe('unavailable');
    const gone = reorderLineOf(line({ productId: 2, sku: 'BOOT-45' }), boots(), consumer);
    expect(gone).toMatchObject({ outcome: 'unavailable' });
    expect(gone.unitPrice).toBeUndefined();
    expect(gone.product).toBeUndefined();
  });

  it('finds a product without options whatever part number the order kept', () => {
    expect(reorderLineOf(line({ sku: 'OLD-NUMBER' }), product(), consumer)).toMatchObject({ outcome: 'ok' });
  });
});
