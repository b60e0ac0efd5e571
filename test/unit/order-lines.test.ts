import { describe, expect, it } from 'vitest';
import { invoiceFigures } from '../../functions/invoices/invoice-figures.js';
import { orderLine } from '../../functions/ledger/items.js';
import { linePaidFor, returnRefund } from '../../functions/ledger/withdrawal-rules.js';

/** Order lines of schema 3 (sku, discount, names at purchase) and the older lines read with their defaults. */
const product = { id: 7, name: 'Lusterko Bobber', nameEn: 'Bobber mirror', brand: 'CW', imageUrl: null, description: '' };
const oldLine = { id: 'l1', productId: 7, quantity: 3, unitPrice: 10_000, totalPrice: 30_000, product };

describe('order lines', () => {
  it('reads a line written before schema 3 as the product itself, undiscounted, named as the product', () => {
    expect(orderLine(oldLine)).toMatchObject({ sku: '7', discount: 0, name: 'Lusterko Bobber', nameEn: 'Bobber mirror', unitPrice: 10_000, totalPrice: 30_000 });
  });

  it('keeps what a schema-3 line carries', () => {
    const line = { ...oldLine, sku: 'BOB-7-CHR', discount: 3_000, totalPrice: 27_000, name: 'Lusterko Bobber (chrom)' };
    expect(orderLine(line)).toMatchObject({ sku: 'BOB-7-CHR', discount: 3_000, name: 'Lusterko Bobber (chrom)' });
  });

  it("refunds a withdrawn unit's price less its share of the line's discount, and the whole line exactly what was paid", () => {
    const discounted = { ...oldLine, discount: 1_000, totalPrice: 29_000 };
    expect(linePaidFor(oldLine, 2)).toBe(20_000);
    expect(linePaidFor(discounted, 1)).toBe(9_667);
    expect(linePaidFor(discounted, 3)).toBe(29_000);
    const order = { items: [discounted], delivery: undefined };
    expect(returnRefund({ order, accepted: { l1: 3 }, acceptedBefore: {}, cheapestDelivery: 0 } as Parameters<typeof returnRefund>[0]).goods).toBe(29_000);
  });

  it("puts the name shown at purchase and the line's discounted total on the invoice", () => {
    const line = { ...oldLine, discount: 1_000, totalPrice: 29_000, name: 'Lusterko Bobber (chrom)' };
    const figures = invoiceFigures({ items: [line], totalAmount: 29_000 });
    expect(figures.lines).toEqual([{ position: 1, name: 'Lusterko Bobber (chrom)', quantity: 3, unit: 'szt.', unitGross: 10_000, lineGross: 29_000, discount: 1_000, kind: 'product' }]);
    expect(figures.gross).toBe(29_000);
  });
});
