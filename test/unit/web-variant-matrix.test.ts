import { describe, expect, it } from 'vitest';
import { applyToRows, generateVariants, keyOf, parseValueList } from '@/features/admin/components/variants/variant-matrix';
import { isLowOnStock, variantUnits } from '@/features/admin/utils/low-stock';
import { toProductInput, newProductValues, productToFormValues, type OptionValues } from '@/features/admin/utils/product-form-values';
import { toAdminProduct } from '../../functions/catalog/handlers/admin-products.js';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import { productInputSchema } from '../../functions/contracts/admin.js';
import { productRecord } from '../support/product-fixtures.js';
import type { AdminProduct } from '@contracts/admin';

/** The admin's variant matrix (issue 31): values typed several at once, combinations generated, rows kept, the API's shape. */

const size: OptionValues = { key: 'size', name: 'Rozmiar', nameEn: 'Size', values: parseValueList('S, M, L') };
const colour: OptionValues = { key: 'color', name: 'Kolor', nameEn: 'Colour', values: parseValueList('czarny/black, brązowy/brown') };

describe('variant matrix', () => {
  it('reads values typed several at once, Polish/English split by a slash, keys without Polish marks', () => {
    expect(colour.values).toEqual([
      { key: 'czarny', label: 'czarny', labelEn: 'black' },
      { key: 'brazowy', label: 'brązowy', labelEn: 'brown' },
    ]);
    expect(keyOf('Matowa Czerń Łódź')).toBe('matowa-czern-lodz');
  });

  it('generates one row per combination with a SKU from the part number, and keeps the rows it already has', () => {
    const first = generateVariants([size, colour], [], 'cw-jkt');
    expect(first).toHaveLength(6);
    expect(first.map((r) => r.sku)).toEqual(['CW-JKT-S-CZARNY', 'CW-JKT-S-BRAZOWY', 'CW-JKT-M-CZARNY', 'CW-JKT-M-BRAZOWY', 'CW-JKT-L-CZARNY', 'CW-JKT-L-BRAZOWY']);
    const edited = first.map((r) => (r.sku === 'CW-JKT-M-CZARNY' ? { ...r, sku: 'OWN-SKU', stock: '7', price: '999' } : r));
    const again = generateVariants([{ ...size, values: [...size.values, ...parseValueList('XL')] }, colour], edited, 'cw-jkt');
    expect(again).toHaveLength(8);
    expect(again.find((r) => r.options.size === 'm' && r.options.color === 'czarny')).toMatchObject({ sku: 'OWN-SKU', stock: '7', price: '999' });
  });

  it('sends options and rows in the API’s shape: grosze, units as numbers, an empty price as the product’s', () => {
    const rows = generateVariants([size], [], 'B').map((r, i) => ({ ...r, stock: String(i), price: i === 1 ? '129,90' : '' }));
    const input = toProductInput({ ...newProductValues(), options: [size], variants: rows }) as { variants: unknown[] };
    expect(input.variants).toEqual([
      { sku: 'B-S', options: { size: 's' }, stock: 0, price: null, dealerPrice: null, ean: '', images: [], weightClass: null, weightGrams: null, lowStockThreshold: null },
      { sku: 'B-M', options: { size: 'm' }, stock: 1, price: 12_990, dealerPrice: null, ean: '', images: [], weightClass: null, weightGrams: null, lowStockThreshold: null },
      { sku: 'B-L', options: { size: 'l' }, stock: 2, price: null, dealerPrice: null, ean: '', images: [], weightClass: null, weightGrams: null, lowStockThreshold: null },
    ]);
  });

  it('sends a row\'s own dealer price, parcel size, weight and several photos; empty fields stay the product\'s', () => {
    const [row] = generateVariants([size], [], 'B');
    const own = { ...row!, dealerPrice: '99,50', weightClass: 'courier' as const, weightGrams: '3200', images: ['products/p1-2', 'products/p1-3'] };
    const input = toProductInput({ ...newProductValues(), options: [size], variants: [own] }) as { variants: unknown[] };
    expect(input.variants[0]).toMatchObject({ dealerPrice: 9_950, weightClass: 'courier', weightGrams: 3_200, images: ['products/p1-2', 'products/p1-3'] });
  });

  it('sets a column on the selected rows only, or on every row when none is selected', () => {
    const rows = generateVariants([size], [], 'B');
    expect(applyToRows(rows, new Set([0, 2]), { stock: '7' }).map((r) => r.stock)).toEqual(['7', '0', '7']);
    expect(applyToRows(rows, new Set(), { dealerPrice: '80' }).map((r) => r.dealerPrice)).toEqual(['80', '80', '80']);
  });

  it("sends a row's own low-stock threshold as typed; empty is the product's, and a wrong number is an error on that row's field", () => {
    // Arrange: three sizes, the bulk edit sets 3 on S and M, then M's is typed over and L's left empty.
    const rows = applyToRows(generateVariants([size], [], 'B'), new Set([0, 1]), { lowStockThreshold: '3' }).map((r) => (r.options.size === 'm' ? { ...r, lowStockThreshold: ' 10 ' } : r));
    const values = { ...newProductValues(), name: 'Kurtka', description: 'Opis', subcategory: 'jackets', price: '100', imageUrl: 'products/k', parcelSize: 'B', weightGrams: '1800', status: 'draft' as const, options: [size], variants: rows };

    // Act: the server reads the body with its own schema.
    const saved = productInputSchema.parse(toProductInput(values));

    // Assert
    expect(saved.variants.map((v) => [v.sku, v.lowStockThreshold])).toEqual([
      ['B-S', 3],
      ['B-M', 10],
      ['B-L', null],
    ]);
    for (const typed of ['1,5', '-1', 'dużo']) {
      const refused = productInputSchema.safeParse(toProductInput({ ...values, variants: rows.map((r, i) => (i === 2 ? { ...r, lowStockThreshold: typed } : r)) }));
      expect(refused.success, typed).toBe(false);
      expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message]), typed).toEqual([['variants.2.lowStockThreshold', 'validation.number']]);
    }
  });
});

describe('low stock per variant', () => {
  const product = (variants: { sku: string; size: string; stock: number; lowStockThreshold?: number }[]) =>
    ({
      stock: variants.reduce((s, v) => s + v.stock, 0),
      options: [{ key: 'size', name: 'Rozmiar', nameEn: 'Size', values: [{ key: '42', label: '42', labelEn: '42' }, { key: '43', label: '43', labelEn: '43' }] }],
      variants: variants.map((v) => ({ sku: v.sku, options: { size: v.size }, price: 1, inStock: v.stock > 0, stock: v.stock, ...(v.lowStockThreshold !== undefined ? { lowStockThreshold: v.lowStockThreshold } : {}) })),
    }) as unknown as AdminProduct;

  it('names each size with its units and lists the product when one size runs low, though the total is high', () => {
    const boots = product([
      { sku: 'B-42', size: '42', stock: 40 },
      { sku: 'B-43', size: '43', stock: 1 },
    ]);
    expect(variantUnits(boots).map((v) => [v.label, v.stock, v.low])).toEqual([
      ['42', 40, false],
      ['43', 1, true],
    ]);
    expect(isLowOnStock(boots)).toBe(true);
    expect(isLowOnStock(product([{ sku: 'B-42', size: '42', stock: 5 }, { sku: 'B-43', size: '43', stock: 5, lowStockThreshold: 10 }]))).toBe(true);
    expect(isLowOnStock(product([{ sku: 'B-42', size: '42', stock: 5 }, { sku: 'B-43', size: '43', stock: 5 }]))).toBe(false);
  });
});

describe('saving the product form keeps what the form has no control for', () => {
  it("a product's own volume breaks and its sizes' low-stock thresholds survive a save; its threshold is the form's field", () => {
    // Arrange: a product as the admin API answers it, with breaks and thresholds set through the API.
    const stored = productRecord({
      id: 7,
      imageUrl: '/media/products/boots.webp',
      status: 'draft',
      lowStockThreshold: 4,
      ...({
        options: [{ key: 'size', name: 'Rozmiar', nameEn: 'Size', values: [{ key: '42', label: '42', labelEn: '42' }, { key: '43', label: '43', labelEn: '43' }] }],
        variants: [
          { sku: 'B-42', options: { size: '42' }, lowStockThreshold: 1 },
          { sku: 'B-43', options: { size: '43' } },
        ],
        variantStock: { 'B-42': 3, 'B-43': 5 },
        stock: 8,
        volumeBreaks: [{ minQuantity: 10, percentOff: 5 }, { minQuantity: 25, unitPrice: 9_000 }],
      } as Partial<ProductRecord>),
    });
    const values = productToFormValues(toAdminProduct(stored));
    expect(values.lowStockThreshold).toBe('4');
    // The matrix shows each size's own threshold, and an empty field for the product's.
    expect(values.variants.map((v) => v.lowStockThreshold)).toEqual(['1', '']);

    // Act: the admin changes the threshold and saves; the server reads the body with its own schema.
    const saved = productInputSchema.parse(toProductInput({ ...values, lowStockThreshold: '6' }));

    // Assert
    expect(saved.lowStockThreshold).toBe(6);
    expect(saved.volumeBreaks).toEqual([{ minQuantity: 10, percentOff: 5 }, { minQuantity: 25, unitPrice: 9_000 }]);
    expect(saved.variants.map((v) => [v.sku, v.lowStockThreshold])).toEqual([
      ['B-42', 1],
      ['B-43', null],
    ]);
    // Emptied, the shop's default applies.
    expect(productInputSchema.parse(toProductInput({ ...values, lowStockThreshold: '' })).lowStockThreshold).toBeNull();
  });
});
