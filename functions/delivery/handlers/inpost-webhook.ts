import { z } from 'zod';
import { HttpError } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { orderIdOfCarrierShipment } from '../../ledger/shipment-entity.js';
import { refreshShipment } from '../shipments.js';
import { ShipxError, ShipxUnavailable } from '../shipx-client.js';

/**
 * InPost's webhook (set in the Parcel Manager, "Moje konto → API"): `shipment_confirmed` and
 * `shipment_status_changed` events, `{ event_ts, event, organization_id, payload: {
 * shipment_id, status?, tracking_number } }`. InPost signs nothing, so the payload is only a
 * hint: the shop reads the shipment from ShipX with its own token and applies that. A forged or
 * stale event can at most make the shop look again.
 */
const webhookSchema = z.object({
  event: z.string(),
  payload: z.object({ shipment_id: z.union([z.number().int(), z.string().regex(/^\d+$/)]) }).passthrough(),
}).passthrough();

/** GET /api/inpost/webhook — InPost checks the address answers 200 before accepting it. */
export const inpostWebhookCheck = httpHandler({}, async () => ({ ok: true }));

/** POST /api/inpost/webhook */
export const inpostWebhook = httpHandler({ body: webhookSchema }, async ({ body }) => {
  const orderId = await orderIdOfCarrierShipment(String(body.payload.shipment_id));
  if (!orderId) {
    logger.info('InPost webhook for a shipment the shop does not know', { event: body.event, shipmentId: body.payload.shipment_id });
    return { received: true, known: false };
  }
  try {
    const shipment = await refreshShipment(orderId);
    return { received: true, known: true, status: shipment?.status ?? null };
  } catch (error) {
    if (error instanceof ShipxUnavailable) throw new HttpError(503, 'service_unavailable', 'InPost could not be asked about the shipment; the tracking sweep will catch up');
    // InPost refused to tell (a shipment of another organization, say): nothing to apply.
    if (error instanceof ShipxError) {
      logger.warn('InPost refused to describe a shipment named by a webhook', { orderId, key: error.key });
      return { received: true, known: true, status: null };
    }
    throw error;
  }
});
