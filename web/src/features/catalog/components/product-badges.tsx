import { useTranslation } from 'react-i18next';
import type { Product } from '@contracts/product';
import { text } from '@/components/ui/text';
import styles from './product-meta.module.css';

type BadgeFlags = Pick<Product, 'isNew' | 'isOnSale' | 'isLimitedEdition'>;

/** NEW and SALE badges (spec: product card); the product page adds limited edition. */
export function ProductBadges({ product, showLimited = false, className }: { product: BadgeFlags; showLimited?: boolean; className?: string }) {
  const { t } = useTranslation('catalog');
  const badges = [
    product.isNew && { key: 'new', label: t('badges.new'), className: styles.badgeNew },
    product.isOnSale && { key: 'sale', label: t('badges.sale'), className: styles.badgeSale },
    showLimited && product.isLimitedEdition && { key: 'limited', label: t('badges.limited'), className: styles.badgeLimited },
  ].filter((b): b is { key: string; label: string; className: string } => Boolean(b));

  if (badges.length === 0) return null;
  return (
    <ul role="list" className={[styles.badges, className].filter(Boolean).join(' ')}>
      {badges.map((b) => (
        <li key={b.key} className={`${text.caps} ${styles.badge} ${b.className}`} data-badge={b.key}>
          {b.label}
        </li>
      ))}
    </ul>
  );
}
