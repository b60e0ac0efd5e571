import { describe, expect, it } from 'vitest';
import type { ShipmentEvent } from '../../functions/contracts/delivery.js';
import { CARRIER_STATUSES, currentStatus, eventFor, isFinal, READY_ELSEWHERE, shipmentStatusOf } from '../../functions/delivery/carrier-status.js';
import { SHIPX_STATUSES } from '../../infra/local/inpost-fake/shipments.js';

/**
 * InPost's statuses in the shop's words (functions/delivery/carrier-status.ts): every status of
 * ShipX's `GET /v1/statuses` list (the fake keeps that list, SHIPX_STATUSES) has its place; the
 * ones that mean "waiting for the buyer" are ready for pickup; an unknown one moves nothing.
 */
describe('InPost status table', () => {
  it('places every status of ShipX\'s documented list, and nothing that is not on it', () => {
    expect(Object.keys(CARRIER_STATUSES).sort()).toEqual([...SHIPX_STATUSES].sort());
  });

  it('reads as ready for pickup exactly the statuses where the parcel waits for the buyer', () => {
    const ready = Object.entries(CARRIER_STATUSES).filter(([, ours]) => ours === 'ready_to_pickup').map(([theirs]) => theirs).sort();
    expect(ready).toEqual([
      'courier_avizo_in_customer_service_point', 'pickup_reminder_sent', 'ready_to_pickup', 'ready_to_pickup_from_branch',
      'ready_to_pickup_from_pok', 'ready_to_pickup_from_pok_registered', 'stack_in_box_machine', 'stack_in_customer_service_point',
    ]);
    // Elsewhere than the chosen locker: every ready status but the locker's own two.
    expect([...READY_ELSEWHERE].sort()).toEqual(ready.filter((s) => s !== 'ready_to_pickup' && s !== 'pickup_reminder_sent'));
  });

  it.each([
    ['delay_in_delivery', 'in_transit'],
    ['pickup_time_expired', 'in_transit'], // the buyer may still collect it before the courier
    ['undelivered_wrong_address', 'in_transit'], // tried again the next working day
    ['unstack_from_customer_service_point', 'in_transit'],
    ['out_for_delivery_to_address', 'out_for_delivery'],
    ['avizo', 'returned'],
    ['returned_to_sender', 'returned'],
    ['undelivered', 'returned'],
    ['taken_by_courier_from_customer_service_point', 'returned'],
    ['return_pickup_confirmation_to_sender', 'delivered'],
    ['canceled', 'cancelled'],
  ] as const)('%s → %s', (theirs, ours) => {
    expect(shipmentStatusOf(theirs)).toBe(ours);
  });

  it('keeps tracking a parcel that went back or was collected no further, and one that only waits', () => {
    expect(isFinal(shipmentStatusOf('returned_to_sender'))).toBe(true);
    expect(isFinal(shipmentStatusOf('stack_in_customer_service_point'))).toBe(false);
    expect(isFinal(shipmentStatusOf('pickup_time_expired'))).toBe(false);
  });

  it('an unknown status moves nothing: the parcel keeps the status it had, even one ranked below', () => {
    const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const events: ShipmentEvent[] = [eventFor('confirmed', at(0)), eventFor('collected_from_sender', at(1)), eventFor('parcel_teleported', at(2))];
    expect(currentStatus(events, 'created')).toBe('in_transit');
    expect(currentStatus([eventFor('confirmed', at(0)), eventFor('parcel_teleported', at(1))], 'created')).toBe('confirmed');
    expect(currentStatus([eventFor('ready_to_pickup', at(0)), eventFor('ready_to_pickup_v2', at(1))], 'confirmed')).toBe('ready_to_pickup');
  });
});
