/**
 * The demo catalogue of the local stack: a deterministic set of products covering the whole
 * category tree, every brand and every flag, with generated product images.
 *
 * - `generateDemoCatalogue` builds the records and the SVG drawings (pure, no I/O);
 * - `renderImageVariants` turns one drawing into the WebP widths of the media contract;
 * - `seedCatalogue` does both and hands the results to the caller's storage functions.
 *
 * The remaining exports are the facts the demo promises (counts, shares, vocabularies), so tests
 * and other tooling read them from here instead of repeating numbers.
 */
export {
  CREATED_AT_SPAN_DAYS,
  DEALER_PRICE_RATIO_RANGE,
  DEMO_PRODUCT_COUNT,
  DEMO_SEED,
  FLAG_SHARES,
  MAX_IMAGES_PER_PRODUCT,
  NEW_PRODUCT_WINDOW_DAYS,
  SALE_DISCOUNTS_PERCENT,
  demoImageKey,
  generateDemoCatalogue,
  type DemoCatalogue,
  type DemoImage,
  type GenerateOptions,
} from './generate-catalogue.js';
export { renderImageVariants, WEBP_OPTIONS, type ImageVariant } from './render-image-variants.js';
export { SEED_RENDER_CONCURRENCY, seedCatalogue, type SeedDeps, type SeedResult } from './seed-catalogue.js';
export { IMAGE_SIZE, categoryAccents, drawProductImage, type ProductImageInput } from './product-image-svg.js';
export { PRODUCT_NUMBER_PATTERN, demoVocabulary, engineFamilies, productNumberCodes } from './vocabulary.js';
export { demoVehicleModels } from './vehicles.js';
export { demoGtinOf, demoManufacturers, demoSafetyWarnings, manufacturerIdOfBrand } from './manufacturers.js';
export { fitmentFromFreeText, type FreeTextFitment } from './fitment.js';
