import { CircleCheck, CircleX, House, Loader2, Mail, Package, RotateCcw, ShoppingBag, Store, Truck, Undo2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { DeliveryMethod } from '@contracts/delivery';
import type { CheckoutStatus } from '@contracts/order';
import type { Product } from '@contracts/product';
import { ActionLink, ActionButton } from '@/components/ui/action-link';
import { paths } from '@/config/paths';
import { claimOrder } from '@/features/orders/api/claim-order';
import { useCheckoutStatus } from '@/features/orders/api/get-checkout-status';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSession } from '@/lib/auth';
import { addToCart, clearCart, getCartState } from '@/lib/cart';
import { spinningIcon } from '@/components/ui/spinner';
import { PaymentHeading, PaymentPage } from './payment-page';
import styles from './payment.module.css';
import { orderKeys } from '@/features/orders/query-keys';

/**
 * /payment/success, where Stripe returns the buyer. The page tells the truth about the payment
 * (GET /api/checkout/sessions/{id}): a bank payment (BLIK, Przelewy24) still under way is shown as
 * such and followed until it is paid or failed; a failed one says so and offers to try again
 * with the same cart (put back from the order if it was emptied) through the checkout page, where
 * the delivery and company chosen before are filled in again. The cart is emptied once the
 * payment went through or is under way; a signed-in buyer who paid as a guest gets the order
 * linked to their account (failure is only logged, spec §8).
 */
export function PaymentSuccessRoute() {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  const sessionId = search.get('session_id');
  const status = useCheckoutStatus(sessionId);
  const state = sessionId ? status.data?.state : 'paid';
  usePageMeta({ title: t(state === 'failed' ? 'payment.failedMetaTitle' : state === 'paid' ? 'success.metaTitle' : 'payment.pendingMetaTitle') });

  useEffect(() => {
    if (state === 'paid' || state === 'processing') clearCart();
  }, [state]);

  let content: ReactNode;
  if (sessionId && status.isError) content = <StatusError onRetry={() => void status.refetch()} />;
  else if (!state || state === 'awaiting' || state === 'processing') content = <PaymentInProgress processing={state === 'processing'} />;
  else if (state === 'failed') content = <PaymentFailed checkout={status.data!} />;
  else if (state === 'cancelled') content = <PaidButCancelled />;
  else content = <PaymentSucceeded sessionId={sessionId} deliveryMethod={status.data?.deliveryMethod ?? null} />;

  return <PaymentPage>{content}</PaymentPage>;
}

function PaymentInProgress({ processing }: { processing: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <PaymentHeading
        tone="pending"
        icon={<Loader2 className={spinningIcon} />}
        eyebrow={t('payment.pendingEyebrow')}
        title={t(processing ? 'payment.processingTitle' : 'payment.checkingTitle')}
        lead={t(processing ? 'payment.processingLead' : 'payment.checkingLead')}
      />
      <div className={styles.actions}>
        <ActionLink to={paths.shop} size="large" variant="secondary" icon={ShoppingBag}>{t('success.shop')}</ActionLink>
      </div>
    </>
  );
}

/** The order's lines put back into an emptied cart, so "try again" pays for the same things. */
function restoreCart(checkout: CheckoutStatus): void {
  if (getCartState().items.length) return;
  for (const line of checkout.lines) {
    // A display snapshot only: the server prices the new checkout itself.
    const product = { id: line.productId, name: line.product.name, ...(line.product.nameEn ? { nameEn: line.product.nameEn } : {}), brand: line.product.brand, imageUrl: line.product.imageUrl, price: line.unitPrice, originalPrice: null, inStock: true } as Product;
    // A variant's line (issue 31) goes back as that variant, named as it was.
    addToCart(product, line.quantity, line.sku ? { sku: line.sku, name: line.variantName ?? null } : undefined);
  }
}

function PaymentFailed({ checkout }: { checkout: CheckoutStatus }) {
  const { t } = useTranslation('checkout');
  // The page says the products are back in the cart: they are, from the moment it says so.
  useEffect(() => restoreCart(checkout), [checkout]);
  return (
    <>
      <PaymentHeading tone="cancel" icon={<CircleX />} eyebrow={t('payment.failedEyebrow')} title={t('payment.failedTitle')} lead={t('payment.failedLead')} />
      <div className={styles.actions}>
        {/* Back to the checkout page: delivery is part of every checkout (the remembered choice is preselected). */}
        <ActionLink to={paths.checkout} size="large" icon={RotateCcw}>{t('payment.retry')}</ActionLink>
        <ActionLink to={paths.shop} size="large" variant="secondary" icon={ShoppingBag}>{t('success.shop')}</ActionLink>
      </div>
    </>
  );
}

function PaidButCancelled() {
  const { t } = useTranslation('checkout');
  return (
    <>
      <PaymentHeading tone="cancel" icon={<Undo2 />} eyebrow={t('payment.refundEyebrow')} title={t('payment.refundTitle')} lead={t('payment.refundLead')} />
      <div className={styles.actions}>
        <ActionLink to={paths.contact} size="large" variant="secondary" icon={Mail}>{t('cancel.contact')}</ActionLink>
      </div>
    </>
  );
}

function StatusError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div role="alert">
      <PaymentHeading tone="cancel" icon={<CircleX />} eyebrow={t('payment.pendingEyebrow')} title={t('payment.errorTitle')} lead={t('payment.errorLead')} />
      <div className={styles.actions}>
        <ActionButton size="large" onClick={onRetry} icon={RotateCcw}>{t('payment.check')}</ActionButton>
      </div>
    </div>
  );
}

/** What happens next with the parcel, as the buyer chose it at checkout. */
const deliveryStep: Record<DeliveryMethod, 'success.stepDeliveryLocker' | 'success.stepDeliveryCourier' | 'success.stepDeliveryPickup'> = {
  locker: 'success.stepDeliveryLocker',
  courier: 'success.stepDeliveryCourier',
  pickup: 'success.stepDeliveryPickup',
};

function PaymentSucceeded({ sessionId, deliveryMethod }: { sessionId: string | null; deliveryMethod: DeliveryMethod | null }) {
  const { t } = useTranslation('checkout');
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const queryClient = useQueryClient();
  const claimed = useRef<string | null>(null);

  useEffect(() => {
    if (!signedIn || !sessionId || claimed.current === sessionId) return;
    claimed.current = sessionId;
    claimOrder(sessionId)
      .then(() => queryClient.invalidateQueries({ queryKey: orderKeys.all() }))
      .catch((error: unknown) => console.warn('payment: could not link the order to the account', error));
  }, [signedIn, sessionId, queryClient]);

  return (
    <>
      <PaymentHeading tone="success" icon={<CircleCheck />} eyebrow={t('success.eyebrow')} title={t('success.title')} lead={t('success.lead')} />
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{t('success.nextTitle')}</h2>
        <ol role="list" className={styles.steps}>
          <li>
            <Mail aria-hidden="true" />
            <span>{t('success.stepEmail')}</span>
          </li>
          <li>
            {deliveryMethod === 'pickup' ? <Store aria-hidden="true" /> : <Truck aria-hidden="true" />}
            <span>{t(deliveryMethod ? deliveryStep[deliveryMethod] : 'success.stepDelivery')}</span>
          </li>
          {signedIn ? (
            <li>
              <Package aria-hidden="true" />
              <span>{t('success.stepTrack')}</span>
            </li>
          ) : null}
        </ol>
      </div>
      <div className={styles.actions}>
        {signedIn ? (
          <ActionLink to={paths.orders} size="large" icon={Package}>{t('success.orders')}</ActionLink>
        ) : null}
        <ActionLink to={paths.shop} size="large" variant={signedIn ? 'secondary' : 'primary'} icon={ShoppingBag}>{t('success.shop')}</ActionLink>
        <ActionLink to={paths.home} size="large" variant="ghost" icon={House}>{t('success.home')}</ActionLink>
      </div>
    </>
  );
}
