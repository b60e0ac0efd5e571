import { publishableSafety } from './gpsr-input.js';

/**
 * A pair of boots in sizes 42–44 as the admin's form sends it (issue 31): one option, three
 * variants with their own SKU and units, size 44 dearer. Tests that need a product with variants
 * spread it and change what they test. Named "Model", not "Buty", and filed under
 * jackets, not boots: the integration files share one stack, and the search tests expect the demo
 * catalogue's own answer to "butów" (names and category words both match).
 */
export function bootsInput(tag: string, units: { '42'?: number; '43'?: number; '44'?: number } = {}) {
  return {
    name: `Model Engineer ${tag}`,
    nameEn: `Engineer boots ${tag}`,
    description: 'Produkt do testu rozmiarów',
    brand: 'Chopper Works',
    categoryKey: 'accessories',
    subcategory: 'jackets',
    price: 89_900,
    imageUrl: 'https://example.com/boots.webp',
    parcelSize: 'C',
    weightGrams: 2_200,
    ...publishableSafety,
    productNumber: `BOOT-${tag}`,
    options: [
      {
        key: 'size',
        name: 'Rozmiar',
        nameEn: 'Size',
        values: ['42', '43', '44'].map((size) => ({ key: size, label: size, labelEn: size })),
      },
    ],
    variants: [
      { sku: `BOOT-${tag}-42`, options: { size: '42' }, stock: units['42'] ?? 5 },
      { sku: `BOOT-${tag}-43`, options: { size: '43' }, stock: units['43'] ?? 1 },
      { sku: `BOOT-${tag}-44`, options: { size: '44' }, stock: units['44'] ?? 0, price: 94_900 },
    ],
  };
}
