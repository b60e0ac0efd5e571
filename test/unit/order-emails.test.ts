import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/contracts/order.js';
import type { Return, ReturnPath } from '../../functions/contracts/returns.js';
import * as delivery from '../../functions/messages/delivery-emails.js';
import type { ShipmentRecord } from '../../functions/ledger/shipment-entity.js';
import * as emails from '../../functions/messages/order-emails.js';
import type { RefundRecord } from '../../functions/ledger/refund-entity.js';

/**
 * The customer's e-mails about an order in the buyer's language: the Polish ones word for word as
 * the shop has always sent them (the spec and the integration tests read them), the English ones
 * saying the same. Pure builders: no I/O.
 */
beforeAll(() => {
  // config() reads the environment at its first use.
  Object.assign(process.env, { TABLE_NAME: 'unit-table', MEDIA_BUCKET: 'unit-media', COGNITO_USER_POOL_ID: 'local_unit', COGNITO_CLIENT_ID: 'unit-client', COGNITO_ISSUER: 'http://127.0.0.1:1/local_unit', SITE_URL: 'https://shop.example.com', SHOP_NAME: 'Chopper Works' });
});

const ID = 'abcdef12-3456-7890-abcd-ef1234567890';
const order = (language?: 'pl' | 'en', over: Partial<Order> = {}): Order => ({
  id: ID,
  userId: null,
  status: 'processing',
  createdAt: '2026-11-27T12:00:00.000Z',
  updatedAt: '2026-11-27T12:00:00.000Z',
  totalAmount: 123_456,
  currency: 'pln',
  customerName: 'Jan Kowalski',
  customerEmail: 'jan@example.com',
  customerPhone: null,
  taxId: null,
  shippingAddress: null,
  items: [
    { id: 'item-1', productId: 1, quantity: 2, unitPrice: 50_000, totalPrice: 100_000, product: { id: 1, name: 'Tłok kuty', nameEn: 'Forged piston', brand: 'PowerMax', imageUrl: null, description: '' } },
    { id: 'item-2', productId: 2, quantity: 1, unitPrice: 21_956, totalPrice: 21_956, product: { id: 2, name: 'Uszczelka', brand: 'PowerMax', imageUrl: null, description: '' } },
  ],
  stripeSessionId: null,
  stripePaymentIntentId: null,
  dealerOrder: false,
  tracking: null,
  invoiceNumber: null,
  delivery: { method: 'courier', cost: 1500, address: { name: 'Jan', street: 'Długa', buildingNumber: '5', postalCode: '31-147', city: 'Kraków' } } as Order['delivery'],
  paymentStatus: 'paid',
  paidAt: '2026-11-27T12:01:00.000Z',
  amountPaid: 123_456,
  amountRefunded: 0,
  customerVisible: true,
  ...(language ? { language } : {}),
  ...over,
});
const withdrawal = { id: 'r1', createdAt: '2026-11-27T12:05:00.000Z', reason: 'Za duży', rejectionReason: 'Ślady użycia', lines: [{ itemId: 'item-1', productId: 1, name: 'Tłok kuty', quantity: 1, unitPrice: 50_000, acceptedQuantity: null }] } as unknown as Return;
const inpostPath = { returnAddress: 'Poręba Spytkowska 1, 32-800 Brzesko', inpostReturn: { url: 'https://returns.example/x', paidBy: 'shop' } } as ReturnPath;
const lines = (text: string) => text.split('\n');
/** The confirmation of `order()`, line by line: [Polish, English]. */
const confirmation: [string, string][] = [
  ['Dzień dobry Jan Kowalski,', 'Hello Jan Kowalski,'],
  ['', ''],
  ['Płatność przyjęta — kompletujemy Twoje zamówienie.', 'Payment received — we are putting your order together.'],
  ['', ''],
  ['Zamówienie #abcdef12:', 'Order #abcdef12:'],
  ['- Tłok kuty × 2: 1\u00a0000,00 zł', '- Forged piston × 2: 1\u00a0000,00 zł'],
  ['- Uszczelka × 1: 219,56 zł', '- Uszczelka × 1: 219,56 zł'],
  ['Dostawa: Kurier InPost (Jan, Długa 5, 31-147 Kraków): 15,00 zł', 'Delivery: InPost courier (Jan, Długa 5, 31-147 Kraków): 15,00 zł'],
  ['Razem: 1\u00a0234,56 zł', 'Total: 1\u00a0234,56 zł'],
  ['', ''],
  [`Szczegóły: https://shop.example.com/order/${ID}`, `Details: https://shop.example.com/order/${ID}`],
  ['Odstąpienie od umowy (14 dni od doręczenia): https://shop.example.com/withdraw?order=abcdef12', 'Withdrawal from the contract (14 days from delivery): https://shop.example.com/withdraw?order=abcdef12'],
  ['', ''],
  ['Chopper Works', 'Chopper Works'],
];

describe('order e-mails in Polish (orders without a language, and language pl)', () => {
  it('the confirmation reads as it always has', () => {
    for (const o of [order(), order('pl')]) {
      const mail = emails.orderStatusEmail(o, 'confirmation');
      expect(mail.subject).toBe('Chopper Works: potwierdzenie zamówienia #abcdef12');
      expect(lines(mail.text)).toEqual(confirmation.map(([pl]) => pl));
    }
  });

  it('cancellation, refund, withdrawal and a pickup order keep their Polish lines', () => {
    expect(emails.orderStatusEmail(order(), 'cancelled').text).toContain('Zamówienie zostało anulowane. Zwracamy 1\u00a0234,56 zł tą samą metodą płatności; napiszemy, gdy zwrot zostanie zrealizowany.');
    const refund = emails.refundEmail(order(), { amount: 5000, reason: 'return' } as RefundRecord);
    expect(refund.subject).toBe('Chopper Works: zwrot 50,00 zł za zamówienie #abcdef12');
    expect(refund.text).toContain('Zwracamy płatność za zwrócone produkty. Zwrot 50,00 zł trafi na rachunek lub kartę, z których zapłacono (zwykle w ciągu 5–10 dni roboczych).');
    const ack = lines(emails.withdrawalEmail(order(), withdrawal, inpostPath).text);
    expect(ack).toContain('Otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy: 27 listopada 2026 13:05.');
    expect(ack).toContain('- Tłok kuty × 1');
    expect(ack).toContain('   d) nadaj paczkę w dowolnym Paczkomacie.');
    const pickup = emails.orderStatusEmail(order(undefined, { delivery: { method: 'pickup', cost: 0 } as Order['delivery'] }), 'shipped');
    expect(pickup.subject).toBe('Chopper Works: zamówienie #abcdef12 — Zamówienie czeka na odbiór w naszym warsztacie.');
    expect(pickup.text).toContain('Dostawa: Odbiór osobisty w warsztacie (Poręba Spytkowska 1, 32-800 Brzesko, pon.–pt. 8:00–17:00, sob. 9:00–14:00): 0,00 zł');
  });
});

describe('the confirmation of a dealer\'s order on payment terms', () => {
  it('says to pay by transfer by the due date, to the shop\'s account, in the order\'s language; an online order\'s does not', () => {
    const terms = { paymentMode: 'terms', paymentStatus: 'unpaid', paymentDueDate: '2026-12-11' } as Partial<Order>;
    expect(lines(emails.orderStatusEmail(order('pl', terms), 'confirmation').text)).toContain('Płatność przelewem z terminem płatności do 2026-12-11 na rachunek 61 1090 1014 0000 0712 1981 2874 (Santander Bank Polska S.A.), w tytule: zamówienie #abcdef12.');
    expect(lines(emails.orderStatusEmail(order('en', terms), 'confirmation').text)).toContain('Payment by bank transfer on terms, due by 2026-12-11, to account 61 1090 1014 0000 0712 1981 2874 (Santander Bank Polska S.A.), with order #abcdef12 in the title.');
    expect(emails.orderStatusEmail(order('pl'), 'confirmation').text).not.toContain('rachunek');
  });
});

describe('order e-mails in English (language en)', () => {
  it('the confirmation is English line for line, names products by their English name when the line kept one, and keeps złoty', () => {
    const mail = emails.orderStatusEmail(order('en'), 'confirmation');
    expect(mail.subject).toBe('Chopper Works: order confirmation #abcdef12');
    expect(lines(mail.text)).toEqual(confirmation.map(([, en]) => en));
  });

  it('shipped (with tracking), cancelled and refunded orders are told in English', () => {
    const shipped = emails.orderStatusEmail(order('en', { tracking: { carrier: 'other', number: 'X1', url: 'https://track.example/X1' } }), 'shipped');
    expect(shipped.subject).toBe('Chopper Works: order #abcdef12 — Your order has been shipped.');
    expect(lines(shipped.text)).toEqual(expect.arrayContaining(['Carrier: Other carrier, tracking number: X1', 'Tracking: https://track.example/X1']));
    expect(emails.orderStatusEmail(order('en', { amountPaid: 0 }), 'cancelled').text).toContain('\nYour order has been cancelled.\n');
    const refund = emails.refundEmail(order('en'), { amount: 5000, reason: 'late_payment' } as RefundRecord, 'FK/1/2026');
    expect(refund.subject).toBe('Chopper Works: refund of 50,00 zł for order #abcdef12');
    expect(refund.text).toContain('The correction invoice FK/1/2026 can be downloaded from the order page:');
  });

  it('the withdrawal acknowledgement (durable medium) says the same in English, with the time in en-GB', () => {
    const mail = emails.withdrawalEmail(order('en'), withdrawal, inpostPath);
    expect(mail.subject).toBe('Chopper Works: acknowledgement of withdrawal from the contract — order #abcdef12');
    const ack = lines(mail.text);
    expect(ack).toEqual(
      expect.arrayContaining([
        'We have received your statement of withdrawal from the contract: 27 November 2026 at 13:05 (Warsaw time).',
        'You withdraw from the contract for:',
        '- Forged piston × 1',
        'Reason (given voluntarily): Za duży',
        '   b) give the order number #abcdef12 and fill in the return form,',
        '   We pay for sending it back through a Paczkomat.',
        '3. We will send you an e-mail about the refund with the correction invoice.',
      ]),
    );
    // Step for step: as many lines as the Polish acknowledgement.
    expect(ack).toHaveLength(lines(emails.withdrawalEmail(order('pl'), withdrawal, inpostPath).text).length);
    expect(emails.returnRejectedEmail(order('en'), withdrawal).text).toContain('We cannot accept the return you reported on 27 November 2026 at 13:05 (Warsaw time). Reason: Ślady użycia.');
  });

  it('the delivery parts: pickup wording and the locker e-mail', () => {
    const pickup = emails.orderStatusEmail(order('en', { delivery: { method: 'pickup', cost: 0 } as Order['delivery'] }), 'delivered');
    expect(pickup.subject).toBe('Chopper Works: order #abcdef12 — Your order has been picked up');
    expect(pickup.text).toContain('Delivery: Pickup at the workshop (Poręba Spytkowska 1, 32-800 Brzesko, Mon–Fri 8:00–17:00, Sat 9:00–14:00): 0,00 zł');
    const point = { code: 'KRA010', name: 'Paczkomat® KRA010', description: 'By the shop', openingHours: '24/7', address: { street: 'Lea 1', postalCode: '30-001', city: 'Kraków' } };
    const locker = order('en', { delivery: { method: 'locker', cost: 1299, point } as unknown as Order['delivery'] });
    const inLocker = { trackingNumber: 'T1', method: 'locker', carrierStatus: 'ready_to_pickup', events: [{ status: 'ready_to_pickup', carrierStatus: 'ready_to_pickup', at: '2026-11-27T12:00:00.000Z' }] } as ShipmentRecord;
    const ready = delivery.lockerReadyEmail(locker, inLocker);
    expect(ready.subject).toBe('Chopper Works: order #abcdef12 is waiting in Paczkomat KRA010');
    expect(lines(ready.text)).toEqual(expect.arrayContaining(['Your parcel is waiting in the Paczkomat: Paczkomat® KRA010, Lea 1, 30-001 Kraków.', 'Tracking number: T1']));
    expect(delivery.lockerReadyEmail({ ...locker, language: undefined }, inLocker).subject).toBe('Chopper Works: zamówienie #abcdef12 czeka w Paczkomacie KRA010');
    // Stored at a PaczkoPunkt (the locker was full; later reminders change nothing): the chosen locker is not named.
    const atPoint = { ...inLocker, carrierStatus: 'pickup_reminder_sent', events: [{ status: 'ready_to_pickup', carrierStatus: 'stack_in_customer_service_point', at: '2026-11-27T12:00:00.000Z' }] } as ShipmentRecord;
    const elsewhere = delivery.lockerReadyEmail(locker, atPoint);
    expect(elsewhere.subject).toBe('Chopper Works: order #abcdef12 is waiting for you to pick it up');
    expect(elsewhere.text).toContain('Your parcel is waiting for you at an InPost point.');
    expect(elsewhere.text).not.toContain('KRA010');
  });
});
