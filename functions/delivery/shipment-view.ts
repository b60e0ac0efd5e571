import type { Shipment } from '../contracts/delivery.js';
import type { ShipmentRecord } from '../ledger/shipment-entity.js';
import { trackingUrl } from './tracking.js';

/** The API's view of an order's shipment (customer and admin); the record is the ledger's. */
export function toShipment(record: ShipmentRecord): Shipment {
  return {
    orderId: record.orderId,
    method: record.method,
    carrier: record.carrier,
    carrierShipmentId: record.carrierShipmentId,
    trackingNumber: record.trackingNumber,
    trackingUrl: record.trackingNumber ? trackingUrl('inpost', record.trackingNumber) : null,
    status: record.status,
    carrierStatus: record.carrierStatus,
    events: record.events,
    labelAvailable: record.carrier === 'inpost' && !!record.trackingNumber && record.status !== 'cancelled',
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
