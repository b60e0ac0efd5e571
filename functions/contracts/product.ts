import { z } from 'zod';
import { categoryKeys, SHOP_PAGE_SIZE } from './catalog.js';
import { fitmentSchema } from './vehicles.js';

/**
 * Product as the API sends it. Field names are the camelCase forms of the spec's
 * (category_key → categoryKey). Money is integer grosze (Stripe's convention): 12345 = 123,45 zł.
 *
 * Image references (`imageUrl`, `images[]`) are either an absolute http(s) URL, used as is, or a
 * media key such as `products/p12-1`, resolved by the web under `mediaBase`; a media key names a
 * folder holding WebP variants `w{width}.webp` for every width in `mediaVariantWidths`.
 */
export { mediaVariantWidths } from './media.js';

const grosze = z.number().int().nonnegative();

/**
 * GPSR (Regulation (EU) 2023/988, Art. 19): what an offer must show before purchase. Only
 * `GET /api/products/{id}` carries it; the server resolves the manufacturer from the register
 * (contracts/manufacturer.ts). `warningsEn` is the English text, `warnings` the Polish.
 */
export const productSafetySchema = z.object({
  manufacturer: z.object({ name: z.string(), address: z.string(), email: z.string().optional(), url: z.string().optional() }),
  /** The manufacturer's responsible person in the EU; only for a manufacturer outside the EU. */
  responsiblePerson: z.object({ name: z.string(), address: z.string(), email: z.string().optional() }).optional(),
  warnings: z.string(),
  warningsEn: z.string(),
});
export type ProductSafety = z.infer<typeof productSafetySchema>;

/**
 * Options and variants (issue 31). A product has up to MAX_PRODUCT_OPTIONS options (Rozmiar /
 * Size, Kolor / Colour, Wykończenie / Finish), each with its values, and one variant per
 * combination the workshop sells. `key`s are stable lower-case identifiers (`size`, `43`,
 * `black`): the shop's filters and a variant's `options` name them; `name`/`label` are Polish,
 * `nameEn`/`labelEn` English. A product without options has `options: []` and one variant.
 */
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_PRODUCT_VARIANTS = 100;
export const MAX_OPTION_VALUES = 50;
export const optionKeySchema = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'validation.optionKey');

export const productOptionValueSchema = z.object({ key: optionKeySchema, label: z.string(), labelEn: z.string() });
export type ProductOptionValue = z.infer<typeof productOptionValueSchema>;

export const productOptionSchema = z.object({
  key: optionKeySchema,
  name: z.string(),
  nameEn: z.string(),
  values: z.array(productOptionValueSchema),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/**
 * A variant as `GET /api/products/{id}` answers it: its SKU, its value key per option, its price
 * (its own or the product's), whether it can be bought, and `stock` only for admins. `ean`,
 * `images` (media keys or URLs, as `images` of the product) only when the variant has its own;
 * `dealer` only for a caller in the `dealer` group (the product's dealer price unless the variant
 * has its own).
 */
/** A volume break as a dealer sees it on the product page: from how many units, what it takes off, the unit price then. */
export const dealerVolumeBreakSchema = z.object({ minQuantity: z.number().int(), percentOff: z.number().nullable(), unitPrice: z.number().int() });
export type DealerVolumeBreak = z.infer<typeof dealerVolumeBreakSchema>;

export const productVariantSchema = z.object({
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  price: grosze,
  inStock: z.boolean(),
  stock: z.number().int().optional(),
  ean: z.string().optional(),
  images: z.array(z.string()).optional(),
  /**
   * During a timed sale (issue 32), a variant priced apart from the product: its price before the
   * sale and the Omnibus lowest price of the 30 days before it. Absent: the product's apply.
   */
  originalPrice: grosze.nullable().optional(),
  lowestPrice30d: grosze.nullable().optional(),
  dealer: z.object({ price: grosze, saving: grosze, savingPercent: z.number().int(), volumeBreaks: z.array(dealerVolumeBreakSchema).optional() }).optional(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  detailedDescription: z.string(),
  brand: z.string(),
  categoryKey: z.enum(categoryKeys as [string, ...string[]]),
  subcategory: z.string(),
  productType: z.string().nullable(),
  engineType: z.string().nullable(),
  material: z.string().nullable(),
  creationMethod: z.string().nullable(),
  tireType: z.string().nullable(),
  productNumber: z.string(),
  /** The part number (manufacturer part number, MPN): the product's `productNumber`, named as feeds and GPSR name it. */
  mpn: z.string(),
  /** GTIN / EAN (8, 12, 13 or 14 digits, a valid check digit), when the product has one. */
  gtin: z.string().optional(),
  /**
   * Product safety (see productSafetySchema): on `GET /api/products/{id}` of every product with a
   * manufacturer (publishing requires one); absent in lists and on products published before GPSR
   * data existed, until they are edited.
   */
  safety: productSafetySchema.optional(),
  compatibleModels: z.array(z.string()),
  engineCapacity: z.array(z.string()),
  yearFrom: z.number().int().nullable(),
  yearTo: z.number().int().nullable(),
  /** The vehicles it fits ("Mój motocykl", vehicles.ts): universal, ranges, or neither (not known). */
  fitment: fitmentSchema,
  price: grosze,
  originalPrice: grosze.nullable(),
  /** Omnibus: the lowest price of the 30 days before the current reduction; null when not on sale or unknown. */
  lowestPrice30d: grosze.nullable(),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
  specifications: z.record(z.string(), z.string()),
  /**
   * English, where the shop has written it; absent otherwise, and the web shows the Polish field
   * (`name`, `description`, `detailedDescription`, `specifications`) instead. English
   * specifications are their own name-to-value map.
   */
  nameEn: z.string().optional(),
  descriptionEn: z.string().optional(),
  detailedDescriptionEn: z.string().optional(),
  specificationsEn: z.record(z.string(), z.string()).optional(),
  inStock: z.boolean(),
  /** Options and variants (see productOptionSchema); a product without options: `[]` and its one default variant. */
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
  isNew: z.boolean(),
  isFeatured: z.boolean(),
  isOnSale: z.boolean(),
  isLimitedEdition: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Only in answers to a caller in the `dealer` group: their price (personal, else the product's
   * dealer price, else 80 % of the price) and the saving against the normal price.
   */
  dealer: z
    .object({
      price: grosze,
      saving: grosze,
      savingPercent: z.number().int(),
      /** On `GET /api/products/{id}` only: the dealer's volume breaks with the unit price at each (contracts/volume-prices.ts). */
      volumeBreaks: z.array(dealerVolumeBreakSchema).optional(),
    })
    .optional(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as a card shows it (the shop grid, the home carousels, similar products): what the
 * list endpoints answer with. The long texts, the specifications and the gallery are only on
 * `GET /api/products/{id}`, so a page of twelve stays small.
 */
export const productCardSchema = productSchema.pick({
  id: true,
  name: true,
  nameEn: true,
  brand: true,
  description: true,
  descriptionEn: true,
  price: true,
  originalPrice: true,
  lowestPrice30d: true,
  imageUrl: true,
  rating: true,
  reviews: true,
  inStock: true,
  isNew: true,
  isOnSale: true,
  isLimitedEdition: true,
  dealer: true,
}).extend({
  /**
   * A product with options (issue 31): how many values of each option its variants offer, by
   * option key (`{ size: 6 }`: the card's "6 rozmiarów"). Absent on a product without options.
   */
  optionCounts: z.record(z.string(), z.number().int().nonnegative()).optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productListResponseSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.literal(SHOP_PAGE_SIZE),
  /** Search text that found nothing: a corrected text that would find something ("Czy chodziło Ci o …?"). */
  suggestion: z.object({ query: z.string() }).optional(),
  /**
   * No product has every word of the search text: `items` and `total` are the best partial answer
   * (the fewest words left out), and `omitted` the words left out, as typed, lower-cased
   * ("Nie znaleziono: „m8”. Pokazujemy wyniki dla pozostałych słów.").
   */
  partial: z.object({ omitted: z.array(z.string()).min(1) }).optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productIdParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});

/** A short list of products (featured, bestsellers, promotions, similar), as cards. */
export const productListItemsSchema = z.object({ items: z.array(productCardSchema) });
export type ProductListItems = z.infer<typeof productListItemsSchema>;

export const variantValueCountSchema = z.object({ key: z.string(), label: z.string(), labelEn: z.string(), count: z.number().int().nonnegative() });
export type VariantValueCount = z.infer<typeof variantValueCountSchema>;

export const filterOptionsResponseSchema = z.object({
  brands: z.array(z.string()),
  productTypes: z.array(z.string()),
  engineTypes: z.array(z.string()),
  materials: z.array(z.string()),
  creationMethods: z.array(z.string()),
  tireTypes: z.array(z.string()),
  compatibleModels: z.array(z.string()),
  engineCapacities: z.array(z.string()),
  priceRange: z.object({ min: grosze, max: grosze }),
  /**
   * The size, colour and finish values the shop's variant filters offer (issue 31), each with
   * how many shown products have a variant of it in stock now (what `size=43` alone would find).
   */
  variantValues: z.object({ size: z.array(variantValueCountSchema), color: z.array(variantValueCountSchema), finish: z.array(variantValueCountSchema) }),
});
export type FilterOptionsResponse = z.infer<typeof filterOptionsResponseSchema>;

export const categoriesResponseSchema = z.object({
  categories: z.array(
    z.object({
      key: z.string(),
      count: z.number().int(),
      subcategories: z.array(z.object({ key: z.string(), count: z.number().int() })),
    }),
  ),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
