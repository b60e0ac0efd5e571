import type { AdminOrderResponse } from '@contracts/admin';
import { lockerSizes, type LockerSize } from '@contracts/delivery';
import { FileDown, RefreshCw, Send, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { ShipmentTimeline } from '@/components/delivery/shipment-timeline';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { isApiError } from '@/lib/api-client';
import { useAdminShipment, useDownloadShipmentLabel, useRefreshShipment, useShipOrder } from '../api/admin-shipment';
import { LoadingState } from '@/components/ui/loading-state';
import { ui } from '@/components/ui/classes';
import { SectionPanel } from '@/components/ui/section-panel';

/**
 * The order's shipment: "Nadaj przesyłkę" creates it at InPost (locker or courier) and brings
 * the tracking number and the label; a pickup order gets "Gotowe do odbioru" instead. InPost's
 * refusals are shown in plain words, field by field; nothing changes then. Where InPost is not
 * configured (or for orders older than delivery methods) the status panel's hand-typed tracking
 * remains the way.
 */
export function ShipmentPanel({ order }: { order: AdminOrderResponse }) {
  const { t } = useDeliveryTranslation();
  const id = useId();
  const shipment = useAdminShipment(order.id);
  const ship = useShipOrder(order.id);
  const refresh = useRefreshShipment(order.id);
  const label = useDownloadShipmentLabel(order.id);
  const delivery = order.delivery;
  const [size, setSize] = useState<LockerSize>(delivery && delivery.parcelSize !== 'courier' ? delivery.parcelSize : 'C');
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const onShipError = (error: unknown) => {
    if (isApiError(error) && error.status === 422) {
      setRefusal(
        Object.entries(error.fields ?? {}).map(([field, keys]) => {
          const name = t(`admin.fields.${field}` as 'admin.fields.service', { defaultValue: field });
          const words = keys.split(', ').map((k) => t(`admin.errorKeys.${k}` as 'admin.errorKeys.invalid', { defaultValue: k }));
          return `${name}: ${words.join(', ')}`;
        }),
      );
      return;
    }
    // The API's `message` is English (for logs); the admin reads the shop's language.
    const status = isApiError(error) ? error.status : 0;
    toast.error(t(status === 503 ? 'admin.unavailable' : status === 409 ? 'admin.conflict' : 'admin.loadError'));
  };

  let body;
  if (!delivery) body = <p className={ui.hint}>{t('admin.legacy')}</p>;
  else if (shipment.isPending) body = <LoadingState label={t('admin.loading')} />;
  else if (shipment.isError) body = <p className={ui.error}>{t('admin.loadError')}</p>;
  else if (shipment.data.shipment) {
    const s = shipment.data.shipment;
    body = (
      <div className={ui.stack}>
        <ShipmentTimeline shipment={s} carrierDetail />
        {s.carrier === 'inpost' ? (
          <div className={ui.headerActions}>
            {s.labelAvailable ? (
              <Button
                variant="primary"
                size="small"
                disabled={label.isPending}
                onClick={() => label.mutate(undefined, { onError: () => toast.error(t('admin.labelError')) })}
              >
                <FileDown aria-hidden="true" />
                {t('admin.label')}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              size="small"
              disabled={refresh.isPending}
              aria-busy={refresh.isPending || undefined}
              onClick={() => refresh.mutate(undefined, { onSuccess: () => toast.success(t('admin.refreshed')), onError: onShipError })}
            >
              <RefreshCw aria-hidden="true" />
              {t('admin.refresh')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  } else if (order.status === 'shipped' || order.status === 'delivered') {
    // Sent before InPost was set up, or by hand: the status panel holds its tracking.
    body = <p className={ui.hint}>{t('admin.sentWithoutInpost')}</p>;
  } else if (order.status === 'cancelled') {
    body = <p className={ui.hint}>{t('admin.cancelledNothingToShip')}</p>;
  } else if (order.status !== 'processing') {
    body = <p className={ui.hint}>{t('admin.notPaid')}</p>;
  } else if (delivery.method === 'pickup') {
    body = (
      <Button
        disabled={ship.isPending}
        aria-busy={ship.isPending || undefined}
        onClick={() => ship.mutate({}, { onSuccess: () => toast.success(t('admin.markedReady')), onError: onShipError })}
      >
        <Store aria-hidden="true" />
        {ship.isPending ? t('admin.markingReady') : t('admin.readyForPickup')}
      </Button>
    );
  } else if (!shipment.data.inpostShipments) {
    body = <p className={ui.hint}>{t('admin.notConfigured')}</p>;
  } else {
    body = (
      <form
        className={ui.stack}
        onSubmit={(event) => {
          event.preventDefault();
          setRefusal(null);
          ship.mutate(delivery.method === 'locker' ? { parcelSize: size } : {}, { onSuccess: () => toast.success(t('admin.shipped')), onError: onShipError });
        }}
      >
        {delivery.method === 'locker' ? (
          <div className={ui.field}>
            <label htmlFor={`${id}-size`} className={ui.label}>
              {t('admin.lockerSize')}
            </label>
            <select id={`${id}-size`} className={ui.select} value={size} onChange={(e) => setSize(e.target.value as LockerSize)} aria-describedby={`${id}-size-hint`}>
              {lockerSizes.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.product.sizes.${s}`)}
                </option>
              ))}
            </select>
            <p id={`${id}-size-hint`} className={ui.hint}>
              {t('admin.lockerSizeHint')}
            </p>
          </div>
        ) : null}
        {refusal ? (
          <div className={ui.error} role="alert">
            <p>{t('admin.refused')}:</p>
            <ul>
              {refusal.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <Button type="submit" disabled={ship.isPending} aria-busy={ship.isPending || undefined}>
          <Send aria-hidden="true" />
          {ship.isPending ? t('admin.shipping') : t('admin.ship')}
        </Button>
      </form>
    );
  }

  return (
    <SectionPanel title={t('admin.panelTitle')}>
      {body}
    </SectionPanel>
  );
}
