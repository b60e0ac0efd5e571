import { useTranslation } from 'react-i18next';
import { discountPercent, formatMoney } from '@/lib/money';
import styles from './product-meta.module.css';

interface ProductPriceProps {
  price: number;
  originalPrice: number | null;
  /** Omnibus directive: the lowest price of the 30 days before the reduction, shown with it. */
  lowestPrice30d?: number | null;
  size?: 'normal' | 'large';
  /** The lowest of several prices (variants that cost differently, none chosen yet): "od 899,00 zł". */
  from?: boolean;
}

/**
 * Price in grosze, formatted `1 234,56 zł`; when discounted, the struck original price and the
 * spec's discount percentage, and (EU Omnibus directive) the lowest price of the 30 days before
 * the reduction when the API knows it. Hidden labels tell screen readers which price is which, since
 * strike-through alone is not announced.
 */
export function ProductPrice({ price, originalPrice, lowestPrice30d, size = 'normal', from = false }: ProductPriceProps) {
  const { t } = useTranslation('catalog');
  const percent = discountPercent(price, originalPrice);
  const discounted = percent !== null && originalPrice !== null;

  return (
    <div className={[styles.priceBlock, size === 'large' && styles.large].filter(Boolean).join(' ')}>
      <p className={styles.price}>
        <span className="visually-hidden">{t('price.current')}: </span>
        <span className={[styles.current, discounted && styles.currentSale].filter(Boolean).join(' ')} data-testid="price">
          {from ? t('price.from', { price: formatMoney(price) }) : formatMoney(price)}
        </span>
        {discounted ? (
          <>
            <span className="visually-hidden">{t('price.original')}: </span>
            <s className={styles.original} data-testid="original-price">
              {formatMoney(originalPrice)}
            </s>
            <span className={styles.discount} data-testid="discount">
              <span aria-hidden="true">{t('price.discount', { percent })}</span>
              <span className="visually-hidden">{t('price.discountLabel', { percent })}</span>
            </span>
          </>
        ) : null}
      </p>
      {discounted && lowestPrice30d != null ? (
        <p className={styles.lowest} data-testid="lowest-price-30d">
          {t('price.lowest30d', { price: formatMoney(lowestPrice30d) })}
        </p>
      ) : null}
    </div>
  );
}
