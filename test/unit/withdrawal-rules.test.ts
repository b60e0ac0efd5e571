import { describe, expect, it } from 'vitest';
import { remainingUnits, returnRefund, withdrawalDeadline, withdrawalEligibility, withinWithdrawalPeriod } from '../../functions/ledger/withdrawal-rules.js';

/**
 * The rules of withdrawal (issue 19), pure: the 14 days counted in Polish calendar days from the
 * day of delivery (that day not counted), the units still free, and what an acceptance refunds.
 */
const item = (id: string, quantity: number, unitPrice: number) => ({ id, productId: 1, quantity, unitPrice, totalPrice: quantity * unitPrice, product: { id: 1, name: id, brand: '', imageUrl: null, description: '' } });
const order = {
  items: [item('a', 2, 10_000), item('b', 1, 4_000)],
  status: 'delivered' as const,
  company: null,
  paidAt: '2026-03-01T10:00:00Z',
  deliveredAt: '2026-03-02T10:00:00Z',
  updatedAt: '2026-03-02T10:00:00Z',
};

describe('the withdrawal period', () => {
  it('ends on day 14 after delivery: day 14 allowed, day 15 refused', () => {
    expect(withdrawalDeadline('2026-03-02T10:00:00Z')).toBe('2026-03-16');
    expect(withinWithdrawalPeriod('2026-03-02T10:00:00Z', new Date('2026-03-16T22:59:00Z'))).toBe(true); // 23:59 in Warsaw, day 14
    expect(withinWithdrawalPeriod('2026-03-02T10:00:00Z', new Date('2026-03-16T23:00:00Z'))).toBe(false); // 00:00 on day 15
  });

  it('counts Polish calendar days: a parcel at 00:30 on the 1st in Warsaw is delivered on the 1st, across the clock change too', () => {
    expect(withdrawalDeadline('2026-01-31T23:30:00Z')).toBe('2026-02-15');
    expect(withdrawalDeadline('2026-03-28T23:30:00Z')).toBe('2026-04-12'); // 00:30 CET on 29 March, the night the clocks go forward
  });

  it('says why when it is not allowed', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const path = { returnAddress: 'x', inpostReturn: null };
    expect(withdrawalEligibility(order, [], now, path)).toMatchObject({ allowed: true, deadline: '2026-03-16', deliveredOn: '2026-03-02' });
    expect(withdrawalEligibility({ ...order, company: { nip: '5260250274', name: 'F', address: 'A' } }, [], now, path).blocker).toBe('company');
    expect(withdrawalEligibility(order, [], new Date('2026-03-17T12:00:00Z'), path).blocker).toBe('deadline');
    expect(withdrawalEligibility({ ...order, status: 'processing' as never, deliveredAt: null }, [], now, path).blocker).toBe('status');
    // Sent, not delivered yet: allowed, the period has not started.
    expect(withdrawalEligibility({ ...order, status: 'shipped' as never, deliveredAt: null }, [], now, path)).toMatchObject({ allowed: true, deadline: null });
  });
});

describe('units and money', () => {
  const ret = (status: 'requested' | 'accepted' | 'rejected', quantity: number, acceptedQuantity: number | null) => ({ status, lines: [{ itemId: 'a', productId: 1, name: 'a', quantity, unitPrice: 10_000, acceptedQuantity }] });

  it('a return holds its units until decided, then only the accepted ones; a rejected one none', () => {
    expect(remainingUnits(order, [ret('requested', 2, null)])).toEqual({ a: 0, b: 1 });
    expect(remainingUnits(order, [ret('accepted', 2, 1)])).toEqual({ a: 1, b: 1 });
    expect(remainingUnits(order, [ret('rejected', 2, null)])).toEqual({ a: 2, b: 1 });
  });

  it('partial refunds sum to the goods plus the cheapest delivery once the whole order is back', () => {
    const delivery = { cost: 2_299 };
    const first = returnRefund({ order: { ...order, delivery }, accepted: { a: 1 }, acceptedBefore: {}, cheapestDelivery: 1_899 });
    const second = returnRefund({ order: { ...order, delivery }, accepted: { a: 1, b: 1 }, acceptedBefore: { a: 1 }, cheapestDelivery: 1_899 });
    expect(first).toEqual({ goods: 10_000, delivery: 0, total: 10_000 });
    expect(second).toEqual({ goods: 14_000, delivery: 1_899, total: 15_899 });
    expect(first.total + second.total).toBe(24_000 + 1_899);
    // Never more delivery than the buyer paid (a free delivery refunds nothing).
    expect(returnRefund({ order: { ...order, delivery: { cost: 0 } }, accepted: { a: 2, b: 1 }, acceptedBefore: {}, cheapestDelivery: 1_899 }).delivery).toBe(0);
  });
});
