import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/contracts/order.js';
import { reloadConfig } from '../../functions/core/config.js';
import type { InvoiceRecord } from '../../functions/invoices/invoice-entity.js';
import { decimalAmount, invoiceFigures } from '../../functions/invoices/invoice-figures.js';
import { ksefVerificationUrl, renderInvoicePdf } from '../../functions/invoices/invoice-pdf.js';
import { companyInvoiceXml } from '../../functions/invoices/issue-invoice.js';
import { sha256Base64Url } from '../../functions/invoices/ksef/ksef-crypto.js';
import { fa3SchemaErrors } from '../support/fa3-schema.js';
import { readPdf } from '../support/pdf-reader.js';

/**
 * The company invoice's two documents: the FA(3) XML is valid against the official XSD, and the
 * PDF prints exactly its amounts (read back with pdftotext), its KSeF number and a QR code that
 * decodes to the KOD I link (rendered with pdftoppm, read with jsQR).
 */
beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'unit-table', MEDIA_BUCKET: 'unit-media', COGNITO_USER_POOL_ID: 'local_unit', COGNITO_CLIENT_ID: 'unit-client', COGNITO_ISSUER: 'http://127.0.0.1:1/local_unit', KSEF_ENVIRONMENT: 'test' });
  reloadConfig();
});

const buyer = { nip: '5260250274', name: 'Moto Garage Kraków Sp. z o.o.', address: 'ul. Długa 12, 31-147 Kraków' };

function order(lines: [name: string, quantity: number, unitPrice: number][], extra: Partial<Order> = {}): Order {
  const items = lines.map(([name, quantity, unitPrice], i) => ({
    id: `line-${i}`,
    productId: i + 1,
    quantity,
    unitPrice,
    totalPrice: unitPrice * quantity,
    product: { id: i + 1, name, brand: 'Chopper Works', imageUrl: null, description: '' },
  }));
  return {
    id: '0b8f3c1e-7a52-4b7e-9d55-1f0c2b3a4d5e',
    userId: 'dealer-1',
    status: 'processing',
    createdAt: '2026-11-20T21:30:00.000Z', // 22:30 in Warsaw: the sale date is the 20th
    updatedAt: '2026-11-20T21:31:00.000Z',
    totalAmount: items.reduce((s, i) => s + i.totalPrice, 0),
    currency: 'pln',
    customerName: 'Piotr Dealer',
    customerEmail: 'dealer@example.com',
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
    paymentStatus: 'paid',
    paidAt: '2026-11-20T21:31:00.000Z',
    amountPaid: items.reduce((s, i) => s + i.totalPrice, 0),
    amountRefunded: 0,
    customerVisible: true,
    ...extra,
  };
}

const dealerOrder = order([['Kierownica Ape Hanger 14"', 2, 45_950], ['Lusterko „Old School” & uchwyt', 1, 12_999]], { dealerOrder: true });
const withDelivery = (() => {
  const o = order([['Siedzenie solo <skóra>', 1, 89_900]]);
  return { ...o, totalAmount: o.totalAmount + 1_999 }; // a 19,99 zł courier charged on top
})();
// Dealer prices are the shop's discount: unit prices below list, odd grosze that must round once.
const discounted = order([['Filtr powietrza', 3, 10_333], ['Świeca zapłonowa', 7, 1_457]], { dealerOrder: true });
const euBuyer = { ...order([['Błotnik tylny', 1, 54_900]]), company: { nip: 'DE123456789', name: 'Chopper Haus GmbH', address: 'Hauptstraße 5, 10115 Berlin' } };

const xmlOf = (o: Order) => companyInvoiceXml(o, o.invoiceNumber!, '2026-11-21T09:00:00.000Z', o.company!, '2026-11-21T09:00:00.000Z');
const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]!);

describe('FA(3) XML', () => {
  it.each([
    ['a dealer order', dealerOrder],
    ['a company order with delivery', withDelivery],
    ['a discounted order', discounted],
    ['an EU company', euBuyer],
  ])('%s validates against the official FA(3) XSD', (_, o) => {
    expect(fa3SchemaErrors(xmlOf(o))).toBeNull();
  });

  it('carries every line, delivery as a line of its own, 23 % VAT from the gross and totals that add up', () => {
    const xml = xmlOf(withDelivery);
    expect(tag(xml, 'P_7')).toEqual(['Siedzenie solo &lt;skóra&gt;', 'Dostawa']);
    expect(tag(xml, 'P_11A')).toEqual(['899.00', '19.99']);
    expect(tag(xml, 'P_12')).toEqual(['23', '23']);
    expect(tag(xml, 'P_15')).toEqual(['918.99']);
    expect(Number(tag(xml, 'P_13_1')[0]) + Number(tag(xml, 'P_14_1')[0])).toBeCloseTo(918.99, 2);
    expect(tag(xml, 'P_13_1')).toEqual(['747.15']); // 918.99 / 1.23, rounded once
    expect(tag(xml, 'P_6')).toEqual(['2026-11-20']);
  });

  it('names an EU buyer by its VAT number, not a NIP', () => {
    const xml = xmlOf(euBuyer);
    expect(xml).toContain('<KodUE>DE</KodUE><NrVatUE>123456789</NrVatUE>');
    expect(xml).toContain('<KodKraju>DE</KodKraju>');
  });

  it('is rejected by the XSD when it is not a valid FA(3) (the check can fail)', () => {
    expect(fa3SchemaErrors(xmlOf(dealerOrder).replace(/<P_15>[^<]*<\/P_15>/, ''))).toContain('Adnotacje');
  });
});

describe('the invoice PDF', () => {
  // A render costs ~0.5 s (pdfkit embeds DejaVu Sans), so each document is rendered once.
  const ksefNumber = '5260001246-20261121-0A1B2C3D4E5F-7A';
  let dir: string;
  let accepted: { text: string; qr: string | null };
  let delivered: { text: string; qr: string | null };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
    accepted = await pdfOf(dealerOrder, { ksefNumber });
    delivered = await pdfOf(withDelivery, { ksefNumber });
    return () => rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  async function pdfOf(o: Order, invoice?: Partial<InvoiceRecord>) {
    const record = invoice ? ({ buyer: o.company, xml: xmlOf(o), ksefStatus: 'accepted', ksefNumber: null, ...invoice } as InvoiceRecord) : undefined;
    const pdf = await renderInvoicePdf({ order: o, number: o.invoiceNumber!, issuedAt: '2026-11-21T09:00:00.000Z', ...(record ? { invoice: record } : {}) });
    const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, pdf);
    return readPdf(file);
  }

  it.each([
    ['a dealer order', () => [dealerOrder, accepted] as const],
    ['a company order with delivery', () => [withDelivery, delivered] as const],
  ])('prints the same amounts as the XML: %s', (_, pick) => {
    const [o, { text }] = pick();
    const xml = xmlOf(o);
    const zl = (decimal: string) => `${decimal.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} zł`;
    const printed = text.replaceAll('\u00a0', ' ');
    for (const amount of [...tag(xml, 'P_9B'), ...tag(xml, 'P_11A'), ...tag(xml, 'P_13_1'), ...tag(xml, 'P_14_1'), ...tag(xml, 'P_15')]) {
      expect(printed).toContain(zl(amount));
    }
    expect(tag(xml, 'P_15')).toEqual([decimalAmount(invoiceFigures(o).gross)]);
  });

  it('names the company as the buyer, not the person who paid', () => {
    expect(accepted.text).toContain(buyer.name);
    expect(accepted.text).toContain('NIP: 526-025-02-74');
    expect(accepted.text).not.toContain('Piotr Dealer');
  });

  it('prints the KSeF number and a QR code that reads as the KOD I link of the XML it was sent as', () => {
    const xml = xmlOf(dealerOrder);
    expect(accepted.text).toContain(`Numer KSeF: ${ksefNumber}`);
    expect(accepted.qr).toBe(`https://qr-test.ksef.mf.gov.pl/invoice/5260001246/21-11-2026/${sha256Base64Url(xml)}`);
    expect(ksefVerificationUrl(xml, '2026-11-21T09:00:00.000Z')).toBe(accepted.qr);
  });

  it('says OFFLINE under the code while KSeF has not numbered it, and prints no code for a consumer', { timeout: 30_000 }, async () => {
    expect((await pdfOf(dealerOrder, { ksefStatus: 'waiting' })).text).toContain('OFFLINE');
    const consumer = await pdfOf({ ...dealerOrder, company: null, taxId: null });
    expect(consumer.text).not.toContain('KSeF');
    expect(consumer.qr).toBeNull();
    expect(consumer.text).toContain('Piotr Dealer');
  });
});
