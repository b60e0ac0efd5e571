import { z } from 'zod';
import { cartLinesSchema } from './cart-lines.js';
import { checkoutDeliverySchema, orderDeliverySchema } from './delivery.js';

/**
 * Orders and checkout. Money is integer grosze; `currency` is Stripe's lower-case code ('pln'),
 * which the web shows upper-cased. The client never sends a price: the server prices every line.
 */
export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export { MAX_CHECKOUT_LINES, MAX_LINE_QUANTITY } from './cart-lines.js';
/** A Checkout session (and so the stock hold) lasts 30 minutes. */
export const CHECKOUT_EXPIRY_MINUTES = 30;

export const checkoutRequestSchema = z.object({
  lineItems: cartLinesSchema,
  /** How the order reaches the buyer (contracts/delivery.ts); its cost is the server's to set. */
  delivery: checkoutDeliverySchema,
}).strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ orderId: z.string(), sessionId: z.string(), url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const addressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  productId: z.number().int(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  totalPrice: z.number().int(),
  /** The product as it was when ordered (name and price never change under an order). */
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    brand: z.string(),
    imageUrl: z.string().nullable(),
    description: z.string(),
  }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const trackingSchema = z.object({ carrier: z.string(), number: z.string(), url: z.string().nullable() });

export const orderSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  totalAmount: z.number().int(),
  currency: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  taxId: z.string().nullable(),
  shippingAddress: addressSchema.nullable(),
  items: z.array(orderItemSchema),
  stripeSessionId: z.string().nullable(),
  stripePaymentIntentId: z.string().nullable(),
  /** Priced with the buyer's dealer prices. */
  dealerOrder: z.boolean(),
  tracking: trackingSchema.nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceIssuedAt: z.string().nullable().optional(),
  /** How it is delivered and for how much (contracts/delivery.ts); absent on orders placed before delivery methods existed. */
  delivery: orderDeliverySchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListResponseSchema = z.object({ items: z.array(orderSchema) });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const claimOrderRequestSchema = z.object({ sessionId: z.string().min(1).max(255) });
