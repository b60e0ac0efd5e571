import { describe, expect, it } from 'vitest';
import { api } from './api.js';
import type { OutboxEmail } from '../../functions/messages/outbox-entity.js';

async function outbox(): Promise<OutboxEmail[]> {
  return (await api('/dev/outbox.json')).body.emails;
}

const contact = { name: 'Jan Kowalski', email: 'jan@example.com', phone: '+48 600 100 200', subject: 'Wycena', message: 'Proszę o wycenę siodła.', consent: true };
const application = {
  company: 'Moto Łódź Sp. z o.o.',
  taxId: '526-000-12-46',
  contactPerson: 'Ewa Nowak',
  email: 'ewa@motolodz.pl',
  phone: '+48 42 123 45 67',
  yearsInBusiness: 5,
  address: 'ul. Piotrkowska 1, 90-001 Łódź',
};

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to the workshop with Reply-To the sender, and acknowledges it', async () => {
    const res = await api('/api/contact', { method: 'POST', json: contact });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const emails = await outbox();
    const toWorkshop = emails.find((e) => e.kind === 'contact' && e.replyTo === contact.email);
    expect(toWorkshop?.text).toContain(contact.message);
    expect(toWorkshop?.subject).toContain('Wycena');
    const ack = emails.find((e) => e.kind === 'contact-acknowledgement' && e.to === contact.email);
    expect(ack?.text).toMatch(/24 godzin/);
  });

  it('rejects missing required fields with per-field i18n keys, and stores nothing', async () => {
    const before = (await outbox()).length;
    const res = await api('/api/contact', { method: 'POST', json: { name: ' ', email: 'nope', message: '', consent: false } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.fields).toEqual({
      name: 'validation.required',
      email: 'validation.emailInvalid',
      message: 'validation.required',
      consent: 'validation.consentRequired',
    });
    expect((await outbox()).length).toBe(before);
  });

  it('accepts an empty optional phone but rejects a malformed one', async () => {
    expect((await api('/api/contact', { method: 'POST', json: { ...contact, phone: '' } })).status).toBe(201);
    const res = await api('/api/contact', { method: 'POST', json: { ...contact, phone: '12ab' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.phone).toBe('validation.phoneInvalid');
  });
});

describe('POST /api/dealer-applications', () => {
  it('stores the application and e-mails the workshop and the applicant', async () => {
    const res = await api('/api/dealer-applications', { method: 'POST', json: application });
    expect(res.status).toBe(201);
    const emails = await outbox();
    expect(emails.find((e) => e.kind === 'dealer-application' && e.text.includes('NIP: 526-000-12-46'))).toBeDefined();
    expect(emails.find((e) => e.kind === 'dealer-application-acknowledgement' && e.to === application.email)?.text).toMatch(/48 godzin/);
  });

  it('checks the NIP checksum and that every field is there', async () => {
    const res = await api('/api/dealer-applications', { method: 'POST', json: { ...application, taxId: '1234567890', address: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ taxId: 'validation.nipInvalid', address: 'validation.required' });
  });

  it('rejects a body that is not JSON', async () => {
    const res = await api('/api/dealer-applications', { method: 'POST', body: 'company=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
  });
});
