import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney } from '@/lib/money';

/** Compare with ordinary spaces; the formatter uses no-break spaces so amounts never wrap. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatMoney (grosze → "1 234,56 zł")', () => {
  it('groups thousands with a space, including four-digit amounts', () => {
    expect(plain(formatMoney(123456))).toBe('1 234,56 zł');
    expect(plain(formatMoney(100000))).toBe('1 000,00 zł');
    expect(plain(formatMoney(1234567890))).toBe('12 345 678,90 zł');
  });

  it('keeps small amounts ungrouped with two decimals', () => {
    expect(plain(formatMoney(0))).toBe('0,00 zł');
    expect(plain(formatMoney(5))).toBe('0,05 zł');
    expect(plain(formatMoney(99999))).toBe('999,99 zł');
  });

  it('uses no-break spaces, so the amount and the currency stay on one line', () => {
    expect(formatMoney(123456)).toBe('1\u00a0234,56\u00a0zł');
  });

  it('formats negative amounts (savings, refunds) with a leading minus', () => {
    expect(plain(formatMoney(-123456))).toBe('-1 234,56 zł');
  });

  it('rounds a non-integer input to the nearest grosz', () => {
    expect(plain(formatMoney(1999.6))).toBe('20,00 zł');
  });
});

describe('discountPercent', () => {
  it('is the rounded (1 − price / original) × 100', () => {
    expect(discountPercent(80000, 100000)).toBe(20);
    expect(discountPercent(66667, 100000)).toBe(33);
    expect(discountPercent(12345, 19999)).toBe(38);
  });

  it('is null when there is nothing to show', () => {
    expect(discountPercent(10000, null)).toBeNull();
    expect(discountPercent(10000, undefined)).toBeNull();
    expect(discountPercent(10000, 10000)).toBeNull();
    expect(discountPercent(12000, 10000)).toBeNull();
    expect(discountPercent(99999, 100000)).toBeNull(); // rounds to 0 %
  });
});
