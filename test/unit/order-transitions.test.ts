import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '../../functions/contracts/order.js';
import { isSold, noticeFor, soldEffect, statsDelta, statusAfterPayment, stockEffect } from '../../functions/ledger/order-transitions.js';

/** The ledger's pure transition rules: what a status change does to statistics, stock and units sold. */
describe('order transitions', () => {
  it("moves only a pending order on Stripe's word: paid → processing, failed or expired → cancelled", () => {
    expect(statusAfterPayment('pending', 'paid')).toBe('processing');
    expect(statusAfterPayment('pending', 'failed')).toBe('cancelled');
    expect(statusAfterPayment('pending', 'expired')).toBe('cancelled');
    for (const status of orderStatuses.filter((s) => s !== 'pending')) {
      expect(statusAfterPayment(status, 'paid')).toBeUndefined();
      expect(statusAfterPayment(status, 'expired')).toBeUndefined();
    }
  });

  it('counts revenue for every order that is not cancelled, and moves the per-status counts', () => {
    expect(statsDelta(null, 'pending', 10_000)).toEqual({ revenue: 10_000, counts: { pending: 1 }, counted: 1 });
    expect(statsDelta('pending', 'processing', 10_000)).toEqual({ revenue: 0, counts: { pending: -1, processing: 1 }, counted: 0 });
    expect(statsDelta('processing', 'cancelled', 10_000)).toEqual({ revenue: -10_000, counts: { processing: -1, cancelled: 1 }, counted: -1 });
    expect(statsDelta('cancelled', 'processing', 10_000)).toEqual({ revenue: 10_000, counts: { cancelled: -1, processing: 1 }, counted: 1 });
    expect(statsDelta('shipped', 'shipped', 10_000)).toEqual({ revenue: 0, counts: { shipped: 0 }, counted: 0 });
  });

  it('releases stock when an order is cancelled and takes it again when it is reopened, never otherwise', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const expected = from !== 'cancelled' && to === 'cancelled' ? 'release' : from === 'cancelled' && to !== 'cancelled' ? 'take' : 'none';
        expect(stockEffect(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('counts units sold while an order is in a paid status, and takes them back when it leaves them', () => {
    expect(soldEffect('pending', 'processing')).toBe(1);
    expect(soldEffect('processing', 'shipped')).toBe(0);
    expect(soldEffect('delivered', 'cancelled')).toBe(-1);
    expect(soldEffect('cancelled', 'pending')).toBe(0);
    const sold: OrderStatus[] = orderStatuses.filter((s) => isSold(s));
    expect(sold).toEqual(['processing', 'shipped', 'delivered']);
  });

  it('means one customer e-mail per status reached, none for a move back to pending', () => {
    expect(orderStatuses.map((s) => noticeFor(s))).toEqual([undefined, 'confirmation', 'shipped', 'delivered', 'cancelled']);
  });
});
