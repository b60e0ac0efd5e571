import { carriers, type AdminOrderResponse, type Carrier } from '@contracts/admin';
import type { OrderStatus } from '@contracts/order';
import { ExternalLink } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderPanel } from '@/components/order/order-panel';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { validationText } from '../utils/error-text';
import { heldMoney, termsCredit } from '../utils/money';
import { ConfirmDialog } from './confirm-dialog';
import { knownStatus } from './status-badge';
import { StatusSelect } from './status-select';
import { ui } from '@/components/ui/classes';
import { Fieldset } from '@/components/ui/fieldset';
import styles from './order-panels.module.css';

/** Status dropdown, tracking fields when shipping, and 'Zaktualizuj status'. */
export function OrderStatusPanel({ order }: { order: AdminOrderResponse }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const update = useUpdateOrderStatus();
  const current = knownStatus(order.status);
  const [status, setStatus] = useState<OrderStatus>(current);
  const [carrier, setCarrier] = useState<Carrier>(((carriers as readonly string[]).includes(order.tracking?.carrier ?? '') ? order.tracking?.carrier : 'inpost') as Carrier);
  const [number, setNumber] = useState(order.tracking?.number ?? '');
  const [numberError, setNumberError] = useState<string | undefined>();
  const [confirmCancel, setConfirmCancel] = useState(false);

  const trackingChanged = number.trim() !== (order.tracking?.number ?? '') || (number.trim() !== '' && carrier !== order.tracking?.carrier);
  const unchanged = status === current && !(status === 'shipped' && trackingChanged);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (unchanged) return;
    // Cancelling a paid order refunds it, an invoiced terms order is credited: the admin says so first.
    if (status === 'cancelled' && (heldMoney(order) > 0 || termsCredit(order) > 0)) setConfirmCancel(true);
    else apply();
  }

  function apply() {
    setConfirmCancel(false);
    const trimmed = number.trim();
    if (status === 'shipped' && trimmed !== '' && trimmed.length < 3) {
      setNumberError(validationText(t, 'validation.trackingNumber'));
      return;
    }
    const tracking = status === 'shipped' && trimmed ? { carrier, number: trimmed } : undefined;
    update.mutate(
      { id: order.id, update: tracking ? { status, tracking } : { status } },
      {
        onSuccess: () => toast.success(t('order.statusUpdated')),
        onError: (error) => {
          const field = isApiError(error) ? error.fields?.['tracking.number'] : undefined;
          if (field) setNumberError(validationText(t, field));
          toast.error(t('orders.updateError'));
        },
      },
    );
  }

  return (
    <OrderPanel title={t('order.status')}>
      <form className={styles.statusForm} onSubmit={submit} noValidate>
        <div className={ui.field}>
          <label htmlFor={`${id}-status`} className={ui.label}>
            {t('order.newStatus')}
          </label>
          <StatusSelect id={`${id}-status`} value={status} onChange={setStatus} disabled={update.isPending} />
        </div>
        {status === 'shipped' ? (
          <Fieldset look="framed" legend={t('order.trackingLegend')}>
            <div className={ui.field}>
              <label htmlFor={`${id}-carrier`} className={ui.label}>
                {t('order.carrier')}
              </label>
              <select id={`${id}-carrier`} className={ui.select} value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier)}>
                {carriers.map((c) => (
                  <option key={c} value={c}>
                    {t(`carriers.${c}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={ui.field}>
              <label htmlFor={`${id}-number`} className={ui.label}>
                {t('order.trackingNumber')}
              </label>
              <input
                id={`${id}-number`}
                className={ui.input}
                value={number}
                autoComplete="off"
                aria-invalid={numberError ? true : undefined}
                aria-describedby={numberError ? `${id}-number-error` : `${id}-number-hint`}
                onChange={(e) => {
                  setNumber(e.target.value);
                  setNumberError(undefined);
                }}
              />
              {numberError ? (
                <p id={`${id}-number-error`} className={ui.error}>
                  {numberError}
                </p>
              ) : (
                <p id={`${id}-number-hint`} className={ui.hint}>
                  {t('order.trackingHint')}
                </p>
              )}
            </div>
          </Fieldset>
        ) : null}
        {order.tracking ? (
          <p className={ui.hint}>
            {t('order.currentTracking', { carrier: t(`carriers.${(carriers as readonly string[]).includes(order.tracking.carrier) ? (order.tracking.carrier as Carrier) : 'other'}`), number: order.tracking.number })}
            {order.tracking.url ? (
              <>
                {' '}
                <a href={order.tracking.url} target="_blank" rel="noreferrer" className={ui.link}>
                  {t('order.trackLink')}
                  <ExternalLink aria-hidden="true" className={styles.inlineIcon} />
                </a>
              </>
            ) : null}
          </p>
        ) : null}
        <Button type="submit" disabled={unchanged || update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending ? t('order.updating') : t('order.updateStatus')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirmCancel}
        title={order.paymentMode === 'terms' ? t('order.cancelTermsTitle') : t('order.cancelPaidTitle')}
        message={
          order.paymentMode === 'terms'
            ? t('order.cancelTermsConfirm', { amount: formatMoney(termsCredit(order)), invoice: order.invoiceNumber ?? '' })
            : t('order.cancelPaidConfirm', { amount: formatMoney(heldMoney(order)) })
        }
        confirmLabel={order.paymentMode === 'terms' ? t('order.cancelTermsAction') : t('order.cancelPaidAction')}
        busy={update.isPending}
        onConfirm={apply}
        onCancel={() => setConfirmCancel(false)}
      />
    </OrderPanel>
  );
}
