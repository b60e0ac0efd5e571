import type { LambdaHttpHandler } from '../core/http.js';
import { inpostWebhook, inpostWebhookCheck } from './handlers/inpost-webhook.js';
import { searchDeliveryPoints } from './handlers/points.js';
import { quoteDelivery } from './handlers/quote.js';
import { forgetDeliveryAddress, getSavedDelivery } from './handlers/saved-delivery.js';
import { adminGetShippingSettings, adminSaveShippingSettings } from './handlers/settings.js';
import { adminGetShipment, adminRefreshShipment, adminShipmentLabel, adminShipOrder, getMyShipment } from './handlers/shipments.js';

/** The delivery domain's handlers, by the names routes.ts uses. */
export const handlers: Record<string, LambdaHttpHandler> = {
  searchDeliveryPoints,
  quoteDelivery,
  getSavedDelivery,
  forgetDeliveryAddress,
  getMyShipment,
  inpostWebhookCheck,
  inpostWebhook,
  adminGetShippingSettings,
  adminSaveShippingSettings,
  adminGetShipment,
  adminShipOrder,
  adminRefreshShipment,
  adminShipmentLabel,
};
