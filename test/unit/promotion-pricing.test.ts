import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBasket, splitByLargestRemainder, type BasketLine, type CodeState, type PromotionTerms } from '../../functions/promotions/pricing.js';
import { warsawLocalToInstant } from '../../functions/promotions/warsaw-time.js';

const line = (key: string, unitPrice: number, quantity = 1, extra: Partial<BasketLine> = {}): BasketLine => ({
  key,
  productId: Number(key.replace(/\D/g, '')) || 1,
  quantity,
  unitPrice,
  categoryKey: 'brakes',
  brand: 'Brembo',
  onSale: false,
  ...extra,
});

const terms = (over: Partial<PromotionTerms> = {}): PromotionTerms => ({
  id: 'p1',
  benefit: { type: 'percentage', percent: 10 },
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  active: true,
  minimumBasket: 0,
  eligibility: { productIds: [], categoryKeys: [], brands: [] },
  excludeOnSale: false,
  dealersAllowed: false,
  stacksWithAutomatic: false,
  ...over,
});

const code = (over: Partial<PromotionTerms> = {}, counters: Partial<CodeState> = {}): CodeState => ({
  terms: terms(over),
  uses: 0,
  usageLimit: null,
  customerUses: 0,
  perCustomerLimit: null,
  ...counters,
});

const now = new Date('2026-12-10T12:00:00.000Z');
const price = (input: Partial<Parameters<typeof priceBasket>[0]>) =>
  priceBasket({ lines: [line('1', 10_000)], caller: { dealer: false, signedIn: true }, automatic: [], code: null, now, ...input });

describe('splitByLargestRemainder', () => {
  it('gives the grosze left over to the largest fractional parts, earlier lines first on ties', () => {
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(10, [1, 2])).toEqual([3, 7]);
    expect(splitByLargestRemainder(0, [5, 5])).toEqual([0, 0]);
  });

  it('always adds up to the total and keeps each share within a grosz of its exact part (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 50 }), fc.integer({ min: 0, max: 10_000_000 }), (weights, total) => {
        const sum = weights.reduce((a, w) => a + w, 0);
        fc.pre(sum > 0);
        const shares = splitByLargestRemainder(total, weights);
        expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
        shares.forEach((s, i) => expect(Math.abs(s - (total * weights[i]!) / sum)).toBeLessThan(1));
      }),
    );
  });
});

describe('priceBasket: codes', () => {
  it('takes a percentage off every eligible line, split to the grosz', () => {
    const result = price({ lines: [line('1', 3_333, 1), line('2', 3_333, 2)], code: code({ benefit: { type: 'percentage', percent: 15 } }) });
    expect(result.refusal).toBeNull();
    expect(result.codeApplied).toBe(true);
    // 15 % of 99.99 zł = 15.00 zł (1499.85 rounded), split 1 : 2.
    expect(result.lines.map((l) => l.discount)).toEqual([500, 1_000]);
  });

  it('spreads a fixed amount, never more than the eligible lines cost', () => {
    const result = price({ lines: [line('1', 1_000), line('2', 500, 1, { categoryKey: 'exhaust' })], code: code({ benefit: { type: 'fixed', amount: 5_000 }, eligibility: { productIds: [], categoryKeys: ['brakes'], brands: [] } }) });
    expect(result.lines.map((l) => l.discount)).toEqual([1_000, 0]);
  });

  it('makes delivery free with a free-delivery code', () => {
    const result = price({ code: code({ benefit: { type: 'freeDelivery' } }) });
    expect(result.freeDeliveryBy).toBe('p1');
    expect(result.lines[0]!.discount).toBe(0);
  });

  it.each([
    ['discount.notYetValid', { startsAt: '2026-12-11T00:00:00.000Z' }, {}, false],
    ['discount.expired', { endsAt: '2026-12-10T12:00:00.000Z' }, {}, false],
    ['discount.minimumNotMet', { minimumBasket: 10_001 }, {}, false],
    ['discount.usedUp', {}, { uses: 10, usageLimit: 10 }, false],
    ['discount.alreadyUsed', {}, { customerUses: 1, perCustomerLimit: 1 }, false],
    ['discount.notEligible', { eligibility: { productIds: [], categoryKeys: [], brands: ['Öhlins'] } }, {}, false],
    ['discount.notForDealers', {}, {}, true],
    ['discount.signInRequired', {}, { perCustomerLimit: 1 }, 'guest'],
    ['discount.unknown', { active: false }, {}, false],
  ] as const)('refuses with %s', (reason, over, counters, dealer) => {
    const caller = { dealer: dealer === true, signedIn: dealer !== 'guest' };
    const result = price({ code: code(over as Partial<PromotionTerms>, counters as Partial<CodeState>), caller });
    expect(result.refusal).toBe(reason);
    expect(result.codeApplied).toBe(false);
    expect(result.lines[0]!.discount).toBe(0);
  });

  it('refuses a code that does not exist', () => {
    expect(price({ code: 'unknown' }).refusal).toBe('discount.unknown');
  });

  it('lets dealers use a code that allows them', () => {
    expect(price({ code: code({ dealersAllowed: true }), caller: { dealer: true, signedIn: true } }).lines[0]!.discount).toBe(1_000);
  });

  it('the window ends exactly at endsAt and starts exactly at startsAt', () => {
    expect(price({ code: code({ startsAt: now.toISOString() }) }).refusal).toBeNull();
    expect(price({ code: code({ endsAt: new Date(now.getTime() + 1).toISOString() }) }).refusal).toBeNull();
  });

  it('leaves items on sale alone when the code excludes them', () => {
    const lines = [line('1', 10_000, 1, { onSale: true }), line('2', 10_000)];
    expect(price({ lines, code: code({ excludeOnSale: true }) }).lines.map((l) => l.discount)).toEqual([0, 1_000]);
    expect(price({ lines: [lines[0]!], code: code({ excludeOnSale: true }) }).refusal).toBe('discount.notEligible');
    expect(price({ lines, code: code() }).lines.map((l) => l.discount)).toEqual([1_000, 1_000]);
  });
});

describe('priceBasket: automatic promotions and stacking', () => {
  const sale = terms({ id: 'weekend', benefit: { type: 'percentage', percent: 15 }, eligibility: { productIds: [], categoryKeys: ['brakes'], brands: [] } });
  const lines = [line('1', 10_000), line('2', 10_000, 1, { categoryKey: 'exhaust' })];

  it('applies a sale inside its window only', () => {
    expect(price({ lines, automatic: [sale] }).lines.map((l) => l.discount)).toEqual([1_500, 0]);
    expect(price({ lines, automatic: [sale], now: new Date('2026-12-31T00:00:00.000Z') }).lines.map((l) => l.discount)).toEqual([0, 0]);
  });

  it('gives a line the best of several sales, not their sum', () => {
    const better = { ...sale, id: 'better', benefit: { type: 'percentage' as const, percent: 20 } };
    const result = price({ lines, automatic: [sale, better] });
    expect(result.lines.map((l) => l.discount)).toEqual([2_000, 0]);
    expect(result.applied).toEqual(['better']);
  });

  it('a code that does not stack applies only to lines without a sale', () => {
    const result = price({ lines, automatic: [sale], code: code({ stacksWithAutomatic: false }) });
    expect(result.lines.map((l) => [l.discount, l.codeDiscount])).toEqual([[1_500, 0], [1_000, 1_000]]);
  });

  it('a code that stacks applies to what is left after the sale', () => {
    const result = price({ lines, automatic: [sale], code: code({ stacksWithAutomatic: true }) });
    expect(result.lines.map((l) => [l.discount, l.codeDiscount])).toEqual([[1_500 + 850, 850], [1_000, 1_000]]);
  });

  it('judges the minimum basket after the sale', () => {
    expect(price({ lines, automatic: [sale], code: code({ minimumBasket: 20_000 }) }).refusal).toBe('discount.minimumNotMet');
    expect(price({ lines, code: code({ minimumBasket: 20_000 }) }).refusal).toBeNull();
  });

  it('keeps sales from dealers unless allowed', () => {
    expect(price({ lines, automatic: [sale], caller: { dealer: true, signedIn: true } }).lines[0]!.discount).toBe(0);
    expect(price({ lines, automatic: [{ ...sale, dealersAllowed: true }], caller: { dealer: true, signedIn: true } }).lines[0]!.discount).toBe(1_500);
  });

  it('a free-delivery offer for a category frees delivery of baskets holding it', () => {
    const offer = terms({ id: 'free', benefit: { type: 'freeDelivery' }, eligibility: { productIds: [], categoryKeys: ['exhaust'], brands: [] } });
    expect(price({ lines, automatic: [offer] }).freeDeliveryBy).toBe('free');
    expect(price({ lines: [lines[0]!], automatic: [offer] }).freeDeliveryBy).toBeNull();
  });
});

describe('priceBasket: properties', () => {
  const lineArb = fc.record({
    unitPrice: fc.integer({ min: 1, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    categoryKey: fc.constantFrom('brakes', 'exhaust', 'lights'),
    onSale: fc.boolean(),
  });
  const benefitArb = fc.oneof(
    fc.integer({ min: 1, max: 100 }).map((percent) => ({ type: 'percentage' as const, percent })),
    fc.integer({ min: 1, max: 10_000_000 }).map((amount) => ({ type: 'fixed' as const, amount })),
  );

  it('never discounts a line below zero, and the code gives exactly its benefit to the grosz', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 20 }), benefitArb, fc.boolean(), fc.boolean(), (raw, benefit, stacks, withSale) => {
        const lines = raw.map((r, i) => line(String(i + 1), r.unitPrice, r.quantity, { categoryKey: r.categoryKey, onSale: r.onSale }));
        const sale = terms({ id: 'sale', benefit: { type: 'percentage', percent: 15 }, eligibility: { productIds: [], categoryKeys: ['brakes'], brands: [] } });
        const result = price({ lines, automatic: withSale ? [sale] : [], code: code({ benefit, stacksWithAutomatic: stacks }) });
        result.lines.forEach((l, i) => {
          expect(l.discount).toBeGreaterThanOrEqual(0);
          expect(l.discount).toBeLessThanOrEqual(lines[i]!.unitPrice * lines[i]!.quantity);
          expect(Number.isInteger(l.discount)).toBe(true);
        });
        if (result.codeApplied) {
          // What each line costs after the sale: the code's base.
          const base = result.lines.map((l, i) => lines[i]!.unitPrice * lines[i]!.quantity - (l.discount - l.codeDiscount));
          const eligibleBase = base.filter((_, i) => stacks || result.lines[i]!.discount === result.lines[i]!.codeDiscount).reduce((a, v) => a + v, 0);
          const expected = benefit.type === 'percentage' ? Math.min(eligibleBase, Math.round((eligibleBase * benefit.percent) / 100)) : Math.min(eligibleBase, benefit.amount);
          expect(result.lines.reduce((a, l) => a + l.codeDiscount, 0)).toBe(expected);
        }
      }),
    );
  });
});

describe('warsawLocalToInstant', () => {
  it('reads Warsaw wall-clock time in winter (UTC+1) and summer (UTC+2)', () => {
    expect(warsawLocalToInstant('2026-12-04T00:00')).toBe('2026-12-03T23:00:00.000Z');
    expect(warsawLocalToInstant('2026-07-03T00:00')).toBe('2026-07-02T22:00:00.000Z');
  });
});
