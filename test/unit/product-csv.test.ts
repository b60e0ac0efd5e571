import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { formatZloty, parseYesNo, parseZloty, productsCsv, PRODUCT_CSV_COLUMNS } from '../../functions/catalog/bulk/product-csv.js';
import { csvProduct } from '../support/csv-product.js';

const product = csvProduct;

describe('the products CSV', () => {
  it('writes money as złoty with a decimal comma and reads it back, with or without a comma, a space or "zł"', () => {
    expect([formatZloty(123_450), formatZloty(5), formatZloty(0), formatZloty(null)]).toEqual(['1234,50', '0,05', '0,00', '']);
    expect([parseZloty('1234,50'), parseZloty('1 234,5'), parseZloty('1234.50'), parseZloty('12 zł'), parseZloty('0,05')]).toEqual([123_450, 123_450, 123_450, 1_200, 5]);
    expect([parseZloty('12,345'), parseZloty('abc'), parseZloty('')]).toEqual([undefined, undefined, undefined]);
  });

  it('reads yes and no the ways a spreadsheet writes them, and nothing else', () => {
    expect(['tak', 'TAK', 'yes', '1', 'nie', 'no', '0', ''].map(parseYesNo)).toEqual([true, true, true, true, false, false, false, false]);
    expect(parseYesNo('może')).toBeUndefined();
  });

  it('is a BOM, a header of the form field keys and one row per product that a CSV parser reads back intact', () => {
    const text = productsCsv([product({ name: 'Tłok "Żmija"; 83 mm\nnowy' }), product({ id: 8, productNumber: '', stock: 0, dealerPrice: null })]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${PRODUCT_CSV_COLUMNS.join(';')}`);
    const rows: Record<string, string>[] = parse(text, { bom: true, delimiter: ';', columns: true });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: '7', sku: 'CW-00007', name: 'Tłok "Żmija"; 83 mm\nnowy', price: '1234,50', dealerPrice: '999,99', stock: '3', isOnSale: 'nie' });
    // A product without a part number: its default variant's sku is its id.
    expect(rows[1]).toMatchObject({ id: '8', sku: '8', dealerPrice: '', stock: '0' });
  });
});
