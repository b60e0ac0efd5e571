import { z } from 'zod';
import { cartLinesSchema } from './cart-lines.js';

/**
 * Delivery: how an order reaches the buyer (an InPost parcel locker, the InPost courier, or
 * pickup at the workshop), what it costs, and where the parcel is. Money is integer grosze; the
 * server prices every delivery, the client only chooses a method and says where to.
 */

// ── Vocabulary ──────────────────────────────────────────────────────────────────────────────
export const deliveryMethods = ['locker', 'courier', 'pickup'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/**
 * A product's size class: the InPost locker compartment it fits (A 8 × 38 × 64 cm, B 19 × 38 ×
 * 64 cm, C 41 × 38 × 64 cm), or `courier` for what fits no locker (a tank, a handlebar).
 */
export const parcelSizes = ['A', 'B', 'C', 'courier'] as const;
export type ParcelSize = (typeof parcelSizes)[number];
export const lockerSizes = ['A', 'B', 'C'] as const;
export type LockerSize = (typeof lockerSizes)[number];

/** Polish postal code, the form InPost and the post office use: 30-001. */
export const POSTAL_CODE_PATTERN = /^\d{2}-\d{3}$/;

/**
 * Polish mobile numbers (InPost sends the pickup code by SMS): nine digits starting with one of
 * the mobile prefixes the UKE numbering plan assigns, optionally written with +48 / 0048 and
 * spaces or dashes. Landlines (12 …, 22 …) cannot receive the SMS.
 */
const MOBILE_PREFIXES = ['45', '50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88'];
export function normalisePolishMobile(raw: string): string | null {
  const digits = raw.replace(/[\s\-()]/g, '').replace(/^(\+48|0048)/, '');
  if (!/^\d{9}$/.test(digits)) return null;
  return MOBILE_PREFIXES.includes(digits.slice(0, 2)) ? digits : null;
}

const mobilePhone = z
  .string()
  .trim()
  .max(20, 'validation.phoneMobile')
  .transform((value, ctx) => {
    const phone = normalisePolishMobile(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'validation.phoneMobile' });
      return z.NEVER;
    }
    return phone;
  });

// ── Points (parcel lockers) ─────────────────────────────────────────────────────────────────
export const deliveryPointSchema = z.object({
  /** InPost's point name, e.g. `KRA010`: what a shipment's `target_point` names. */
  code: z.string(),
  /** What the buyer reads: `Paczkomat® KRA010`. */
  name: z.string(),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
  /** As InPost writes it: `24/7`, `pn.–pt. 8–20`. */
  openingHours: z.string(),
  /** Where exactly: `Przy sklepie Lewiatan`. */
  description: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** Metres from where the buyer is (their location or postal code); null without one. */
  distance: z.number().nullable(),
  /** Open round the clock. */
  open247: z.boolean(),
});
export type DeliveryPoint = z.infer<typeof deliveryPointSchema>;

/**
 * GET /api/delivery/points — `query` is a city, a postal code, a point code, or "city, street";
 * `near` is the buyer's position (`lat,lng`), for distances and the nearest first.
 */
export const deliveryPointsQuerySchema = z
  .object({
    query: z.string().trim().min(2, 'validation.pointQueryShort').max(100, 'validation.tooLong').optional(),
    near: z
      .string()
      .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'validation.pointNear')
      .optional(),
  })
  .refine((q) => q.query !== undefined || q.near !== undefined, { message: 'validation.pointQueryShort', path: ['query'] });
export type DeliveryPointsQuery = z.input<typeof deliveryPointsQuerySchema>;

export const deliveryPointsResponseSchema = z.object({ items: z.array(deliveryPointSchema) });
export type DeliveryPointsResponse = z.infer<typeof deliveryPointsResponseSchema>;

// ── Quote: what each method costs for a cart ────────────────────────────────────────────────
export const deliveryQuoteRequestSchema = z.object({ lineItems: cartLinesSchema }).strict();
export type DeliveryQuoteRequest = z.infer<typeof deliveryQuoteRequestSchema>;

/** Why a method cannot take this cart: a part too big for any locker, or too heavy for one. */
export const unavailableReasons = ['oversize', 'tooHeavy'] as const;
export type UnavailableReason = (typeof unavailableReasons)[number];

export const deliveryOptionSchema = z.object({
  method: z.enum(deliveryMethods),
  available: z.boolean(),
  unavailableReason: z.enum(unavailableReasons).nullable(),
  /** What the buyer pays for it. */
  cost: z.number().int().nonnegative(),
  /** The price before the free-delivery threshold (and a dealer's rule) applied. */
  regularCost: z.number().int().nonnegative(),
  free: z.boolean(),
  /** Working days until the parcel arrives (pickup: until it is ready at the workshop). */
  estimate: z.object({ minDays: z.number().int(), maxDays: z.number().int() }),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const deliveryQuoteSchema = z.object({
  /** The products' value as the server prices it (dealer prices for dealers). */
  productsTotal: z.number().int(),
  /** The parcel the cart makes: the locker size it fits, or `courier`. */
  parcelSize: z.enum(parcelSizes),
  weightGrams: z.number().int(),
  /** From this products' value delivery is free (for this buyer); null: never. */
  freeThreshold: z.number().int().nullable(),
  options: z.array(deliveryOptionSchema),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

// ── What the buyer chooses at checkout ──────────────────────────────────────────────────────
export const courierAddressSchema = z.object({
  name: z.string().trim().min(3, 'validation.recipientName').max(100, 'validation.tooLong'),
  street: z.string().trim().min(2, 'validation.street').max(100, 'validation.tooLong'),
  /** House and flat number as written: `5`, `12A/3`. */
  buildingNumber: z.string().trim().min(1, 'validation.buildingNumber').max(15, 'validation.tooLong'),
  postalCode: z.string().trim().regex(POSTAL_CODE_PATTERN, 'validation.postalCode'),
  city: z.string().trim().min(2, 'validation.city').max(60, 'validation.tooLong'),
});
export type CourierAddress = z.infer<typeof courierAddressSchema>;

/**
 * `delivery` of POST /api/checkout. There is no cost here: the server prices the delivery, and a
 * request that names one is refused (400, `delivery.cost`), never trusted.
 */
/** Run a refinement even when other fields failed, but only on an object (a missing `delivery` is its own error). */
const onAnyObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

export const checkoutDeliverySchema = z
  .object({
    method: z.enum(deliveryMethods, { error: 'validation.deliveryMethod' }),
    /** The parcel locker (method `locker`). */
    pointCode: z.string().trim().toUpperCase().regex(/^[A-Z0-9-]{3,20}$/, 'validation.pointUnknown').optional(),
    /** Where the courier goes (method `courier`). */
    address: courierAddressSchema.optional(),
    /** For InPost's SMS (methods `locker` and `courier`). */
    phone: mobilePhone.optional(),
    /** A signed-in buyer keeps the address (and locker) for next time. */
    saveToProfile: z.boolean().default(true),
    cost: z.undefined({ error: 'validation.deliveryCostNotAccepted' }).optional(),
  }, { error: 'validation.deliveryRequired' })
  .strict()
  // What each method needs, checked even when other fields failed (`when`), so a form shows every problem at once.
  .refine((d) => d.method !== 'locker' || !!d.pointCode, { path: ['pointCode'], message: 'validation.pointRequired', when: onAnyObject })
  .refine((d) => d.method !== 'courier' || !!d.address, { path: ['address'], message: 'validation.addressRequired', when: onAnyObject })
  .refine((d) => (d.method !== 'locker' && d.method !== 'courier') || d.phone !== undefined, { path: ['phone'], message: 'validation.phoneMobile', when: onAnyObject });
export type CheckoutDelivery = z.input<typeof checkoutDeliverySchema>;

// ── What an order carries ───────────────────────────────────────────────────────────────────
export const orderDeliveryPointSchema = deliveryPointSchema.pick({ code: true, name: true, address: true, openingHours: true, description: true });
export const orderDeliveryAddressSchema = courierAddressSchema.extend({ country: z.literal('PL') });

/** `delivery` of an order (customer and admin answers). */
export const orderDeliverySchema = z.object({
  method: z.enum(deliveryMethods),
  /** Grosze, gross (23 % VAT included), part of the order's total. */
  cost: z.number().int().nonnegative(),
  point: orderDeliveryPointSchema.optional(),
  address: orderDeliveryAddressSchema.optional(),
  phone: z.string().optional(),
  /** The parcel as packed at checkout: what the shipment is created with. */
  parcelSize: z.enum(parcelSizes),
  weightGrams: z.number().int().nonnegative(),
  /**
   * Grosze: the cheapest usual delivery (locker or courier, before any free-delivery threshold)
   * the shop offered for this parcel at checkout. A withdrawal of the whole order refunds the
   * delivery up to this (the law's measure is what was offered, not today's prices). Absent on
   * orders placed before it was recorded.
   */
  cheapestOffered: z.number().int().nonnegative().optional(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

// ── Shipping settings (admin) ───────────────────────────────────────────────────────────────
const price = z.number({ error: 'validation.number' }).int('validation.number').min(0, 'validation.number').max(1_000_000, 'validation.tooLarge');
const threshold = z.number({ error: 'validation.number' }).int('validation.number').min(0, 'validation.number').max(100_000_000, 'validation.tooLarge');
const days = z.object({
  minDays: z.number().int().min(0).max(30),
  maxDays: z.number().int().min(0).max(30),
}).refine((d) => d.maxDays >= d.minDays, { message: 'validation.daysRange', path: ['maxDays'] });

// ── Returns through InPost's "Szybkie Zwroty" ──────────────────────────────────────────────
/**
 * InPost's return service for shops: the shop registers with InPost and gets its own return page
 * (on szybkiezwroty.pl, or an InPost subdomain). The buyer fills the form there (or in the InPost
 * Mobile app: "Zwróć" → the shop), receives a return code, writes it on the parcel and drops it in
 * any Paczkomat; InPost bills whoever the shop's agreement says. No API call is involved for the
 * shop, so the shop only stores the page's address and tells buyers about it.
 */
export const returnPayers = ['buyer', 'shop'] as const;
export type ReturnPayer = (typeof returnPayers)[number];

/** szybkiezwroty.pl (with any subdomain, www) or a subdomain of inpost.pl; never a look-alike host. */
const INPOST_RETURNS_HOST = /^(?:(?:[a-z0-9-]+\.)*szybkiezwroty\.pl|(?:[a-z0-9-]+\.)+inpost\.pl)$/;

/** The return page's address: https on InPost's hosts; empty (or null) turns the service off. */
const inpostReturnsUrl = z
  .string()
  .trim()
  .max(300, 'validation.tooLong')
  .pipe(
    z.union([z.literal(''), z.url({ protocol: /^https$/, hostname: INPOST_RETURNS_HOST, normalize: true, error: 'validation.inpostReturnsUrl' })], {
      error: 'validation.inpostReturnsUrl',
    }),
  )
  .transform((url) => url || null)
  .nullable();

export const inpostReturnsSettingsSchema = z.object({
  /** The shop's Szybkie Zwroty page; null: the service is off and buyers get only the workshop's address. */
  url: inpostReturnsUrl,
  /** Who pays InPost for the return parcel. The buyer, by default, as the terms say (legal.json, `withdrawal.list.return`). */
  paidBy: z.enum(returnPayers, { error: 'validation.invalid' }),
});
export type InpostReturnsSettings = z.infer<typeof inpostReturnsSettingsSchema>;
export const INPOST_RETURNS_OFF: InpostReturnsSettings = { url: null, paidBy: 'buyer' };

export const shippingSettingsInputSchema = z.object({
  /** Parcel locker price per compartment size. */
  locker: z.object({ A: price, B: price, C: price }),
  /** Courier price per size class; `courier` is what fits no locker. */
  courier: z.object({ A: price, B: price, C: price, courier: price }),
  /** Consumers get free delivery from this products' value on; null: never. */
  freeThreshold: threshold.nullable(),
  /** The spec's priority shipping for dealers. */
  dealer: z.object({
    /** A lower threshold for dealers; null: the consumers' threshold applies. */
    freeThreshold: threshold.nullable(),
    /** Courier at the locker price (for parcels that would fit a locker). */
    courierAtLockerPrice: z.boolean(),
  }),
  /** Working days per method, shown to buyers. */
  estimates: z.object({ locker: days, courier: days, pickup: days }),
  /** Returns through InPost's Szybkie Zwroty; a save without it turns the service off (settings are saved whole). */
  inpostReturns: inpostReturnsSettingsSchema.default(INPOST_RETURNS_OFF),
});
export type ShippingSettingsInput = z.infer<typeof shippingSettingsInputSchema>;

/** PUT /api/admin/shipping-settings also says which version it edited (409 when another admin saved first). */
export const shippingSettingsUpdateSchema = shippingSettingsInputSchema.extend({ version: z.number().int().nonnegative() }).strict();

export const shippingSettingsSchema = shippingSettingsInputSchema.extend({
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  /** Whether shipments can be created through InPost (token and organization configured). */
  inpostShipments: z.boolean(),
});
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

// ── Shipments and tracking ──────────────────────────────────────────────────────────────────
/**
 * Where a parcel is, in the buyer's words. InPost's own statuses (two dozen) map onto these;
 * `collection` is a pickup order waiting at the workshop.
 */
export const shipmentStatuses = ['created', 'confirmed', 'in_transit', 'out_for_delivery', 'ready_to_pickup', 'collection', 'delivered', 'returned', 'cancelled'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

export const shipmentEventSchema = z.object({
  status: z.enum(shipmentStatuses),
  /** The carrier's own status (`adopted_at_sorting_center`), for the admin. */
  carrierStatus: z.string(),
  at: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

export const shipmentSchema = z.object({
  orderId: z.string(),
  method: z.enum(deliveryMethods),
  carrier: z.enum(['inpost', 'workshop']),
  /** InPost's shipment id; null for pickup. */
  carrierShipmentId: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  status: z.enum(shipmentStatuses),
  carrierStatus: z.string(),
  events: z.array(shipmentEventSchema),
  /** The label can be downloaded (InPost confirmed the shipment). */
  labelAvailable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** GET /api/me/orders/{id}/shipment */
export const myShipmentResponseSchema = z.object({ shipment: shipmentSchema.nullable() });
export type MyShipmentResponse = z.infer<typeof myShipmentResponseSchema>;

/** GET, POST /api/admin/orders/{id}/shipment */
export const adminShipmentResponseSchema = z.object({
  shipment: shipmentSchema.nullable(),
  /** InPost shipments can be created here (else the admin records tracking by hand). */
  inpostShipments: z.boolean(),
});
export type AdminShipmentResponse = z.infer<typeof adminShipmentResponseSchema>;

/** POST /api/admin/orders/{id}/shipment: the size class may be corrected to what was packed. */
export const createShipmentRequestSchema = z.object({ parcelSize: z.enum(lockerSizes).optional() }).strict();
export type CreateShipmentRequest = z.infer<typeof createShipmentRequestSchema>;

// ── Saved addresses ─────────────────────────────────────────────────────────────────────────
export const savedAddressSchema = orderDeliveryAddressSchema.extend({ id: z.string(), phone: z.string().nullable(), usedAt: z.string() });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const savedDeliveryResponseSchema = z.object({
  addresses: z.array(savedAddressSchema),
  /** The parcel locker of the buyer's last locker order. */
  lastPoint: orderDeliveryPointSchema.nullable(),
  lastPhone: z.string().nullable(),
});
export type SavedDeliveryResponse = z.infer<typeof savedDeliveryResponseSchema>;

export const MAX_SAVED_ADDRESSES = 5;
