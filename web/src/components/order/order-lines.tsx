import type { OrderItem } from '@contracts/order';
import { Link } from 'react-router-dom';
import { MediaImage } from '@/components/ui/media-image';
import { formatMoney } from '@/lib/money';
import { localizedProduct } from '@/lib/product-text';
import { text } from '@/components/ui/text';
import { Stack } from '@/components/ui/layout';
import { useOrderViewTranslation } from './texts';
import styles from './order-view.module.css';

/**
 * The ordered lines: photo, name (in the reader's language), brand, quantity, unit price and the
 * line's value. `productHref` links each name (the buyer's page opens the product; the admin's
 * shows the name alone).
 */
export function OrderLines({ items, productHref }: { items: readonly OrderItem[]; productHref?: (productId: number) => string }) {
  const { t, i18n } = useOrderViewTranslation();
  return (
    <Stack as="ul" role="list" gap={4} divided className={styles.items}>
      {items.map((item) => {
        const name = localizedProduct(item.product, i18n.language).name;
        return (
          <li key={item.id} className={styles.item}>
            <MediaImage className={styles.itemImage} imageRef={item.product.imageUrl} alt="" width={80} height={80} sizes="80px" />
            <div className={styles.itemInfo}>
              {productHref ? (
                <Link to={productHref(item.productId)} className={styles.itemName}>
                  {name}
                </Link>
              ) : (
                <p className={styles.itemName}>{name}</p>
              )}
              {item.product.brand ? <p className={text.meta}>{t('brand', { brand: item.product.brand })}</p> : null}
            </div>
            <dl className={styles.itemNumbers}>
              <div>
                <dt className={text.caption}>{t('quantity')}</dt>
                <dd>{item.quantity}</dd>
              </div>
              <div>
                <dt className={text.caption}>{t('unitPrice')}</dt>
                <dd>{formatMoney(item.unitPrice)}</dd>
              </div>
              <div>
                <dt className={text.caption}>{t('lineTotal')}</dt>
                <dd className={styles.itemTotal}>{formatMoney(item.totalPrice)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </Stack>
  );
}
