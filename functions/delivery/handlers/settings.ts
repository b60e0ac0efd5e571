import { shippingSettingsUpdateSchema, type ShippingSettings } from '../../contracts/delivery.js';
import { conflict } from '../../core/errors.js';
import { httpHandler } from '../../core/http.js';
import { getShippingSettings, saveShippingSettings, type StoredShippingSettings } from '../shipping-settings-entity.js';
import { inpostShipmentsConfigured } from '../shipx-client.js';

const view = (stored: StoredShippingSettings): ShippingSettings => ({ ...stored, inpostShipments: inpostShipmentsConfigured() });

/** GET /api/admin/shipping-settings — prices, thresholds, the dealer rule, delivery times, returns through InPost. */
export const adminGetShippingSettings = httpHandler({}, async (): Promise<ShippingSettings> => view(await getShippingSettings()));

/** PUT /api/admin/shipping-settings — saved over the version the form loaded; 409 when another admin saved first. */
export const adminSaveShippingSettings = httpHandler({ body: shippingSettingsUpdateSchema }, async ({ body }): Promise<ShippingSettings> => {
  const { version, ...settings } = body;
  const saved = await saveShippingSettings(settings, version);
  if (!saved) throw conflict('conflict', 'The shipping settings were changed meanwhile; reload them and try again');
  return view(saved);
});
