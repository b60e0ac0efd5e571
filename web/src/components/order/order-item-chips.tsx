import type { OrderItem } from '@contracts/order';
import { MediaImage } from '@/components/ui/media-image';
import { localizedProduct } from '@/lib/product-text';
import { useOrderViewTranslation } from './texts';
import styles from './order-view.module.css';

/**
 * An order's products at a glance, for a list of orders (the buyer's and the admin's): the first
 * `max` as chips (photo, name, quantity), the rest counted ("+2 więcej").
 */
export function OrderItemChips({ items, max = 3 }: { items: readonly OrderItem[]; max?: number }) {
  const { t, i18n } = useOrderViewTranslation();
  if (items.length === 0) return null;
  const shown = items.slice(0, max);
  const more = items.length - shown.length;
  return (
    <ul role="list" className={styles.chips} aria-label={t('chips.label')}>
      {shown.map((item) => (
        <li key={item.id} className={styles.chip}>
          <MediaImage imageRef={item.product.imageUrl} alt="" width={32} height={32} sizes="32px" />
          <span className={styles.chipName}>{localizedProduct(item.product, i18n.language).name}</span>
          <span className={styles.chipQty}>{t('chips.quantity', { count: item.quantity })}</span>
        </li>
      ))}
      {more > 0 ? <li className={styles.more}>{t('chips.more', { count: more })}</li> : null}
    </ul>
  );
}
