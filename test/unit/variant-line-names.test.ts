import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineDisplayName } from '../../functions/contracts/order-line-name.js';
import type { Order } from '../../functions/contracts/order.js';
import type { Return, ReturnPath } from '../../functions/contracts/returns.js';
import { reloadConfig } from '../../functions/core/config.js';
import { correctionFigures } from '../../functions/invoices/correction-invoice.js';
import { invoiceFigures } from '../../functions/invoices/invoice-figures.js';
import { renderInvoicePdf } from '../../functions/invoices/invoice-pdf.js';
import { companyInvoiceXml } from '../../functions/invoices/issue-invoice.js';
import * as emails from '../../functions/messages/order-emails.js';
import { fa3SchemaErrors } from '../support/fa3-schema.js';
import { readPdf } from '../support/pdf-reader.js';

/**
 * One name for an order line everywhere (issue 31): a variant's line is "Buty Engineer –
 * rozmiar 43" (in English "Engineer boots – size 43") in the e-mails, the PDF invoice, FA(3)'s
 * P_7 and the correction invoice of a return, through lineDisplayName; a line of a product
 * without options keeps its plain name.
 */
beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'unit-table', MEDIA_BUCKET: 'unit-media', COGNITO_USER_POOL_ID: 'local_unit', COGNITO_CLIENT_ID: 'unit-client', COGNITO_ISSUER: 'http://127.0.0.1:1/local_unit', KSEF_ENVIRONMENT: 'test' });
  reloadConfig();
});

const size = (value: string) => [{ name: 'Rozmiar', nameEn: 'Size', value, valueEn: value }];
const boots = { name: 'Buty Engineer', nameEn: 'Engineer boots', brand: 'Chopper Works', imageUrl: null, description: '' };
const company = { nip: '5260250274', name: 'Moto Garage Kraków Sp. z o.o.', address: 'ul. Długa 12, 31-147 Kraków' };

function order(language: 'pl' | 'en' = 'pl'): Order {
  const items = [
    { id: 'line-43', productId: 7, sku: 'BOOT-43', quantity: 1, unitPrice: 89_900, totalPrice: 89_900, name: boots.name, nameEn: boots.nameEn, variant: size('43'), product: { id: 7, ...boots } },
    { id: 'line-44', productId: 7, sku: 'BOOT-44', quantity: 1, unitPrice: 94_900, totalPrice: 94_900, name: boots.name, nameEn: boots.nameEn, variant: size('44'), product: { id: 7, ...boots } },
    { id: 'line-oil', productId: 9, quantity: 2, unitPrice: 4_900, totalPrice: 9_800, product: { id: 9, name: 'Filtr oleju', brand: 'PowerMax', imageUrl: null, description: '' } },
  ];
  return {
    id: '0b8f3c1e-7a52-4b7e-9d55-1f0c2b3a4d5e',
    userId: null,
    status: 'processing',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:01:00.000Z',
    totalAmount: 194_600,
    currency: 'pln',
    customerName: 'Jan Kowalski',
    customerEmail: 'jan@example.com',
    customerPhone: null,
    taxId: company.nip,
    shippingAddress: null,
    items,
    stripeSessionId: 'cs_test_1',
    stripePaymentIntentId: null,
    dealerOrder: false,
    tracking: null,
    invoiceNumber: 'FV/2026/00077',
    company,
    language,
    paymentStatus: 'paid',
    paidAt: '2026-11-20T10:01:00.000Z',
    amountPaid: 194_600,
    amountRefunded: 0,
    customerVisible: true,
  };
}

const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]!);

describe('lineDisplayName', () => {
  it('names the variant after a dash, option name in lower case, in the language asked; a plain line by its name', () => {
    const [of43, , oil] = order().items;
    expect(lineDisplayName(of43!, 'pl')).toBe('Buty Engineer – rozmiar 43');
    expect(lineDisplayName(of43!, 'en')).toBe('Engineer boots – size 43');
    expect(lineDisplayName(oil!, 'pl')).toBe('Filtr oleju');
    expect(lineDisplayName(oil!, 'en')).toBe('Filtr oleju');
    const twoOptions = { ...of43!, variant: [{ name: 'Kolor', nameEn: 'Colour', value: 'czarny', valueEn: 'black' }, ...size('M')] };
    expect(lineDisplayName(twoOptions, 'pl')).toBe('Buty Engineer – kolor czarny, rozmiar M');
    expect(lineDisplayName(twoOptions, 'en')).toBe('Engineer boots – colour black, size M');
  });
});

describe('documents name the variant', () => {
  it('FA(3) carries the variant in P_7 and still validates against the official XSD', () => {
    const xml = companyInvoiceXml(order(), 'FV/2026/00077', '2026-11-21T09:00:00.000Z', company, '2026-11-21T09:00:00.000Z');
    expect(fa3SchemaErrors(xml)).toBeNull();
    expect(tag(xml, 'P_7').slice(0, 3)).toEqual(['Buty Engineer – rozmiar 43', 'Buty Engineer – rozmiar 44', 'Filtr oleju']);
  });

  it('the PDF invoice prints the variant on its line', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'variant-pdf-'));
    try {
      const file = join(dir, 'invoice.pdf');
      writeFileSync(file, await renderInvoicePdf({ order: order(), number: 'FV/2026/00077', issuedAt: '2026-11-21T09:00:00.000Z' }));
      const { text } = await readPdf(file);
      expect(text).toMatch(/Buty Engineer – rozmiar 43\s+1 szt\./);
      expect(text).toMatch(/Buty Engineer – rozmiar 44\s+1 szt\./);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the correction invoice of a return takes back the returned size by its name', () => {
    const ret = { lines: [{ itemId: 'line-44', productId: 7, name: 'Buty Engineer – rozmiar 44', quantity: 1, unitPrice: 94_900, acceptedQuantity: 1 }], refund: null } as unknown as Return;
    expect(correctionFigures(order(), ret).lines.map((l) => [l.name, l.quantity])).toEqual([['Buty Engineer – rozmiar 44', -1]]);
    expect(invoiceFigures(order()).lines.map((l) => l.name).slice(0, 2)).toEqual(['Buty Engineer – rozmiar 43', 'Buty Engineer – rozmiar 44']);
  });

  it('the order e-mails and the withdrawal acknowledgement name the size, in Polish and in English', () => {
    expect(emails.orderStatusEmail(order(), 'confirmation').text).toContain('- Buty Engineer – rozmiar 43 × 1: 899,00');
    expect(emails.orderStatusEmail(order('en'), 'confirmation').text).toContain('- Engineer boots – size 44 × 1: ');
    const withdrawal = { id: 'r1', createdAt: '2026-11-27T12:05:00.000Z', reason: null, lines: [{ itemId: 'line-43', productId: 7, name: 'Buty Engineer – rozmiar 43', quantity: 1, unitPrice: 89_900, acceptedQuantity: null }] } as unknown as Return;
    const path = { returnAddress: 'Poręba Spytkowska 1, 32-800 Brzesko', inpostReturn: null } as unknown as ReturnPath;
    expect(emails.withdrawalEmail(order(), withdrawal, path).text).toContain('- Buty Engineer – rozmiar 43 × 1');
    expect(emails.withdrawalEmail(order('en'), withdrawal, path).text).toContain('- Engineer boots – size 43 × 1');
  });
});
