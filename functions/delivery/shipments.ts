import type { LockerSize, OrderDelivery } from '../contracts/delivery.js';
import type { Order } from '../contracts/order.js';
import { conflict, HttpError } from '../core/errors.js';
import { logger } from '../core/logger.js';
import { countMetric } from '../core/metrics.js';
import { shopMetrics } from '../core/metric-names.js';
import { sendEmail } from '../messages/mailer.js';
import { notifyCustomer } from '../messages/order-emails.js';
import { getOrder } from '../ledger/order-entity.js';
import { changeOrderStatus } from '../ledger/status-change.js';
import { noticeFor } from '../ledger/order-transitions.js';
import { trackingUrl } from './tracking.js';
import { currentStatus, eventFor, isFinal, mergeEvents, nextOrderStatus, shipmentStatusOf } from './carrier-status.js';
import { lockerReadyEmail } from '../messages/delivery-emails.js';
import { LOCKER_HEIGHT_MM, LOCKER_TEMPLATES } from './parcel.js';
import {
  applyTrackingUpdate,
  createCollectionRecord,
  getShipment,
  markReadyNotified,
  recordCarrierShipment,
  releaseReservation,
  reserveShipment,
  type ShipmentRecord,
  type TrackingUpdate,
} from '../ledger/shipment-entity.js';
import { inpostShipmentsConfigured, ShipxError, ShipxUnavailable, shipx, type ShipxParcel, type ShipxPeer, type ShipxShipmentRequest } from './shipx-client.js';

/**
 * Shipping an order and following its parcel:
 *   - `shipOrder`: the admin's "Nadaj przesyłkę". An InPost shipment is created through ShipX
 *     (locker or courier), its confirmation awaited briefly, and the order moves to `shipped`
 *     with the tracking number once InPost gives one. A pickup order is made ready at the
 *     workshop instead. ShipX refusing changes nothing in the shop.
 *   - `refreshShipment`: reads the parcel's state from ShipX (never from what a webhook says:
 *     InPost's webhooks are unsigned) and applies it. Whatever calls it (a webhook, the sweep,
 *     the admin), however often, in whatever order: statuses only move forward, each order
 *     transition is conditional on the status read, and each e-mail is sent by the one caller
 *     that made its change.
 */

/** How long "Nadaj przesyłkę" waits for InPost to confirm (simplified mode is asynchronous). */
export const CONFIRM_POLL_MS = 250;
export const CONFIRM_POLLS = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A ShipX failure as the admin's API answer: their refusal in plain words, or an outage. */
export function shipxHttpError(error: unknown): HttpError {
  if (error instanceof ShipxUnavailable) {
    return new HttpError(503, 'service_unavailable', 'InPost is not reachable right now; nothing was changed. Try again in a moment.', undefined, { cause: error });
  }
  if (error instanceof ShipxError) {
    if (error.status === 401 || error.status === 403) {
      return new HttpError(503, 'service_unavailable', `InPost refused the shop's credentials (${error.key}): check the ShipX token and organization id.`, undefined, { cause: error });
    }
    const fields = flattenDetails(error.details);
    return new HttpError(422, 'unprocessable', `InPost refused the request: ${error.message}`, Object.keys(fields).length ? fields : { _: error.key }, { cause: error });
  }
  return error instanceof HttpError ? error : new HttpError(500, 'internal', 'Something went wrong on our side. Please try again.', undefined, { cause: error });
}

/** ShipX's `details` (`{ receiver: [{ phone: ['invalid'] }] }`) as `{ 'receiver.phone': 'invalid' }`. */
export function flattenDetails(details: unknown, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(details)) {
    const words = details.filter((d): d is string => typeof d === 'string');
    if (words.length) into[prefix || '_'] = words.join(', ');
    for (const nested of details) if (nested && typeof nested === 'object') flattenDetails(nested, prefix, into);
  } else if (details && typeof details === 'object') {
    for (const [key, value] of Object.entries(details)) flattenDetails(value, prefix ? `${prefix}.${key}` : key, into);
  } else if (typeof details === 'string') {
    into[prefix || '_'] = details;
  }
  return into;
}

function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/);
  const last = parts.length > 1 ? parts.pop()! : parts[0]!;
  return { first_name: parts.join(' ') || last, last_name: last };
}

/** Courier parcels are measured, not templated; what fits no locker is assumed 100 × 60 × 50 cm. */
function courierParcel(delivery: OrderDelivery): ShipxParcel {
  const height = delivery.parcelSize === 'courier' ? 500 : LOCKER_HEIGHT_MM[delivery.parcelSize];
  const [length, width] = delivery.parcelSize === 'courier' ? [1000, 600] : [640, 380];
  return {
    dimensions: { length, width, height, unit: 'mm' },
    weight: { amount: Math.max(0.1, Math.round(delivery.weightGrams / 10) / 100), unit: 'kg' },
  };
}

/** What ShipX is asked to create for an order. */
export function shipmentRequest(order: Order, delivery: OrderDelivery, lockerSize: LockerSize | undefined): ShipxShipmentRequest {
  const email = order.customerEmail ?? '';
  const phone = delivery.phone ?? order.customerPhone ?? '';
  const reference = `Zamówienie ${order.id.slice(0, 8)}`;
  if (delivery.method === 'locker') {
    const size = lockerSize ?? (delivery.parcelSize === 'courier' ? 'C' : delivery.parcelSize);
    const receiver: ShipxPeer = { ...(order.customerName ? splitName(order.customerName) : {}), email, phone };
    return { service: 'inpost_locker_standard', receiver, parcels: [{ template: LOCKER_TEMPLATES[size] }], custom_attributes: { target_point: delivery.point!.code }, reference };
  }
  const a = delivery.address!;
  return {
    service: 'inpost_courier_standard',
    receiver: { ...splitName(a.name), email, phone, address: { street: a.street, building_number: a.buildingNumber, city: a.city, post_code: a.postalCode, country_code: 'PL' } },
    parcels: [courierParcel(delivery)],
    reference,
  };
}

async function emailCustomer(order: Order | undefined, compose: (o: Order) => Parameters<typeof sendEmail>[0]): Promise<void> {
  if (!order?.customerEmail) return;
  await sendEmail(compose(order)).catch((error: unknown) => {
    countMetric(shopMetrics.orderEmailFailed);
    logger.error('delivery e-mail failed', { orderId: order.id, error: error as Error });
  });
}

/**
 * Moves the order as far as its parcel has come (shipped, then delivered), each step
 * conditional on the status read, e-mailing the buyer for each step this call made; then the
 * "waiting in the locker" e-mail, once.
 */
async function followParcel(shipment: ShipmentRecord, by: string): Promise<void> {
  for (let step = 0; step < 4; step++) {
    const order = await getOrder(shipment.orderId);
    if (!order) return;
    const to = nextOrderStatus(order.status, shipment);
    if (!to) break;
    const tracking = to === 'shipped' && shipment.trackingNumber ? { carrier: 'inpost', number: shipment.trackingNumber, url: trackingUrl('inpost', shipment.trackingNumber) } : null;
    const applied = await changeOrderStatus({ order, to, at: new Date().toISOString(), by, ...(tracking ? { set: { tracking } } : {}) });
    // Each meaning (shipped, delivered) is told once, however many sweeps and webhooks race.
    if (applied) await notifyCustomer(order.id, noticeFor(to));
  }
  // Whichever of InPost's ready-for-pickup statuses it reached (the chosen locker, a point, a
  // branch, a temporary locker; a courier parcel left at a point too): once, whoever gets here first.
  if (shipment.carrier === 'inpost' && shipment.status === 'ready_to_pickup' && !shipment.readyNotifiedAt) {
    if (await markReadyNotified(shipment.orderId)) await emailCustomer(await getOrder(shipment.orderId), (o) => lockerReadyEmail(o, shipment));
  }
}

/** The parcel's state at InPost: the shipment, and its history once it has a tracking number. */
async function carrierState(record: ShipmentRecord): Promise<TrackingUpdate> {
  const remote = await shipx.getShipment(record.carrierShipmentId!);
  const trackingNumber = remote.tracking_number ?? record.trackingNumber;
  let history: Awaited<ReturnType<typeof shipx.getTracking>> | null = null;
  if (trackingNumber) {
    try {
      history = await shipx.getTracking(trackingNumber);
    } catch (error) {
      if (!(error instanceof ShipxError && error.status === 404)) throw error;
    }
  }
  const details = history?.tracking_details ?? [];
  const incoming = details.map((d) => eventFor(d.status, d.datetime));
  if (!details.some((d) => d.status === remote.status)) incoming.push(eventFor(remote.status, remote.status === 'created' ? remote.created_at : remote.updated_at));
  const events = mergeEvents(record.events, incoming);
  return { status: currentStatus(events, record.status), carrierStatus: history?.status ?? remote.status, trackingNumber, events };
}

function changed(record: ShipmentRecord, update: TrackingUpdate): boolean {
  return record.status !== update.status || record.carrierStatus !== update.carrierStatus || record.trackingNumber !== update.trackingNumber || record.events.length !== update.events.length;
}

/** Reads the parcel from ShipX and applies it (see the module comment). */
export async function refreshShipment(orderId: string, by = 'inpost'): Promise<ShipmentRecord | undefined> {
  let record = await getShipment(orderId);
  for (let attempt = 0; record?.carrier === 'inpost' && record.carrierShipmentId && attempt < 4; attempt++) {
    const update = await carrierState(record);
    if (!changed(record, update)) break;
    const written = await applyTrackingUpdate(record, update, (status) => !isFinal(status));
    record = await getShipment(orderId);
    if (written) break;
  }
  if (record && (record.carrierShipmentId || record.carrier === 'workshop')) await followParcel(record, by);
  return record;
}

/** The admin's "Nadaj przesyłkę" (or "Gotowe do odbioru" for a pickup order). */
export async function shipOrder(order: Order, options: { by: string; lockerSize?: LockerSize | undefined }): Promise<ShipmentRecord> {
  const delivery = order.delivery;
  if (!delivery) throw conflict('conflict', 'This order was placed before delivery methods existed: record its tracking number by hand');
  if (order.status !== 'processing') throw conflict('conflict', 'Only a paid order that has not been sent yet can be shipped');
  const at = new Date().toISOString();

  if (delivery.method === 'pickup') {
    if (!(await createCollectionRecord({ orderId: order.id, requestedBy: options.by, at }))) throw conflict('conflict', 'This order is already ready for collection');
    const record = (await getShipment(order.id))!;
    await followParcel(record, options.by);
    return record;
  }

  if (!inpostShipmentsConfigured()) throw conflict('conflict', 'InPost shipments are not configured here: record the tracking number by hand');
  if (!order.customerEmail) throw conflict('conflict', 'The order has no e-mail address, which InPost needs for the receiver');
  if (options.lockerSize && delivery.method !== 'locker') throw new HttpError(400, 'invalid_request', 'A locker size applies to locker shipments only', { parcelSize: 'validation.parcelSize' });
  const parcelSize = delivery.method === 'locker' ? (options.lockerSize ?? delivery.parcelSize) : delivery.parcelSize;
  if (!(await reserveShipment({ orderId: order.id, method: delivery.method, parcelSize, requestedBy: options.by, at }))) {
    throw conflict('conflict', 'This order already has a shipment (or one is being created)');
  }

  let created;
  try {
    created = await shipx.createShipment(shipmentRequest(order, delivery, options.lockerSize));
  } catch (error) {
    await releaseReservation(order.id, at);
    countMetric(shopMetrics.shipmentFailed);
    logger.warn('InPost refused a shipment', { orderId: order.id, error: error as Error });
    throw shipxHttpError(error);
  }
  const id = String(created.id);
  await recordCarrierShipment(order.id, at, {
    id,
    carrierStatus: created.status,
    status: shipmentStatusOf(created.status),
    events: [eventFor(created.status, created.created_at)],
  });

  // InPost confirms (buys) the shipment asynchronously, usually within a second or two: wait a
  // little so the admin gets the tracking number and label at once. If it takes longer, the
  // `shipment_confirmed` webhook, the tracking sweep or the admin's refresh complete it.
  for (let poll = 0; poll < CONFIRM_POLLS; poll++) {
    await sleep(CONFIRM_POLL_MS);
    try {
      if ((await shipx.getShipment(id)).tracking_number) break;
    } catch (error) {
      logger.warn('waiting for InPost to confirm a shipment', { orderId: order.id, error: error as Error });
      break;
    }
  }
  try {
    return (await refreshShipment(order.id, options.by))!;
  } catch (error) {
    logger.warn('InPost confirmation not read yet', { orderId: order.id, error: error as Error });
    return (await getShipment(order.id))!;
  }
}

/** The label PDF of an order's InPost shipment. */
export async function shipmentLabel(orderId: string): Promise<{ pdf: Buffer; trackingNumber: string }> {
  const record = await getShipment(orderId);
  if (!record || record.carrier !== 'inpost' || !record.carrierShipmentId) throw new HttpError(404, 'not_found', 'This order has no InPost shipment');
  if (!record.trackingNumber) throw conflict('conflict', 'The label is ready once InPost confirms the shipment; refresh in a moment');
  try {
    return { pdf: await shipx.getLabel(record.carrierShipmentId), trackingNumber: record.trackingNumber };
  } catch (error) {
    if (error instanceof ShipxError && error.key === 'invalid_action') throw conflict('conflict', 'InPost has not confirmed the shipment yet; refresh in a moment');
    throw shipxHttpError(error);
  }
}
