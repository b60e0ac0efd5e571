import type { ProductRecord } from '../../functions/catalog/product-entity.js';

/** A complete, valid product record; tests override only what they are about. */
export function productRecord(over: Partial<ProductRecord> & { id: number }): ProductRecord {
  const createdAt = over.createdAt ?? new Date(Date.UTC(2026, 0, 1) + over.id * 86_400_000).toISOString();
  return {
    name: `Produkt ${over.id}`,
    description: 'Opis',
    detailedDescription: 'Długi opis',
    brand: 'PowerMax',
    categoryKey: 'engine',
    subcategory: 'pistons',
    productType: null,
    engineType: null,
    material: null,
    creationMethod: null,
    tireType: null,
    productNumber: `CW-${String(over.id).padStart(4, '0')}`,
    compatibleModels: [],
    engineCapacity: [],
    yearFrom: null,
    yearTo: null,
    price: 10_000,
    originalPrice: null,
    imageUrl: null,
    images: [],
    rating: 4,
    reviews: 10,
    specifications: {},
    isNew: false,
    isFeatured: false,
    isOnSale: false,
    isLimitedEdition: false,
    updatedAt: createdAt,
    stock: 5,
    dealerPrice: null,
    ...over,
    createdAt,
  };
}
