import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AddToCartProps } from '@/components/product-actions';
import { buttonClassName } from '@/components/ui/button';
import { addToCart, openCart } from '@/lib/cart';
import styles from './add-to-cart.module.css';
import { localizedProduct } from '@/lib/product-text';

/**
 * The add-to-cart button of product cards and the product page (provided to catalog views
 * through the product-actions slot). Adding opens the drawer (spec §4); an out-of-stock product
 * gets a disabled 'Brak w magazynie' button. On the page of a product with options it adds the
 * chosen variant, and refuses (with the page's message) until one is chosen.
 */
export function AddToCart({ product, quantity = 1, variant = 'card', chosenVariant, onVariantMissing }: AddToCartProps) {
  const { t, i18n } = useTranslation('cart');
  const page = variant === 'page';
  const className = buttonClassName({ variant: 'primary', size: page ? 'large' : 'small' }, page ? styles.page : styles.card);

  if (!product.inStock) {
    return (
      <button type="button" className={className} disabled aria-disabled="true">
        {t('addToCart.outOfStock')}
      </button>
    );
  }

  return (
    <button
      type="button"
      className={className}
      aria-label={page ? undefined : t('addToCart.addNamed', { name: localizedProduct(product, i18n.language).name })}
      onClick={() => {
        // A product with options and no variant chosen: nothing is added, the page says what is missing.
        if (chosenVariant === null) {
          onVariantMissing?.();
          return;
        }
        addToCart(product, quantity, chosenVariant);
        openCart();
      }}
    >
      <ShoppingBag aria-hidden="true" />
      {page ? t('addToCart.add') : t('addToCart.addShort')}
    </button>
  );
}
