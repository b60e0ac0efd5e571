import type { AdminProduct } from '@contracts/admin';
import type { ParcelSize } from '@contracts/delivery';
import { HOUSE_BRAND } from '@contracts/catalog';
import { groszeToZloty, zlotyToGrosze } from './zloty';

/**
 * The product form's own values: what the inputs hold (zł as text, lists as comma-separated
 * text, specifications as ordered pairs). `toProductInput` turns them into the API's shape
 * (grosze, arrays, a map), which the shared zod schema then validates.
 */
export interface SpecificationPair {
  name: string;
  value: string;
}

/** One fitment range as its inputs hold it (contracts/vehicles.ts `fitmentRangeSchema`); '' is "any". */
export interface FitmentRangeValues {
  family: string;
  model: string;
  yearFrom: string;
  yearTo: string;
  engine: string;
}

/** One option as the options editor holds it (issue 31): Rozmiar / Size and its values. */
export interface OptionValues {
  key: string;
  name: string;
  nameEn: string;
  values: { key: string; label: string; labelEn: string }[];
}

/**
 * One row of the variant matrix as its inputs hold it: money in zł as typed ('' is the product's
 * price), units as typed, `expectedStock` the units the form loaded (undefined for a new row).
 */
export interface VariantRowValues {
  sku: string;
  options: Record<string, string>;
  stock: string;
  expectedStock?: number | undefined;
  price: string;
  /** Its own general dealer price in zł as typed; '' is the product's. */
  dealerPrice: string;
  ean: string;
  /** Its own parcel size class when it differs from the product's ('' is the product's). */
  weightClass: ParcelSize | '';
  /** Its own packed weight in grams as typed; '' is the product's. */
  weightGrams: string;
  /** The row's own photos, first shown first: some of the product's pictures, or none for the product's. */
  images: string[];
  /** Its own low-stock threshold in units as typed (issue 33); '' is the product's. */
  lowStockThreshold: string;
}

export const emptyFitmentRange = (): FitmentRangeValues => ({ family: '', model: '', yearFrom: '', yearTo: '', engine: '' });

export interface ProductFormValues {
  name: string;
  brand: string;
  categoryKey: string;
  subcategory: string;
  productNumber: string;
  productType: string;
  engineType: string;
  material: string;
  creationMethod: string;
  tireType: string;
  compatibleModels: string;
  engineCapacity: string;
  yearFrom: string;
  yearTo: string;
  /** The vehicles it fits: every bike, or these ranges. */
  fitment: { universal: boolean; ranges: FitmentRangeValues[] };
  price: string;
  originalPrice: string;
  dealerPrice: string;
  stock: string;
  imageUrl: string;
  images: string[];
  description: string;
  detailedDescription: string;
  specifications: SpecificationPair[];
  /** English beside the Polish; empty means none (the shop then shows the Polish). */
  nameEn: string;
  descriptionEn: string;
  detailedDescriptionEn: string;
  specificationsEn: SpecificationPair[];
  isNew: boolean;
  isOnSale: boolean;
  isLimitedEdition: boolean;
  isFeatured: boolean;
  notForDealers: boolean;
  /** How it ships (issue 17): the size class and the packed weight in grams, as typed. */
  parcelSize: string;
  weightGrams: string;
  /** Issue 30 (GPSR): draft or published, the register's manufacturer id ('' none), GTIN, warnings PL/EN. */
  status: 'draft' | 'published';
  manufacturerId: string;
  gtin: string;
  safetyWarnings: string;
  safetyWarningsEn: string;
  /** Options and the variant matrix (issue 31); both empty for a product without sizes or colours. */
  options: OptionValues[];
  variants: VariantRowValues[];
  /** Units at or under which it is reported as running low (issue 33), as typed; '' is the shop's default. */
  lowStockThreshold: string;
  /**
   * Dealers' volume breaks of its own (issue 34): as loaded, then as the form's breaks section
   * (components/product-volume-breaks.tsx) hands them over, typed values the schema checks.
   */
  volumeBreaks: NonNullable<AdminProduct['volumeBreaks']>;
}

/** Spec §3 "New product defaults": engine, the house brand, in stock (1 piece), flags off, prices 0. */
export function newProductValues(): ProductFormValues {
  return {
    name: '',
    brand: HOUSE_BRAND,
    categoryKey: 'engine',
    subcategory: '',
    productNumber: '',
    productType: '',
    engineType: '',
    material: '',
    creationMethod: '',
    tireType: '',
    compatibleModels: '',
    engineCapacity: '',
    yearFrom: '',
    yearTo: '',
    fitment: { universal: false, ranges: [] },
    price: '0',
    originalPrice: '',
    dealerPrice: '',
    stock: '1',
    imageUrl: '',
    images: [],
    description: '',
    detailedDescription: '',
    specifications: [],
    nameEn: '',
    descriptionEn: '',
    detailedDescriptionEn: '',
    specificationsEn: [],
    isNew: false,
    isOnSale: false,
    isLimitedEdition: false,
    isFeatured: false,
    notForDealers: false,
    parcelSize: '',
    weightGrams: '',
    status: 'published',
    manufacturerId: '',
    gtin: '',
    safetyWarnings: '',
    safetyWarningsEn: '',
    options: [],
    variants: [],
    lowStockThreshold: '',
    volumeBreaks: [],
  };
}

const pairs = (map: Record<string, string>): SpecificationPair[] => Object.entries(map).map(([name, value]) => ({ name, value }));
const toMap = (list: readonly SpecificationPair[]) => Object.fromEntries(list.map((s) => [s.name.trim(), s.value.trim()]));

export function productToFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    brand: product.brand,
    categoryKey: product.categoryKey,
    subcategory: product.subcategory,
    productNumber: product.productNumber,
    productType: product.productType ?? '',
    engineType: product.engineType ?? '',
    material: product.material ?? '',
    creationMethod: product.creationMethod ?? '',
    tireType: product.tireType ?? '',
    compatibleModels: product.compatibleModels.join(', '),
    engineCapacity: product.engineCapacity.join(', '),
    yearFrom: product.yearFrom === null ? '' : String(product.yearFrom),
    yearTo: product.yearTo === null ? '' : String(product.yearTo),
    fitment: {
      universal: product.fitment.universal,
      ranges: product.fitment.ranges.map((r) => ({ family: r.family, model: r.model ?? '', yearFrom: String(r.yearFrom), yearTo: String(r.yearTo), engine: r.engine ?? '' })),
    },
    price: groszeToZloty(product.price),
    originalPrice: groszeToZloty(product.originalPrice),
    dealerPrice: groszeToZloty(product.dealerPrice),
    stock: String(product.stock),
    imageUrl: product.imageUrl ?? '',
    images: [...product.images],
    description: product.description,
    detailedDescription: product.detailedDescription,
    specifications: pairs(product.specifications),
    nameEn: product.nameEn ?? '',
    descriptionEn: product.descriptionEn ?? '',
    detailedDescriptionEn: product.detailedDescriptionEn ?? '',
    specificationsEn: pairs(product.specificationsEn ?? {}),
    isNew: product.isNew,
    isOnSale: product.isOnSale,
    isLimitedEdition: product.isLimitedEdition,
    isFeatured: product.isFeatured,
    notForDealers: product.notForDealers ?? false,
    parcelSize: product.parcelSize,
    weightGrams: String(product.weightGrams),
    status: product.status,
    manufacturerId: product.manufacturerId ?? '',
    gtin: product.gtin ?? '',
    safetyWarnings: product.safetyWarnings,
    safetyWarningsEn: product.safetyWarningsEn,
    options: product.options.map((o) => ({ key: o.key, name: o.name, nameEn: o.nameEn, values: o.values.map((v) => ({ ...v })) })),
    // A product without options answers its one default variant: that is no matrix row.
    variants: product.options.length
      ? product.variants.map((v) => ({
          sku: v.sku,
          options: { ...v.options },
          stock: String(v.stock ?? 0),
          expectedStock: v.stock ?? 0,
          price: v.ownPrice == null ? '' : groszeToZloty(v.ownPrice),
          dealerPrice: v.dealerPrice == null ? '' : groszeToZloty(v.dealerPrice),
          ean: v.ean ?? '',
          weightClass: v.weightClass ?? '',
          weightGrams: v.weightGrams == null ? '' : String(v.weightGrams),
          images: [...(v.images ?? [])],
          lowStockThreshold: v.lowStockThreshold == null ? '' : String(v.lowStockThreshold),
        }))
      : [],
    lowStockThreshold: product.lowStockThreshold == null ? '' : String(product.lowStockThreshold),
    volumeBreaks: product.volumeBreaks ?? [],
  };
}

const text = (value: string) => value.trim();
const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());
const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** `''` → null, `'12'` → 12, anything else → NaN so the schema reports it. */
function optionalNumber(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** The API's product input (money in grosze) from the form's values, not yet validated. */
export function toProductInput(values: ProductFormValues): Record<string, unknown> {
  return {
    name: text(values.name),
    description: text(values.description),
    detailedDescription: text(values.detailedDescription),
    brand: text(values.brand),
    categoryKey: values.categoryKey,
    subcategory: text(values.subcategory),
    productType: optionalText(values.productType),
    engineType: optionalText(values.engineType),
    material: optionalText(values.material),
    creationMethod: optionalText(values.creationMethod),
    tireType: optionalText(values.tireType),
    productNumber: text(values.productNumber),
    compatibleModels: list(values.compatibleModels),
    engineCapacity: list(values.engineCapacity),
    yearFrom: optionalNumber(values.yearFrom),
    yearTo: optionalNumber(values.yearTo),
    // A universal product needs no ranges: any typed are dropped rather than kept hidden.
    fitment: {
      universal: values.fitment.universal,
      ranges: values.fitment.universal
        ? []
        : values.fitment.ranges.map((r) => ({
            family: r.family || undefined,
            model: r.model || undefined,
            yearFrom: optionalNumber(r.yearFrom) ?? Number.NaN,
            yearTo: optionalNumber(r.yearTo) ?? Number.NaN,
            engine: r.engine || undefined,
          })),
    },
    price: zlotyToGrosze(values.price) ?? Number.NaN,
    originalPrice: zlotyToGrosze(values.originalPrice),
    // Empty: the server sets 80 % of the price (spec §5).
    dealerPrice: zlotyToGrosze(values.dealerPrice),
    stock: optionalNumber(values.stock) ?? 0,
    imageUrl: text(values.imageUrl),
    images: values.images.map(text).filter(Boolean),
    // One decimal, so 4.7 passes multipleOf(0.1) despite binary floating point.
    specifications: toMap(values.specifications),
    nameEn: text(values.nameEn),
    descriptionEn: text(values.descriptionEn),
    detailedDescriptionEn: text(values.detailedDescriptionEn),
    specificationsEn: toMap(values.specificationsEn),
    isNew: values.isNew,
    isOnSale: values.isOnSale,
    isLimitedEdition: values.isLimitedEdition,
    isFeatured: values.isFeatured,
    notForDealers: values.notForDealers,
    parcelSize: values.parcelSize || undefined,
    weightGrams: optionalNumber(values.weightGrams) ?? undefined,
    status: values.status,
    manufacturerId: values.manufacturerId,
    gtin: text(values.gtin),
    safetyWarnings: text(values.safetyWarnings),
    safetyWarningsEn: text(values.safetyWarningsEn),
    options: values.options.map((o) => ({ key: o.key.trim(), name: text(o.name), nameEn: text(o.nameEn), values: o.values.map((v) => ({ key: v.key.trim(), label: text(v.label), labelEn: text(v.labelEn) })) })),
    variants: values.variants.map((v) => ({
      sku: text(v.sku),
      options: v.options,
      stock: optionalNumber(v.stock) ?? 0,
      ...(v.expectedStock !== undefined ? { expectedStock: v.expectedStock } : {}),
      price: v.price.trim() === '' ? null : (zlotyToGrosze(v.price) ?? Number.NaN),
      dealerPrice: v.dealerPrice.trim() === '' ? null : (zlotyToGrosze(v.dealerPrice) ?? Number.NaN),
      ean: text(v.ean),
      images: v.images,
      weightClass: v.weightClass || null,
      weightGrams: optionalNumber(v.weightGrams),
      lowStockThreshold: optionalNumber(v.lowStockThreshold),
    })),
    lowStockThreshold: optionalNumber(values.lowStockThreshold),
    volumeBreaks: values.volumeBreaks,
  };
}
