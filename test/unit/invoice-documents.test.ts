import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/contracts/order.js';
import type { RefundRecord } from '../../functions/ledger/refund-entity.js';
import { reloadConfig } from '../../functions/core/config.js';
import { refundCorrectionFigures, refundCorrectionXml } from '../../functions/invoices/correction-invoice.js';
import type { InvoiceRecord } from '../../functions/ledger/invoice-entity.js';
import { decimalAmount, invoiceFigures } from '../../functions/invoices/invoice-figures.js';
import { ksefVerificationUrl, renderCorrectionPdf, renderInvoicePdf } from '../../functions/invoices/invoice-pdf.js';
import { companyInvoiceXml } from '../../functions/invoices/issue-invoice.js';
import { sha256Base64Url } from '../../functions/invoices/ksef/ksef-crypto.js';
import { ksefText } from '../../functions/invoices/ksef-text.js';
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
const courierAddress = { name: 'Moto Garage', street: 'Długa', buildingNumber: '12', postalCode: '31-147', city: 'Kraków', country: 'PL' as const };
const withDelivery = (() => {
  const o = order([['Siedzenie solo <skóra>', 1, 89_900]]);
  // A 19,99 zł courier charged on top: the order's delivery names the line.
  return { ...o, totalAmount: o.totalAmount + 1_999, delivery: { method: 'courier' as const, cost: 1_999, address: courierAddress, phone: '600100200', parcelSize: 'B' as const, weightGrams: 2_000 } };
})();
// Pickup at the workshop is free, and still a line of its own at 0,00 zł.
const withPickup = { ...order([['Filtr oleju', 2, 4_900]]), delivery: { method: 'pickup' as const, cost: 0, parcelSize: 'A' as const, weightGrams: 600 } };
// Placed before delivery methods existed: the delivery is what was charged beyond the products.
const legacy = (() => {
  const o = order([['Manetka', 1, 15_000]]);
  return { ...o, totalAmount: o.totalAmount + 1_500 };
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
    ['a pickup order (a 0,00 zł delivery line)', withPickup],
    ['an order from before delivery methods', legacy],
    ['a discounted order', discounted],
    ['an EU company', euBuyer],
  ])('%s validates against the official FA(3) XSD', (_, o) => {
    expect(fa3SchemaErrors(xmlOf(o))).toBeNull();
  });

  it('carries every line, delivery as a line of its own, 23 % VAT from the gross and totals that add up', () => {
    const xml = xmlOf(withDelivery);
    expect(tag(xml, 'P_7')).toEqual(['Siedzenie solo &lt;skóra&gt;', 'Dostawa: Kurier InPost']);
    expect(tag(xml, 'P_8A')).toEqual(['szt.', 'usł.']);
    expect(tag(xml, 'P_11A')).toEqual(['899.00', '19.99']);
    expect(tag(xml, 'P_12')).toEqual(['23', '23']);
    expect(tag(xml, 'P_15')).toEqual(['918.99']);
    expect(Number(tag(xml, 'P_13_1')[0]) + Number(tag(xml, 'P_14_1')[0])).toBeCloseTo(918.99, 2);
    expect(tag(xml, 'P_13_1')).toEqual(['747.15']); // 918.99 / 1.23, rounded once
    expect(tag(xml, 'P_6')).toEqual(['2026-11-20']);
  });

  it('names the delivery line by the order\'s method, at its cost, 0,00 zł for pickup; older orders get the charged difference', () => {
    expect(tag(xmlOf(withPickup), 'P_7')).toEqual(['Filtr oleju', 'Odbiór osobisty w warsztacie']);
    expect(tag(xmlOf(withPickup), 'P_11A')).toEqual(['98.00', '0.00']);
    expect(tag(xmlOf(legacy), 'P_7')).toEqual(['Manetka', 'Dostawa']);
    expect(tag(xmlOf(legacy), 'P_11A')).toEqual(['150.00', '15.00']);
    // No delivery and nothing charged beyond the products: no delivery line.
    expect(tag(xmlOf(dealerOrder), 'P_7')).toHaveLength(2);
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

describe('free texts for KSeF: the Unicode characters refused since KSeF 2.4.0', () => {
  // Exactly the ranges of CIRFMF/ksef-docs faktury/weryfikacja-faktury.md ("niezalecane znaki
  // Unicode", W3C XML §2.2): both ends of each.
  const planeEnds = Array.from({ length: 16 }, (_, i) => [(i + 1) * 0x10000 + 0xfffe, (i + 1) * 0x10000 + 0xffff]).flat();
  const documented = [0x7f, 0x80, 0x84, 0x86, 0x90, 0x9f, 0xfdd0, 0xfde0, 0xfdef, ...planeEnds];
  const refused = String.fromCodePoint(...documented);
  const isRefused = (xml: string) => Array.from(xml).some((c) => documented.includes(c.codePointAt(0)!) || (c.codePointAt(0)! >= 0xfdd0 && c.codePointAt(0)! <= 0xfdef) || (c.codePointAt(0)! >= 0x7f && c.codePointAt(0)! <= 0x9f && c.codePointAt(0) !== 0x85));

  it('drops every documented character and nothing else: Polish letters, quotes, NEL (U+0085, allowed) and emoji stay', () => {
    expect(ksefText(refused)).toBe('');
    expect(ksefText(`Kask\u0080 „Orzeł”\u{FDD0} 😀\u{10FFFF} x\u0085y`)).toBe('Kask „Orzeł” 😀 x\u0085y');
    // What XML 1.0 forbids outright goes too: C0 controls, a lone surrogate.
    expect(ksefText('A\u0001B\uD83DC')).toBe('ABC');
  });

  it('an invoice whose product, buyer and address carry them is written without them and still validates against the FA(3) XSD', () => {
    const dirty = order([[`Lusterko${refused} „Old School”`, 1, 12_999], [`Siodło\u009F solo\u{FDEF}`, 1, 89_900]], {
      company: { nip: buyer.nip, name: `Moto\u0080 Garage${String.fromCodePoint(0x1fffe)}`, address: `ul. Długa 12\u007F, 31-147 Kraków` },
    });
    const xml = xmlOf(dirty);
    expect(isRefused(xml)).toBe(false);
    expect(tag(xml, 'P_7')).toEqual(['Lusterko „Old School”', 'Siodło solo']);
    expect(xml).toContain('<Nazwa>Moto Garage</Nazwa>');
    expect(xml).toContain('<AdresL1>ul. Długa 12, 31-147 Kraków</AdresL1>');
    expect(fa3SchemaErrors(xml)).toBeNull();
  });

  it('cuts a long name at the schema\'s length in characters, never between the halves of an emoji', () => {
    const xml = xmlOf(order([[`${'A'.repeat(511)}😀😀`, 1, 1_000]]));
    expect(tag(xml, 'P_7')[0]).toBe(`${'A'.repeat(511)}😀`);
    expect(fa3SchemaErrors(xml)).toBeNull();
  });
});

describe('FA(3) KOR: the correction of a refund of a company order', () => {
  const originalKsef = '5260001246-20261121-0A1B2C3D4E5F-7A';
  const original = { number: 'FV/2026/00042', issuedAt: '2026-11-21T09:00:00.000Z', ksefNumber: originalKsef, buyer } as InvoiceRecord;
  const correction = { number: 'FK/2026/00007', issuedAt: '2026-11-25T10:00:00.000Z', buyer, refundId: 'admin-1' } as InvoiceRecord;
  const refund = (amount: number, reason: RefundRecord['reason']) => ({ id: 'admin-1', amount, reason }) as RefundRecord;
  const korOf = (o: Order, r: RefundRecord) => refundCorrectionXml(o, r, original, correction, '2026-11-25T10:00:00.000Z');

  it.each([
    ['a cancellation (everything back, delivery included)', withDelivery, refund(withDelivery.totalAmount, 'order_cancelled')],
    ['a partial amount refund', dealerOrder, refund(10_001, 'other')],
    ['a pickup order cancelled (its 0,00 zł line too)', withPickup, refund(withPickup.totalAmount, 'order_cancelled')],
  ])('%s validates against the official FA(3) XSD', (_, o, r) => {
    expect(fa3SchemaErrors(korOf(o, r))).toBeNull();
  });

  it('is a KOR naming the corrected invoice by its number, date and KSeF number, effective at its own date', () => {
    const xml = korOf(dealerOrder, refund(10_001, 'other'));
    expect(tag(xml, 'RodzajFaktury')).toEqual(['KOR']);
    expect(tag(xml, 'P_2')).toEqual(['FK/2026/00007']);
    expect(tag(xml, 'TypKorekty')).toEqual(['2']);
    expect(xml).toContain(`<DaneFaKorygowanej><DataWystFaKorygowanej>2026-11-21</DataWystFaKorygowanej><NrFaKorygowanej>FV/2026/00042</NrFaKorygowanej><NrKSeF>1</NrKSeF><NrKSeFFaKorygowanej>${originalKsef}</NrKSeFFaKorygowanej></DaneFaKorygowanej>`);
    expect(xml).not.toContain('<Platnosc>');
  });

  it('a cancellation takes every line of the invoice to zero; a partial refund is one amount line at 23 %', () => {
    const cancelled = korOf(withDelivery, refund(withDelivery.totalAmount, 'order_cancelled'));
    expect(tag(cancelled, 'P_7')).toEqual(['Siedzenie solo &lt;skóra&gt;', 'Dostawa: Kurier InPost']);
    expect(tag(cancelled, 'P_8B')).toEqual(['-1', '-1']);
    expect(tag(cancelled, 'P_11A')).toEqual(['-899.00', '-19.99']);
    expect(tag(cancelled, 'P_15')).toEqual(['-918.99']);
    expect(tag(cancelled, 'P_13_1')).toEqual(['-747.15']); // the invoice's net, taken back exactly
    expect(tag(cancelled, 'PrzyczynaKorekty')[0]).toContain('anulowanie zamówienia');

    const partial = korOf(dealerOrder, refund(10_001, 'other'));
    expect(tag(partial, 'P_7')).toEqual(['Korekta: zwrot części zapłaty (obniżka ceny)']);
    expect(tag(partial, 'P_8B')).toEqual(['1']);
    expect(tag(partial, 'P_11A')).toEqual(['-100.01']);
    expect(tag(partial, 'P_12')).toEqual(['23']);
    expect(tag(partial, 'P_15')).toEqual(['-100.01']);
    expect(Number(tag(partial, 'P_13_1')[0]) + Number(tag(partial, 'P_14_1')[0])).toBeCloseTo(-100.01, 2);
  });

  it('cannot be made before the corrected invoice has its KSeF number, and the XSD refuses a malformed one', () => {
    expect(() => refundCorrectionXml(dealerOrder, refund(100, 'other'), { ...original, ksefNumber: null }, correction)).toThrow(/KSeF/);
    expect(fa3SchemaErrors(korOf(dealerOrder, refund(100, 'other')).replace(originalKsef, 'FV/2026/00042'))).toContain('NrKSeFFaKorygowanej');
  });

  it('prints as a PDF with the same amounts, the corrected invoice\'s KSeF number and its own KSeF number and QR code', { timeout: 30_000 }, async () => {
    const r = refund(10_001, 'other');
    const xml = korOf(dealerOrder, r);
    const ownKsef = '5260001246-20261125-1B2C3D4E5F60-3C';
    const dir = mkdtempSync(join(tmpdir(), 'correction-pdf-'));
    try {
      const file = join(dir, 'k.pdf');
      const figures = refundCorrectionFigures(dealerOrder, r);
      writeFileSync(file, await renderCorrectionPdf({ order: dealerOrder, number: correction.number!, issuedAt: correction.issuedAt!, invoiceNumber: 'FV/2026/00042', invoiceIssuedAt: original.issuedAt!, reason: 'obniżka ceny', figures, invoice: original, ksef: { ...correction, xml, ksefStatus: 'accepted', ksefNumber: ownKsef } }));
      const { text, qr } = await readPdf(file);
      expect(text).toContain('Faktura korygująca FK/2026/00007');
      expect(text).toContain(`Numer KSeF faktury korygowanej: ${originalKsef}`);
      expect(text).toContain(`Numer KSeF: ${ownKsef}`);
      expect(text.replaceAll('\u00a0', ' ')).toContain('-100,01 zł');
      expect(qr).toBe(ksefVerificationUrl(xml, correction.issuedAt!));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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

  it('prints the order\'s delivery as a line: method, 1 usł., its cost', () => {
    expect(delivered.text).toMatch(/Dostawa: Kurier InPost\s+1 usł\.\s+19,99 zł\s+19,99 zł/);
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
  it('prints a terms order\'s due date, the shop\'s account and what is left to pay, instead of "paid online"', { timeout: 30_000 }, async () => {
    const gross = invoiceFigures(dealerOrder).gross;
    const onTerms = await pdfOf({ ...dealerOrder, paymentMode: 'terms', paymentStatus: 'unpaid', paymentDueDate: '2026-12-05', amountPaid: 10_000 });
    const printed = onTerms.text.replaceAll('\u00a0', ' ');
    expect(printed).toContain('Sposób płatności: przelew. Termin płatności: 05.12.2026.');
    expect(printed).toContain('Rachunek: 61 1090 1014 0000 0712 1981 2874 (Santander Bank Polska S.A.).');
    const zl = (grosze: number) => `${(grosze / 100).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} zł`;
    expect(printed).toContain(`Zapłacono: 100,00 zł. Pozostało do zapłaty: ${zl(gross - 10_000)}`);
    expect(printed).not.toContain('płatność online');
    expect(accepted.text).toContain('Zapłacono: płatność online (Stripe)');
  });
});
