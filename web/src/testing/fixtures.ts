import type { Product } from '@contracts/product';
import type { RuntimeConfig } from '@contracts/runtime-config';

/** Test data in the API's shapes. Not imported by the app. */

export const testConfig: RuntimeConfig = {
  stage: 'test',
  shopName: 'Chopper Works',
  region: 'eu-central-1',
  userPoolId: 'local_test',
  userPoolClientId: 'test-client',
  authFlowType: 'USER_PASSWORD_AUTH',
  apiBase: '/api',
  mediaBase: '/media',
};

let nextId = 1;

export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Filtr powietrza ${id}`,
    description: 'Stożkowy filtr powietrza do silników V-twin.',
    detailedDescription: 'Chromowana obudowa.\n\nWkład wielokrotnego użytku.',
    brand: 'Chopper Works',
    categoryKey: 'engine',
    subcategory: 'filters',
    productType: null,
    engineType: 'Twin Cam',
    material: null,
    creationMethod: null,
    tireType: null,
    productNumber: `CW-${1000 + id}`,
    mpn: `CW-${1000 + id}`,
    compatibleModels: [],
    engineCapacity: [],
    yearFrom: null,
    yearTo: null,
    fitment: { universal: false, ranges: [] },
    price: 49900,
    originalPrice: null,
    lowestPrice30d: null,
    imageUrl: `products/p${id}-1`,
    images: [],
    rating: 4.5,
    reviews: 12,
    specifications: { Materiał: 'Aluminium' },
    inStock: true,
    options: [],
    variants: [{ sku: `CW-${1000 + id}`, options: {}, price: overrides.price ?? 49900, inStock: overrides.inStock ?? true }],
    isNew: false,
    isFeatured: false,
    isOnSale: false,
    isLimitedEdition: false,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
