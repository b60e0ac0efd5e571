import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productInputSchema } from '../../functions/contracts/admin.js';
import { isValidGtin } from '../../functions/contracts/gtin.js';

/** GS1's check digit (contracts/gtin.ts): what the product form and the API accept as a GTIN/EAN. */
describe('GTIN check digit', () => {
  it('accepts real codes of every length: EAN-8, UPC-A (GTIN-12), EAN-13, GTIN-14', () => {
    // GS1's own worked examples and widely printed codes.
    for (const code of ['96385074', '73513537', '012345678905', '036000291452', '5901234123457', '4006381333931', '10012345678902', '00012345600012']) {
      expect(isValidGtin(code), code).toBe(true);
    }
  });

  it('refuses a wrong check digit, a wrong length, and anything but digits', () => {
    for (const code of ['5901234123458', '96385075', '012345678904', '590123412345', '123456789', '', '590123412345X', '5901234 123457', '-5901234123457']) {
      expect(isValidGtin(code), code).toBe(false);
    }
  });

  it('for any digits of a GTIN length, exactly one check digit makes it valid', () => {
    fc.assert(
      fc.property(fc.constantFrom(7, 11, 12, 13), fc.integer({ min: 0, max: 2 ** 31 }), (bodyLength, seed) => {
        const body = String(seed).padStart(bodyLength, '3').slice(0, bodyLength);
        const valid = [...'0123456789'].filter((check) => isValidGtin(body + check));
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('the product input answers validation.gtin for a bad one, and takes a good one without its spaces', () => {
    const base = { name: 'X', description: 'Y', brand: 'Chopper Works', categoryKey: 'engine', subcategory: 'filters', price: 100, imageUrl: 'products/p1-1', parcelSize: 'A', weightGrams: 10, status: 'draft' };
    const bad = productInputSchema.safeParse({ ...base, gtin: '5901234123458' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['gtin', 'validation.gtin']]);
    expect(productInputSchema.parse({ ...base, gtin: '590 1234 12345 7' }).gtin).toBe('5901234123457');
    expect(productInputSchema.parse({ ...base, gtin: '' }).gtin).toBe('');
  });
});
