import { z } from 'zod';
import { categoryKeys } from './catalog.js';
import { parcelSizes } from './delivery.js';
import { orderSchema, orderStatuses, refundSchema, type OrderStatus } from './order.js';
import { MAX_OPTION_VALUES, MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS, optionKeySchema, productSchema, productVariantSchema } from './product.js';
import { adminReturnSchema } from './returns.js';
import { canonicalEngineType, fitmentSchema } from './vehicles.js';
import { isValidGtin } from './gtin.js';
import { manufacturerIdSchema } from './manufacturer.js';
import { listCursorQuery, listPageFields } from './list-page.js';
import { productVolumeBreaksSchema, volumeBreakRowSchema } from './volume-prices-schema.js';

/**
 * The admin API (every route requires the Cognito group `admin`). Money is integer grosze;
 * the product form shows zł and converts. Messages are i18n keys (`validation.*`) that the admin
 * UI shows in the spec's Polish wording.
 */

// ── Statistics ──────────────────────────────────────────────────────────────────────────────
export const adminStatsSchema = z.object({
  /** Sum of totals of orders that are not cancelled (the spec's rule), grosze. */
  revenue: z.number().int(),
  /** What the dashboard leads with (issue 19): `revenue` less what withdrawals refunded, and that refunded sum. */
  netRevenue: z.number().int(),
  returnsRefunded: z.number().int(),
  /** Grosze promotions took off the orders not cancelled unpaid (issue 32): the promotions' usage together. */
  discountsGiven: z.number().int().optional(),
  counts: z.record(z.enum(orderStatuses), z.number().int()),
  total: z.number().int(),
  /** Revenue (non-cancelled) by the day orders were placed, the last 30 days, oldest first. */
  daily: z.array(z.object({ date: z.string(), revenue: z.number().int(), orders: z.number().int(), refunded: z.number().int() })),
  /** The same by month (YYYY-MM), the last 12 months, oldest first. */
  monthly: z.array(z.object({ month: z.string(), revenue: z.number().int(), orders: z.number().int(), refunded: z.number().int() })),
  /** Money returned to buyers: the sum and number of refunds that succeeded, and the latest refunds in any state. */
  refunds: z.object({ amount: z.number().int(), count: z.number().int(), recent: z.array(refundSchema) }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ── Orders ──────────────────────────────────────────────────────────────────────────────────
export const ADMIN_ORDERS_PAGE_SIZE = 20;

export const adminOrdersQuerySchema = z.object({
  status: z.enum(orderStatuses).optional(),
  /** Case-insensitive substring of the customer's e-mail. */
  email: z.string().trim().max(254).optional(),
  /** YYYY-MM-DD, inclusive, in the shop's time zone (Europe/Warsaw). */
  dateFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  dateTo: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  /** `orders`: what buyers see as orders; `attempts`: checkouts never paid (hidden from buyers). Default both. */
  kind: z.enum(['orders', 'attempts']).optional(),
  ...listCursorQuery,
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrdersResponseSchema = z.object({
  items: z.array(orderSchema),
  ...listPageFields,
  pageSize: z.literal(ADMIN_ORDERS_PAGE_SIZE),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/**
 * GET /api/admin/refunds — every refund of every order (any status), newest first, 20 a page by
 * cursor, with the exact total; each names its order (`orderId`) for the link to it.
 */
export const ADMIN_REFUNDS_PAGE_SIZE = 20;
export const adminRefundsQuerySchema = z.object({ ...listCursorQuery });
export type AdminRefundsQuery = z.input<typeof adminRefundsQuerySchema>;
export const adminRefundsResponseSchema = z.object({ items: z.array(refundSchema), ...listPageFields, pageSize: z.literal(ADMIN_REFUNDS_PAGE_SIZE) });
export type AdminRefundsResponse = z.infer<typeof adminRefundsResponseSchema>;

/**
 * One line of an order's history. `status`: a status change (`from` null when the order was
 * placed); `payment`: money arrived (`amount`), also for an order already cancelled; `refund`: a
 * refund was requested, or reached Stripe's outcome (`refundStatus`, `amount`, `refundId`).
 */
export const statusChangeSchema = z.object({
  at: z.string(),
  kind: z.enum(['status', 'payment', 'refund', 'return']).default('status'),
  from: z.enum(orderStatuses).nullable(),
  to: z.enum(orderStatuses),
  /** Who: an admin's e-mail, or 'stripe' / 'system' / 'sweeper' / 'buyer'. */
  by: z.string(),
  amount: z.number().int().optional(),
  refundId: z.string().optional(),
  refundStatus: z.string().optional(),
  /** A withdrawal's step (kind `return`): the status it reached (contracts/returns.ts). */
  returnStatus: z.string().optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const adminOrderResponseSchema = orderSchema.extend({ history: z.array(statusChangeSchema) });
/** GET /api/admin/orders/{id}/returns/{returnId}: the return and its order. */
export const adminReturnResponseSchema = z.object({ return: adminReturnSchema, order: orderSchema });
export type AdminReturnResponse = z.infer<typeof adminReturnResponseSchema>;
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

/** Carriers whose tracking page the shop knows; `other` needs no URL. */
export const carriers = ['inpost', 'dpd', 'dhl', 'poczta-polska', 'ups', 'gls', 'fedex', 'other'] as const;
export type Carrier = (typeof carriers)[number];

export const orderStatusUpdateSchema = z
  .object({
    status: z.enum(orderStatuses),
    /** When the status becomes `shipped`: who carries it and the parcel number. */
    tracking: z
      .object({
        carrier: z.enum(carriers),
        number: z.string().trim().min(3, 'validation.trackingNumber').max(64, 'validation.tooLong'),
      })
      .optional(),
  })
  .strict();
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

/** An admin's refund of a paid order: all that is left to refund, or `amount` grosze of it. */
export const adminRefundRequestSchema = z
  .object({
    amount: z.number().int().positive('validation.refundAmount').max(100_000_000).optional(),
    /** The caller's idempotency key: the same request again (a retry, a double click) is the same refund. */
    requestId: z.string().uuid().optional(),
  })
  .strict();
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;

// ── Options and variants (issue 31) ────────────────────────────────────────────────────────
const optionLabel = z.string().trim().min(1, 'validation.optionLabelRequired').max(60, 'validation.tooLong');

/** One option of the product form: Rozmiar / Size with its values (keys are the filters' and the variants' words). */
export const productOptionInputSchema = z.object({
  key: optionKeySchema,
  name: optionLabel,
  nameEn: z.string().trim().max(60, 'validation.tooLong').default(''),
  values: z
    .array(z.object({ key: optionKeySchema, label: optionLabel, labelEn: z.string().trim().max(60, 'validation.tooLong').default('') }))
    .min(1, 'validation.optionValuesRequired')
    .max(MAX_OPTION_VALUES, 'validation.tooMany'),
});

/** Optional; when given, a GTIN/EAN with a valid check digit (contracts/gtin.ts), spaces and dashes dropped. */
const optionalGtin = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => v === '' || isValidGtin(v), 'validation.gtin')
  .default('');

const optionalMoney = z.number({ error: 'validation.pricePositive' }).int().positive('validation.pricePositive').max(100_000_000).nullable().default(null);

/**
 * One row of the variant matrix: its SKU, one value key per option, its units (`stock`) and what
 * it has of its own (a null or empty field: the product's). `expectedStock` is the units the form
 * loaded, with the rule of the product's `expectedStock` (below), per variant.
 */
export const productVariantInputSchema = z.object({
  sku: z.string().trim().min(1, 'validation.skuRequired').max(60, 'validation.tooLong'),
  options: z.record(z.string(), z.string()),
  stock: z.number({ error: 'validation.number' }).int('validation.number').min(0, 'validation.number').max(1_000_000).default(0),
  expectedStock: z.number().int().min(0).max(1_000_000).optional(),
  price: optionalMoney,
  dealerPrice: optionalMoney,
  ean: optionalGtin,
  images: z.array(z.string().trim().min(1).max(2000)).max(20).default([]),
  weightClass: z.enum(parcelSizes, { error: 'validation.parcelSize' }).nullable().default(null),
  weightGrams: z.number({ error: 'validation.weight' }).int('validation.weight').min(1, 'validation.weight').max(1_000_000, 'validation.weight').nullable().default(null),
  /** Its own low-stock threshold (contracts/low-stock.ts); null: the product's. The same messages as the product's threshold. */
  lowStockThreshold: z.number({ error: 'validation.number' }).int('validation.number').min(0, 'validation.number').max(1_000_000, 'validation.number').nullable().default(null),
});
export type ProductVariantInput = z.input<typeof productVariantInputSchema>;

/**
 * The matrix's rules, each a field error with a stable key where the form shows it: at most
 * three options (`options`: validation.tooManyOptions), an option or value key once
 * (validation.optionDuplicate), variants only with options and at least one with them
 * (validation.variantsRequired), a SKU once (`variants.N.sku`: validation.skuDuplicate), every
 * variant a value of every option (`variants.N.options.<key>`: validation.variantOptionMissing,
 * or validation.variantOptionUnknown for a value or option the product lacks), and a
 * combination once (`variants.N.options`: validation.variantDuplicate).
 */
function variantRules(value: { options: z.output<typeof productOptionInputSchema>[]; variants: z.output<typeof productVariantInputSchema>[] }, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const { options, variants } = value;
  if (options.length > MAX_PRODUCT_OPTIONS) issue(['options'], 'validation.tooManyOptions');
  const optionKeys = new Set<string>();
  options.forEach((option, i) => {
    if (optionKeys.has(option.key)) issue(['options', i, 'key'], 'validation.optionDuplicate');
    optionKeys.add(option.key);
    const valueKeys = new Set<string>();
    option.values.forEach((v, j) => {
      if (valueKeys.has(v.key)) issue(['options', i, 'values', j, 'key'], 'validation.optionDuplicate');
      valueKeys.add(v.key);
    });
  });
  if (!options.length) {
    if (variants.length) issue(['variants'], 'validation.variantWithoutOptions');
    return;
  }
  if (!variants.length) issue(['variants'], 'validation.variantsRequired');
  const skus = new Set<string>();
  const combinations = new Set<string>();
  variants.forEach((variant, i) => {
    const sku = variant.sku.toLowerCase();
    if (skus.has(sku)) issue(['variants', i, 'sku'], 'validation.skuDuplicate');
    skus.add(sku);
    for (const key of Object.keys(variant.options)) if (!optionKeys.has(key)) issue(['variants', i, 'options', key], 'validation.variantOptionUnknown');
    let complete = true;
    for (const option of options) {
      const chosen = variant.options[option.key];
      if (!chosen) {
        issue(['variants', i, 'options', option.key], 'validation.variantOptionMissing');
        complete = false;
      } else if (!option.values.some((v) => v.key === chosen)) {
        issue(['variants', i, 'options', option.key], 'validation.variantOptionUnknown');
        complete = false;
      }
    }
    if (!complete) return;
    const combination = options.map((option) => variant.options[option.key]).join('\u0000');
    if (combinations.has(combination)) issue(['variants', i, 'options'], 'validation.variantDuplicate');
    combinations.add(combination);
  });
  if (variants.length > MAX_PRODUCT_VARIANTS) issue(['variants'], 'validation.tooMany');
}

/** A product's options and variants alone, by the form's rules (the demo catalogue's seed uses it too). */
export const productVariantsInputSchema = z
  .object({ options: z.array(productOptionInputSchema).default([]), variants: z.array(productVariantInputSchema).default([]) })
  .superRefine(variantRules);
export type ProductVariantsInput = z.input<typeof productVariantsInputSchema>;

/** The admin's view of a variant (the public one with `stock`, plus what only the admin sets). */
export const adminProductVariantSchema = productVariantSchema.extend({
  ownPrice: z.number().int().nullable().optional(),
  dealerPrice: z.number().int().nullable().optional(),
  weightClass: z.enum(parcelSizes).nullable().optional(),
  weightGrams: z.number().int().nullable().optional(),
  lowStockThreshold: z.number().int().nullable().optional(),
});

// ── Products ────────────────────────────────────────────────────────────────────────────────
/**
 * How a product ships (issue 17): its size class (the InPost locker compartment it fits, or
 * `courier` when it fits none) and its weight, which price the delivery and size the parcel.
 */
const productShippingFields = {
  parcelSize: z.enum(parcelSizes, { error: 'validation.parcelSize' }),
  weightGrams: z.number({ error: 'validation.weight' }).int('validation.weight').min(1, 'validation.weight').max(1_000_000, 'validation.weight'),
};

/**
 * Draft or published: a draft never reaches the shop (shop-visibility.ts) and may lack what
 * publishing requires (`publishRules`). Products saved before drafts existed are published.
 */
export const productStatuses = ['draft', 'published'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** GPSR (issue 30) as the admin sees a product's own fields: which manufacturer, GTIN, warnings. */
const productSafetyFieldsOut = {
  status: z.enum(productStatuses),
  manufacturerId: z.string().nullable(),
  gtin: z.string().optional(),
  safetyWarnings: z.string(),
  safetyWarningsEn: z.string(),
};

/**
 * The admin's view of a product: the public one plus stock, the general dealer price, units sold
 * in paid orders, `archivedAt` when it was archived (hidden from the shop because orders name it;
 * restorable), and how it ships.
 */
export const adminProductSchema = productSchema.extend({
  /** Every variant with its units and what it sets of its own (`ownPrice`: null is the product's price). */
  variants: z.array(adminProductVariantSchema),
  stock: z.number().int(),
  /** Its own low-stock threshold; null or absent: the shop's default. */
  lowStockThreshold: z.number().int().nullable().optional(),
  dealerPrice: z.number().int().nullable(),
  notForDealers: z.boolean().optional(),
  unitsSold: z.number().int(),
  archivedAt: z.string().nullable(),
  ...productShippingFields,
  ...productSafetyFieldsOut,
  /** Dealers' volume breaks of the product (empty: its category's apply). */
  volumeBreaks: z.array(volumeBreakRowSchema).optional(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;


/** GET /api/admin/products/export: the list's filters (contracts/product-filter.ts) as query parameters. */
export const productExportQuerySchema = z.object({
  q: z.string().max(200).default(''),
  category: z.string().max(60).default(''),
  brand: z.string().max(100).default(''),
  /** `1`: archived products too, as the list's "show archived" box. */
  archived: z.enum(['0', '1']).default('0').transform((v) => v === '1'),
});

const nullableText = z.string().trim().max(200).nullable().default(null);

/**
 * The product form, shared by the admin UI (react-hook-form) and POST/PUT. The spec's messages:
 * name, price > 0, main image, description, subcategory. An empty dealer price becomes 80 % of
 * the price on the server.
 */
const productInputFields = z.object({
  name: z.string().trim().min(1, 'validation.productNameRequired').max(200, 'validation.tooLong'),
  description: z.string().trim().min(1, 'validation.productDescriptionRequired').max(1000, 'validation.tooLong'),
  detailedDescription: z.string().trim().max(20_000, 'validation.tooLong').default(''),
  brand: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  categoryKey: z.enum(categoryKeys as [string, ...string[]]),
  subcategory: z.string().trim().min(1, 'validation.subcategoryRequired').max(60, 'validation.tooLong'),
  productType: nullableText,
  // One spelling per engine family ('TC' is stored as 'Twin Cam'), so the filter offers one value.
  engineType: nullableText.transform((v) => (v ? canonicalEngineType(v) : v)),
  material: nullableText,
  creationMethod: nullableText,
  tireType: nullableText,
  productNumber: z.string().trim().max(60, 'validation.tooLong').default(''),
  compatibleModels: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  engineCapacity: z.array(z.string().trim().min(1).max(20)).max(50).default([]),
  yearFrom: z.number().int().min(1900).max(2100).nullable().default(null),
  yearTo: z.number().int().min(1900).max(2100).nullable().default(null),
  /** The vehicles it fits (the product form's fitment editor). */
  fitment: fitmentSchema.default({ universal: false, ranges: [] }),
  price: z.number({ error: 'validation.pricePositive' }).int().positive('validation.pricePositive').max(100_000_000),
  originalPrice: z.number().int().positive().max(100_000_000).nullable().default(null),
  dealerPrice: z.number().int().nonnegative().max(100_000_000).nullable().default(null),
  stock: z.number().int().min(0, 'validation.number').max(1_000_000).default(0),
  /** Low-stock alerts (contracts/low-stock.ts): at or under this many units it runs low; null: the shop's default. */
  lowStockThreshold: z.number({ error: 'validation.number' }).int('validation.number').min(0, 'validation.number').max(1_000_000).nullable().default(null),
  imageUrl: z.string().trim().min(1, 'validation.mainImageRequired').max(2000),
  images: z.array(z.string().trim().min(1).max(2000)).max(20).default([]),
  // The stars and the review count are computed from approved reviews (functions/reviews), never
  // typed: a form that still sends them is refused, so nothing suggests they were saved.
  rating: z.never({ error: 'validation.ratingFromReviews' }).optional(),
  reviews: z.never({ error: 'validation.ratingFromReviews' }).optional(),
  specifications: z.record(z.string().trim().min(1).max(100), z.string().trim().min(1).max(500)).default({}),
  /** English beside the Polish: optional, an empty one is no English (the shop shows the Polish). */
  nameEn: z.string().trim().max(200, 'validation.tooLong').default(''),
  descriptionEn: z.string().trim().max(1000, 'validation.tooLong').default(''),
  detailedDescriptionEn: z.string().trim().max(20_000, 'validation.tooLong').default(''),
  specificationsEn: z.record(z.string().trim().min(1).max(100), z.string().trim().min(1).max(500)).default({}),
  isNew: z.boolean().default(false),
  isFeatured: z.boolean().default(false),
  /** Kept out of the dealer programme: quick order says "not sold to dealers", the price list leaves it out (issue 34). */
  notForDealers: z.boolean().default(false),
  isOnSale: z.boolean().default(false),
  isLimitedEdition: z.boolean().default(false),
  ...productShippingFields,
  /** Absent: published, as every product was before drafts existed (and as API clients expect). */
  status: z.enum(productStatuses, { error: 'validation.invalid' }).default('published'),
  /** The register's id (contracts/manufacturer.ts); empty: none yet (a draft). */
  manufacturerId: z.union([z.literal(''), manufacturerIdSchema]).default(''),
  /** Optional; when given, a GTIN with a valid check digit (contracts/gtin.ts). */
  gtin: optionalGtin,
  /** GPSR safety information and warnings, Polish and English: both required to publish. */
  safetyWarnings: z.string().trim().max(5000, 'validation.tooLong').default(''),
  safetyWarningsEn: z.string().trim().max(5000, 'validation.tooLong').default(''),
  /**
   * Options and variants (issue 31): none for a product without them. With options, `stock` is
   * the total of the variants' (the server computes it; a `stock` sent beside them is ignored).
   */
  options: z.array(productOptionInputSchema).default([]),
  variants: z.array(productVariantInputSchema).default([]),
  /** Dealers' volume breaks (contracts/volume-prices.ts): empty, the category's apply. */
  volumeBreaks: productVolumeBreaksSchema.default([]),
});

/**
 * What publishing requires (GPSR, Art. 19): a manufacturer, the part number and the warnings in
 * both languages. A draft may lack them. Whether the manufacturer exists and, outside the EU, has
 * its EU responsible person is the server's check (it reads the register).
 */
function publishRules(value: z.output<typeof productInputFields>, ctx: z.RefinementCtx): void {
  // Also run while other fields are wrong (see publishWhen): only strings that parsed count.
  if (value.status !== 'published') return;
  const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!value.manufacturerId) missing('manufacturerId', 'validation.manufacturerRequired');
  if (!value.productNumber) missing('productNumber', 'validation.partNumberRequired');
  if (!value.safetyWarnings) missing('safetyWarnings', 'validation.safetyWarningsRequired');
  if (!value.safetyWarningsEn) missing('safetyWarningsEn', 'validation.safetyWarningsRequired');
}

/** Check them even when another field's type is wrong, so the form shows every missing field at once. */
const publishWhen = { when: () => true };

export const productInputSchema = productInputFields.superRefine(publishRules, publishWhen).superRefine(variantRules);
export type ProductInput = z.input<typeof productInputSchema>;

/**
 * An edit also says which stock it started from (`expectedStock`, the value the form loaded):
 * orders change stock while an admin edits, and the server must not undo them. An edit that
 * leaves stock as loaded keeps whatever the table holds; one that changes it is refused with
 * 409 `stock_changed` when the table no longer holds the loaded value. Without `expectedStock`
 * the given stock is set as it is.
 */
export const productUpdateSchema = productInputFields
  .extend({
    expectedStock: z.number().int().min(0).max(1_000_000).optional(),
  })
  .superRefine(publishRules, publishWhen)
  .superRefine(variantRules);
export type ProductUpdate = z.input<typeof productUpdateSchema>;

// ── Uploads ─────────────────────────────────────────────────────────────────────────────────
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const uploadContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const uploadRequestSchema = z.object({
  contentType: z.enum(uploadContentTypes, { error: 'validation.uploadType' }),
  size: z.number().int().positive().max(MAX_UPLOAD_BYTES, 'validation.uploadTooLarge'),
});
/** A presigned POST: send the file as multipart form data with these fields, `file` last. */
export const uploadTicketSchema = z.object({
  uploadId: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;
/** After the upload: the verified image's media key (WebP variants exist for every width). */
export const uploadResultSchema = z.object({ key: z.string() });

// ── Dealers ─────────────────────────────────────────────────────────────────────────────────
export const dealerSchema = z.object({ id: z.string(), email: z.string(), companyName: z.string() });
export type Dealer = z.infer<typeof dealerSchema>;

export const dealerPriceSchema = z.object({
  productId: z.number().int(),
  dealerId: z.string(),
  price: z.number().int(),
  updatedAt: z.string(),
  dealer: dealerSchema.nullable(),
});
export type AdminDealerPrice = z.infer<typeof dealerPriceSchema>;
export const dealerPriceInputSchema = z.object({
  price: z.number({ error: 'validation.dealerPrice' }).int().positive('validation.dealerPrice').max(100_000_000),
});

export const dealerApplicationSchema = z.object({
  id: z.string(),
  company: z.string(),
  taxId: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  yearsInBusiness: z.number(),
  address: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  decidedAt: z.string().optional(),
  /** After approval: whether an account existed and was made a dealer, or an invitation went out. */
  outcome: z.enum(['promoted', 'invited']).optional(),
});
export type AdminDealerApplication = z.infer<typeof dealerApplicationSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  subject: z.string().optional(),
  message: z.string(),
  createdAt: z.string(),
});

// ── Payment connection test ─────────────────────────────────────────────────────────────────
export const connectionTestResultSchema = z.object({
  result: z.enum(['success', 'partial', 'failure']),
  httpStatus: z.number().int(),
  message: z.string(),
  hints: z.array(z.string()),
  sessionId: z.string().optional(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

export type { OrderStatus };
