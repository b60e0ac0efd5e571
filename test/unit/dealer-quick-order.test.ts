import { describe, expect, it } from 'vitest';
import { skuIndex, skuKey } from '../../functions/catalog/sku-lookup.js';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import { lineOutcome } from '../../functions/dealer/quick-order.js';
import { dueDateOf, termsRefusal } from '../../functions/dealer/terms.js';
import { priceListCsv } from '../../functions/dealer/price-list.js';
import { parseLines } from '../../web/src/features/dealer/utils/parse-lines.js';

const product = (over: Partial<ProductRecord> & Record<string, unknown>): ProductRecord =>
  ({ id: 1, name: 'Lusterko', brand: 'X', price: 10000, dealerPrice: null, stock: 5, productNumber: 'CW-ACC-0001', imageUrl: null, ...over }) as ProductRecord;

describe('SKU look-up', () => {
  it('finds a product by its productNumber, folding case and spaces; each variant by its own sku, with its stock', () => {
    const plain = product({});
    const boots = product({ id: 2, productNumber: 'CW-BOD-0002', stock: 7, variants: [{ sku: 'BOOT-43', options: { size: '43' } }, { sku: 'BOOT-44', options: { size: '44' }, price: 12000 }], variantStock: { 'BOOT-43': 3, 'BOOT-44': 4 } });
    const index = skuIndex([plain, boots]);
    expect(index.get(skuKey(' cw-acc-0001 '))).toMatchObject({ sku: 'CW-ACC-0001', stock: 5 });
    expect(index.get(skuKey('boot-44'))).toMatchObject({ variantSku: 'BOOT-44', stock: 4, price: 12000 });
    expect(index.get(skuKey('CW-BOD-0002'))?.variantSku).toBeUndefined();
  });

  it('does not find drafts and archived products', () => {
    const index = skuIndex([product({ status: 'draft' }), product({ id: 3, productNumber: 'CW-ACC-0003', archivedAt: '2026-01-01' })]);
    expect(index.size).toBe(0);
  });
});

describe('quick order line outcomes', () => {
  const match = (stock: number, over: Record<string, unknown> = {}) => ({ product: product(over), sku: 'CW-ACC-0001', stock, price: 10000 });
  it('says ok, only N available, out of stock, unknown, not for dealers', () => {
    expect(lineOutcome({ sku: 'a', quantity: 2 }, match(5), 2, 8000)).toMatchObject({ outcome: 'ok', available: 5, product: { unitPrice: 8000 } });
    expect(lineOutcome({ sku: 'a', quantity: 9 }, match(5), 9, 8000)).toMatchObject({ outcome: 'partial', available: 5 });
    expect(lineOutcome({ sku: 'a', quantity: 1 }, match(0), 1, 8000)).toMatchObject({ outcome: 'out_of_stock', available: 0 });
    expect(lineOutcome({ sku: 'nope', quantity: 1 }, undefined, 0, 0)).toEqual({ sku: 'nope', quantity: 1, outcome: 'unknown' });
    expect(lineOutcome({ sku: 'a', quantity: 1 }, match(5, { notForDealers: true }), 1, 8000).outcome).toBe('not_for_dealers');
  });
});

describe('payment terms rules', () => {
  it('counts the due date in Poland\'s calendar from the order\'s day', () => {
    expect(dueDateOf('2026-06-01T10:00:00.000Z', 14)).toBe('2026-06-15');
    // 23:30 UTC on 31 December is already 1 January in Warsaw.
    expect(dueDateOf('2026-12-31T23:30:00.000Z', 30)).toBe('2027-01-31');
  });

  it('refuses for no terms first, then an overdue invoice, then the limit', () => {
    expect(termsRefusal({ paymentTermsDays: 0, creditLimit: 0, openBalance: 0 }, [{ overdue: true }])).toBe('terms_not_granted');
    expect(termsRefusal({ paymentTermsDays: 14, creditLimit: 100, openBalance: 200 }, [{ overdue: true }])).toBe('terms_overdue');
    expect(termsRefusal({ paymentTermsDays: 14, creditLimit: 100, openBalance: 60 }, [], 41)).toBe('terms_credit_limit');
    expect(termsRefusal({ paymentTermsDays: 14, creditLimit: 100, openBalance: 60 }, [], 40)).toBeNull();
  });
});

describe('price list CSV', () => {
  it('is ;-separated with decimal commas and a BOM, quoting a name with the separator', () => {
    const csv = priceListCsv([{ sku: 'CW-1', productId: 1, name: 'Lusterko; lewe', brand: 'X', price: 123450, dealerPrice: 98760, inStock: true, volumeBreaks: [] }], 'pl');
    expect(csv.startsWith('\uFEFFSKU;Produkt;Marka;')).toBe(true);
    expect(csv).toContain('CW-1;"Lusterko; lewe";X;1234,50;987,60;;tak\r\n');
  });

  it('lists the volume breaks of a SKU in one column with the unit price at each', () => {
    const volumeBreaks = [
      { minQuantity: 10, percentOff: 5, unitPrice: 93_822 },
      { minQuantity: 25, percentOff: null, unitPrice: 90_000 },
    ];
    const csv = priceListCsv([{ sku: 'CW-1', productId: 1, name: 'Lusterko', brand: 'X', price: 123450, dealerPrice: 98760, inStock: false, volumeBreaks }], 'en');
    expect(csv).toContain(';Volume prices (PLN gross per unit);');
    expect(csv).toContain('CW-1;Lusterko;X;1234,50;987,60;from 10 pcs −5%: 938,22 | from 25 pcs: 900,00;no\r\n');
  });
});

describe('pasted SKU;quantity lines', () => {
  it('reads ; , tab and space separators, a missing quantity as 1, skips a header and blank lines, and names the lines it cannot read', () => {
    expect(parseLines('SKU;ilość\nCW-1;4\n\nCW-2, 2\nCW-3\t10\nCW-4\nCW-5;0\nCW-6;x\nCW-7 3')).toEqual({
      lines: [
        { sku: 'CW-1', quantity: 4 },
        { sku: 'CW-2', quantity: 2 },
        { sku: 'CW-3', quantity: 10 },
        { sku: 'CW-4', quantity: 1 },
        { sku: 'CW-7', quantity: 3 },
      ],
      invalid: [7, 8],
    });
  });
});
