import type { AdminOrderResponse } from '@contracts/admin';
import { useTranslation } from 'react-i18next';
import { OrderPanel } from '@/components/order/order-panel';
import { formatPhone } from '@/lib/phone';
import { ui } from '@/components/ui/classes';

/** Who bought: e-mail, name, account (or guest), the language of their e-mails, phone, tax id, dealer. */
export function OrderCustomer({ order }: { order: AdminOrderResponse }) {
  const { t } = useTranslation('admin');
  const [local, ...domain] = order.customerEmail?.split('@') ?? [];
  return (
    <OrderPanel title={t('order.customer')}>
      <dl className={ui.dl}>
        <dt>{t('order.email')}</dt>
        <dd>
          {order.customerEmail ? (
            <a href={`mailto:${order.customerEmail}`} className={ui.link}>
              {/* A long address breaks after the @, not mid-word. */}
              {local}@<wbr />
              {domain.join('@')}
            </a>
          ) : (
            t('order.none')
          )}
        </dd>
        <dt>{t('order.name')}</dt>
        <dd>{order.customerName ?? t('order.none')}</dd>
        <dt>{t('order.userId')}</dt>
        <dd className={ui.mono}>{order.userId ?? t('order.guest')}</dd>
        <dt>{t('order.language')}</dt>
        <dd>{t(`order.languages.${order.language ?? 'pl'}`)}</dd>
        {order.customerPhone ? (
          <>
            <dt>{t('order.phone')}</dt>
            <dd>
              <a href={`tel:${order.customerPhone.replace(/\s/g, '')}`} className={ui.link}>
                {formatPhone(order.customerPhone)}
              </a>
            </dd>
          </>
        ) : null}
        {order.taxId ? (
          <>
            <dt>{t('order.taxId')}</dt>
            <dd>{order.taxId}</dd>
          </>
        ) : null}
        {order.dealerOrder ? (
          <>
            <dt>{t('order.dealerOrder')}</dt>
            <dd>{t('order.yes')}</dd>
          </>
        ) : null}
      </dl>
    </OrderPanel>
  );
}

/** The payment's ids at Stripe (to find it in the dashboard) and the invoice's number. */
export function OrderPayment({ order }: { order: AdminOrderResponse }) {
  const { t } = useTranslation('admin');
  return (
    <OrderPanel title={t('order.payment')}>
      <dl className={ui.dl}>
        <dt>{t('order.sessionId')}</dt>
        <dd className={ui.mono}>{order.stripeSessionId ?? t('order.none')}</dd>
        <dt>{t('order.paymentIntentId')}</dt>
        <dd className={ui.mono}>{order.stripePaymentIntentId ?? t('order.none')}</dd>
        {order.invoiceNumber ? (
          <>
            <dt>{t('order.invoice')}</dt>
            <dd>{order.invoiceNumber}</dd>
          </>
        ) : null}
      </dl>
    </OrderPanel>
  );
}
