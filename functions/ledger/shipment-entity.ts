import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DeliveryMethod, ParcelSize, ShipmentEvent, ShipmentStatus } from '../contracts/delivery.js';
import { db, queryAll, tableName } from '../core/table.js';
import { parseItem, shipmentRecordSchema } from './items.js';
import { ledgerIndexKeys, ledgerKeys } from './keys.js';
import { commit, write } from './write-path.js';

/**
 * Shipment entity: how an order's parcel travels. Its own item in the order's collection, so
 * tracking never rewrites the order item; every write is a field-level update conditional on
 * what it expects (no shipment yet, the reservation still pending, the version it read), and
 * goes through the ledger's write path (a failed condition answers false). Delivery
 * (functions/delivery/shipments.ts) decides what to write; the API's view of a shipment is
 * delivery's too (shipment-view.ts).
 *
 * | access pattern        | key                                                            |
 * |-----------------------|----------------------------------------------------------------|
 * | forOrder              | PK = ORDER#{orderId}, SK = SHIPMENT                            |
 * | byCarrierShipment     | GSI1PK = INPOST_SHIPMENT#{shipmentId}, GSI1SK = SHIPMENT       |
 * | open (tracking sweep) | GSI2PK = SHIPMENTS#OPEN, GSI2SK = {updatedAt}#{orderId}        |
 *
 * Creating an InPost shipment first reserves the item (`pendingRequestAt`), then asks ShipX,
 * then records the answer: two admins pressing "Nadaj przesyłkę" at once create one shipment.
 * A reservation whose request never came back (the function died) may be taken over after
 * RESERVATION_TIMEOUT_MS.
 */
export const RESERVATION_TIMEOUT_MS = 2 * 60_000;

export interface ShipmentRecord {
  orderId: string;
  method: DeliveryMethod;
  carrier: 'inpost' | 'workshop';
  carrierShipmentId: string | null;
  trackingNumber: string | null;
  status: ShipmentStatus;
  carrierStatus: string;
  events: ShipmentEvent[];
  /** The size class the parcel was sent as. */
  parcelSize: ParcelSize;
  /** Who asked for it: an admin's e-mail. */
  requestedBy: string;
  /** Set while ShipX is being asked; gone once it answered. */
  pendingRequestAt?: string;
  /** When the buyer was told the parcel waits in the locker (once). */
  readyNotifiedAt?: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

const keys = {
  forOrder: ledgerKeys.shipment,
  byCarrierShipment: ledgerIndexKeys.shipmentOfCarrier,
  open: ledgerIndexKeys.openShipments,
};

function fromItem(item: Record<string, unknown>): ShipmentRecord {
  return parseItem('shipment', shipmentRecordSchema, item);
}

export async function getShipment(orderId: string): Promise<ShipmentRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.forOrder(orderId), ConsistentRead: true }));
  return out.Item ? fromItem(out.Item) : undefined;
}

/** The order a ShipX shipment id belongs to (webhooks name only the shipment). */
export async function orderIdOfCarrierShipment(shipmentId: string): Promise<string | undefined> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': keys.byCarrierShipment(shipmentId).GSI1PK, ':sk': 'SHIPMENT' },
    }),
  );
  const item = out.Items?.[0];
  return item ? String(item.orderId) : undefined;
}

/** Shipments still travelling that were last updated before `before` (ISO), oldest first. */
export async function listOpenShipments(before: string): Promise<string[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :before',
    ExpressionAttributeValues: { ':pk': keys.open().GSI2PK, ':before': before },
    ProjectionExpression: 'orderId',
  });
  return items.map((i) => String(i.orderId));
}


/**
 * Claims the order's shipment before ShipX is asked. False when the order already has one (or
 * another request for it is under way).
 */
export async function reserveShipment(input: { orderId: string; method: DeliveryMethod; parcelSize: ParcelSize; requestedBy: string; at: string }): Promise<boolean> {
  const record: ShipmentRecord = {
    ...input,
    carrier: 'inpost',
    carrierShipmentId: null,
    trackingNumber: null,
    status: 'created',
    carrierStatus: 'requesting',
    events: [],
    pendingRequestAt: input.at,
    createdAt: input.at,
    updatedAt: input.at,
    version: 1,
  };
  const stale = new Date(Date.parse(input.at) - RESERVATION_TIMEOUT_MS).toISOString();
  const result = await commit([
    write('shipment', {
      Put: {
        TableName: tableName(),
        Item: { ...keys.forOrder(input.orderId), entityType: 'shipment', schemaVersion: 1, ...record },
        ConditionExpression: 'attribute_not_exists(PK) OR pendingRequestAt < :stale',
        ExpressionAttributeValues: { ':stale': stale },
      },
    }),
  ]);
  return result.committed;
}

/** ShipX refused or was unreachable: the reservation goes, as if nothing had been asked. */
export async function releaseReservation(orderId: string, at: string): Promise<void> {
  // A failed condition: the reservation was taken over or answered meanwhile; that one stands.
  await commit([
    write('shipment', {
      Delete: { TableName: tableName(), Key: keys.forOrder(orderId), ConditionExpression: 'pendingRequestAt = :at', ExpressionAttributeValues: { ':at': at } },
    }),
  ]);
}

/** ShipX created the shipment: its id, status and (maybe already) tracking number. */
export async function recordCarrierShipment(orderId: string, reservedAt: string, shipment: { id: string; carrierStatus: string; status: ShipmentStatus; events: ShipmentEvent[] }): Promise<void> {
  const now = new Date().toISOString();
  const result = await commit([
    write('shipment', {
      Update: {
        TableName: tableName(),
        Key: keys.forOrder(orderId),
        UpdateExpression:
          'SET carrierShipmentId = :id, carrierStatus = :cs, #status = :s, events = :e, updatedAt = :now, version = version + :one, GSI1PK = :g1pk, GSI1SK = :g1sk, GSI2PK = :g2pk, GSI2SK = :g2sk REMOVE pendingRequestAt',
        ConditionExpression: 'pendingRequestAt = :reservedAt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':id': shipment.id,
          ':cs': shipment.carrierStatus,
          ':s': shipment.status,
          ':e': shipment.events,
          ':now': now,
          ':one': 1,
          ':reservedAt': reservedAt,
          ':g1pk': keys.byCarrierShipment(shipment.id).GSI1PK,
          ':g1sk': 'SHIPMENT',
          ':g2pk': keys.open().GSI2PK,
          ':g2sk': keys.open(now, orderId).GSI2SK,
        },
      },
    }),
  ]);
  // The reservation was ours (the caller holds it); lost, it is a bug or a takeover after the timeout.
  if (!result.committed) throw new Error(`The shipment of order ${orderId} was no longer reserved by this request`);
}

export interface TrackingUpdate {
  status: ShipmentStatus;
  carrierStatus: string;
  trackingNumber: string | null;
  events: ShipmentEvent[];
}

/** Whether a parcel in `status` is still travelling (delivery's carrier-status.ts decides). */
export type StillTravelling = (status: ShipmentStatus) => boolean;

/**
 * Writes what tracking learned, conditional on the version read: false when another update
 * came first (the caller reads again). A finished parcel leaves the open-shipments index.
 */
export async function applyTrackingUpdate(record: ShipmentRecord, update: TrackingUpdate, stillTravelling: StillTravelling): Promise<boolean> {
  const now = new Date().toISOString();
  const open = stillTravelling(update.status);
  const result = await commit([
    write('shipment', {
      Update: {
        TableName: tableName(),
        Key: keys.forOrder(record.orderId),
        UpdateExpression: `SET #status = :s, carrierStatus = :cs, trackingNumber = :tn, events = :e, updatedAt = :now, version = version + :one${open ? ', GSI2SK = :g2sk' : ' REMOVE GSI2PK, GSI2SK'}`,
        ConditionExpression: 'version = :read',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':s': update.status,
          ':cs': update.carrierStatus,
          ':tn': update.trackingNumber,
          ':e': update.events,
          ':now': now,
          ':one': 1,
          ':read': record.version,
          ...(open ? { ':g2sk': keys.open(now, record.orderId).GSI2SK } : {}),
        },
      },
    }),
  ]);
  return result.committed;
}

/** Marks the "waiting in the locker" e-mail as sent; true only for the one caller that marked it. */
export async function markReadyNotified(orderId: string): Promise<boolean> {
  const result = await commit([
    write('shipment', {
      Update: {
        TableName: tableName(),
        Key: keys.forOrder(orderId),
        UpdateExpression: 'SET readyNotifiedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(readyNotifiedAt)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      },
    }),
  ]);
  return result.committed;
}

/** A pickup order made ready at the workshop: the one record of that, false when it exists. */
export async function createCollectionRecord(input: { orderId: string; requestedBy: string; at: string }): Promise<boolean> {
  const record: ShipmentRecord = {
    orderId: input.orderId,
    method: 'pickup',
    carrier: 'workshop',
    carrierShipmentId: null,
    trackingNumber: null,
    status: 'collection',
    carrierStatus: 'ready_for_collection',
    events: [{ status: 'collection', carrierStatus: 'ready_for_collection', at: input.at }],
    parcelSize: 'courier',
    requestedBy: input.requestedBy,
    createdAt: input.at,
    updatedAt: input.at,
    version: 1,
  };
  const result = await commit([
    write('shipment', { Put: { TableName: tableName(), Item: { ...keys.forOrder(input.orderId), entityType: 'shipment', schemaVersion: 1, ...record }, ConditionExpression: 'attribute_not_exists(PK)' } }),
  ]);
  return result.committed;
}
