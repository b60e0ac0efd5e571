import {
  HOUSE_BRAND,
  type CategoryKey,
  type SubcategoryKey,
} from '../../../functions/contracts/catalog.js';
import type { ProductRecord } from '../../../functions/catalog/product-entity.js';
import { catalogueBlueprints, type ProductBlueprint, type SubcategoryBlueprints } from './blueprints.js';
import { parcelClassOf } from './parcel-classes.js';
import { englishAbout, englishProducts, type EnglishProduct } from './english.js';
import { drawProductImage } from './product-image-svg.js';
import { createPrng, deriveSeed } from './prng.js';
import { engineFamilies, productNumberCodes } from './vocabulary.js';
import { fitmentFromFreeText } from './fitment.js';
import { demoGtinOf, demoSafetyWarnings, manufacturerIdOfBrand } from './manufacturers.js';

/**
 * The demo catalogue: the hand-written blueprints turned into full `ProductRecord`s, plus one SVG
 * drawing per product image.
 *
 * Pure and deterministic: the same options give the same catalogue, byte for byte. Only the base
 * date moves the timestamps, so the local stack can pass "now" (fresh-looking dates, some products
 * marked new) while tests pass a fixed date.
 */

/** Seed of every random draw. Changing it reshuffles the whole demo shop. */
export const DEMO_SEED = 0x0c40_2008;

/** One product per blueprint: three for each subcategory of the tree. */
export const DEMO_PRODUCT_COUNT = Object.values(catalogueBlueprints)
  .flatMap((subcategories) => Object.values<SubcategoryBlueprints>(subcategories))
  .reduce((sum, entry) => sum + entry.products.length, 0);

/** createdAt runs from about this many days before the base date up to shortly before it. */
export const CREATED_AT_SPAN_DAYS = 300;
/** A product created at most this many days before the base date is flagged new. */
export const NEW_PRODUCT_WINDOW_DAYS = 30;
export const MAX_IMAGES_PER_PRODUCT = 4;
/** Discounts a sale may take, in percent of the list price. */
export const SALE_DISCOUNTS_PERCENT = [10, 15, 20, 25, 30] as const;
/** Dealer prices are drawn between these shares of the price (the server's default is 80 %). */
export const DEALER_PRICE_RATIO_RANGE = [0.7, 0.85] as const;

/**
 * Shares of the catalogue that carry each flag. Sampled, not rolled one product at a time, so the
 * counts are exact: the home page always has featured products and the shop always has sales.
 */
export const FLAG_SHARES = {
  onSale: 0.2,
  featured: 0.15,
  outOfStock: 0.08,
  /** Products left without a dealer price, so the server's 80 % default is exercised. */
  withoutDealerPrice: 0.1,
} as const;

export interface DemoImage {
  /** Media key, e.g. `products/p12-1`: a folder holding `w400.webp`, `w800.webp`, `w1200.webp`. */
  key: string;
  svg: string;
}

export interface DemoCatalogue {
  products: ProductRecord[];
  images: DemoImage[];
}

export interface GenerateOptions {
  /** "Now" for the catalogue: every createdAt lies in the CREATED_AT_SPAN_DAYS before it. */
  baseDate: Date;
  /**
   * How many products; DEMO_PRODUCT_COUNT by default. Fewer takes a prefix (the first 25 still
   * cover every subcategory); more repeats the blueprints as later series, for load tests.
   */
  count?: number;
}

export function demoImageKey(productId: number, imageNumber: number): string {
  return `products/p${productId}-${imageNumber}`;
}

export function generateDemoCatalogue(opts: GenerateOptions): DemoCatalogue {
  const count = opts.count ?? DEMO_PRODUCT_COUNT;
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  const baseMs = opts.baseDate.getTime();
  if (Number.isNaN(baseMs)) throw new RangeError('baseDate is not a valid date');

  // Every concern draws from its own stream, so adjusting one (say, more images) leaves the
  // others (prices on sale, ratings, dates) exactly as they were.
  const stream = (label: string) => createPrng(deriveSeed(DEMO_SEED, label));

  const slots = shopOrder(stream('order'));
  const indexes = [...Array(count).keys()];
  const blueprintOf = (i: number) => slots[i % slots.length]!;

  const featured = new Set(stream('featured').sample(indexes, share(count, FLAG_SHARES.featured)));
  const onSale = new Set(
    stream('on-sale').sample(
      indexes.filter((i) => !blueprintOf(i).blueprint.limitedEdition),
      share(count, FLAG_SHARES.onSale),
    ),
  );
  // Never a featured product: the home page's "unique offers" should show things one can buy.
  const outOfStock = new Set(
    stream('out-of-stock').sample(
      indexes.filter((i) => !featured.has(i)),
      share(count, FLAG_SHARES.outOfStock),
    ),
  );
  const withoutDealerPrice = new Set(
    stream('dealer-price').sample(indexes, share(count, FLAG_SHARES.withoutDealerPrice)),
  );

  const dates = stream('dates');
  const numbers = stream('numbers');
  const imageDraws = stream('images');
  const productNumberSeq = new Map<CategoryKey, number>();

  const products: ProductRecord[] = [];
  const images: DemoImage[] = [];

  for (const i of indexes) {
    const { category, subcategory, entry, blueprint, position } = blueprintOf(i);
    const id = i + 1;
    const series = Math.floor(i / slots.length) + 1;

    // Ids grow with creation time, as they do from the real atomic counter: product 1 is the
    // oldest. Each product gets its own slice of the span, so the order is strict.
    const slice = (count - i - dates.float(0.15, 0.85)) / count;
    const createdMs = roundToMinute(baseMs - slice * CREATED_AT_SPAN_DAYS * DAY_MS);
    const createdAt = new Date(createdMs).toISOString();
    const isNew = baseMs - createdMs <= NEW_PRODUCT_WINDOW_DAYS * DAY_MS;

    const seq = (productNumberSeq.get(category) ?? 0) + 1;
    productNumberSeq.set(category, seq);
    const productNumber = `CW-${productNumberCodes[category]}-${String(seq).padStart(4, '0')}`;

    const listPrice = Math.round(blueprint.priceZl * 100);
    const isOnSale = onSale.has(i);
    const price = isOnSale ? salePrice(listPrice, numbers.pick(SALE_DISCOUNTS_PERCENT)) : listPrice;
    const dealerRatio = numbers.float(...DEALER_PRICE_RATIO_RANGE);
    const dealerPrice = withoutDealerPrice.has(i) ? null : Math.min(price - 100, roundToZloty(price * dealerRatio));

    const stock = outOfStock.has(i) ? 0 : blueprint.limitedEdition ? numbers.int(1, 5) : numbers.int(2, 40);
    // Stars are no longer typed (issue 29: computed from approved reviews, which the demo seed
    // writes through the review module). The two draws that once made them up stay, unused, so
    // every later draw of this stream (stock of the next products…) is what it always was.
    const formerReviewCount = isNew ? numbers.int(0, 4) : numbers.int(1, 160);
    if (formerReviewCount !== 0) numbers.float(3.2, 5);

    const isFeatured = featured.has(i);
    // Showcase products get a fuller gallery; the rest anything from one photo to four.
    const imageCount = imageDraws.int(isFeatured || blueprint.limitedEdition ? 3 : 1, MAX_IMAGES_PER_PRODUCT);
    const imageKeys: string[] = [];
    for (let n = 1; n <= imageCount; n++) {
      const key = demoImageKey(id, n);
      imageKeys.push(key);
      images.push({
        key,
        svg: drawProductImage({
          categoryKey: category,
          subcategory,
          productNumber,
          variant: position + series - 1,
          index: n - 1,
          seed: deriveSeed(DEMO_SEED, key),
        }),
      });
    }

    const fit = resolveFitment(entry, blueprint);
    const gtin = demoGtinOf(blueprint.brand, id);
    const warnings = demoSafetyWarnings(subcategory);
    const english = englishProducts[blueprint.name];
    if (!english) throw new Error(`demo catalogue: no English for "${blueprint.name}" (infra/local/seed/english.ts)`);
    products.push({
      id,
      name: series === 1 ? blueprint.name : `${blueprint.name} (seria ${series})`,
      description: blueprint.description,
      detailedDescription: detailedDescription(entry, blueprint, fit),
      nameEn: series === 1 ? english.name : `${english.name} (series ${series})`,
      descriptionEn: english.description,
      detailedDescriptionEn: detailedDescriptionEn(subcategory, english, blueprint, fit),
      specificationsEn: { ...english.specifications },
      brand: blueprint.brand,
      categoryKey: category,
      subcategory,
      productType: blueprint.productType ?? entry.productType,
      engineType: fit.engineType,
      material: blueprint.material,
      creationMethod: blueprint.creationMethod,
      tireType: blueprint.tireType ?? null,
      productNumber,
      compatibleModels: fit.compatibleModels,
      engineCapacity: fit.engineCapacity,
      yearFrom: fit.yearFrom,
      yearTo: fit.yearTo,
      // The free-text fitment above, as ranges of vehicles the garage can be matched against.
      fitment: fitmentFromFreeText(fit),
      price,
      originalPrice: isOnSale ? listPrice : null,
      dealerPrice,
      imageUrl: imageKeys[0] ?? null,
      images: imageKeys,
      // Read from the product's review statistics, never stored (product-entity.ts).
      rating: 0,
      reviews: 0,
      specifications: { ...blueprint.specifications },
      stock,
      isNew,
      isFeatured,
      isOnSale,
      isLimitedEdition: blueprint.limitedEdition === true,
      ...parcelClassOf(subcategory, blueprint.name),
      // GPSR (manufacturers.ts): who makes it, its GTIN (bought-in brands) and its warnings.
      manufacturerId: manufacturerIdOfBrand(blueprint.brand),
      ...(gtin ? { gtin } : {}),
      safetyWarnings: warnings.pl,
      safetyWarningsEn: warnings.en,
      createdAt,
      updatedAt: createdAt,
    });
  }

  return { products, images };
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface Slot {
  category: CategoryKey;
  subcategory: SubcategoryKey;
  entry: SubcategoryBlueprints;
  blueprint: ProductBlueprint;
  /** The blueprint's place within its subcategory: 0, 1 or 2. */
  position: number;
}

/**
 * The order products are "added to the shop": round-robin over the subcategories (in a shuffled
 * order each round), so neighbouring ids, and therefore the newest products on the home page,
 * come from different corners of the catalogue, and any prefix of 25 covers every subcategory.
 */
function shopOrder(rng: ReturnType<typeof createPrng>): Slot[] {
  const bySubcategory = Object.entries(catalogueBlueprints).flatMap(([category, subcategories]) =>
    Object.entries<SubcategoryBlueprints>(subcategories).map(([subcategory, entry]) => ({
      category: category as CategoryKey,
      subcategory: subcategory as SubcategoryKey,
      entry,
    })),
  );
  const rounds = Math.max(...bySubcategory.map((s) => s.entry.products.length));
  const slots: Slot[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const s of rng.shuffle(bySubcategory)) {
      const blueprint = s.entry.products[round];
      if (blueprint) slots.push({ ...s, blueprint, position: round });
    }
  }
  return slots;
}

interface ResolvedFitment {
  engineType: string | null;
  compatibleModels: string[];
  engineCapacity: string[];
  yearFrom: number | null;
  yearTo: number | null;
}

function resolveFitment(entry: SubcategoryBlueprints, blueprint: ProductBlueprint): ResolvedFitment {
  if (entry.fitment === 'none') {
    return { engineType: null, compatibleModels: [], engineCapacity: [], yearFrom: null, yearTo: null };
  }
  if (!blueprint.fits) throw new Error(`demo product "${blueprint.name}" needs an engine family (fits)`);
  const family = engineFamilies[blueprint.fits];
  const [yearFrom, yearTo] = blueprint.years ?? family.years;
  const compatibleModels = [...(blueprint.compatibleModels ?? family.compatibleModels)];
  if (entry.fitment === 'chassis') {
    return { engineType: null, compatibleModels, engineCapacity: [], yearFrom, yearTo };
  }
  return {
    engineType: family.engineTypeLabel,
    compatibleModels,
    engineCapacity: [...(blueprint.engineCapacities ?? family.engineCapacities)],
    yearFrom,
    yearTo,
  };
}

/** The product page's long text: the blueprint's pitch, the kind of part, fitment, maker. */
function detailedDescription(entry: SubcategoryBlueprints, blueprint: ProductBlueprint, fit: ResolvedFitment): string {
  const paragraphs = [`${blueprint.description} ${entry.about}`];
  if (fit.compatibleModels.length > 0) {
    const engine = fit.engineType
      ? ` z silnikiem ${fit.engineType} (${fit.engineCapacity.map((c) => `${c} cm³`).join(', ')})`
      : '';
    paragraphs.push(
      `Pasuje do modeli: ${fit.compatibleModels.join(', ')}${engine}, roczniki ${fit.yearFrom}–${fit.yearTo}. ` +
        'W razie wątpliwości podaj nam numer VIN – sprawdzimy dopasowanie przed wysyłką.',
    );
  } else {
    paragraphs.push('Produkt uniwersalny – pasuje do każdego motocykla i każdego stylu jazdy.');
  }
  if (blueprint.limitedEdition) {
    paragraphs.push('Edycja limitowana: krótka seria, każdy egzemplarz z numerem i certyfikatem.');
  }
  paragraphs.push(
    blueprint.brand === HOUSE_BRAND
      ? `Zaprojektowane i wykonane w warsztacie ${HOUSE_BRAND} w Porębie Spytkowskiej. 24 miesiące gwarancji.`
      : `Produkt marki ${blueprint.brand}, sprawdzony w naszym warsztacie. 24 miesiące gwarancji.`,
  );
  return paragraphs.join('\n\n');
}

/** The same long text in English. */
function detailedDescriptionEn(subcategory: keyof typeof englishAbout, english: EnglishProduct, blueprint: ProductBlueprint, fit: ResolvedFitment): string {
  const paragraphs = [`${english.description} ${englishAbout[subcategory]}`];
  if (fit.compatibleModels.length > 0) {
    const engine = fit.engineType ? ` with the ${fit.engineType} engine (${fit.engineCapacity.map((c) => `${c} cc`).join(', ')})` : '';
    paragraphs.push(
      `Fits: ${fit.compatibleModels.join(', ')}${engine}, model years ${fit.yearFrom}–${fit.yearTo}. ` +
        'Not sure? Send us your VIN and we will check the fit before we ship.',
    );
  } else {
    paragraphs.push('A universal product: it suits every motorcycle and every riding style.');
  }
  if (blueprint.limitedEdition) {
    paragraphs.push('Limited edition: a short run, every piece numbered and certified.');
  }
  paragraphs.push(
    blueprint.brand === HOUSE_BRAND
      ? `Designed and made in the ${HOUSE_BRAND} workshop in Poręba Spytkowska. 24-month warranty.`
      : `A ${blueprint.brand} product, proven in our workshop. 24-month warranty.`,
  );
  return paragraphs.join('\n\n');
}

function share(count: number, fraction: number): number {
  return Math.round(count * fraction);
}

/** Sale prices end in whole złoty, as a shop owner would type them; always below the list price. */
function salePrice(listPrice: number, discountPercent: number): number {
  return Math.min(listPrice - 100, roundToZloty(listPrice * (1 - discountPercent / 100)));
}

function roundToZloty(grosze: number): number {
  return Math.round(grosze / 100) * 100;
}

function roundToMinute(ms: number): number {
  return Math.round(ms / 60_000) * 60_000;
}
