import { describe, expect, it } from 'vitest';
import { basketOf } from '../../functions/catalog/checkout-basket.js';
import { productVolumeBreaksSchema, categoryVolumeBreaksSchema } from '../../functions/contracts/volume-prices-schema.js';
import { applyVolumeBreak, breakTable, effectiveBreaks, volumeBreakWords, type VolumeBreak } from '../../functions/contracts/volume-prices.js';
import { productRecord } from '../support/product-fixtures.js';

/** Dealers' volume breaks (issue 34): the resolver, the admin's rules, the basket. */
const tiers: VolumeBreak[] = [
  { minQuantity: 10, percentOff: 5 },
  { minQuantity: 25, percentOff: 8 },
];

describe('the break resolver', () => {
  it('applies nothing below the first threshold and the highest break reached at and above each one (9/10/24/25)', () => {
    expect(applyVolumeBreak(tiers, 9, 10_000)).toBeNull();
    expect(applyVolumeBreak(tiers, 10, 10_000)).toEqual({ minQuantity: 10, percentOff: 5, baseUnitPrice: 10_000, unitPrice: 9_500 });
    expect(applyVolumeBreak(tiers, 24, 10_000)?.unitPrice).toBe(9_500);
    expect(applyVolumeBreak(tiers, 25, 10_000)).toEqual({ minQuantity: 25, percentOff: 8, baseUnitPrice: 10_000, unitPrice: 9_200 });
    expect(applyVolumeBreak([...tiers].reverse(), 30, 10_000)?.minQuantity).toBe(25);
  });

  it('rounds the unit price to the grosz, half up, including fractional percentages', () => {
    // 12 345 × 0.95 = 11 727.75 → 11 728; 999 × 0.925 = 924.075 → 924; 3 × 0.5 = 1.5 → 2.
    expect(applyVolumeBreak(tiers, 10, 12_345)?.unitPrice).toBe(11_728);
    expect(applyVolumeBreak([{ minQuantity: 2, percentOff: 7.5 }], 2, 999)?.unitPrice).toBe(924);
    expect(applyVolumeBreak([{ minQuantity: 2, percentOff: 50 }], 2, 3)?.unitPrice).toBe(2);
  });

  it('takes a fixed unit price only when it is below the dealer price, and a 0 % break is no break', () => {
    expect(applyVolumeBreak([{ minQuantity: 5, unitPrice: 8_000 }], 5, 10_000)).toEqual({ minQuantity: 5, percentOff: null, baseUnitPrice: 10_000, unitPrice: 8_000 });
    expect(applyVolumeBreak([{ minQuantity: 5, unitPrice: 12_000 }], 5, 10_000)).toBeNull();
    expect(applyVolumeBreak([{ minQuantity: 5, percentOff: 0 }], 5, 10_000)).toBeNull();
  });

  it('uses the product breaks over the category breaks, and the category breaks when the product has none', () => {
    const own = [{ minQuantity: 3, percentOff: 2 }];
    expect(effectiveBreaks(own, tiers)).toBe(own);
    expect(effectiveBreaks([], tiers)).toBe(tiers);
    expect(effectiveBreaks(undefined, undefined)).toEqual([]);
  });

  it('tabulates each break with its unit price, thresholds ascending, and names it in both languages', () => {
    expect(breakTable([...tiers].reverse(), 20_000)).toEqual([
      { minQuantity: 10, percentOff: 5, unitPrice: 19_000 },
      { minQuantity: 25, percentOff: 8, unitPrice: 18_400 },
    ]);
    expect(volumeBreakWords({ minQuantity: 10, percentOff: 7.5 }, 'pl')).toBe('od 10 szt. −7,5\u00a0%');
    expect(volumeBreakWords({ minQuantity: 10, percentOff: 5 }, 'en')).toBe('from 10 pcs −5%');
    expect(volumeBreakWords({ minQuantity: 25, percentOff: null }, 'pl')).toBe('od 25 szt.');
  });
});

describe('the admin rules for breaks', () => {
  it('stores a valid list with only the side each row uses', () => {
    expect(productVolumeBreaksSchema.parse([{ minQuantity: 10, percentOff: 5 }, { minQuantity: 25, unitPrice: 9_000 }])).toEqual([
      { minQuantity: 10, percentOff: 5 },
      { minQuantity: 25, unitPrice: 9_000 },
    ]);
  });

  it('refuses thresholds not ascending, percentages outside 0–90, both or neither side, with a field error per row', () => {
    const fields = (input: unknown, schema = productVolumeBreaksSchema) => {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(fields([{ minQuantity: 10, percentOff: 5 }, { minQuantity: 10, percentOff: 8 }])).toEqual({ '1.minQuantity': 'validation.breaksAscending' });
    expect(fields([{ minQuantity: 10, percentOff: 91 }])).toEqual({ '0.percentOff': 'validation.breakPercent' });
    expect(fields([{ minQuantity: 10, percentOff: -1 }])).toEqual({ '0.percentOff': 'validation.breakPercent' });
    expect(fields([{ minQuantity: 10, percentOff: 5.555 }])).toEqual({ '0.percentOff': 'validation.breakPercent' });
    expect(fields([{ minQuantity: 1, percentOff: 5 }])).toEqual({ '0.minQuantity': 'validation.breakQuantity' });
    expect(fields([{ minQuantity: 10, percentOff: 5, unitPrice: 100 }])).toEqual({ '0.percentOff': 'validation.breakOneOf' });
    expect(fields([{ minQuantity: 10 }])).toEqual({ '0.percentOff': 'validation.breakOneOf' });
    expect(fields([{ minQuantity: 10, unitPrice: 100 }], categoryVolumeBreaksSchema)).toEqual({ '0.unitPrice': 'validation.breakPrice' });
  });
});

describe('the basket with breaks', () => {
  const gloves = productRecord({
    id: 7,
    price: 10_000,
    dealerPrice: null,
    categoryKey: 'accessories',
    options: [{ key: 'size', name: 'Rozmiar', nameEn: 'Size', values: ['M', 'L'].map((s) => ({ key: s, label: s, labelEn: s })) }],
    variants: [
      { sku: 'G-M', options: { size: 'M' } },
      { sku: 'G-L', options: { size: 'L' }, price: 12_000 },
    ],
    variantStock: { 'G-M': 50, 'G-L': 50 },
  });
  const products = new Map([[7, gloves]]);
  const categoryBreaks = { accessories: tiers };

  it('counts the product units across its variants; each variant keeps its own base price', () => {
    const lines = basketOf(
      [
        { productId: 7, sku: 'G-M', quantity: 6 },
        { productId: 7, sku: 'G-L', quantity: 4 },
      ],
      products,
      { dealer: true, personal: new Map(), categoryBreaks },
    );
    // 8 000 and 9 600 (80 % of each variant's price, no dealer price set), each −5 %.
    expect(lines.map((l) => [l.variant.sku, l.unitPrice, l.volumeBreak?.minQuantity])).toEqual([
      ['G-M', 7_600, 10],
      ['G-L', 9_120, 10],
    ]);
  });

  it('takes the break off a personal price too, and never gives one to a consumer', () => {
    const dealer = basketOf([{ productId: 7, sku: 'G-M', quantity: 25 }], products, { dealer: true, personal: new Map([[7, 7_000]]), categoryBreaks });
    expect(dealer[0]).toMatchObject({ unitPrice: 6_440, volumeBreak: { baseUnitPrice: 7_000, percentOff: 8 } });
    const consumer = basketOf([{ productId: 7, sku: 'G-M', quantity: 25 }], products, { dealer: false, personal: new Map(), categoryBreaks });
    expect(consumer[0]).toMatchObject({ unitPrice: 10_000 });
    expect(consumer[0]!.volumeBreak).toBeUndefined();
  });

  it('lets the product breaks override the category', () => {
    const own = new Map([[7, { ...gloves, volumeBreaks: [{ minQuantity: 2, unitPrice: 5_000 }] }]]);
    const lines = basketOf([{ productId: 7, sku: 'G-M', quantity: 30 }], own, { dealer: true, personal: new Map(), categoryBreaks });
    expect(lines[0]).toMatchObject({ unitPrice: 5_000, volumeBreak: { minQuantity: 2, percentOff: null } });
  });
});
