import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceSummarySchema, type InvoiceSummary } from '../../functions/contracts/invoice.js';
import { isValidKsefNumber } from '../../infra/local/ksef-fake/ksef-number.js';
import { fa3SchemaErrors } from '../support/fa3-schema.js';
import { api } from './api.js';
import { signIn } from './auth.js';
import { ksefFake, runKsefJob, whitelistFake } from './ksef.js';
import { eventually, stripeFake } from './stripe-fake-client.js';
import { getStock, setStock } from './table.js';

/**
 * Buying as a company and the KSeF path, end to end on the local stack: checkout with a
 * company, Stripe's payment, the KSeF job (run on demand here; the stack's timer is off in
 * integration), the KSeF and VAT white list fakes with their failure modes.
 * Products 60–69 are this file's.
 */
const company = { nip: '526-025-02-74', name: 'Moto Garage Kraków Sp. z o.o.', address: 'ul. Długa 12, 31-147 Kraków' };

let dealer: string;
let admin: string;
let nextProduct = 60;

beforeEach(async () => {
  dealer ??= await signIn('dealer@example.com');
  admin ??= await signIn('admin@example.com');
  await ksefFake.mode('accept');
  await whitelistFake.mode('normal');
});

/** A dealer's paid company order, with an invoice the KSeF job has not seen yet. */
async function paidCompanyOrder(buyer: typeof company = company): Promise<string> {
  const productId = nextProduct++;
  await setStock(productId, 5);
  const res = await api('/api/checkout', { method: 'POST', token: dealer, json: { lineItems: [{ productId, quantity: 2 }], company: buyer } });
  expect(res.status).toBe(200);
  await stripeFake.pay(res.body.sessionId, 'card');
  await eventually(() => api(`/api/me/orders/${res.body.orderId}`, { token: dealer }), (r) => r.body.status === 'processing');
  return res.body.orderId as string;
}

const invoiceOf = async (orderId: string): Promise<InvoiceSummary | null> => {
  const res = await api(`/api/me/orders/${orderId}/invoice-status`, { token: dealer });
  expect(res.status).toBe(200);
  return res.body.invoice ? invoiceSummarySchema.parse(res.body.invoice) : null;
};

describe('checkout as a company', () => {
  it('answers 400 with a field error on company.nip for a NIP whose checksum fails, and holds nothing', async () => {
    await setStock(59, 3);
    const res = await api('/api/checkout', { method: 'POST', token: dealer, json: { lineItems: [{ productId: 59, quantity: 1 }], company: { ...company, nip: '526-025-02-75' } } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', fields: { 'company.nip': 'validation.nipInvalid' } });
    expect(await getStock(59)).toBe(3);
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
    await setStock(nextProduct, 5);
    const res = await api('/api/checkout', { method: 'POST', token: customer, json: { lineItems: [{ productId: nextProduct++, quantity: 1 }] } });
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
