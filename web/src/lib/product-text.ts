import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@contracts/product';

type Words = Pick<Product, 'name'> &
  Partial<Pick<Product, 'description' | 'detailedDescription' | 'specifications' | 'nameEn' | 'descriptionEn' | 'detailedDescriptionEn' | 'specificationsEn'>>;

/**
 * A product as a reader of `language` sees it: in English the shop's English name, descriptions
 * and specifications where it wrote them (contracts/product.ts), the Polish ones otherwise; in
 * Polish the product as it is. Only the fields the product carries are replaced.
 */
export function localizedProduct<T extends Words>(product: T, language: string): T {
  if (language !== 'en') return product;
  const shown: T = { ...product, name: product.nameEn || product.name };
  if (product.description !== undefined) shown.description = product.descriptionEn || product.description;
  if (product.detailedDescription !== undefined) shown.detailedDescription = product.detailedDescriptionEn || product.detailedDescription;
  if (product.specifications !== undefined && product.specificationsEn && Object.keys(product.specificationsEn).length > 0) {
    shown.specifications = product.specificationsEn;
  }
  return shown;
}

/** `localizedProduct` in the UI language; follows a language switch. */
export function useLocalizedProduct<T extends Words>(product: T): T {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => localizedProduct(product, language), [product, language]);
}
