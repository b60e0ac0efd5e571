import { CircleCheck, CircleX, Ruler } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@contracts/product';
import { useLocalizedProduct } from '@/lib/product-text';
import { useProductActions } from '@/components/product-actions';
import type { ChosenVariant } from '@/lib/cart';
import { lowestVariantPriceIfPricesDiffer, type WithVariants } from '@/lib/variants';
import { text } from '@/components/ui/text';
import { useVariantChoice, type VariantChoice } from './variants/use-variant-choice';
import { VariantPicker } from './variants/variant-picker';
import { sizeGuideKind, type SizeGuideKind } from './variants/size-guide-kind';
import pickerStyles from './variants/variant-picker.module.css';
import { DealerPrice } from './dealer-price';
import { VolumeBreaks } from './volume-breaks';
import { ProductBadges } from './product-badges';
import { ProductGallery } from './product-gallery';
import type { PublicReview } from '@contracts/reviews';
import { ProductJsonLd } from './product-json-ld';
import { ProductPrice } from './product-price';
import { QuantitySelector } from './quantity-selector';
import { RatingStars } from './rating-stars';
import { ShareButton } from './share-button';
import styles from './product-details.module.css';

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function yearsText(from: number | null, to: number | null): string | null {
  if (from && to) return from === to ? `${from}` : `${from}–${to}`;
  if (from) return `${from}+`;
  if (to) return `–${to}`;
  return null;
}

/** A section under the purchase column (description, specifications), named by its heading. */
function MoreSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.moreSection} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The size guide's table and texts are a chunk of their own: the first load never carries them. */
const SizeGuide = lazy(() => import('./variants/size-guide'));

function SizeGuideButton({ kind }: { kind: SizeGuideKind }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${text.linkButton} ${pickerStyles.guide}`} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Ruler aria-hidden="true" width={16} height={16} /> {t('variants.sizeGuide')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SizeGuide kind={kind} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Quantity, add to cart, wishlist (slots from the cart and wishlist features) and share. */
function PurchaseActions({ product, choice }: { product: Product; choice: VariantChoice }) {
  const { AddToCart, WishlistToggle } = useProductActions();
  const words = useLocalizedProduct(product);
  const [quantity, setQuantity] = useState(1);
  const chosenVariant: ChosenVariant | null | undefined = choice.needsChoice ? (choice.variant ? { sku: choice.variant.sku, name: choice.name } : null) : undefined;
  return (
    <>
      <div className={styles.purchaseRow}>
        <QuantitySelector value={quantity} onChange={setQuantity} disabled={!choice.shown.inStock} size="large" showLabel />
        {AddToCart ? <AddToCart product={choice.shown} quantity={quantity} variant="page" chosenVariant={chosenVariant} onVariantMissing={choice.refuseMissing} /> : null}
      </div>
      <div className={styles.secondaryActions}>
        {WishlistToggle ? <WishlistToggle product={product} variant="page" /> : null}
        <ShareButton title={words.name} text={words.description || undefined} />
      </div>
    </>
  );
}

/**
 * Everything the product page shows once the product is loaded (spec §2 "Product page").
 * `fitment`: what app/ puts under the buy box (the garage's "does it fit my bike?" badge).
 */
/** `reviews`: the reviews section's first page once loaded, for the JSON-LD's Review items. */
/** `soldOut`: what app/ puts under a sold-out product's (or size's) stock line (the back-in-stock form), given the chosen size's SKU. */
export function ProductDetails({
  product,
  fitment,
  reviews,
  soldOut,
}: {
  product: Product;
  fitment?: ReactNode;
  reviews?: readonly PublicReview[] | undefined;
  soldOut?: (sku: string | undefined, variantChosen: boolean) => ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const words = useLocalizedProduct(product);
  const specs = Object.entries(words.specifications);
  const years = yearsText(product.yearFrom, product.yearTo);
  const longText = paragraphs(words.detailedDescription);
  const firstOption = useRef<HTMLInputElement>(null);
  // Until contracts/product.ts names them, the variant fields are read through lib/variants' own types.
  const withVariants = product as Product & WithVariants;
  const choice = useVariantChoice(withVariants, () => firstOption.current?.focus());
  const shown = choice.shown;
  const guide = choice.needsChoice ? sizeGuideKind(product) : null;
  // Before a size is chosen, variants that cost differently show their lowest price as "od X zł".
  const fromPrice = choice.needsChoice && !choice.variant ? lowestVariantPriceIfPricesDiffer(withVariants) : null;

  const facts = [
    { label: t('product.brand'), value: product.brand },
    { label: t('product.productNumber'), value: product.productNumber },
    product.compatibleModels.length > 0 && { label: t('product.compatibleModels'), value: product.compatibleModels.join(', ') },
    product.engineCapacity.length > 0 && { label: t('product.engineCapacity'), value: product.engineCapacity.join(', ') },
    years && { label: t('product.years'), value: years },
  ].filter((f): f is { label: string; value: string } => Boolean(f && f.value));

  return (
    <>
      <ProductJsonLd product={words as Product & WithVariants} reviews={reviews} />
      <div className={styles.layout}>
        <ProductGallery key={shown.imageUrl ?? ''} name={words.name} imageUrl={shown.imageUrl} images={shown.images} />
        <div className={styles.info}>
          <ProductBadges product={product} showLimited />
          <p className={styles.brand}>{product.brand}</p>
          <h1 className={styles.name}>{words.name}</h1>
          <RatingStars rating={product.rating} reviews={product.reviews} />
          {words.description ? <p className={styles.description}>{words.description}</p> : null}
          <div className={styles.buyBox}>
            {fromPrice !== null ? (
              <ProductPrice price={fromPrice} originalPrice={null} from size="large" />
            ) : (
              <ProductPrice price={shown.price} originalPrice={shown.originalPrice} lowestPrice30d={shown.lowestPrice30d} size="large" />
            )}
            {shown.dealer ? <DealerPrice dealer={shown.dealer} size="large" /> : null}
            {shown.dealer?.volumeBreaks?.length ? <VolumeBreaks breaks={shown.dealer.volumeBreaks} /> : null}
            {choice.needsChoice ? (
              <VariantPicker product={withVariants} selection={choice.selection} onChange={choice.choose} missingOption={choice.missingOption} firstInputRef={firstOption} />
            ) : null}
            {guide ? <SizeGuideButton kind={guide} /> : null}
            <p className={shown.inStock ? styles.inStock : styles.outOfStock} data-testid="stock-message" aria-live="polite">
              {shown.inStock ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
              {choice.variant && !shown.inStock ? t('variants.soldOutLong') : shown.inStock ? t('stock.inStockLong') : t('stock.outOfStockLong')}
            </p>
            {!shown.inStock && soldOut && (!choice.needsChoice || choice.variant) ? soldOut(choice.variant?.sku, Boolean(choice.variant)) : null}
            <PurchaseActions key={product.id} product={product} choice={choice} />
          </div>
          {fitment}
          {facts.length > 0 ? (
            <dl className={styles.facts}>
              {facts.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>

      {longText.length > 0 || specs.length > 0 ? (
        <div className={styles.more}>
          {longText.length > 0 ? (
            <MoreSection id="product-description" title={t('product.description')}>
              <div className={styles.prose}>
                {longText.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
            </MoreSection>
          ) : null}
          {specs.length > 0 ? (
            <MoreSection id="product-specifications" title={t('product.specifications')}>
              <table className={styles.specs}>
                <thead className="visually-hidden">
                  <tr>
                    <th scope="col">{t('product.specName')}</th>
                    <th scope="col">{t('product.specValue')}</th>
                  </tr>
                </thead>
                <tbody>
                  {specs.map(([name, value]) => (
                    <tr key={name}>
                      <th scope="row">{name}</th>
                      <td>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </MoreSection>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
