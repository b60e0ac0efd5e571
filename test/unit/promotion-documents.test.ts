import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/contracts/order.js';
import { reloadConfig } from '../../functions/core/config.js';
import { renderInvoicePdf } from '../../functions/invoices/invoice-pdf.js';
import { companyInvoiceXml } from '../../functions/invoices/issue-invoice.js';
import { orderStatusEmail } from '../../functions/messages/order-emails.js';
import { fa3SchemaErrors } from '../support/fa3-schema.js';
import { readPdf } from '../support/pdf-reader.js';

/**
 * A discounted order's documents (issue 32) show the discount per line: FA(3) carries it as the
 * line's P_10 and still validates against the official XSD, the PDF prints it under the line's
 * name, and the confirmation e-mail names it after the line's total, in Polish and English.
 */
beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'unit-table', MEDIA_BUCKET: 'unit-media', COGNITO_USER_POOL_ID: 'local_unit', COGNITO_CLIENT_ID: 'unit-client', COGNITO_ISSUER: 'http://127.0.0.1:1/local_unit', SITE_URL: 'https://shop.example.com', SHOP_NAME: 'Chopper Works', KSEF_ENVIRONMENT: 'test' });
  reloadConfig();
});

const buyer = { nip: '5260250274', name: 'Moto Garage Kraków Sp. z o.o.', address: 'ul. Długa 12, 31-147 Kraków' };
const product = (id: number, name: string) => ({ id, name, brand: 'Chopper Works', imageUrl: null, description: '' });
const items = [
  // 3 × 333.33 zł less 15 %: 150.00 zł off the line.
  { id: 'line-1', productId: 1, quantity: 3, unitPrice: 33_333, discount: 15_000, totalPrice: 84_999, product: product(1, 'Tłok kuty') },
  { id: 'line-2', productId: 2, quantity: 1, unitPrice: 4_900, discount: 0, totalPrice: 4_900, product: product(2, 'Filtr oleju') },
];
const discounted = (language: 'pl' | 'en' = 'pl'): Order => ({
  id: '0b8f3c1e-7a52-4b7e-9d55-1f0c2b3a4d5e',
  userId: 'u1',
  status: 'processing',
  createdAt: '2026-11-20T21:30:00.000Z',
  updatedAt: '2026-11-20T21:31:00.000Z',
  totalAmount: 89_899,
  currency: 'pln',
  customerName: 'Jan Kowalski',
  customerEmail: 'jan@example.com',
  customerPhone: null,
  taxId: buyer.nip,
  shippingAddress: null,
  items,
  stripeSessionId: 'cs_test_1',
  stripePaymentIntentId: null,
  dealerOrder: false,
  tracking: null,
  invoiceNumber: 'FV/2026/00042',
  company: buyer,
  language,
  delivery: { method: 'pickup', cost: 0, parcelSize: 'A', weightGrams: 600 },
  paymentStatus: 'paid',
  paidAt: '2026-11-20T21:31:00.000Z',
  amountPaid: 89_899,
  amountRefunded: 0,
  customerVisible: true,
  promotions: [{ promotionId: 'p1', name: 'Wiosna', code: 'WIOSNA', discount: 15_000, deliveryDiscount: 0 }],
});

describe('a discounted order’s documents', () => {
  it('FA(3): the discounted line carries P_10, its value is after the discount, and the document validates', () => {
    const xml = companyInvoiceXml(discounted(), 'FV/2026/00042', '2026-11-21T09:00:00.000Z', buyer, '2026-11-21T09:00:00.000Z');
    expect(fa3SchemaErrors(xml)).toBeNull();
    expect([...xml.matchAll(/<P_10>([^<]*)<\/P_10>/g)].map((m) => m[1])).toEqual(['150.00']);
    expect([...xml.matchAll(/<P_11A>([^<]*)<\/P_11A>/g)].map((m) => m[1])).toEqual(['849.99', '49.00', '0.00']);
  });

  it('the PDF prints the discount under the line’s name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'promo-pdf-'));
    try {
      const file = join(dir, 'invoice.pdf');
      writeFileSync(file, await renderInvoicePdf({ order: discounted(), number: 'FV/2026/00042', issuedAt: '2026-11-21T09:00:00.000Z' }));
      const { text } = readPdf(file);
      expect(text).toMatch(/Rabat: −150,00\s*zł/);
      expect(text).toMatch(/849,99\s*zł/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('the confirmation e-mail names each line’s discount, in the buyer’s language', () => {
    expect(orderStatusEmail(discounted('pl'), 'confirmation').text).toContain('- Tłok kuty × 3: 849,99 zł (w tym rabat −150,00 zł)');
    expect(orderStatusEmail(discounted('en'), 'confirmation').text).toContain('- Tłok kuty × 3: 849,99 zł (discount −150,00 zł included)');
    expect(orderStatusEmail(discounted('pl'), 'confirmation').text).toContain('- Filtr oleju × 1: 49,00 zł\n');
  });
});
