import type { ProductRecord } from '../../functions/catalog/product-entity.js';

/**
 * A product as the products CSV (functions/catalog/bulk/product-csv.ts) writes and the import
 * reads it back: the fields of the file's columns set, publishable (GPSR data, a manufacturer of
 * the tests' register: `powermax`); tests override only what they are about.
 */
export const csvProduct = (over: Partial<ProductRecord> = {}): ProductRecord =>
  ({
    id: 7,
    name: 'Tłok',
    description: 'Opis',
    brand: 'PowerMax',
    categoryKey: 'engine',
    subcategory: 'pistons',
    price: 123_450,
    originalPrice: null,
    dealerPrice: 99_999,
    stock: 3,
    imageUrl: 'https://example.com/p.webp',
    productNumber: 'CW-00007',
    isOnSale: false,
    parcelSize: 'A',
    weightGrams: 500,
    status: 'published',
    manufacturerId: 'powermax',
    safetyWarnings: 'Uwaga',
    safetyWarningsEn: 'Caution',
    ...over,
  }) as ProductRecord;
