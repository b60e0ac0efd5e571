import { CircleSlash, Mail, MessageSquare, Phone, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { company, emailHref, phoneHref } from '@/config/company';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import styles from './payment.module.css';

/** /payment/cancel: the buyer left Stripe's page; nothing was charged and the cart is kept. */
export function PaymentCancelRoute() {
  const { t } = useTranslation('cart');
  usePageMeta({ title: t('cancel.metaTitle') });

  return (
    <section className={styles.page} aria-labelledby="payment-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.mark} data-tone="cancel" aria-hidden="true">
          <CircleSlash />
        </div>
        <p className="eyebrow">{t('cancel.eyebrow')}</p>
        <h1 id="payment-title" className={styles.title}>
          {t('cancel.title')}
        </h1>
        <p className={styles.lead}>{t('cancel.lead')}</p>

        <div className={styles.card}>
          <h2 className={styles.cardTitle}>{t('cancel.helpTitle')}</h2>
          <p className={styles.cardText}>{t('cancel.help')}</p>
          <dl className={styles.contact}>
            <div>
              <dt>
                <Phone aria-hidden="true" />
                {t('cancel.phone')}
              </dt>
              <dd>
                <a href={phoneHref}>{company.phone.display}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Mail aria-hidden="true" />
                {t('cancel.email')}
              </dt>
              <dd>
                <a href={emailHref}>{company.email}</a>
              </dd>
            </div>
          </dl>
        </div>

        <div className={styles.actions}>
          <ButtonLink to={paths.shop} size="large">
            <ShoppingBag aria-hidden="true" />
            {t('cancel.shop')}
          </ButtonLink>
          <ButtonLink to={paths.contact} size="large" variant="secondary">
            <MessageSquare aria-hidden="true" />
            {t('cancel.contact')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
