import { CircleSlash, Mail, MessageSquare, Package, Phone, ShoppingBag } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { ActionLink } from '@/components/ui/action-link';
import { company, emailHref, phoneHref } from '@/config/company';
import { paths } from '@/config/paths';
import { useCancelCheckout } from '@/features/orders/api/cancel-checkout';
import { usePageMeta } from '@/hooks/use-page-meta';
import { Split } from '@/components/ui/layout';
import { text } from '@/components/ui/text';
import { PaymentHeading, PaymentPage } from './payment-page';
import styles from './payment.module.css';

/**
 * /payment/cancel: the buyer left Stripe's page. The session is expired at once through the API
 * (it can no longer be paid), so the units the order held are back in stock now, not when the
 * session would have expired. Nothing was charged and the cart is kept. Should the buyer have
 * paid after all (another tab), the page says so instead.
 */
export function PaymentCancelRoute() {
  const { t } = useTranslation('checkout');
  usePageMeta({ title: t('cancel.metaTitle') });
  const [search] = useSearchParams();
  const sessionId = search.get('session_id');
  const cancel = useCancelCheckout();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!sessionId || asked.current === sessionId) return;
    asked.current = sessionId;
    cancel.mutate(sessionId, { onError: (error) => console.warn('payment: could not close the payment page', error) });
  }, [sessionId, cancel]);
  const result = cancel.data?.result;
  if (result === 'paid' || result === 'processing') {
    return (
      <PaymentPage>
        <PaymentHeading tone="success" icon={<Package />} title={t('cancel.paidTitle')} lead={t(result === 'paid' ? 'cancel.paidLead' : 'cancel.processingLead')} />
        <div className={styles.actions}>
          <ButtonLink to={`${paths.paymentSuccess}?session_id=${encodeURIComponent(sessionId ?? '')}`} size="large">
            {t('cancel.seePayment')}
          </ButtonLink>
        </div>
      </PaymentPage>
    );
  }

  return (
    <PaymentPage>
      <PaymentHeading tone="cancel" icon={<CircleSlash />} eyebrow={t('cancel.eyebrow')} title={t('cancel.title')} lead={t('cancel.lead')} />
      <p className={styles.result} role="status">
        {cancel.isPending ? t('cancel.releasing') : result === 'cancelled' || result === 'already_cancelled' ? t('cancel.released') : ''}
      </p>

      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{t('cancel.helpTitle')}</h2>
        <p className={styles.cardText}>{t('cancel.help')}</p>
        <Split as="dl" from="sm" gap={3} className={styles.contact}>
          <div>
            <dt className={text.caption}>
              <Phone aria-hidden="true" />
              {t('cancel.phone')}
            </dt>
            <dd>
              <a href={phoneHref}>{company.phone.display}</a>
            </dd>
          </div>
          <div>
            <dt className={text.caption}>
              <Mail aria-hidden="true" />
              {t('cancel.email')}
            </dt>
            <dd>
              <a href={emailHref}>{company.email}</a>
            </dd>
          </div>
        </Split>
      </div>

      <div className={styles.actions}>
        <ActionLink to={paths.shop} size="large" icon={ShoppingBag}>{t('cancel.shop')}</ActionLink>
        <ActionLink to={paths.contact} size="large" variant="secondary" icon={MessageSquare}>{t('cancel.contact')}</ActionLink>
      </div>
    </PaymentPage>
  );
}
