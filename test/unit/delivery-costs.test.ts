import { describe, expect, it } from 'vitest';
import { checkoutDeliverySchema, normalisePolishMobile, type ParcelSize, type ShippingSettingsInput } from '../../functions/contracts/delivery.js';
import { currentStatus, eventFor, mergeEvents, nextOrderStatus, shipmentStatusOf } from '../../functions/delivery/carrier-status.js';
import { DEFAULT_SHIPPING_SETTINGS, deliveryOptions, priceDelivery } from '../../functions/delivery/cost-rules.js';
import { parcelFor, shippingOf } from '../../functions/delivery/parcel.js';
import { flattenDetails, shipmentRequest } from '../../functions/delivery/shipments.js';

/** The delivery rules as pure functions: parcel sizing, prices, the buyer's input, InPost's statuses. */
const settings: ShippingSettingsInput = {
  ...DEFAULT_SHIPPING_SETTINGS,
  locker: { A: 1000, B: 1200, C: 1500 },
  courier: { A: 1500, B: 1700, C: 2000, courier: 4000 },
  freeThreshold: 50_000,
  dealer: { freeThreshold: 30_000, courierAtLockerPrice: true },
};

const parcel = (size: ParcelSize, weightGrams = 1000) => ({ size, weightGrams, lockerRefusal: size === 'courier' ? ('oversize' as const) : weightGrams > 25_000 ? ('tooHeavy' as const) : null });

describe('the parcel a cart makes', () => {
  it.each([
    [[{ parcelSize: 'A', weightGrams: 300, quantity: 1 }], 'A', null],
    [[{ parcelSize: 'A', weightGrams: 300, quantity: 2 }], 'B', null],
    [[{ parcelSize: 'B', weightGrams: 1000, quantity: 2 }], 'C', null],
    [[{ parcelSize: 'B', weightGrams: 1000, quantity: 3 }], 'courier', 'oversize'],
    [[{ parcelSize: 'A', weightGrams: 300, quantity: 1 }, { parcelSize: 'courier', weightGrams: 5000, quantity: 1 }], 'courier', 'oversize'],
    [[{ parcelSize: 'C', weightGrams: 26_000, quantity: 1 }], 'C', 'tooHeavy'],
  ] as const)('%j → %s (refusal %s)', (lines, size, refusal) => {
    const result = parcelFor(lines);
    expect(result.size).toBe(size);
    expect(result.lockerRefusal).toBe(refusal);
    expect(result.weightGrams).toBe(lines.reduce((sum, l) => sum + l.weightGrams * l.quantity, 0));
  });

  it('treats a product saved before delivery methods as courier-only, 1 kg', () => {
    expect(shippingOf({})).toEqual({ parcelSize: 'courier', weightGrams: 1000 });
    expect(parcelFor([{ quantity: 2 }])).toEqual({ size: 'courier', weightGrams: 2000, lockerRefusal: 'oversize' });
  });
});

describe('delivery prices: method × size × threshold × dealer', () => {
  const cases: [string, ParcelSize, number, boolean, Record<'locker' | 'courier' | 'pickup', number | null>][] = [
    ['consumer, A, below the threshold', 'A', 10_000, false, { locker: 1000, courier: 1500, pickup: 0 }],
    ['consumer, B', 'B', 10_000, false, { locker: 1200, courier: 1700, pickup: 0 }],
    ['consumer, C', 'C', 10_000, false, { locker: 1500, courier: 2000, pickup: 0 }],
    ['consumer, courier-only part', 'courier', 10_000, false, { locker: null, courier: 4000, pickup: 0 }],
    ['consumer, at the threshold', 'B', 50_000, false, { locker: 0, courier: 0, pickup: 0 }],
    ['consumer, oversize at the threshold', 'courier', 60_000, false, { locker: null, courier: 0, pickup: 0 }],
    ['consumer between the dealer and consumer thresholds', 'A', 40_000, false, { locker: 1000, courier: 1500, pickup: 0 }],
    ['dealer, courier at the locker price', 'B', 10_000, true, { locker: 1200, courier: 1200, pickup: 0 }],
    ['dealer, oversize pays the courier price', 'courier', 10_000, true, { locker: null, courier: 4000, pickup: 0 }],
    ['dealer, at their lower threshold', 'C', 30_000, true, { locker: 0, courier: 0, pickup: 0 }],
  ];
  it.each(cases)('%s', (_name, size, productsTotal, dealer, expected) => {
    const options = deliveryOptions({ settings, parcel: parcel(size), productsTotal, dealer });
    for (const option of options) {
      const want = expected[option.method];
      if (want === null) expect(option).toMatchObject({ available: false, unavailableReason: 'oversize', free: false });
      else expect(option).toMatchObject({ available: true, cost: want, free: want === 0 });
    }
  });

  it('uses the consumer threshold for dealers when theirs is not set, and never frees delivery without a threshold', () => {
    const noDealerRule = { ...settings, dealer: { freeThreshold: null, courierAtLockerPrice: false } };
    expect(priceDelivery('courier', { settings: noDealerRule, parcel: parcel('A'), productsTotal: 50_000, dealer: true }).cost).toBe(0);
    expect(priceDelivery('courier', { settings: noDealerRule, parcel: parcel('A'), productsTotal: 40_000, dealer: true }).cost).toBe(1500);
    const never = { ...settings, freeThreshold: null, dealer: { freeThreshold: null, courierAtLockerPrice: false } };
    expect(priceDelivery('locker', { settings: never, parcel: parcel('A'), productsTotal: 10_000_000, dealer: false })).toMatchObject({ cost: 1000, free: false });
  });

  it('refuses a locker for a parcel over 25 kg', () => {
    expect(priceDelivery('locker', { settings, parcel: parcel('C', 30_000), productsTotal: 1, dealer: false })).toMatchObject({ available: false, unavailableReason: 'tooHeavy' });
  });

  it('carries the admin\'s delivery times', () => {
    expect(priceDelivery('pickup', { settings, parcel: parcel('A'), productsTotal: 1, dealer: false }).estimate).toEqual(settings.estimates.pickup);
  });
});

describe('what the buyer sends', () => {
  it.each([
    ['600 100 200', '600100200'],
    ['+48 512-345-678', '512345678'],
    ['0048 885 000 111', '885000111'],
    ['12 345 67 89', null], // a Kraków landline: no SMS
    ['600 100 20', null],
    ['+49 600 100 200', null],
  ])('mobile %s → %s', (raw, expected) => {
    expect(normalisePolishMobile(raw)).toBe(expected);
  });

  it('never accepts a cost, and requires what each method needs', () => {
    const issues = (input: unknown) => checkoutDeliverySchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(issues({ method: 'pickup', cost: 0 })).toEqual(['cost:validation.deliveryCostNotAccepted']);
    expect(issues({ method: 'locker', phone: '600100200' })).toEqual(['pointCode:validation.pointRequired']);
    expect(issues({ method: 'courier', phone: '600100200' })).toEqual(['address:validation.addressRequired']);
    expect(issues({ method: 'locker', pointCode: 'KRA010' })).toEqual(['phone:validation.phoneMobile']);
    expect(issues({ method: 'pickup' })).toEqual([]);
  });
});

describe('InPost statuses', () => {
  it('map onto the buyer\'s words, unknown ones as "in transit"', () => {
    expect(shipmentStatusOf('adopted_at_sorting_center')).toBe('in_transit');
    expect(shipmentStatusOf('ready_to_pickup_from_pok')).toBe('ready_to_pickup');
    expect(shipmentStatusOf('returned_to_sender')).toBe('returned');
    expect(shipmentStatusOf('something_new')).toBe('in_transit');
  });

  it('merge without duplicates and never go back', () => {
    const a = eventFor('confirmed', '2026-11-01T10:00:00.000Z');
    const b = eventFor('ready_to_pickup', '2026-11-02T10:00:00.000Z');
    const late = eventFor('out_for_delivery', '2026-11-02T09:00:00.000Z');
    const merged = mergeEvents([a, b], [b, late, a]);
    expect(merged.map((e) => e.carrierStatus)).toEqual(['confirmed', 'out_for_delivery', 'ready_to_pickup']);
    expect(currentStatus(merged, 'created')).toBe('ready_to_pickup');
    expect(currentStatus([...merged, eventFor('pickup_time_expired', '2026-11-05T00:00:00Z')], 'created')).toBe('ready_to_pickup');
  });

  it('move the order: paid → shipped with a tracking number, shipped → delivered; never a cancelled order', () => {
    const inpost = (status: Parameters<typeof nextOrderStatus>[1]['status'], trackingNumber: string | null = '1') => ({ status, trackingNumber, carrier: 'inpost' as const });
    expect(nextOrderStatus('processing', inpost('created', null))).toBeNull();
    expect(nextOrderStatus('processing', inpost('confirmed'))).toBe('shipped');
    expect(nextOrderStatus('processing', inpost('delivered'))).toBe('shipped');
    expect(nextOrderStatus('shipped', inpost('ready_to_pickup'))).toBeNull();
    expect(nextOrderStatus('shipped', inpost('delivered'))).toBe('delivered');
    expect(nextOrderStatus('cancelled', inpost('delivered'))).toBeNull();
    expect(nextOrderStatus('processing', { status: 'collection', trackingNumber: null, carrier: 'workshop' })).toBe('shipped');
  });
});

describe('talking to ShipX', () => {
  const order = { id: '0123456789abcdef', customerEmail: 'jan@example.com', customerName: 'Jan Maria Rokita', customerPhone: null } as never;

  it('asks for a locker shipment in the compartment size, and lets the admin choose a bigger one', () => {
    const delivery = { method: 'locker', cost: 1000, parcelSize: 'A', weightGrams: 300, phone: '600100200', point: { code: 'KRA010', name: 'Paczkomat® KRA010', address: { street: 'x', postalCode: '30-001', city: 'Kraków' }, openingHours: '24/7', description: null } } as const;
    expect(shipmentRequest(order, delivery, undefined)).toEqual({
      service: 'inpost_locker_standard',
      receiver: { first_name: 'Jan Maria', last_name: 'Rokita', email: 'jan@example.com', phone: '600100200' },
      parcels: [{ template: 'small' }],
      custom_attributes: { target_point: 'KRA010' },
      reference: 'Zamówienie 01234567',
    });
    expect(shipmentRequest(order, delivery, 'C').parcels).toEqual([{ template: 'large' }]);
  });

  it('reads ShipX\'s nested validation details as flat fields', () => {
    expect(flattenDetails({ receiver: [{ phone: ['invalid'], address: [{ post_code: ['required'] }] }], parcels: ['required'] })).toEqual({
      'receiver.phone': 'invalid',
      'receiver.address.post_code': 'required',
      parcels: 'required',
    });
  });
});
