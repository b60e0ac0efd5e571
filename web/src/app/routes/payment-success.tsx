import { CircleCheck, House, Mail, Package, ShoppingBag, Truck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { claimOrder } from '@/features/orders/api/claim-order';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSession } from '@/lib/auth';
import { clearCart } from '@/lib/cart';
import styles from './payment.module.css';

/**
 * /payment/success, where Stripe returns the buyer: the cart is emptied, and a signed-in buyer
 * who paid as a guest gets the order linked to their account (failure is only logged, spec §8).
 */
export function PaymentSuccessRoute() {
  const { t } = useTranslation('cart');
  const [search] = useSearchParams();
  const sessionId = search.get('session_id');
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const queryClient = useQueryClient();
  const claimed = useRef<string | null>(null);
  usePageMeta({ title: t('success.metaTitle') });

  useEffect(() => {
    clearCart();
  }, []);

  useEffect(() => {
    if (!signedIn || !sessionId || claimed.current === sessionId) return;
    claimed.current = sessionId;
    claimOrder(sessionId)
      .then(() => queryClient.invalidateQueries({ queryKey: ['orders'] }))
      .catch((error: unknown) => console.warn('payment: could not link the order to the account', error));
  }, [signedIn, sessionId, queryClient]);

  return (
    <section className={styles.page} aria-labelledby="payment-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.mark} data-tone="success" aria-hidden="true">
          <CircleCheck />
        </div>
        <p className="eyebrow">{t('success.eyebrow')}</p>
        <h1 id="payment-title" className={styles.title}>
          {t('success.title')}
        </h1>
        <p className={styles.lead}>{t('success.lead')}</p>

        <div className={styles.card}>
          <h2 className={styles.cardTitle}>{t('success.nextTitle')}</h2>
          <ol role="list" className={styles.steps}>
            <li>
              <Mail aria-hidden="true" />
              <span>{t('success.stepEmail')}</span>
            </li>
            <li>
              <Truck aria-hidden="true" />
              <span>{t('success.stepDelivery')}</span>
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
            <ButtonLink to={paths.orders} size="large">
              <Package aria-hidden="true" />
              {t('success.orders')}
            </ButtonLink>
          ) : null}
          <ButtonLink to={paths.shop} size="large" variant={signedIn ? 'secondary' : 'primary'}>
            <ShoppingBag aria-hidden="true" />
            {t('success.shop')}
          </ButtonLink>
          <ButtonLink to={paths.home} size="large" variant="ghost">
            <House aria-hidden="true" />
            {t('success.home')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
