import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishableSafety } from '../support/gpsr-input.js';
import { api, baseUrl } from './api.js';
import { signIn } from './auth.js';

/**
 * GET /api/admin/products/export (issue 33): the products list as filtered, as a CSV that Excel
 * and LibreOffice open in Polish: UTF-8 with a BOM, `;` separators, money with a decimal comma.
 */
let admin: string;
const marker = `Eksportowy${Date.now()}`;

beforeAll(async () => {
  admin = await signIn('admin@example.com');
  for (const [i, extra] of [
    [0, { name: `${marker} tłok "Żmija"; 83 mm`, price: 123_450, dealerPrice: 99_999, stock: 7 }],
    [1, { name: `${marker} zębatka`, price: 5, dealerPrice: null, stock: 0, brand: 'Inna Marka' }],
  ] as const) {
    const created = await api('/api/admin/products', {
      method: 'POST',
      token: admin,
      json: { description: `Opis ${i}`, brand: 'PowerMax', categoryKey: 'engine', subcategory: 'pistons', imageUrl: 'https://example.com/p.webp', parcelSize: 'A', weightGrams: 500, ...publishableSafety, ...extra },
    });
    expect(created.status).toBe(201);
  }
});

async function download(query: string, token = admin) {
  const res = await fetch(`${baseUrl()}/api/admin/products/export?${query}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('the products CSV export', () => {
  it('answers the filtered list as a Polish-spreadsheet CSV: BOM, semicolons, decimal commas, quoted text intact', async () => {
    const { res, bytes } = await download(`q=${encodeURIComponent(marker)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="produkty-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFid;sku;productNumber;status;name;/);

    const rows: Record<string, string>[] = parse(text, { bom: true, delimiter: ';', columns: true });
    expect(rows.map((r) => r.name).sort()).toEqual([`${marker} tłok "Żmija"; 83 mm`, `${marker} zębatka`]);
    const piston = rows.find((r) => r.name!.includes('tłok'))!;
    expect(piston).toMatchObject({ price: '1234,50', dealerPrice: '999,99', stock: '7', brand: 'PowerMax', isOnSale: 'nie', archived: 'nie' });
    expect(piston.sku).toBe(piston.productNumber);
    const gear = rows.find((r) => r.name!.includes('zębatka'))!;
    // An empty dealer price is 80 % of the price (the spec), exported as the number it is.
    expect(gear).toMatchObject({ price: '0,05', dealerPrice: '0,04', stock: '0' });
  });

  it('applies the brand filter as the list does', async () => {
    const { bytes } = await download(`q=${encodeURIComponent(marker)}&brand=${encodeURIComponent('Inna Marka')}`);
    const rows: Record<string, string>[] = parse(bytes, { bom: true, delimiter: ';', columns: true });
    expect(rows.map((r) => r.name)).toEqual([`${marker} zębatka`]);
  });

  it('is for admins only and answers 400 on a bad filter', async () => {
    expect((await download('', 'not-a-token')).res.status).toBe(401);
    const bad = await api('/api/admin/products/export?archived=yes', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('archived');
  });
});
