import { describe, expect, it } from 'vitest';
import { productVariantsInputSchema } from '../../functions/contracts/admin.js';
import { toPublicProduct } from '../../functions/catalog/product-entity.js';
import { productSchema } from '../../functions/contracts/product.js';
import { generateDemoCatalogue } from '../../infra/local/seed/generate-catalogue.js';
import { withDemoVariants } from '../../infra/local/seed/variants.js';

/**
 * The demo catalogue's variants (issue 31): boots and gloves in sizes, helmets XS–XXL, jackets and
 * vests S–3XL, a few parts in chrome and black, some sizes sold out; every one a product the
 * admin's form could have saved, and still publishable (GPSR data untouched).
 */
const products = generateDemoCatalogue({ baseDate: new Date('2026-11-01T10:00:00Z') }).products.map(withDemoVariants);
const withVariants = products.filter((p) => p.variants?.length);
const sizesOf = (p: (typeof products)[number]) => p.options![0]!.values.map((v) => v.label);

describe('demo variants', () => {
  it('sells boots and gloves in sizes, helmets XS–XXL, jackets and vests S–3XL, and parts in chrome and black', () => {
    const by = (subcategory: string) => withVariants.filter((p) => p.subcategory === subcategory);
    expect(by('boots').length).toBe(3);
    expect(by('boots').every((p) => sizesOf(p).join(' ') === '40 41 42 43 44 45 46')).toBe(true);
    expect(by('gloves').length).toBe(3);
    expect(by('helmets').every((p) => sizesOf(p).join(' ') === 'XS S M L XL XXL')).toBe(true);
    expect(by('jackets').map((p) => p.name)).toContain('Kamizelka skórzana klubowa');
    expect(by('jackets').every((p) => sizesOf(p).join(' ') === 'S M L XL 2XL 3XL')).toBe(true);
    const parts = withVariants.filter((p) => p.options![0]!.key === 'finish');
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.every((p) => p.options![0]!.values.map((v) => v.label).join(' ') === 'chrom czarny')).toBe(true);
  });

  it('passes the admin form\'s rules, keeps stock the total of its sizes, and has some sizes sold out while the product stays in stock', () => {
    for (const p of withVariants) {
      const rows = p.variants!.map((v) => ({ ...v, stock: p.variantStock![v.sku] }));
      expect(productVariantsInputSchema.safeParse({ options: p.options, variants: rows }).success).toBe(true);
      expect(p.stock).toBe(Object.values(p.variantStock!).reduce((a, b) => a + b, 0));
    }
    const soldOutSizes = withVariants.filter((p) => p.stock > 0 && Object.values(p.variantStock!).some((units) => units === 0));
    expect(soldOutSizes.length).toBeGreaterThanOrEqual(5);
  });

  it('answers the contract from every demo product, with GPSR data so they publish', () => {
    for (const p of withVariants) {
      const answer = productSchema.parse(toPublicProduct(p));
      expect(answer.variants.length).toBe(p.variants!.length);
      expect(p.manufacturerId && p.safetyWarnings && p.safetyWarningsEn && p.productNumber).toBeTruthy();
    }
  });
});
