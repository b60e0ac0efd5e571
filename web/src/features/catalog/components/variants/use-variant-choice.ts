import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Product } from '@contracts/product';
import {
  hasOptions,
  selectionOf,
  variantBySku,
  variantForSelection,
  variantName,
  type OptionSelection,
  type ProductVariant,
  type VariantName,
  type WithVariants,
} from '@/lib/variants';

/** The URL parameter that names the chosen variant, so a shared link opens that size. */
export const VARIANT_PARAM = 'variant';

export interface VariantChoice {
  /** The product has options: the buyer must choose before adding to the cart. */
  needsChoice: boolean;
  selection: OptionSelection;
  /** The variant the selection names, once every option is chosen. */
  variant: ProductVariant | undefined;
  name: VariantName | null;
  /** The product as the buy box shows it: the chosen variant's price, stock and photos. */
  shown: Product;
  choose: (optionKey: string, valueKey: string) => void;
  /** The option the buyer was last told to choose (after a refused add-to-cart), else null. */
  missingOption: string | null;
  /** Called when add-to-cart is clicked with no variant: marks the first open option and focuses the pickers. */
  refuseMissing: () => void;
}

/**
 * The variant chosen on the product page. It starts from `?variant=SKU` (a shared link), else
 * from the options that have one value only; every choice replaces the URL's parameter (no new
 * history entry per click), and an incomplete choice removes it.
 */
export function useVariantChoice(product: Product & WithVariants, focusPickers: () => void): VariantChoice {
  const [params, setParams] = useSearchParams();
  const needsChoice = hasOptions(product);
  const [selection, setSelection] = useState<OptionSelection>(() => initialSelection(product, params.get(VARIANT_PARAM)));
  const [missingOption, setMissingOption] = useState<string | null>(null);
  const variant = needsChoice ? variantForSelection(product, selection) : undefined;

  const sku = variant?.sku ?? null;
  useEffect(() => {
    if (!needsChoice) return;
    setParams(
      (current) => {
        if ((current.get(VARIANT_PARAM) ?? null) === sku) return current;
        const next = new URLSearchParams(current);
        if (sku) next.set(VARIANT_PARAM, sku);
        else next.delete(VARIANT_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [needsChoice, sku, setParams]);

  const choose = useCallback((optionKey: string, valueKey: string) => {
    setSelection((s) => ({ ...s, [optionKey]: valueKey }));
    setMissingOption((m) => (m === optionKey ? null : m));
  }, []);

  const refuseMissing = useCallback(() => {
    const open = (product.options ?? []).find((o) => !selection[o.key]);
    setMissingOption(open?.key ?? product.options?.[0]?.key ?? null);
    focusPickers();
  }, [product.options, selection, focusPickers]);

  const shown = useMemo(() => shownProduct(product, variant), [product, variant]);
  const name = useMemo(() => variantName(product, variant), [product, variant]);
  return { needsChoice, selection, variant, name, shown, choose, missingOption, refuseMissing };
}

function initialSelection(product: WithVariants, sku: string | null): OptionSelection {
  const fromUrl = variantBySku(product, sku);
  if (fromUrl) return selectionOf(fromUrl);
  // An option with one value is no choice: it is taken.
  return Object.fromEntries((product.options ?? []).filter((o) => o.values.length === 1).map((o) => [o.key, o.values[0]!.key]));
}

/**
 * The product with the chosen variant's price, availability and photos. A variant at the
 * product's price shares its reduction and so its Omnibus lowest price; a variant priced apart
 * from the product is not reduced by the product's sale (its own price has no price history of
 * the product's to compare with), so it shows neither, unless the API sends its own. A dealer
 * sees the variant's dealer price (the server's: its own or the product's).
 */
function shownProduct(product: Product, variant: ProductVariant | undefined): Product {
  if (!variant) return product;
  const ownPrice = variant.price !== product.price;
  const originalPrice = variant.originalPrice !== undefined ? variant.originalPrice : ownPrice ? null : product.originalPrice;
  const photos = variant.images?.length ? variant.images : null;
  const { dealer: productDealer, ...rest } = product;
  const dealer = variant.dealer ?? (ownPrice ? undefined : productDealer);
  return {
    ...rest,
    ...(dealer ? { dealer } : {}),
    price: variant.price,
    originalPrice,
    lowestPrice30d: variant.lowestPrice30d !== undefined ? variant.lowestPrice30d : ownPrice ? null : product.lowestPrice30d,
    inStock: variant.inStock,
    imageUrl: photos ? photos[0]! : product.imageUrl,
    images: photos ? photos.slice(1) : product.images,
  };
}
