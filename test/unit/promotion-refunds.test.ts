import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linePaidFor, returnRefund } from '../../functions/ledger/withdrawal-rules.js';
import { stripeLineOf } from '../../functions/promotions/stripe-lines.js';

/**
 * A discounted order (issue 32) charged and refunded to the grosz: the Stripe session's lines add
 * up to the order's, and withdrawals of its units, however split, refund exactly what was paid.
 */
const product = { id: 7, name: 'Lusterko', brand: 'CW', imageUrl: null, description: '' };
const lineArb = fc
  .record({ unitPrice: fc.integer({ min: 1, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 20 }), share: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ unitPrice, quantity, share }) => {
    const discount = Math.floor(unitPrice * quantity * share);
    return { id: 'l1', productId: 7, unitPrice, quantity, discount, totalPrice: unitPrice * quantity - discount, product };
  });

describe('a discounted line at Stripe', () => {
  it('keeps "N × price" when the discount splits evenly, else one line of the exact total', () => {
    expect(stripeLineOf({ quantity: 2, unitPrice: 10_000, discount: 2_000, totalPrice: 18_000 }, 'Lusterko')).toEqual({ quantity: 2, unitAmount: 9_000, name: 'Lusterko' });
    expect(stripeLineOf({ quantity: 3, unitPrice: 33_333, discount: 15_000, totalPrice: 84_999 }, 'Tłok')).toEqual({ quantity: 3, unitAmount: 28_333, name: 'Tłok' });
    expect(stripeLineOf({ quantity: 3, unitPrice: 33_333, discount: 14_999, totalPrice: 85_000 }, 'Tłok')).toEqual({ quantity: 1, unitAmount: 85_000, name: 'Tłok × 3' });
  });

  it('charges exactly the line total (property)', () => {
    fc.assert(fc.property(lineArb, (line) => {
      const s = stripeLineOf(line, 'x');
      expect(s.quantity * s.unitAmount).toBe(line.totalPrice);
      expect(Number.isInteger(s.unitAmount)).toBe(true);
    }));
  });
});

describe('withdrawals of a discounted line', () => {
  it('one unit at a time refunds exactly what the line cost, to the grosz', () => {
    const line = { id: 'l1', productId: 7, unitPrice: 10_000, quantity: 3, discount: 100, totalPrice: 29_900, product };
    const refunds = [0, 1, 2].map((before) => linePaidFor(line, 1, before));
    expect(refunds).toEqual([9_967, 9_966, 9_967]);
    expect(refunds.reduce((a, b) => a + b, 0)).toBe(29_900);
  });

  it('however the units are split over returns, the refunds add up to the line total (property)', () => {
    fc.assert(
      fc.property(lineArb, fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 20 }), (line, parts) => {
        let before = 0;
        let refunded = 0;
        for (const part of parts) {
          const units = Math.min(part, line.quantity - before);
          if (units <= 0) break;
          const { goods } = returnRefund({ order: { items: [line] }, accepted: { l1: units }, acceptedBefore: { l1: before }, cheapestDelivery: 0 });
          expect(goods).toBe(linePaidFor(line, units, before));
          expect(goods).toBeGreaterThanOrEqual(0);
          refunded += goods;
          before += units;
        }
        if (before === line.quantity) expect(refunded).toBe(line.totalPrice);
        else expect(refunded).toBeLessThanOrEqual(line.totalPrice);
      }),
    );
  });
});
