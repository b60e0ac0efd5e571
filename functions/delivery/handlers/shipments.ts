import { z } from 'zod';
import { createShipmentRequestSchema, type AdminShipmentResponse, type MyShipmentResponse } from '../../contracts/delivery.js';
import { notFound, unauthorized } from '../../core/errors.js';
import { httpHandler, reply } from '../../core/http.js';
import { getOrder } from '../../ledger/order-entity.js';
import { getShipment, type ShipmentRecord } from '../../ledger/shipment-entity.js';
import { toShipment } from '../shipment-view.js';
import { refreshShipment, shipmentLabel, shipOrder, shipxHttpError } from '../shipments.js';
import { inpostShipmentsConfigured } from '../shipx-client.js';

const orderIdParams = z.object({ id: z.string().uuid() });

const adminView = (record: ShipmentRecord | undefined): AdminShipmentResponse => ({
  shipment: record ? toShipment(record) : null,
  inpostShipments: inpostShipmentsConfigured(),
});

/** GET /api/me/orders/{id}/shipment — where the caller's parcel is; anyone else's order is a 404. */
export const getMyShipment = httpHandler({ params: orderIdParams }, async ({ params, caller }): Promise<MyShipmentResponse> => {
  if (!caller) throw unauthorized();
  const order = await getOrder(params.id);
  if (!order || order.userId !== caller.userId) throw notFound('No such order');
  const record = await getShipment(order.id);
  return { shipment: record && !record.pendingRequestAt ? toShipment(record) : null };
});

/** GET /api/admin/orders/{id}/shipment */
export const adminGetShipment = httpHandler({ params: orderIdParams }, async ({ params }): Promise<AdminShipmentResponse> => {
  const order = await getOrder(params.id);
  if (!order) throw notFound('Order not found');
  return adminView(await getShipment(order.id));
});

/**
 * POST /api/admin/orders/{id}/shipment — "Nadaj przesyłkę": the InPost shipment with its
 * tracking number and label (or, for pickup, "ready for collection"); the order moves to
 * shipped. 409 when the order cannot be shipped now, 422 with InPost's reasons when it refuses.
 */
export const adminShipOrder = httpHandler({ params: orderIdParams, body: createShipmentRequestSchema }, async ({ params, body, caller }) => {
  const order = await getOrder(params.id);
  if (!order) throw notFound('Order not found');
  const record = await shipOrder(order, { by: caller!.email, lockerSize: body.parcelSize });
  return reply(201, adminView(record));
});

/** POST /api/admin/orders/{id}/shipment/refresh — asks InPost where the parcel is now. */
export const adminRefreshShipment = httpHandler({ params: orderIdParams }, async ({ params, caller }): Promise<AdminShipmentResponse> => {
  if (!(await getShipment(params.id))) throw notFound('This order has no shipment');
  try {
    return adminView(await refreshShipment(params.id, caller!.email));
  } catch (error) {
    throw shipxHttpError(error);
  }
});

/** GET /api/admin/orders/{id}/shipment/label — the label PDF to print. */
export const adminShipmentLabel = httpHandler({ params: orderIdParams }, async ({ params }) => {
  const { pdf, trackingNumber } = await shipmentLabel(params.id);
  return reply(200, pdf, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="etykieta-${trackingNumber}.pdf"` });
});
