import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { toPublicProduct, type ProductRecord } from '../../functions/catalog/product-entity.js';
import {
  brands,
  categoryTree,
  type CategoryKey,
  DEFAULT_PRICE_RANGE,
  engineTypes,
  FEATURED_DEFAULT_LIMIT,
  HOUSE_BRAND,
} from '../../functions/contracts/catalog.js';
import { isValidGtin } from '../../functions/contracts/gtin.js';
import { manufacturerInputSchema } from '../../functions/contracts/manufacturer.js';
import { mediaVariantWidths, productSchema } from '../../functions/contracts/product.js';
import {
  CREATED_AT_SPAN_DAYS,
  DEMO_PRODUCT_COUNT,
  FLAG_SHARES,
  MAX_IMAGES_PER_PRODUCT,
  NEW_PRODUCT_WINDOW_DAYS,
  PRODUCT_NUMBER_PATTERN,
  demoImageKey,
  demoVocabulary,
  engineFamilies,
  generateDemoCatalogue,
  productNumberCodes,
  renderImageVariants,
  seedCatalogue,
  demoManufacturers,
  manufacturerIdOfBrand,
} from '../../infra/local/seed/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const baseDate = new Date('2026-03-01T12:00:00.000Z');
const { products, images } = generateDemoCatalogue({ baseDate });

const count = (predicate: (p: ProductRecord) => boolean) => products.filter(predicate).length;
const distinct = <T>(values: T[]) => new Set(values);
const ageDays = (p: ProductRecord) => (baseDate.getTime() - Date.parse(p.createdAt)) / DAY_MS;
/** "Several": enough of each kind for the shop's badges, filters and home-page blocks to show. */
const SEVERAL = 3;

describe('demo catalogue: shape', () => {
  it('has the promised number of products, with ids 1..N in order', () => {
    expect(products.length).toBe(DEMO_PRODUCT_COUNT);
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => i + 1));
  });

  it('every record is a valid API product once stock becomes inStock', () => {
    for (const record of products) {
      const publicProduct = toPublicProduct(record);
      expect(() => productSchema.parse(publicProduct), `product ${record.id}`).not.toThrow();
      expect(publicProduct.inStock).toBe(record.stock > 0);
      expect(Number.isInteger(record.stock) && record.stock >= 0).toBe(true);
    }
  });

  it('has unique product numbers carrying their category code', () => {
    expect(distinct(products.map((p) => p.productNumber)).size).toBe(products.length);
    for (const p of products) {
      expect(p.productNumber).toMatch(PRODUCT_NUMBER_PATTERN);
      expect(p.productNumber.startsWith(`CW-${productNumberCodes[p.categoryKey as CategoryKey]}-`)).toBe(true);
    }
  });
});

describe('demo catalogue: coverage of the vocabulary', () => {
  it('covers every category and every subcategory, each under its own category', () => {
    for (const [category, subcategories] of Object.entries(categoryTree)) {
      for (const subcategory of subcategories) {
        expect(count((p) => p.categoryKey === category && p.subcategory === subcategory), `${category}/${subcategory}`).toBeGreaterThan(0);
      }
    }
    for (const p of products) {
      expect((categoryTree[p.categoryKey as CategoryKey] as readonly string[]).includes(p.subcategory)).toBe(true);
    }
  });

  it('covers every brand and uses no other', () => {
    expect(distinct(products.map((p) => p.brand))).toEqual(new Set(brands));
  });

  it('spells every engine type as the filter offers it (one per family), and has none on parts where it means nothing', () => {
    const used = products.map((p) => p.engineType).filter((t): t is string => t !== null);
    expect(distinct(used)).toEqual(new Set(Object.values(engineFamilies).map((f) => f.engineTypeLabel)));
    for (const type of used) expect(engineTypes).toContain(type);
    expect(count((p) => p.categoryKey === 'accessories' && p.engineType !== null)).toBe(0);
    expect(count((p) => p.engineType === null)).toBeGreaterThanOrEqual(SEVERAL);
  });

  it.each([
    ['productType', demoVocabulary.productTypes],
    ['material', demoVocabulary.materials],
    ['creationMethod', demoVocabulary.creationMethods],
    ['tireType', demoVocabulary.tireTypes],
  ] as const)('uses every %s of the vocabulary and nothing outside it', (field, vocabulary) => {
    const used = products.map((p) => p[field]).filter((v): v is string => v !== null);
    expect(distinct(used)).toEqual(new Set(vocabulary));
  });

  it('gives a tyre type only sparingly, where a part is shaped for a tyre', () => {
    const withTire = count((p) => p.tireType !== null);
    expect(withTire).toBeGreaterThan(0);
    expect(withTire).toBeLessThan(products.length / 4);
  });

  it.each([
    ['compatibleModels', demoVocabulary.compatibleModels],
    ['engineCapacity', demoVocabulary.engineCapacities],
  ] as const)('uses every %s value and leaves the list empty on universal products', (field, vocabulary) => {
    expect(distinct(products.flatMap((p) => p[field]))).toEqual(new Set(vocabulary));
    expect(count((p) => p[field].length === 0)).toBeGreaterThanOrEqual(SEVERAL);
    for (const p of products) expect(distinct(p[field]).size).toBe(p[field].length);
  });

  it('gives engine capacities only with an engine type, and model years only with models', () => {
    for (const p of products) {
      if (p.engineCapacity.length > 0) expect(p.engineType).not.toBeNull();
      expect(p.yearFrom === null).toBe(p.compatibleModels.length === 0);
      expect(p.yearTo === null).toBe(p.yearFrom === null);
      if (p.yearFrom !== null && p.yearTo !== null) expect(p.yearFrom).toBeLessThanOrEqual(p.yearTo);
    }
  });
});

describe('demo catalogue: flags', () => {
  it.each([
    ['new', (p: ProductRecord) => p.isNew],
    ['on sale', (p: ProductRecord) => p.isOnSale],
    ['limited edition', (p: ProductRecord) => p.isLimitedEdition],
    ['featured', (p: ProductRecord) => p.isFeatured],
    ['out of stock', (p: ProductRecord) => p.stock === 0],
  ])('has several products %s, and not all of them', (_name, flag) => {
    expect(count(flag)).toBeGreaterThanOrEqual(SEVERAL);
    expect(count(flag)).toBeLessThan(products.length / 2);
  });

  it('flags the promised shares of the catalogue', () => {
    const expected = (share: number) => Math.round(products.length * share);
    expect(count((p) => p.isOnSale)).toBe(expected(FLAG_SHARES.onSale));
    expect(count((p) => p.isFeatured)).toBe(expected(FLAG_SHARES.featured));
    expect(count((p) => p.stock === 0)).toBe(expected(FLAG_SHARES.outOfStock));
    expect(count((p) => p.dealerPrice === null)).toBe(expected(FLAG_SHARES.withoutDealerPrice));
  });

  it('has enough featured products in stock to fill the home page', () => {
    expect(count((p) => p.isFeatured && p.stock > 0)).toBeGreaterThanOrEqual(FEATURED_DEFAULT_LIMIT);
  });

  it('sells on sale below the original price, and has no original price otherwise', () => {
    for (const p of products) {
      if (p.isOnSale) {
        expect(p.originalPrice, `product ${p.id}`).not.toBeNull();
        expect(p.originalPrice!).toBeGreaterThan(p.price);
      } else {
        expect(p.originalPrice, `product ${p.id}`).toBeNull();
      }
    }
  });

  it('never discounts a limited edition', () => {
    expect(count((p) => p.isLimitedEdition && p.isOnSale)).toBe(0);
  });

  it('marks exactly the products created within the "new" window as new', () => {
    for (const p of products) expect(p.isNew, `product ${p.id}`).toBe(ageDays(p) <= NEW_PRODUCT_WINDOW_DAYS);
  });
});

describe('demo catalogue: numbers and text', () => {
  it('keeps list prices within the default price range of the shop; dealer prices are below the price or left to the default', () => {
    for (const p of products) {
      const listPrice = p.originalPrice ?? p.price;
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      expect(listPrice).toBeGreaterThanOrEqual(DEFAULT_PRICE_RANGE.min * 100);
      expect(listPrice).toBeLessThanOrEqual(DEFAULT_PRICE_RANGE.max * 100);
      if (p.dealerPrice !== null) {
        expect(Number.isInteger(p.dealerPrice)).toBe(true);
        expect(p.dealerPrice).toBeGreaterThan(0);
        expect(p.dealerPrice).toBeLessThan(p.price);
      }
    }
    expect(count((p) => p.dealerPrice !== null)).toBeGreaterThan(products.length / 2);
  });

  it('types no stars: every product starts with no reviews (they come from approved reviews only)', () => {
    for (const p of products) expect([p.rating, p.reviews]).toEqual([0, 0]);
  });

  it('spreads createdAt over the span before the base date, growing with the id; updatedAt equals createdAt', () => {
    for (const [i, p] of products.entries()) {
      expect(p.updatedAt).toBe(p.createdAt);
      expect(ageDays(p)).toBeGreaterThan(0);
      expect(ageDays(p)).toBeLessThanOrEqual(CREATED_AT_SPAN_DAYS);
      if (i > 0) expect(Date.parse(p.createdAt)).toBeGreaterThan(Date.parse(products[i - 1]!.createdAt));
    }
    expect(ageDays(products[0]!)).toBeGreaterThan(CREATED_AT_SPAN_DAYS * 0.9);
    expect(ageDays(products.at(-1)!)).toBeLessThan(NEW_PRODUCT_WINDOW_DAYS);
  });

  it('has 3 to 6 specifications per product, all filled in', () => {
    for (const p of products) {
      const entries = Object.entries(p.specifications);
      expect(entries.length, `product ${p.id}`).toBeGreaterThanOrEqual(3);
      expect(entries.length, `product ${p.id}`).toBeLessThanOrEqual(6);
      for (const [name, value] of entries) expect(name.trim() && value.trim()).toBeTruthy();
    }
  });

  it('has a short description and a longer detailed description for every product', () => {
    for (const p of products) {
      expect(p.name.trim()).not.toBe('');
      expect(p.description.length).toBeGreaterThan(20);
      expect(p.detailedDescription.length).toBeGreaterThan(p.description.length * 2);
    }
    expect(distinct(products.map((p) => p.name)).size).toBe(products.length);
  });

  it('has the same in English: name, both descriptions and every specification, none left in Polish', () => {
    for (const p of products) {
      expect(p.nameEn?.trim(), `product ${p.id}`).toBeTruthy();
      expect(p.descriptionEn?.length, `product ${p.id}`).toBeGreaterThan(20);
      expect(p.detailedDescriptionEn?.length, `product ${p.id}`).toBeGreaterThan(p.descriptionEn!.length * 2);
      expect(Object.keys(p.specificationsEn ?? {}).length, `product ${p.id}`).toBe(Object.keys(p.specifications).length);
      // Polish letters only in proper names (the workshop's town, Poręba Spytkowska).
      expect(`${p.nameEn} ${p.descriptionEn} ${(p.detailedDescriptionEn ?? '').replace('Poręba', '')}`, `product ${p.id}`).not.toMatch(/[ąęłńśźż]/i);
    }
    expect(distinct(products.map((p) => p.nameEn)).size).toBe(products.length);
  });

  it.each(['ą', 'ę', 'ó', 'ł', 'ś', 'ż'])('has product names with the Polish letter %s', (letter) => {
    expect(products.some((p) => p.name.toLowerCase().includes(letter))).toBe(true);
  });
});

describe('demo catalogue: images', () => {
  it('gives every product 1 to 4 images, the first as imageUrl, keyed by id and position', () => {
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(MAX_IMAGES_PER_PRODUCT);
      expect(p.imageUrl).toBe(p.images[0]);
      expect(p.images).toEqual(p.images.map((_, n) => demoImageKey(p.id, n + 1)));
      expect(p.images[0]).toMatch(/^products\/p\d+-1$/);
    }
    for (const n of [1, MAX_IMAGES_PER_PRODUCT]) expect(count((p) => p.images.length === n)).toBeGreaterThan(0);
  });

  it('has exactly one drawing per image key the products name', () => {
    expect(images.map((i) => i.key)).toEqual(products.flatMap((p) => p.images));
  });

  it('draws SVGs that carry the product number and differ within a product and between products', () => {
    const svgOf = new Map(images.map((i) => [i.key, i.svg]));
    for (const p of products) {
      const svgs = p.images.map((k) => svgOf.get(k)!);
      for (const svg of svgs) {
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).toContain(p.productNumber);
      }
      expect(distinct(svgs).size).toBe(svgs.length);
    }
    // Without the product number, the hero shots of two products of one subcategory still differ.
    const heroWithoutNumber = (p: ProductRecord) => svgOf.get(p.images[0]!)!.replace(p.productNumber, '');
    const [a, b] = products.filter((p) => p.subcategory === products[0]!.subcategory);
    expect(heroWithoutNumber(a!)).not.toBe(heroWithoutNumber(b!));
  });
});

describe('demo catalogue: determinism and options', () => {
  it('generates the same catalogue and drawings from the same base date', () => {
    expect(generateDemoCatalogue({ baseDate: new Date(baseDate) })).toEqual({ products, images });
  });

  it('moves only the timestamps when the base date moves', () => {
    const later = generateDemoCatalogue({ baseDate: new Date(baseDate.getTime() + 10 * DAY_MS) });
    const withoutDates = ({ createdAt: _c, updatedAt: _u, ...rest }: ProductRecord) => rest;
    expect(later.products.map(withoutDates)).toEqual(products.map(withoutDates));
    expect(Date.parse(later.products[0]!.createdAt) - Date.parse(products[0]!.createdAt)).toBe(10 * DAY_MS);
  });

  it('covers every subcategory within the first 25 products', () => {
    const few = generateDemoCatalogue({ baseDate, count: 25 }).products;
    const subcategories = Object.values(categoryTree).flat();
    expect(distinct(few.map((p) => p.subcategory))).toEqual(new Set(subcategories));
  });

  it('repeats the blueprints as later series for larger counts, with unique names and numbers', () => {
    const many = generateDemoCatalogue({ baseDate, count: DEMO_PRODUCT_COUNT * 2 + 5 }).products;
    expect(many.map((p) => p.id)).toEqual(many.map((_, i) => i + 1));
    expect(distinct(many.map((p) => p.productNumber)).size).toBe(many.length);
    expect(distinct(many.map((p) => p.name)).size).toBe(many.length);
  });

  it.each([0, -1, 2.5])('rejects a count of %s', (bad) => {
    expect(() => generateDemoCatalogue({ baseDate, count: bad })).toThrow(RangeError);
  });
});

describe('renderImageVariants', () => {
  it('renders a drawing to square WebP images of every media width, small enough for a listing', async () => {
    const variants = await renderImageVariants(images[0]!.svg);
    expect(variants.map((v) => v.width)).toEqual([...mediaVariantWidths]);
    for (const { width, body } of variants) {
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width);
    }
    expect(variants.find((v) => v.width === 400)!.body.length).toBeLessThan(40 * 1024);
  }, 30_000);
});

describe('seedCatalogue', () => {
  const small = { baseDate, count: 3 };

  it('uploads every variant of every image, then writes every product', async () => {
    const events: string[] = [];
    const objects = new Map<string, { body: Buffer; contentType: string }>();
    const result = await seedCatalogue(
      {
        putObject: async (key, body, contentType) => {
          events.push(`object ${key}`);
          objects.set(key, { body, contentType });
        },
        putProduct: async (record) => {
          events.push(`product ${record.id}`);
        },
      },
      small,
    );

    const expected = generateDemoCatalogue(small);
    const expectedKeys = expected.images.flatMap((i) => mediaVariantWidths.map((w) => `${i.key}/w${w}.webp`));
    expect(result).toEqual({ products: expected.products.length, images: expected.images.length });
    expect([...objects.keys()].sort()).toEqual(expectedKeys.sort());
    for (const { contentType } of objects.values()) expect(contentType).toBe('image/webp');
    const w800 = await sharp(objects.get(`${expected.images[0]!.key}/w800.webp`)!.body).metadata();
    expect([w800.format, w800.width]).toEqual(['webp', 800]);

    const productEvents = events.filter((e) => e.startsWith('product'));
    expect(productEvents).toEqual(expected.products.map((p) => `product ${p.id}`));
    // Products come only after all their images are stored.
    expect(events.slice(-productEvents.length)).toEqual(productEvents);
  }, 30_000);

  it('stops and writes no product when an upload fails', async () => {
    const written: number[] = [];
    await expect(
      seedCatalogue(
        {
          putObject: async () => {
            throw new Error('bucket unavailable');
          },
          putProduct: async (record) => {
            written.push(record.id);
          },
        },
        small,
      ),
    ).rejects.toThrow('bucket unavailable');
    expect(written).toEqual([]);
  }, 30_000);
});

describe('demo catalogue: product safety (GPSR, issue 30)', () => {
  const registerById = new Map(demoManufacturers.map((m) => [m.id, m]));

  it('every brand has one register entry that the register itself would accept', () => {
    expect(new Set(demoManufacturers.map((m) => m.brand))).toEqual(new Set(brands));
    for (const m of demoManufacturers) expect(() => manufacturerInputSchema.parse(m.fields), m.id).not.toThrow();
  });

  it('the workshop makes its own products, at its address in Poręba Spytkowska; American makers name an EU responsible person', () => {
    const workshop = registerById.get(manufacturerIdOfBrand(HOUSE_BRAND))!;
    expect(workshop.fields).toMatchObject({ name: 'Chopper Works Sp. z o.o.', country: 'PL', responsiblePerson: null });
    expect(workshop.fields.address).toContain('Poręba Spytkowska 1, 32-800 Brzesko');
    const american = demoManufacturers.filter((m) => m.fields.country === 'US');
    expect(american.length).toBeGreaterThan(0);
    for (const m of american) expect(m.fields.responsiblePerson, m.id).not.toBeNull();
    // Invented companies never point at a real domain.
    for (const m of demoManufacturers.filter((x) => x.brand !== HOUSE_BRAND)) {
      for (const address of [m.fields.email, m.fields.url, m.fields.responsiblePerson?.email ?? '']) if (address) expect(address, m.id).toMatch(/\.example(\/|$)/);
    }
  });

  it('every product could be published: its brand\'s manufacturer, a part number, warnings in Polish and English, a valid GTIN if any', () => {
    for (const p of products) {
      expect(p.manufacturerId, `product ${p.id}`).toBe(manufacturerIdOfBrand(p.brand));
      expect(p.productNumber).not.toBe('');
      expect(p.safetyWarnings?.length, `product ${p.id}`).toBeGreaterThan(40);
      expect(p.safetyWarningsEn?.length, `product ${p.id}`).toBeGreaterThan(40);
      expect(p.safetyWarningsEn).not.toBe(p.safetyWarnings);
      if (p.gtin) expect(isValidGtin(p.gtin), `product ${p.id}`).toBe(true);
      expect(Boolean(p.gtin), `product ${p.id}`).toBe(p.brand !== HOUSE_BRAND);
    }
    // Warnings fit the kind of part: a battery's speak of acid, a helmet's of impacts.
    expect(products.find((p) => p.subcategory === 'batteries')!.safetyWarnings).toMatch(/kwas/);
    expect(products.find((p) => p.subcategory === 'helmets')!.safetyWarningsEn).toMatch(/impact/);
  });
});
