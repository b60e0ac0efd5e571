import { z } from 'zod';

/**
 * Low stock (issue 33). A product (or, for a product with options, each variant) has a threshold:
 * its own `lowStockThreshold`, else the product's, else the shop's default (the notification
 * settings). It is running low when its units are AT OR UNDER the threshold: a threshold of 0
 * lists only what is sold out. The admin's dashboard lists what runs low now; a daily digest
 * e-mails the admins what crossed its threshold since the last one.
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = 2;

export const isRunningLow = (units: number, threshold: number) => units <= threshold;

/** One product or variant running low, as the dashboard and the digest list it. */
export const lowStockLineSchema = z.object({
  productId: z.number().int(),
  /** The variant's SKU (a product without options: its default SKU). */
  sku: z.string(),
  name: z.string(),
  /** The variant's option values in words ("43", "M · czarny"); empty for a product without options. */
  variant: z.string(),
  units: z.number().int(),
  threshold: z.number().int(),
});
export type LowStockLine = z.infer<typeof lowStockLineSchema>;

export const lowStockListSchema = z.object({ items: z.array(lowStockLineSchema) });
export type LowStockList = z.infer<typeof lowStockListSchema>;

/**
 * The shop's notification settings: the default low-stock threshold, and after how many hours an
 * unpaid checkout gets its one reminder (abandoned checkouts).
 */
export const notificationSettingsSchema = z.object({
  lowStockThreshold: z.number({ error: 'validation.number' }).int('validation.number').min(0, 'validation.number').max(1_000_000),
  abandonedCheckoutHours: z.number({ error: 'validation.number' }).int('validation.number').min(1, 'validation.number').max(24 * 14),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const DEFAULT_ABANDONED_CHECKOUT_HOURS = 4;
