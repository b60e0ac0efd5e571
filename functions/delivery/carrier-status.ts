import type { ShipmentEvent, ShipmentStatus } from '../contracts/delivery.js';
import { logger } from '../core/logger.js';

/**
 * InPost's shipment statuses in the buyer's words, and the rules that make tracking safe to
 * apply in any order and any number of times:
 *   - every status has a rank; a parcel never moves back to a lower one (a late or repeated
 *     "in transit" after "ready to pick up" changes nothing);
 *   - events are merged by (carrier status, time), so the same history read twice is one history.
 *
 * THE LIST: every status ShipX answers in `GET /v1/statuses` ("Statuses", ShipX API docs,
 * https://dokumentacja-inpost.atlassian.net/wiki/spaces/PL/pages/18153478/Statuses), each placed
 * by InPost's own description of it (the `description` that endpoint returns in pl_PL). Where the
 * description says the parcel waits for the buyer somewhere, it is `ready_to_pickup` (and the
 * buyer gets the ready-for-pickup e-mail once); where it says the parcel is going back, `returned`.
 * A status missing from this table (InPost adds some) is logged and changes nothing: the parcel
 * keeps the status it had, and tracking goes on.
 */
export const CARRIER_STATUSES: Readonly<Record<string, Exclude<ShipmentStatus, 'collection'>>> = {
  created: 'created', // "utworzona, ale nie jest gotowa do nadania"
  offers_prepared: 'created',
  offer_selected: 'created',
  confirmed: 'confirmed', // the sender prepared it; the journey has not begun
  dispatched_by_sender: 'in_transit', // in the sender's Paczkomat, waiting for the courier
  dispatched_by_sender_to_pok: 'in_transit',
  collected_from_sender: 'in_transit',
  taken_by_courier: 'in_transit',
  taken_by_courier_from_pok: 'in_transit',
  adopted_at_source_branch: 'in_transit',
  sent_from_source_branch: 'in_transit',
  adopted_at_sorting_center: 'in_transit',
  sent_from_sorting_center: 'in_transit',
  adopted_at_target_branch: 'in_transit',
  oversized: 'in_transit', // does not fit the locker: InPost takes it on
  delay_in_delivery: 'in_transit', // "Dostawa się opóźni"
  redirect_to_box: 'in_transit', // a courier parcel redirected to a Paczkomat
  canceled_redirect_to_box: 'in_transit', // the redirect failed: delivered to the address
  readdressed: 'in_transit',
  unstack_from_customer_service_point: 'in_transit', // on its way from the point to the locker
  unstack_from_box_machine: 'in_transit', // on its way from the temporary locker to the chosen one
  stack_parcel_pickup_time_expired: 'in_transit', // still stored, waiting to be taken to the locker
  stack_parcel_in_box_machine_pickup_time_expired: 'in_transit',
  pickup_time_expired: 'in_transit', // going back, but the buyer may still collect it first
  pickup_reminder_sent_address: 'in_transit', // the courier missed the buyer; tries again tomorrow
  undelivered_wrong_address: 'in_transit', // "Brak możliwości doręczenia w dniu dzisiejszym": tried again
  undelivered_incomplete_address: 'in_transit',
  undelivered_unknown_receiver: 'in_transit',
  undelivered_cod_cash_receiver: 'in_transit',
  undelivered_no_mailbox: 'in_transit',
  undelivered_not_live_address: 'in_transit',
  claimed: 'in_transit', // a complaint is open: says nothing new about where the parcel is
  other: 'in_transit', // "w nierozpoznanym statusie"
  missing: 'in_transit',
  out_for_delivery: 'out_for_delivery',
  out_for_delivery_to_address: 'out_for_delivery',
  ready_to_pickup: 'ready_to_pickup', // in the chosen Paczkomat
  pickup_reminder_sent: 'ready_to_pickup', // still in the Paczkomat, 24 hours left
  ready_to_pickup_from_pok: 'ready_to_pickup', // at an InPost point (PaczkoPunkt)
  ready_to_pickup_from_pok_registered: 'ready_to_pickup',
  ready_to_pickup_from_branch: 'ready_to_pickup', // at an InPost branch
  stack_in_box_machine: 'ready_to_pickup', // stored in a temporary Paczkomat (the chosen one was full)
  stack_in_customer_service_point: 'ready_to_pickup', // stored at a PaczkoPunkt
  courier_avizo_in_customer_service_point: 'ready_to_pickup', // a courier parcel left at a PaczkoPunkt
  delivered: 'delivered',
  return_pickup_confirmation_to_sender: 'delivered', // collected; the return receipt goes to the sender
  avizo: 'returned', // "ponownie nie zastał Odbiorcy … w drogę powrotną do Nadawcy"
  returned_to_sender: 'returned',
  rejected_by_receiver: 'returned',
  undelivered: 'returned', // to the store of undeliverable parcels
  undelivered_lack_of_access_letterbox: 'returned', // "wyruszyła w drogę powrotną do Nadawcy"
  taken_by_courier_from_customer_service_point: 'returned', // not collected: going back
  canceled: 'cancelled',
};

/**
 * Ready-for-pickup statuses that mean somewhere else than the Paczkomat the buyer chose (a point,
 * a branch, a temporary locker): the e-mail must not name the chosen locker; InPost's text
 * message names the place.
 */
export const READY_ELSEWHERE: ReadonlySet<string> = new Set([
  'ready_to_pickup_from_pok',
  'ready_to_pickup_from_pok_registered',
  'ready_to_pickup_from_branch',
  'stack_in_box_machine',
  'stack_in_customer_service_point',
  'courier_avizo_in_customer_service_point',
]);

export function isKnownCarrierStatus(carrierStatus: string): boolean {
  return Object.hasOwn(CARRIER_STATUSES, carrierStatus);
}

/** Our status for InPost's; an unknown one reads as "in transit" in the history but moves nothing (see currentStatus). */
export function shipmentStatusOf(carrierStatus: string): ShipmentStatus {
  if (isKnownCarrierStatus(carrierStatus)) return CARRIER_STATUSES[carrierStatus]!;
  logger.warn('an InPost status the shop does not know; the parcel keeps its status', { carrierStatus });
  return 'in_transit';
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

/**
 * The parcel's status: the highest it has reached (a later event with a lower rank does not undo
 * it). Events of a status InPost added since the table was written count for nothing.
 */
export function currentStatus(events: readonly ShipmentEvent[], fallback: ShipmentStatus): ShipmentStatus {
  return events.reduce<ShipmentStatus>((best, e) => (isKnownCarrierStatus(e.carrierStatus) && STATUS_RANK[e.status] > STATUS_RANK[best] ? e.status : best), fallback);
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
