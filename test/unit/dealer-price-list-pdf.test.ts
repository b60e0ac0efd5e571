import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceListEntry } from '../../functions/contracts/dealer.js';
import { reloadConfig } from '../../functions/core/config.js';
import { priceListPdf } from '../../functions/dealer/price-list-pdf.js';
import { readPdf } from '../support/pdf-reader.js';

/**
 * The dealer's price list as a PDF (issue 34), read back as a person sees it (pdftotext): Polish
 * letters, A4 pages, the header row on every page, each SKU's prices and volume prices.
 */
const entries: PriceListEntry[] = Array.from({ length: 90 }, (_, i) => ({
  sku: `CW-${String(i + 1).padStart(4, '0')}`,
  productId: i + 1,
  name: `Łańcuch żółty ${i + 1}`,
  nameEn: `Yellow chain ${i + 1}`,
  brand: 'ChainMaster',
  price: 10_000,
  dealerPrice: 8_000,
  inStock: i % 10 !== 0,
  volumeBreaks: i === 0 ? [{ minQuantity: 10, percentOff: 5, unitPrice: 7_600 }, { minQuantity: 25, percentOff: 8, unitPrice: 7_360 }] : [],
}));

let dir: string;
const pages = new Map<string, string[]>();

beforeAll(async () => {
  Object.assign(process.env, { TABLE_NAME: 'unit-table', MEDIA_BUCKET: 'unit-media', COGNITO_USER_POOL_ID: 'local_unit', COGNITO_CLIENT_ID: 'unit-client', COGNITO_ISSUER: 'http://127.0.0.1:1/local_unit' });
  reloadConfig();
  dir = mkdtempSync(join(tmpdir(), 'price-list-pdf-'));
  for (const language of ['pl', 'en'] as const) {
    const pdf = await priceListPdf(entries, { language, dealer: 'Moto Garaż Śląsk', at: new Date('2026-11-29T08:00:00Z') });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(dir, `${language}.pdf`);
    writeFileSync(file, pdf);
    pages.set(language, readPdf(file).text.split('\f').filter((page) => page.trim()));
  }
}, 30_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the price list PDF', () => {
  it('prints Polish letters, every SKU with the dealer price and the volume prices, on A4 pages with the header on each', () => {
    const pl = pages.get('pl')!;
    expect(pl.length).toBeGreaterThan(1);
    const text = pl.join('\n');
    expect(text).toContain('Cennik dealera');
    expect(text).toContain('Moto Garaż Śląsk · stan na 29.11.2026');
    expect(text).toContain('Łańcuch żółty 1');
    expect(text).toMatch(/od 10 szt\. −5\s%: 76,00/);
    expect(text).toContain('od 25 szt. −8');
    for (const sku of entries.map((e) => e.sku)) expect(text).toContain(sku);
    pl.forEach((page, i) => {
      expect(page).toContain('Twoja cena');
      expect(page).toContain(`Strona ${i + 1} z ${pl.length}`);
    });
  });

  it('is in English for an English reader', () => {
    const en = pages.get('en')!.join('\n');
    expect(en).toContain('Dealer price list');
    expect(en).toContain('Yellow chain 1');
    expect(en).toContain('from 10 pcs −5%: 76,00');
    expect(en).toContain('Your price');
    expect(en).toContain('out of stock');
  });
});
