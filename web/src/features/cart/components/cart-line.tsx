import { Minus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MediaImage } from '@/components/ui/media-image';
import { paths } from '@/config/paths';
import { volumeBreakWords } from '@contracts/volume-prices';
import { appliedBreakOf, MAX_CART_QUANTITY, MIN_CART_QUANTITY, unitPriceOf, type CartItem } from '@/lib/cart';
import { formatMoney } from '@/lib/money';
import { text } from '@/components/ui/text';
import styles from './cart-drawer.module.css';
import { useLocalizedProduct } from '@/lib/product-text';
import { nameWithVariant } from '@/lib/variants';
import type { ServerLinePrice } from '../api/get-line-prices';

interface CartLineProps {
  item: CartItem;
  /** What checkout will charge for the line (a dealer's cart, priced by the server); absent: the line's own snapshot. */
  serverPrice?: ServerLinePrice | undefined;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** One product in the drawer: picture, name, unit price, quantity stepper, line total, remove. */
export function CartLine({ item, serverPrice, onQuantity, onRemove }: CartLineProps) {
  const { t, i18n } = useTranslation('cart');
  // "Buty Engineer – rozmiar 43": the variant is part of the line's name everywhere it is read.
  const name = nameWithVariant(useLocalizedProduct(item.product).name, item.product.variant, i18n.language);
  const productLink = item.sku ? `${paths.product(item.productId)}?variant=${encodeURIComponent(item.sku)}` : paths.product(item.productId);
  const unit = serverPrice?.unitPrice ?? unitPriceOf(item);
  // A dealer's volume break this line reaches with the product's units in the cart (issue 34):
  // the server's word once it has answered, until then what the product page's breaks say.
  const volumeBreak = serverPrice ? serverPrice.volumeBreak : appliedBreakOf(item);
  const lineTotal = serverPrice?.lineTotal ?? unit * item.quantity;
  const dealer = item.product.dealer !== undefined;
  const original = dealer ? item.product.price : item.product.originalPrice;
  // What the visitor is typing; null shows the stored quantity (which another tab may change).
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const value = Number.parseInt(draft, 10);
    setDraft(null);
    if (!Number.isNaN(value) && value !== item.quantity) onQuantity(item, value);
  };

  return (
    <li className={styles.line}>
      <Link to={productLink} className={styles.lineImage} tabIndex={-1} aria-hidden="true">
        <MediaImage imageRef={item.product.imageUrl} alt="" sizes="88px" width={88} height={88} />
      </Link>
      <div className={styles.lineBody}>
        <div className={styles.lineHead}>
          <div>
            {item.product.brand ? <p className={text.eyebrow}>{item.product.brand}</p> : null}
            <Link to={productLink} className={styles.lineName} data-testid="cart-line-name">
              {name}
            </Link>
          </div>
          <button type="button" className={styles.remove} aria-label={t('line.remove', { name })} title={t('line.remove', { name })} onClick={() => onRemove(item)}>
            <Trash2 aria-hidden="true" size={18} />
          </button>
        </div>
        <p className={styles.unitPrice}>
          {dealer ? <span className={styles.dealerTag}>{t('line.dealerPrice')}</span> : null}
          <span>{t('line.perUnit', { price: formatMoney(unit) })}</span>
          {original != null && original > unit ? (
            <s className={styles.originalPrice}>
              <span className="visually-hidden">{t('line.originalPrice', { price: formatMoney(original) })}</span>
              <span aria-hidden="true">{formatMoney(original)}</span>
            </s>
          ) : null}
        </p>
        {volumeBreak ? (
          <p className={styles.lineBreak} data-testid="cart-line-break">
            {t('line.volumeBreak', { words: volumeBreakWords(volumeBreak, i18n.language === 'en' ? 'en' : 'pl') })}
          </p>
        ) : null}
        {!item.product.inStock ? <p className={styles.lineWarning}>{t('line.outOfStock')}</p> : null}
        <div className={styles.lineFoot}>
          <div className={styles.stepper}>
            <button
              type="button"
              aria-label={t('line.decrease', { name })}
              onClick={() => onQuantity(item, item.quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </button>
            <input
              type="number"
              inputMode="numeric"
              min={MIN_CART_QUANTITY}
              max={MAX_CART_QUANTITY}
              value={draft ?? String(item.quantity)}
              aria-label={t('line.quantity', { name })}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commit();
                }
              }}
            />
            <button
              type="button"
              aria-label={t('line.increase', { name })}
              disabled={item.quantity >= MAX_CART_QUANTITY}
              onClick={() => onQuantity(item, item.quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </button>
          </div>
          <p className={styles.lineTotal}>
            <span className="visually-hidden">{t('line.lineTotal', { price: formatMoney(lineTotal) })}</span>
            <span aria-hidden="true">{formatMoney(lineTotal)}</span>
          </p>
        </div>
      </div>
    </li>
  );
}
