import { notificationSettingsSchema, type LowStockList, type NotificationSettings } from '../../contracts/low-stock.js';
import { httpHandler } from '../../core/http.js';
import { getNotificationSettings, listLowStock, saveNotificationSettings } from '../low-stock.js';

/** GET /api/admin/low-stock — what runs low now (the dashboard's "Kończy się" list). */
export const adminLowStock = httpHandler({}, async (): Promise<LowStockList> => ({ items: await listLowStock() }));

/** GET /api/admin/notification-settings — the shop's default low-stock threshold and the abandoned-checkout delay. */
export const adminGetNotificationSettings = httpHandler({}, async (): Promise<NotificationSettings> => getNotificationSettings());

/** PUT /api/admin/notification-settings */
export const adminSaveNotificationSettings = httpHandler({ body: notificationSettingsSchema }, async ({ body }): Promise<NotificationSettings> => saveNotificationSettings(body, new Date().toISOString()));
