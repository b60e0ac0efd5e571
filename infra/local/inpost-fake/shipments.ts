import { randomInt } from 'node:crypto';
import type { FakePoint } from './points.js';

/**
 * Shipments in the InPost fake: the create request checked the way ShipX's form validation
 * documents it (dokumentacja-inpost, "Form validation"), the shipment object it answers, and
 * the statuses a parcel goes through. Pure: the server keeps the store, clock and webhooks.
 */

export const SERVICES = ['inpost_locker_standard', 'inpost_courier_standard'] as const;
export type Service = (typeof SERVICES)[number];

/** What a parcel goes through after InPost confirms it, as ShipX names the statuses. */
export const FLOWS: Record<Service, readonly string[]> = {
  inpost_locker_standard: ['created', 'confirmed', 'collected_from_sender', 'adopted_at_sorting_center', 'out_for_delivery', 'ready_to_pickup', 'delivered'],
  inpost_courier_standard: ['created', 'confirmed', 'collected_from_sender', 'adopted_at_sorting_center', 'out_for_delivery', 'delivered'],
};

/**
 * Every status ShipX lists in `GET /v1/statuses` (ShipX API docs, "Statuses":
 * https://dokumentacja-inpost.atlassian.net/wiki/spaces/PL/pages/18153478/Statuses), in its
 * order: the dev page can put a parcel in any of them, beyond the short flows above.
 */
export const SHIPX_STATUSES = [
  'created', 'offers_prepared', 'offer_selected', 'confirmed', 'dispatched_by_sender', 'collected_from_sender', 'taken_by_courier',
  'adopted_at_source_branch', 'sent_from_source_branch', 'ready_to_pickup_from_pok', 'ready_to_pickup_from_pok_registered', 'oversized',
  'adopted_at_sorting_center', 'sent_from_sorting_center', 'adopted_at_target_branch', 'out_for_delivery', 'ready_to_pickup',
  'pickup_reminder_sent', 'delivered', 'pickup_time_expired', 'avizo', 'claimed', 'returned_to_sender', 'canceled', 'other',
  'dispatched_by_sender_to_pok', 'out_for_delivery_to_address', 'pickup_reminder_sent_address', 'rejected_by_receiver',
  'undelivered_wrong_address', 'undelivered_incomplete_address', 'undelivered_unknown_receiver', 'undelivered_cod_cash_receiver',
  'taken_by_courier_from_pok', 'undelivered', 'return_pickup_confirmation_to_sender', 'ready_to_pickup_from_branch', 'delay_in_delivery',
  'redirect_to_box', 'canceled_redirect_to_box', 'readdressed', 'undelivered_no_mailbox', 'undelivered_not_live_address',
  'undelivered_lack_of_access_letterbox', 'missing', 'stack_in_customer_service_point', 'stack_parcel_pickup_time_expired',
  'unstack_from_customer_service_point', 'courier_avizo_in_customer_service_point', 'taken_by_courier_from_customer_service_point',
  'stack_in_box_machine', 'unstack_from_box_machine', 'stack_parcel_in_box_machine_pickup_time_expired',
] as const;

export interface Peer {
  first_name?: string;
  last_name?: string;
  company_name?: string;
  name?: string;
  email?: string;
  phone?: string;
  address?: { street?: string; building_number?: string; city?: string; post_code?: string; country_code?: string };
}

export interface Parcel {
  id: string;
  template: string | null;
  dimensions: { length: number; width: number; height: number; unit: string } | null;
  weight: { amount: number; unit: string } | null;
  tracking_number: string | null;
  is_non_standard: boolean;
}

export interface FakeShipment {
  href: string;
  id: number;
  status: string;
  tracking_number: string | null;
  service: Service;
  reference: string | null;
  is_return: boolean;
  created_by_id: number;
  receiver: Peer;
  sender: Peer;
  parcels: Parcel[];
  custom_attributes: { target_point?: string; sending_method?: string };
  cod: null;
  insurance: null;
  offers: unknown[];
  selected_offer: unknown;
  transactions: unknown[];
  created_at: string;
  updated_at: string;
}

export interface ShipmentRecord {
  shipment: FakeShipment;
  /** Every status the parcel had, oldest first. */
  history: { status: string; datetime: string }[];
  organizationId: string;
}

/** ShipX's validation errors: attribute → error keys, nested as the request is. */
export type Details = Record<string, unknown>;

export class ValidationFailed extends Error {
  constructor(readonly details: Details) {
    super('There are some validation errors. Check details object for more info.');
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function checkReceiver(receiver: unknown, service: Service, details: Details): Peer {
  if (!isRecord(receiver)) {
    details.receiver = ['required'];
    return {};
  }
  const errors: Record<string, unknown> = {};
  const peer = receiver as Peer;
  if (!text(peer.email)) errors.email = ['required'];
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(peer.email!)) errors.email = ['invalid'];
  if (!text(peer.phone)) errors.phone = ['required'];
  else if (!/^\d{9}$/.test(peer.phone!.replace(/^\+?48/, ''))) errors.phone = ['invalid'];
  if (service === 'inpost_courier_standard') {
    if (!text(peer.company_name) && !(text(peer.first_name) && text(peer.last_name)) && !text(peer.name)) errors.name = ['required'];
    const a = peer.address;
    if (!isRecord(a)) errors.address = ['required'];
    else {
      const address: Record<string, string[]> = {};
      for (const field of ['street', 'building_number', 'city'] as const) if (!text(a[field])) address[field] = ['required'];
      if (!text(a.post_code)) address.post_code = ['required'];
      else if (!/^\d{2}-\d{3}$/.test(a.post_code!)) address.post_code = ['invalid'];
      if (Object.keys(address).length) errors.address = [address];
    }
  }
  if (Object.keys(errors).length) details.receiver = [errors];
  return peer;
}

const TEMPLATES = ['small', 'medium', 'large'];

function checkParcels(parcels: unknown, service: Service, details: Details): Parcel[] {
  if (!Array.isArray(parcels) || parcels.length === 0) {
    details.parcels = ['required'];
    return [];
  }
  const errors: unknown[] = [];
  const checked = parcels.map((raw, i): Parcel => {
    const p = isRecord(raw) ? raw : {};
    const template = text(p.template) ?? null;
    const problems: Record<string, string[]> = {};
    if (service === 'inpost_locker_standard' && (!template || !TEMPLATES.includes(template))) problems.template = [template ? 'invalid' : 'required'];
    if (service === 'inpost_courier_standard' && !template) {
      const d = isRecord(p.dimensions) ? p.dimensions : null;
      const w = isRecord(p.weight) ? p.weight : null;
      if (!d || !['length', 'width', 'height'].every((k) => typeof d[k] === 'number' && (d[k] as number) >= 1)) problems.dimensions = ['invalid'];
      if (!w || typeof w.amount !== 'number' || w.amount <= 0) problems.weight = ['invalid'];
      else if (w.amount > 30) problems.weight = ['too_heavy'];
    }
    if (Object.keys(problems).length) errors.push(problems);
    return {
      id: text(p.id) ?? String(i + 1),
      template,
      dimensions: isRecord(p.dimensions) ? (p.dimensions as Parcel['dimensions']) : null,
      weight: isRecord(p.weight) ? (p.weight as Parcel['weight']) : null,
      tracking_number: null,
      is_non_standard: false,
    };
  });
  if (errors.length) details.parcels = errors;
  return checked;
}

/** Checks a create request; throws ValidationFailed with ShipX's `details` shape. */
export function checkCreateRequest(body: unknown, points: readonly FakePoint[]): Omit<FakeShipment, 'href' | 'id' | 'status' | 'tracking_number' | 'created_at' | 'updated_at' | 'created_by_id'> {
  const b = isRecord(body) ? body : {};
  const details: Details = {};
  const service = b.service as Service;
  if (!SERVICES.includes(service)) {
    details.service = [b.service === undefined ? 'required' : 'invalid'];
    throw new ValidationFailed(details);
  }
  const receiver = checkReceiver(b.receiver, service, details);
  const parcels = checkParcels(b.parcels, service, details);
  const attributes = isRecord(b.custom_attributes) ? (b.custom_attributes as FakeShipment['custom_attributes']) : {};
  if (service === 'inpost_locker_standard') {
    const target = points.find((p) => p.name === attributes.target_point);
    if (!attributes.target_point) details.custom_attributes = [{ target_point: ['required'] }];
    else if (!target || target.status !== 'Operating' || !target.functions.includes('parcel_collect')) details.custom_attributes = [{ target_point: ['invalid'] }];
  }
  if (Object.keys(details).length) throw new ValidationFailed(details);
  return {
    service,
    reference: text(b.reference) ?? null,
    is_return: false,
    receiver,
    sender: { company_name: 'Chopper Works Sp. z o.o.', email: 'sklep@chopperworks.pl', phone: '123456789' },
    parcels,
    custom_attributes: attributes,
    cod: null,
    insurance: null,
    offers: [],
    selected_offer: null,
    transactions: [],
  };
}

/** A 24-digit tracking number, as InPost's are. */
export function newTrackingNumber(): string {
  return Array.from({ length: 24 }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');
}

/** The next status of the parcel's flow, or null at its end. */
export function nextStatus(record: ShipmentRecord): string | null {
  const flow = FLOWS[record.shipment.service];
  const at = flow.indexOf(record.shipment.status);
  // Put off the flow by hand (a point, a delay…): the next step is the buyer collecting it.
  if (at < 0) return record.shipment.status === 'delivered' ? null : 'delivered';
  return at < flow.length - 1 ? flow[at + 1]! : null;
}

/** GET /v1/tracking/{number}: the shipment's history, newest first, with the target locker. */
export function trackingView(record: ShipmentRecord, points: readonly FakePoint[]) {
  const s = record.shipment;
  const target = points.find((p) => p.name === s.custom_attributes.target_point);
  const template = s.parcels[0]?.template;
  return {
    tracking_number: s.tracking_number,
    service: s.service,
    type: s.service,
    status: s.status,
    custom_attributes: target
      ? {
          size: template === 'small' ? 'A' : template === 'medium' ? 'B' : 'C',
          target_machine_id: target.name,
          target_machine_detail: { name: target.name, opening_hours: target.opening_hours, location_description: target.location_description, address: target.address, type: target.type },
        }
      : null,
    tracking_details: [...record.history].reverse().map((h) => ({ status: h.status, origin_status: h.status.toUpperCase(), agency: null, location: null, datetime: h.datetime })),
    expected_flow: FLOWS[s.service],
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}
