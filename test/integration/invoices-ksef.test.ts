import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invoiceSummarySchema, type InvoiceSummary } from '../../functions/contracts/invoice.js';
import { orderSchema, type Order, type Refund } from '../../functions/contracts/order.js';
import { decimalAmount } from '../../functions/invoices/invoice-figures.js';
import { isValidKsefNumber } from '../../infra/local/ksef-fake/ksef-number.js';
import { fa3SchemaErrors } from '../support/fa3-schema.js';
import { readPdf } from '../support/pdf-reader.js';
import { api, baseUrl } from './api.js';
import { signIn } from './auth.js';
import { ksefFake, runKsefJob, whitelistFake } from './ksef.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { getStock, setStock } from './table.js';

/**
 * Buying as a company and the KSeF path, end to end on the local stack: checkout with a
 * company, Stripe's payment, the KSeF job (run on demand here; the stack's timer is off in
 * integration), the KSeF and VAT white list fakes with their failure modes.
 * Products 60–69 are this file's, less those the demo sells in sizes (60, 63, 69), whose lines
 * would have to name a size (orders of the same product are fine: stock is set per order).
 *
 * Then the correction invoices of refunds that are not withdrawals (an amount, a cancellation):
 * numbered once in the FK series, and for a company order sent to KSeF as FA(3) KOR once the
 * corrected invoice has its KSeF number.
 */
const company = { nip: '526-025-02-74', name: 'Moto Garage Kraków Sp. z o.o.', address: 'ul. Długa 12, 31-147 Kraków' };

let dealer: string;
let admin: string;
const OWN_PRODUCTS = [61, 62, 64, 65, 66, 67, 68];
let used = 0;
/** The next of this file's products; the last one again once each has had an order. */
const nextProduct = () => OWN_PRODUCTS[Math.min(used++, OWN_PRODUCTS.length - 1)]!;

beforeEach(async () => {
  dealer ??= await signIn('dealer@example.com');
  admin ??= await signIn('admin@example.com');
  await ksefFake.mode('accept');
  await whitelistFake.mode('normal');
});

/** Sent by InPost courier: the invoice's delivery line is the order's (method, cost, 23 % VAT). */
const courier = { method: 'courier', phone: '600 100 200', address: { name: 'Moto Garage', street: 'Długa', buildingNumber: '12', postalCode: '31-147', city: 'Kraków' } };

/** Checkout session of each order this file paid (for replaying Stripe's webhooks). */
const sessionOf = new Map<string, string>();

/** A dealer's paid company order, with an invoice the KSeF job has not seen yet. */
async function paidCompanyOrder(buyer: typeof company = company): Promise<string> {
  const productId = nextProduct();
  await setStock(productId, 5);
  const res = await api('/api/checkout', { method: 'POST', token: dealer, json: { lineItems: [{ productId, quantity: 2 }], delivery: courier, company: buyer } });
  expect(res.status).toBe(200);
  await stripeFake.pay(res.body.sessionId, 'card');
  await eventually(() => api(`/api/me/orders/${res.body.orderId}`, { token: dealer }), (r) => r.body.status === 'processing');
  sessionOf.set(res.body.orderId, res.body.sessionId);
  return res.body.orderId as string;
}

const invoiceOf = async (orderId: string): Promise<InvoiceSummary | null> => {
  const res = await api(`/api/me/orders/${orderId}/invoice-status`, { token: dealer });
  expect(res.status).toBe(200);
  return res.body.invoice ? invoiceSummarySchema.parse(res.body.invoice) : null;
};

describe('checkout as a company', () => {
  it('answers 400 with a field error on company.nip for a NIP whose checksum fails, and holds nothing', async () => {
    await setStock(13, 3);
    const res = await api('/api/checkout', { method: 'POST', token: dealer, json: { lineItems: [{ productId: 13, quantity: 1 }], delivery: { method: 'pickup' }, company: { ...company, nip: '526-025-02-75' } } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', fields: { 'company.nip': 'validation.nipInvalid' } });
    expect(await getStock(13)).toBe(3);
  });

  it('puts the company on the order (NIP in canonical form), as the customer and the admin see it', async () => {
    const orderId = await paidCompanyOrder({ ...company, nip: 'PL 5260250274' });
    const mine = await api(`/api/me/orders/${orderId}`, { token: dealer });
    expect(mine.body.company).toEqual({ ...company, nip: '5260250274' });
    expect(mine.body.taxId).toBe('5260250274');
    expect((await api(`/api/admin/orders/${orderId}`, { token: admin })).body.company.name).toBe(company.name);
  });
});

describe('the KSeF queue', () => {
  it('issues the paid order\'s FA(3) invoice, KSeF accepts it, and the buyer and the admin get the number, the XML and the UPO', async () => {
    const orderId = await paidCompanyOrder();
    expect(await invoiceOf(orderId)).toBeNull();

    await runKsefJob();
    const invoice = (await invoiceOf(orderId))!;
    expect(invoice).toMatchObject({ kind: 'company', buyer: { ...company, nip: '5260250274' }, ksef: { status: 'accepted' }, documents: { pdf: true, xml: true, upo: true } });
    expect(isValidKsefNumber(invoice.ksef.number!)).toBe(true);
    expect(await ksefFake.invoices(invoice.number)).toHaveLength(1);

    const xml = await api(`/api/me/orders/${orderId}/invoice/xml`, { token: dealer });
    expect(xml.headers.get('content-type')).toContain('application/xml');
    expect(fa3SchemaErrors(xml.body)).toBeNull();
    expect(xml.body).toContain('<NIP>5260250274</NIP>');
    // The last line is the order's delivery, at its cost and 23 % VAT.
    const order = (await api(`/api/me/orders/${orderId}`, { token: dealer })).body as Order;
    const lastLine = [...xml.body.matchAll(/<FaWiersz>(.*?)<\/FaWiersz>/g)].at(-1)![1]!;
    expect(lastLine).toContain('<P_7>Dostawa: Kurier InPost</P_7>');
    expect(lastLine).toContain(`<P_11A>${decimalAmount(order.delivery!.cost)}</P_11A><P_12>23</P_12>`);

    const listed = await api(`/api/admin/invoices?search=${encodeURIComponent(invoice.number)}`, { token: admin });
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0].ksef).toMatchObject({ status: 'accepted', number: invoice.ksef.number });
    const upo = await api(`/api/admin/invoices/${orderId}/upo`, { token: admin });
    expect(upo.status).toBe(200);
    expect(upo.body).toContain(`<NumerKSeFDokumentu>${invoice.ksef.number}</NumerKSeFDokumentu>`);
  });

  it('keeps a rejected invoice with KSeF\'s reason, and the admin resends it with the buyer corrected', async () => {
    await ksefFake.mode('reject', 'Nieprawidłowa nazwa nabywcy');
    const orderId = await paidCompanyOrder();
    await runKsefJob();
    const rejected = (await invoiceOf(orderId))!;
    expect(rejected.ksef).toMatchObject({ status: 'rejected', errorCode: 450 });
    expect(rejected.ksef.error).toContain('Nieprawidłowa nazwa nabywcy');
    expect((await api(`/api/admin/invoices?ksefStatus=rejected`, { token: admin })).body.items.map((i: InvoiceSummary) => i.orderId)).toContain(orderId);

    await ksefFake.mode('accept');
    const corrected = { ...company, name: 'MOTO GARAGE KRAKÓW SP. Z O.O.' };
    const resent = await api(`/api/admin/invoices/${orderId}/resend`, { method: 'POST', token: admin, json: { buyer: corrected } });
    expect(resent.status).toBe(200);
    expect(resent.body.invoice).toMatchObject({ number: rejected.number, buyer: { name: corrected.name }, ksef: { status: 'accepted' } });
    expect((await api(`/api/admin/invoices/${orderId}/resend`, { method: 'POST', token: admin, json: {} })).status).toBe(409);
  });

  it('waits while KSeF is unavailable and sends again with backoff once it is back', async () => {
    await ksefFake.mode('unavailable');
    const orderId = await paidCompanyOrder();
    await runKsefJob();
    const waiting = (await invoiceOf(orderId))!;
    expect(waiting.ksef).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(waiting.ksef.error).toContain('503');
    expect(waiting.documents).toEqual({ pdf: true, xml: true, upo: false });

    await ksefFake.mode('accept');
    await runKsefJob();
    expect((await invoiceOf(orderId))!.ksef.status).toBe('waiting'); // not due before its backoff
    await runKsefJob(new Date(Date.parse(waiting.ksef.nextAttemptAt!) + 1000));
    expect((await invoiceOf(orderId))!.ksef.status).toBe('accepted');
  });

  it('never puts an invoice in KSeF twice: an earlier send the shop did not record ends accepted with KSeF\'s first number', async () => {
    const orderId = await paidCompanyOrder();
    // The buyer's download issues the invoice; the test sends its XML as if the shop had, then crashed.
    expect((await api(`/api/me/orders/${orderId}/invoice`, { token: dealer })).status).toBe(200);
    const xml = (await api(`/api/me/orders/${orderId}/invoice/xml`, { token: dealer })).body as string;
    const session = await ksefFake.client().openSession();
    await session.send(xml);
    const [first] = await ksefFake.invoices((await invoiceOf(orderId))!.number);

    await runKsefJob();
    const invoice = (await invoiceOf(orderId))!;
    expect(invoice.ksef).toMatchObject({ status: 'accepted', number: first!.ksefNumber });
    expect((await ksefFake.invoices(invoice.number)).filter((i) => i.status.code === 200)).toHaveLength(1);
  });

  it('issues and sends an invoice once when job runs race (repeated)', async () => {
    for (let round = 0; round < 3; round++) {
      const orderId = await paidCompanyOrder();
      await Promise.all([runKsefJob(), runKsefJob(), runKsefJob()]);
      const invoice = (await invoiceOf(orderId))!;
      expect(invoice.ksef.status).toBe('accepted');
      expect(await ksefFake.invoices(invoice.number)).toHaveLength(1);
    }
  });

  it('keeps a consumer\'s invoice PDF-only: nothing goes to KSeF', async () => {
    const customer = await signIn('customer@example.com');
    const productId = nextProduct();
    await setStock(productId, 5);
    const res = await api('/api/checkout', { method: 'POST', token: customer, json: { lineItems: [{ productId, quantity: 1 }], delivery: { method: 'pickup' } } });
    await stripeFake.pay(res.body.sessionId, 'card');
    await eventually(() => api(`/api/me/orders/${res.body.orderId}`, { token: customer }), (r) => r.body.status === 'processing');
    expect((await api(`/api/me/orders/${res.body.orderId}/invoice`, { token: customer })).status).toBe(200);
    await runKsefJob();
    const invoice = (await api(`/api/me/orders/${res.body.orderId}/invoice-status`, { token: customer })).body.invoice;
    expect(invoice).toMatchObject({ kind: 'consumer', buyer: null, ksef: { status: 'not_required' }, documents: { pdf: true, xml: false, upo: false } });
    expect((await api(`/api/me/orders/${res.body.orderId}/invoice/xml`, { token: customer })).status).toBe(409);
    expect(await ksefFake.invoices(invoice.number)).toHaveLength(0);
  });
});

describe('KSeF edge cases: rotated keys, an expired access token', () => {
  afterEach(async () => {
    await ksefFake.keys('original');
  });

  it('after an emergency rotation the old key answers 21470; the shop reads the keys again and the invoice is accepted in the same run', async () => {
    // Prepare: the shop has read the original key list (an invoice sent with it).
    const before = await paidCompanyOrder();
    await runKsefJob();
    expect((await invoiceOf(before))!.ksef.status).toBe('accepted');
    const { publicKeyIds, keyUse: earlier } = await ksefFake.keyUse();
    expect(earlier.at(-1)).toMatchObject({ publicKeyId: publicKeyIds.original, refused: false });

    // Act: the Ministry withdraws the key; the next invoice is sent.
    await ksefFake.keys('rotated');
    const orderId = await paidCompanyOrder();
    const report = await runKsefJob();

    // Assess: accepted now, with the new key named; the old one was refused once on the way.
    expect(report).toMatchObject({ rejected: 0, retrying: 0 });
    expect((await invoiceOf(orderId))!.ksef.status).toBe('accepted');
    const since = (await ksefFake.keyUse()).keyUse.slice(earlier.length);
    expect(since.filter((k) => k.refused).map((k) => k.publicKeyId)).toEqual([publicKeyIds.original]);
    expect(since.filter((k) => !k.refused).every((k) => k.publicKeyId === publicKeyIds.rotated)).toBe(true);
  });

  it('a single 401 or 21470 is retried at once: the invoice is accepted, never rejected', async () => {
    for (const error of [401, 21470] as const) {
      const orderId = await paidCompanyOrder();
      await runKsefJob(); // the shop holds a valid access token and key list now
      await ksefFake.failNext(error);
      const next = await paidCompanyOrder();
      const report = await runKsefJob();
      expect(report, `after ${error}`).toMatchObject({ rejected: 0, retrying: 0 });
      expect((await invoiceOf(next))!.ksef.status, `after ${error}`).toBe('accepted');
      expect((await invoiceOf(orderId))!.ksef.status).toBe('accepted');
    }
  });

  it('a 401 that persists leaves the invoice waiting for the next attempt, not rejected; it is accepted then', async () => {
    const orderId = await paidCompanyOrder();
    await runKsefJob();
    // Every authenticated call of this run answers 401, the retry after signing in again too.
    await ksefFake.failNext(401, 2);
    const next = await paidCompanyOrder();
    await runKsefJob();
    const waiting = (await invoiceOf(next))!;
    expect(waiting.ksef).toMatchObject({ status: 'waiting', attempts: 1 });
    expect((await api(`/api/admin/invoices?ksefStatus=rejected`, { token: admin })).body.items.map((i: InvoiceSummary) => i.orderId)).not.toContain(next);

    await runKsefJob(new Date(Date.parse(waiting.ksef.nextAttemptAt!) + 1000));
    expect((await invoiceOf(next))!.ksef.status).toBe('accepted');
    expect((await invoiceOf(orderId))!.ksef.status).toBe('accepted');
  });
});

describe('GET /api/companies/{nip} (VAT white list)', () => {
  it.each([
    ['5260250274', 'active'],
    ['677-231-45-17', 'exempt'],
    ['PL7251880137', 'not_registered'],
  ])('%s: name, address and VAT status %s', async (nip, vatStatus) => {
    const res = await api(`/api/companies/${encodeURIComponent(nip)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nip: nip.replace(/\D/g, '').slice(-10), vatStatus });
    expect(res.body.name.length).toBeGreaterThan(5);
    expect(res.body.address).toMatch(/\d{2}-\d{3}/);
  });

  it('answers 404 for a valid NIP the register does not know, 400 for an invalid one', async () => {
    expect((await api('/api/companies/9512345675')).status).toBe(404);
    const invalid = await api('/api/companies/1234567890');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ nip: 'validation.nipInvalid' });
  });

  it('answers 503 when the register is unavailable (the buyer then types the data)', async () => {
    await whitelistFake.mode('unavailable');
    const res = await api('/api/companies/5831241105');
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('service_unavailable');
  });
});

describe('correction invoices of refunds (FK series; FA(3) KOR in KSeF for a company order)', () => {
  const myOrder = async (orderId: string, token = dealer): Promise<Order> => orderSchema.parse((await api(`/api/me/orders/${orderId}`, { token })).body);
  const refund = (orderId: string, amount?: number) => api(`/api/admin/orders/${orderId}/refunds`, { method: 'POST', token: admin, json: amount ? { amount } : {} });
  const correctionPdf = async (orderId: string, refundId: string, token = dealer) => {
    const res = await fetch(`${baseUrl()}/api/me/orders/${orderId}/refunds/${refundId}/correction`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const pdfText = async (bytes: Buffer) => {
    const dir = mkdtempSync(join(tmpdir(), 'correction-'));
    try {
      writeFileSync(join(dir, 'k.pdf'), bytes);
      return (await readPdf(join(dir, 'k.pdf'))).text.replaceAll('\u00a0', ' ');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const invoiceDiscrepancies = async () => ((await api('/dev/reconcile')).body.discrepancies as { check: string }[]).filter((d) => d.check === 'invoices');
  /** An order whose invoice KSeF accepted. */
  const acceptedCompanyOrder = async () => {
    const orderId = await paidCompanyOrder();
    await runKsefJob();
    const invoice = (await invoiceOf(orderId))!;
    expect(invoice.ksef.status).toBe('accepted');
    return { orderId, invoice };
  };

  it('a partial refund: one correction however often it is asked for, sent as KOR naming the invoice\'s KSeF number, accepted with its own', async () => {
    const { orderId, invoice } = await acceptedCompanyOrder();
    // A double request (same requestId, at once and again after): one refund.
    const requestId = randomUUID();
    const twice = await Promise.all([0, 1].map(() => api(`/api/admin/orders/${orderId}/refunds`, { method: 'POST', token: admin, json: { amount: 5_001, requestId } })));
    const made = await api(`/api/admin/orders/${orderId}/refunds`, { method: 'POST', token: admin, json: { amount: 5_001, requestId } });
    expect([...twice, made].map((a) => a.status)).toEqual([200, 200, 200]);
    expect(made.body.refunds).toHaveLength(1);
    const [r] = made.body.refunds as Refund[];
    // A card refund succeeds at once: the correction is numbered with it, and waits for the job.
    expect(r).toMatchObject({ status: 'succeeded', amount: 5_001, correctionNumber: expect.stringMatching(/^FK\/\d{4}\/\d{5}$/), correctionKsef: { status: 'waiting' } });

    // Duplicate webhooks (Stripe's retries and new deliveries) and downloads at once: still that one correction.
    const sessionId = sessionOf.get(orderId)!;
    const [, , , ...pdfs] = await Promise.all([
      stripeFake.resend(sessionId, 'charge.refunded').catch(() => undefined),
      stripeFake.resend(sessionId, 'refund.updated', true).catch(() => undefined),
      stripeFake.resend(sessionId, 'refund.created').catch(() => undefined),
      correctionPdf(orderId, r!.id),
      correctionPdf(orderId, r!.id),
      api(`/api/admin/orders/${orderId}/refunds/${r!.id}/correction`, { token: admin }),
    ]);
    expect(pdfs.map((p) => p.status)).toEqual([200, 200, 200]);
    expect((await myOrder(orderId)).refunds).toEqual([expect.objectContaining({ id: r!.id, correctionNumber: r!.correctionNumber })]);

    const report = await runKsefJob();
    expect(report.accepted).toBeGreaterThanOrEqual(1);
    const [settled] = (await myOrder(orderId)).refunds!;
    expect(settled!.correctionKsef).toMatchObject({ status: 'accepted' });
    const correctionKsef = settled!.correctionKsef!.number!;
    expect(isValidKsefNumber(correctionKsef)).toBe(true);
    expect(correctionKsef).not.toBe(invoice.ksef.number);
    expect(await ksefFake.invoices(r!.correctionNumber!)).toEqual([expect.objectContaining({ kind: 'KOR', corrects: invoice.ksef.number, status: expect.objectContaining({ code: 200 }), ksefNumber: correctionKsef })]);

    const xml = await api(`/api/admin/invoices/${orderId}/corrections/${r!.id}/xml`, { token: admin });
    expect(xml.status).toBe(200);
    expect(fa3SchemaErrors(xml.body)).toBeNull();
    expect(xml.body).toContain('<RodzajFaktury>KOR</RodzajFaktury>');
    expect(xml.body).toContain(`<NrFaKorygowanej>${invoice.number}</NrFaKorygowanej><NrKSeF>1</NrKSeF><NrKSeFFaKorygowanej>${invoice.ksef.number}</NrKSeFFaKorygowanej>`);
    expect(xml.body).toContain('<P_15>-50.01</P_15>');
    expect((await api(`/api/admin/invoices/${orderId}/corrections/${r!.id}/upo`, { token: admin })).body).toContain(`<NumerKSeFDokumentu>${correctionKsef}</NumerKSeFDokumentu>`);

    // The admin's invoices list: the correction is a row of its own, with its KSeF state.
    const listed = await api(`/api/admin/invoices?search=${encodeURIComponent(r!.correctionNumber!)}`, { token: admin });
    expect(listed.body.items).toEqual([expect.objectContaining({ number: r!.correctionNumber, totalAmount: -5_001, correction: { refundId: r!.id, correctedNumber: invoice.number }, ksef: expect.objectContaining({ status: 'accepted', number: correctionKsef }) })]);

    // The PDF prints both KSeF numbers once accepted.
    const text = await pdfText((await correctionPdf(orderId, r!.id)).bytes);
    expect(text).toContain(`Faktura korygująca ${r!.correctionNumber}`);
    expect(text).toContain(`Dotyczy faktury: ${invoice.number}`);
    expect(text).toContain(`Numer KSeF: ${correctionKsef}`);
    expect(text).toContain('-50,01 zł');
    expect(await invoiceDiscrepancies()).toEqual([]);
  });

  it('a cancellation waits in KSeF for its rejected invoice, takes every line to zero, and can itself be rejected and resent', async () => {
    await ksefFake.mode('reject', 'Nieprawidłowa nazwa nabywcy');
    const orderId = await paidCompanyOrder();
    await runKsefJob();
    expect((await invoiceOf(orderId))!.ksef.status).toBe('rejected');

    const cancelled = await api(`/api/admin/orders/${orderId}`, { method: 'PATCH', token: admin, json: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    const [r] = (await eventually(() => myOrder(orderId), (o) => !!o.refunds?.[0]?.correctionNumber)).refunds!;
    expect(r).toMatchObject({ reason: 'order_cancelled', status: 'succeeded', correctionKsef: { status: 'waiting', awaitingOriginal: true } });
    await ksefFake.mode('accept');
    await runKsefJob();
    // The corrected invoice has no KSeF number yet: nothing of the correction went to KSeF.
    expect(await ksefFake.invoices(r!.correctionNumber!)).toEqual([]);
    expect((await api(`/api/admin/invoices/${orderId}/corrections/${r!.id}/xml`, { token: admin })).status).toBe(409);

    expect((await api(`/api/admin/invoices/${orderId}/resend`, { method: 'POST', token: admin, json: {} })).body.invoice.ksef.status).toBe('accepted');
    await ksefFake.mode('reject', 'Błędna przyczyna korekty');
    await runKsefJob();
    const rejected = (await myOrder(orderId)).refunds![0]!.correctionKsef!;
    expect(rejected).toMatchObject({ status: 'rejected', errorCode: 450 });
    expect((await api('/api/admin/invoices?ksefStatus=rejected', { token: admin })).body.items.map((i: InvoiceSummary) => i.number)).toContain(r!.correctionNumber);

    await ksefFake.mode('accept');
    const resent = await api(`/api/admin/invoices/${orderId}/corrections/${r!.id}/resend`, { method: 'POST', token: admin, json: {} });
    expect(resent.status).toBe(200);
    expect(resent.body.invoice).toMatchObject({ number: r!.correctionNumber, ksef: { status: 'accepted' } });
    // Every line of the invoice to zero: the two units and the delivery taken back.
    const xml = (await api(`/api/admin/invoices/${orderId}/corrections/${r!.id}/xml`, { token: admin })).body as string;
    expect(fa3SchemaErrors(xml)).toBeNull();
    const order = await myOrder(orderId);
    expect([...xml.matchAll(/<P_8B>([^<]*)<\/P_8B>/g)].map((m) => m[1])).toEqual(['-2', '-1']);
    expect(xml).toContain(`<P_15>${decimalAmount(-order.totalAmount)}</P_15>`);
    expect(xml).toContain('<PrzyczynaKorekty>anulowanie zamówienia — zwrot całej zapłaty</PrzyczynaKorekty>');
  });

  it('a consumer order without an invoice gets no correction; with one downloaded, a PDF-only correction', async () => {
    const customer = await signIn('customer@example.com');
    const paid = async () => {
      await setStock(68, 5);
      const res = await api('/api/checkout', { method: 'POST', token: customer, json: { lineItems: [{ productId: 68, quantity: 1 }], delivery: { method: 'pickup' } } });
      await stripeFake.pay(res.body.sessionId, 'card');
      await eventually(() => api(`/api/me/orders/${res.body.orderId}`, { token: customer }), (r) => r.body.status === 'processing');
      return res.body.orderId as string;
    };
    const [uninvoiced, invoiced] = await Promise.all([paid(), paid()]);
    expect((await api(`/api/me/orders/${invoiced}/invoice`, { token: customer })).status).toBe(200);
    const [none, some] = await Promise.all([refund(uninvoiced, 1_000), refund(invoiced, 1_000)]);
    expect(none.body.refunds).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(none.body.refunds[0].correctionNumber ?? null).toBeNull();
    expect((await correctionPdf(uninvoiced, none.body.refunds[0].id, customer)).status).toBe(409);
    // Should the buyer download the invoice later, the refund's correction comes with it.
    expect((await api(`/api/me/orders/${uninvoiced}/invoice`, { token: customer })).status).toBe(200);
    expect((await myOrder(uninvoiced, customer)).refunds![0]!.correctionNumber).toMatch(/^FK\//);

    const [r] = some.body.refunds as Refund[];
    expect(r!.correctionNumber).toMatch(/^FK\//);
    expect(r!.correctionKsef).toBeUndefined();
    const text = await pdfText((await correctionPdf(invoiced, r!.id, customer)).bytes);
    expect(text).toContain('Korekta: zwrot części zapłaty (obniżka ceny)');
    expect(text).not.toContain('KSeF');
    await runKsefJob();
    expect(await ksefFake.invoices(r!.correctionNumber!)).toEqual([]);
  });

  it('two admins refunding at once: a correction each, numbers without gaps, each in KSeF once (raced 3 times)', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId } = await acceptedCompanyOrder();
      const answers = await Promise.all([refund(orderId, 2_000), refund(orderId, 3_000)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const refunds = (await myOrder(orderId)).refunds!.filter((x) => x.status === 'succeeded');
      const numbers = refunds.map((x) => x.correctionNumber);
      expect(numbers).toHaveLength(refunds.length);
      expect(new Set(numbers).size).toBe(refunds.length);
      expect(numbers.every((n) => /^FK\//.test(n ?? ''))).toBe(true);
      await Promise.all([runKsefJob(), runKsefJob()]);
      for (const n of numbers) expect((await ksefFake.invoices(n!)).filter((i) => i.status.code === 200)).toHaveLength(1);
    }
    expect(await invoiceDiscrepancies()).toEqual([]);
  });
});
