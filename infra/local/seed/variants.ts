import type { ProductRecord } from '../../../functions/catalog/product-entity.js';
import { productVariantsInputSchema, type ProductVariantsInput } from '../../../functions/contracts/admin.js';
import { productVariantsFromInput } from '../../../functions/catalog/variants.js';

/**
 * The demo catalogue's variants (issue 31): boots in sizes 40–46, gloves S–2XL, helmets XS–XXL,
 * jackets and vests S–3XL, and the handlebars and fenders whose name names no colour in chrome
 * and black (black 5 % dearer). Some sizes are sold out. Each product's options and variants go
 * through the admin's own rules and conversion (contracts/admin.ts `productVariantsInputSchema`,
 * catalog/variants.ts `productVariantsFromInput`), so the demo holds nothing the admin's form
 * could not have saved. Deterministic: the units follow from the product id.
 */
interface DemoOption {
  key: string;
  name: string;
  nameEn: string;
  values: { key: string; label: string; labelEn: string }[];
}

const sizes = (keys: string[]): DemoOption => ({ key: 'size', name: 'Rozmiar', nameEn: 'Size', values: keys.map((key) => ({ key: key.toLowerCase(), label: key, labelEn: key })) });
const finish: DemoOption = {
  key: 'finish',
  name: 'Wykończenie',
  nameEn: 'Finish',
  values: [
    { key: 'chrome', label: 'chrom', labelEn: 'chrome' },
    { key: 'black', label: 'czarny', labelEn: 'black' },
  ],
};

const optionBySubcategory: Record<string, DemoOption> = {
  boots: sizes(['40', '41', '42', '43', '44', '45', '46']),
  gloves: sizes(['S', 'M', 'L', 'XL', '2XL']),
  helmets: sizes(['XS', 'S', 'M', 'L', 'XL', 'XXL']),
  jackets: sizes(['S', 'M', 'L', 'XL', '2XL', '3XL']),
  handlebars: finish,
  fenders: finish,
};

/** A name that already says its colour is one product in that colour, not a part in two finishes. */
const namesAColour = (name: string) => /chrom|czarn|węglow/i.test(name);

/** The option a demo product is sold in, or none. */
export function demoOptionOf(record: Pick<ProductRecord, 'subcategory' | 'name'>): DemoOption | undefined {
  const option = optionBySubcategory[record.subcategory];
  if (option === finish && namesAColour(record.name)) return undefined;
  return option;
}

/**
 * Units per variant: a product the catalogue has out of stock stays so in every variant; any
 * other keeps at least one variant in stock, and every third variant or so is sold out.
 */
function demoUnits(id: number, index: number, productInStock: boolean): number {
  if (!productInStock) return 0;
  if (index > 0 && (id + index) % 3 === 0) return 0;
  return 1 + ((id * 7 + index * 5) % 6);
}

/** The product with its demo options and variants, as the admin's form would have saved it; others unchanged. */
export function withDemoVariants(record: ProductRecord): ProductRecord {
  const option = demoOptionOf(record);
  if (!option) return record;
  const input: ProductVariantsInput = {
    options: [option],
    variants: option.values.map((value, i) => ({
      sku: `${record.productNumber}-${value.key.toUpperCase()}`,
      options: { [option.key]: value.key },
      stock: demoUnits(record.id, i, record.stock > 0),
      ...(value.key === 'black' ? { price: Math.round((record.price * 1.05) / 100) * 100 } : {}),
    })),
  };
  return { ...record, ...productVariantsFromInput(productVariantsInputSchema.parse(input)) };
}
