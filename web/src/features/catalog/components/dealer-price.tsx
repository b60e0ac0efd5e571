import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@contracts/product';
import { formatMoney } from '@/lib/money';
import styles from './product-meta.module.css';

/** Spec §2 "Product page" / §6: a dealer sees their price and the saving against the normal price. */
export function DealerPrice({ dealer, size = 'normal' }: { dealer: NonNullable<Product['dealer']>; size?: 'normal' | 'large' }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={[styles.dealer, size === 'large' && styles.dealerLarge].filter(Boolean).join(' ')} data-testid="dealer-price">
      <BadgePercent aria-hidden="true" className={styles.dealerIcon} />
      <div>
        <p className={styles.dealerLabel}>{t('dealer.price')}</p>
        <p className={styles.dealerAmount}>{formatMoney(dealer.price)}</p>
        <p className={styles.dealerSaving}>{t('dealer.saving', { amount: formatMoney(dealer.saving), percent: dealer.savingPercent })}</p>
      </div>
    </div>
  );
}
