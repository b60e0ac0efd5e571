import type { ShipmentEvent, ShipmentStatus } from '../contracts/delivery.js';

/**
 * InPost's shipment statuses (GET /v1/statuses lists about thirty) in the buyer's words, and
 * the rules that make tracking safe to apply in any order and any number of times:
 *   - every status has a rank; a parcel never moves back to a lower one (a late or repeated
 *     "in transit" after "ready to pick up" changes nothing);
 *   - events are merged by (carrier status, time), so the same history read twice is one history.
 * An unknown status counts as "in transit": something happened on the way.
 */
const carrierStatuses: Record<Exclude<ShipmentStatus, 'collection'>, readonly string[]> = {
  created: ['created', 'offers_prepared', 'offer_selected'],
  confirmed: ['confirmed'],
  in_transit: [
    'dispatched_by_sender', 'dispatched_by_sender_to_pok', 'collected_from_sender', 'taken_by_courier', 'taken_by_courier_from_pok',
    'adopted_at_source_branch', 'sent_from_source_branch', 'adopted_at_sorting_center', 'sent_from_sorting_center',
    'adopted_at_target_branch', 'delay_in_delivery', 'avizo', 'redirect_to_box', 'readdressed', 'pickup_time_expired',
  ],
  out_for_delivery: ['out_for_delivery', 'out_for_delivery_to_address'],
  ready_to_pickup: ['ready_to_pickup', 'ready_to_pickup_from_pok', 'ready_to_pickup_from_pok_registered', 'ready_to_pickup_from_branch', 'pickup_reminder_sent', 'stack_in_box_machine'],
  delivered: ['delivered'],
  returned: ['returned_to_sender', 'rejected_by_receiver', 'undelivered', 'undelivered_wrong_address', 'undelivered_incomplete_address', 'undelivered_unknown_receiver'],
  cancelled: ['cancelled', 'canceled'],
};

const byCarrierStatus = new Map<string, ShipmentStatus>(
  Object.entries(carrierStatuses).flatMap(([ours, theirs]) => theirs.map((t) => [t, ours as ShipmentStatus] as const)),
);

export function shipmentStatusOf(carrierStatus: string): ShipmentStatus {
  return byCarrierStatus.get(carrierStatus) ?? 'in_transit';
}

export const STATUS_RANK: Record<ShipmentStatus, number> = {
  created: 0,
  confirmed: 1,
  in_transit: 2,
  out_for_delivery: 3,
  ready_to_pickup: 4,
  collection: 4,
  delivered: 6,
  returned: 6,
  cancelled: 6,
};

/** After these nothing more happens to the parcel: tracking stops asking. */
export function isFinal(status: ShipmentStatus): boolean {
  return STATUS_RANK[status] >= 6;
}

export function eventFor(carrierStatus: string, at: string): ShipmentEvent {
  return { status: shipmentStatusOf(carrierStatus), carrierStatus, at };
}

/** Both histories as one, oldest first, each (carrier status, time) once. */
export function mergeEvents(known: readonly ShipmentEvent[], incoming: readonly ShipmentEvent[]): ShipmentEvent[] {
  const seen = new Map<string, ShipmentEvent>();
  for (const event of [...known, ...incoming]) {
    const at = new Date(event.at).toISOString();
    seen.set(`${event.carrierStatus}|${at}`, { ...event, at });
  }
  return [...seen.values()].sort((a, b) => a.at.localeCompare(b.at));
}

/** The parcel's status: the highest it has reached (a later event with a lower rank does not undo it). */
export function currentStatus(events: readonly ShipmentEvent[], fallback: ShipmentStatus): ShipmentStatus {
  return events.reduce<ShipmentStatus>((best, e) => (STATUS_RANK[e.status] > STATUS_RANK[best] ? e.status : best), fallback);
}

/**
 * Where the parcel's progress takes its order: a paid order becomes `shipped` once the parcel
 * has a tracking number (or waits at the workshop), a shipped one `delivered` once it arrived.
 * Null when the order stays as it is (already there, or cancelled meanwhile).
 */
export function nextOrderStatus(
  orderStatus: string,
  shipment: { status: ShipmentStatus; trackingNumber: string | null; carrier: 'inpost' | 'workshop' },
): 'shipped' | 'delivered' | null {
  if (orderStatus === 'processing' && (shipment.trackingNumber || shipment.carrier === 'workshop')) return 'shipped';
  if (orderStatus === 'shipped' && shipment.status === 'delivered') return 'delivered';
  return null;
}
