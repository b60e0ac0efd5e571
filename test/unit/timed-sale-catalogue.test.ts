import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildCatalogIndex, recordAt } from '../../functions/catalog/engine/catalog-index.js';
import { queryCatalog } from '../../functions/catalog/engine/catalog-query.js';
import { applyChanges, currentRecord, viewOf } from '../../functions/catalog/engine/catalog-view.js';
import { decodeSnapshot, encodeSnapshot } from '../../functions/catalog/engine/snapshot-format.js';
import { publicCard } from '../../functions/catalog/product-card.js';
import { toPublicProduct, type ProductRecord } from '../../functions/catalog/product-entity.js';
import { withTimedSale, withVariantSalePrices } from '../../functions/catalog/timed-sale.js';
import { productListQuerySchema } from '../../functions/contracts/catalog-query.js';
import { priceBasket, type PromotionTerms } from '../../functions/promotions/pricing.js';
import { runningSales, saleUnitPrice, salesMovedSince, type CatalogueSale } from '../../functions/promotions/sale-price.js';
import { warsawEndToInstant, warsawLocalToInstant } from '../../functions/promotions/warsaw-time.js';
import { feedProductOf } from '../../functions/seo/publish-seo-files.js';
import { googleMerchantFeed } from '../../functions/seo/feeds.js';
import { DEFAULT_SHIPPING_SETTINGS } from '../../functions/delivery/cost-rules.js';
import { productRecord as p } from '../support/product-fixtures.js';

/**
 * Timed sales in the catalogue (issue 32): a product on a running sale is shown, sorted, filtered
 * and fed at its sale price with the Omnibus price of the 30 days before the sale, the record
 * itself stays as it is, and checkout charges exactly the price the card shows.
 */
const SALE_START = '2026-12-04T23:00:00.000Z';
const SALE_END = '2026-12-06T23:00:00.000Z';
const brakesSale = (percent = 15): CatalogueSale => ({
  id: 'weekend',
  percent,
  eligibility: { productIds: [], categoryKeys: ['brakes'], brands: [] },
  startsAt: SALE_START,
  endsAt: SALE_END,
  dealersAllowed: false,
});
const terms = (over: Partial<PromotionTerms> = {}): PromotionTerms => ({
  id: 'weekend',
  benefit: { type: 'percentage', percent: 15 },
  startsAt: SALE_START,
  endsAt: SALE_END,
  active: true,
  minimumBasket: 0,
  eligibility: { productIds: [], categoryKeys: ['brakes'], brands: [] },
  excludeOnSale: false,
  dealersAllowed: false,
  stacksWithAutomatic: false,
  ...over,
});

// Prepare: a brake disc whose price was 450 zł since October and 420 zł for a week in November
// (the Omnibus price), brake pads with variants (one priced apart), and an engine part not on sale.
const disc = p({
  id: 1,
  name: 'Tarcza hamulcowa',
  categoryKey: 'brakes',
  subcategory: 'discs',
  price: 45_000,
  priceHistory: [
    { price: 45_000, at: '2026-10-01T00:00:00.000Z' },
    { price: 42_000, at: '2026-11-10T00:00:00.000Z' },
    { price: 45_000, at: '2026-11-17T00:00:00.000Z' },
  ],
});
const pads = p({
  id: 2,
  name: 'Klocki hamulcowe',
  categoryKey: 'brakes',
  subcategory: 'pads',
  price: 9_999,
  priceHistory: [{ price: 9_999, at: '2026-01-01T00:00:00.000Z' }],
  ...({
    options: [{ key: 'compound', name: 'Mieszanka', nameEn: 'Compound', values: [{ key: 'organic', label: 'Organiczna', labelEn: 'Organic' }, { key: 'sintered', label: 'Spiekana', labelEn: 'Sintered' }] }],
    variants: [
      { sku: 'PADS-ORG', options: { compound: 'organic' } },
      { sku: 'PADS-SIN', options: { compound: 'sintered' }, price: 13_333 },
    ],
    variantStock: { 'PADS-ORG': 4, 'PADS-SIN': 2 },
  } as Partial<ProductRecord>),
});
const piston = p({ id: 3, name: 'Tłok', categoryKey: 'engine', price: 40_000 });

describe('a product on a timed sale in the catalogue', () => {
  it('shows the sale price, the crossed-out price and the lowest price of the 30 days before the sale; the record is unchanged', () => {
    const shown = withTimedSale(disc, [brakesSale()]);
    const card = publicCard(cardOf(disc), true);
    expect(card).toMatchObject({ price: 38_250, originalPrice: 45_000, isOnSale: true, lowestPrice30d: 42_000 });
    expect(toPublicProduct(shown)).toMatchObject({ price: 38_250, originalPrice: 45_000, isOnSale: true, lowestPrice30d: 42_000 });
    expect(disc).toMatchObject({ price: 45_000, originalPrice: null, isOnSale: false });
    expect(withTimedSale(piston, [brakesSale()])).toBe(piston);
  });

  it('reads the record back from the index as it is stored, so the next snapshot is not discounted twice', async () => {
    const index = buildCatalogIndex([disc, pads, piston], [], [brakesSale()]);
    const snapshot = await decodeSnapshot(encodeSnapshot({ version: 1, publishedAt: SALE_START, products: 3, index }));
    const view = viewOf(snapshot.index, 1);
    expect(currentRecord(view, 1)).toEqual(disc);
    expect(recordAt(snapshot.index, snapshot.index.slotById[2]!)).toEqual(pads);
    expect(snapshot.index.sales).toEqual([brakesSale()]);
  });

  it('prices each variant: one priced apart shows its own price before the sale', () => {
    const shown = toPublicProduct(withTimedSale(pads, [brakesSale()]));
    const product = withVariantSalePrices(shown, pads, [brakesSale()]);
    expect(product.variants.map((v) => [v.sku, v.price, v.originalPrice ?? null])).toEqual([
      ['PADS-ORG', saleUnitPrice(9_999, 15), null],
      ['PADS-SIN', saleUnitPrice(13_333, 15), 13_333],
    ]);
    expect(product.variants[1]!.lowestPrice30d).toBe(13_333);
  });

  it('sorts, bounds and filters (onSale) at the sale price, in the snapshot and in a changed product alike', () => {
    const list = (view: ReturnType<typeof viewOf>, raw: Record<string, string>) => queryCatalog(view, productListQuerySchema.parse(raw)).items.map((hit) => hit.card.id);
    const before = viewOf(buildCatalogIndex([disc, pads, piston]), 1);
    const during = viewOf(buildCatalogIndex([disc, pads, piston], [], [brakesSale()]), 1);
    expect(list(before, { sortBy: 'price-asc' })).toEqual([2, 3, 1]);
    expect(list(during, { sortBy: 'price-asc' })).toEqual([2, 1, 3]);
    expect(list(before, { maxPrice: '39999' })).toEqual([2]);
    expect(list(during, { maxPrice: '39999', sortBy: 'price-asc' })).toEqual([2, 1]);
    expect(list(before, { onSale: 'true' })).toEqual([]);
    expect(list(during, { onSale: 'true', sortBy: 'price-asc' })).toEqual([2, 1]);
    // The disc edited during the sale (a new name): the delta prices it with the snapshot's sales.
    const edited = applyChanges(during, 2, new Map([[1, { ...disc, name: 'Tarcza pływająca' }]]));
    expect(list(edited, { sortBy: 'price-asc' })).toEqual([2, 1, 3]);
    expect(queryCatalog(edited, productListQuerySchema.parse({ onSale: 'true' })).items.find((hit) => hit.card.id === 1)?.card).toMatchObject({ price: 38_250, isOnSale: true });
  });

  it('feeds Google the sale price with its window, and Ceneo the sale price', () => {
    const fed = feedProductOf(disc, DEFAULT_SHIPPING_SETTINGS, [brakesSale()]);
    expect(fed).toMatchObject({ price: 38_250, originalPrice: 45_000, saleEffectiveDate: '2026-12-04T23:00Z/2026-12-06T23:00Z' });
    const xml = googleMerchantFeed({ siteUrl: 'https://example.com', shopName: 'Shop', description: 'd' }, [fed]);
    expect(xml).toContain('<g:price>450.00 PLN</g:price>');
    expect(xml).toContain('<g:sale_price>382.50 PLN</g:sale_price>');
    expect(xml).toContain('<g:sale_price_effective_date>2026-12-04T23:00Z/2026-12-06T23:00Z</g:sale_price_effective_date>');
  });
});

describe('the price charged is the price shown', () => {
  it('checkout takes off each line exactly what the catalogue shows per unit, for any price and quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 100 }), (unitPrice, quantity, percent) => {
        const product = p({ id: 9, categoryKey: 'brakes', price: unitPrice });
        const shownPrice = toPublicProduct(withTimedSale(product, [brakesSale(percent)])).price;
        const priced = priceBasket({
          lines: [{ key: 'a', productId: 9, quantity, unitPrice, categoryKey: 'brakes', brand: product.brand, onSale: false }],
          caller: { dealer: false, signedIn: false },
          automatic: [terms({ benefit: { type: 'percentage', percent } })],
          code: null,
          now: new Date('2026-12-05T12:00:00.000Z'),
        });
        expect(unitPrice * quantity - priced.lines[0]!.discount).toBe(shownPrice * quantity);
      }),
    );
  });

  it('the catalogue shows only sales it can price per unit, inside their window', () => {
    const now = new Date('2026-12-05T12:00:00.000Z');
    expect(runningSales([terms()], now).map((s) => s.id)).toEqual(['weekend']);
    expect(runningSales([terms()], new Date(SALE_END))).toEqual([]);
    expect(runningSales([terms({ minimumBasket: 10_000 })], now)).toEqual([]);
    expect(runningSales([terms({ benefit: { type: 'fixed', amount: 1_000 } })], now)).toEqual([]);
    expect(runningSales([terms({ active: false })], now)).toEqual([]);
  });
});

describe('the publisher republishes at a sale boundary', () => {
  const schedule = { startsAt: SALE_START, endsAt: SALE_END, updatedAt: '2026-11-01T00:00:00.000Z' };
  it('is due once a start or an end passed since the snapshot, or a promotion was saved since', () => {
    expect(salesMovedSince([schedule], '2026-12-04T22:59:00.000Z', new Date('2026-12-04T22:59:59.000Z'))).toBe(false);
    expect(salesMovedSince([schedule], '2026-12-04T22:59:00.000Z', new Date(SALE_START))).toBe(true);
    expect(salesMovedSince([schedule], SALE_START, new Date('2026-12-05T12:00:00.000Z'))).toBe(false);
    expect(salesMovedSince([schedule], '2026-12-05T12:00:00.000Z', new Date('2026-12-06T23:00:30.000Z'))).toBe(true);
    expect(salesMovedSince([{ ...schedule, updatedAt: '2026-11-02T00:00:00.000Z' }], '2026-11-01T12:00:00.000Z', new Date('2026-11-02T00:01:00.000Z'))).toBe(true);
  });
});

describe('a weekend sale with no one touching it', () => {
  /**
   * The publisher's scheduled run every minute on a clock, from Thursday evening to Monday
   * morning: it publishes when salesMovedSince says so, and the catalogue then shows the sales
   * running at that minute. Returns the minutes it published at and whether the sale showed.
   */
  function walkTheWeekend(sale: PromotionTerms, from: string, until: string) {
    const runs: { at: string; shows: boolean }[] = [];
    const schedule = [{ startsAt: sale.startsAt, endsAt: sale.endsAt, updatedAt: '2026-01-01T00:00:00.000Z' }];
    let publishedAt = from;
    for (let minute = Date.parse(from) + 60_000; minute <= Date.parse(until); minute += 60_000) {
      const now = new Date(minute);
      if (!salesMovedSince(schedule, publishedAt, now)) continue;
      publishedAt = now.toISOString();
      runs.push({ at: publishedAt, shows: runningSales([sale], now).length > 0 });
    }
    return runs;
  }

  it('"Friday 00:00 to Sunday 23:59" Warsaw time starts at Friday midnight and ends at Monday midnight, winter time', () => {
    const sale = terms({ startsAt: warsawLocalToInstant('2026-12-04T00:00'), endsAt: warsawEndToInstant('2026-12-06T23:59') });
    expect(walkTheWeekend(sale, '2026-12-03T20:00:00.000Z', '2026-12-07T06:00:00.000Z')).toEqual([
      { at: '2026-12-03T23:00:00.000Z', shows: true },
      { at: '2026-12-06T23:00:00.000Z', shows: false },
    ]);
  });

  it('across the change to summer time inside the weekend: it ends at Monday 00:00 summer time', () => {
    // Clocks go forward on Sunday 28 March 2027 at 02:00.
    const sale = terms({ startsAt: warsawLocalToInstant('2027-03-26T00:00'), endsAt: warsawEndToInstant('2027-03-28T23:59') });
    expect(walkTheWeekend(sale, '2027-03-25T20:00:00.000Z', '2027-03-29T06:00:00.000Z')).toEqual([
      { at: '2027-03-25T23:00:00.000Z', shows: true },
      { at: '2027-03-28T22:00:00.000Z', shows: false },
    ]);
  });
});

/** The public card of a product as an index built with the sale stores it. */
function cardOf(record: ProductRecord) {
  const index = buildCatalogIndex([record], [], [brakesSale()]);
  return queryCatalog(viewOf(index, 0), productListQuerySchema.parse({})).items[0]!.card;
}
