import { ExternalLink } from 'lucide-react';
import type { Shipment } from '@contracts/delivery';
import { text } from '@/components/ui/text';
import { useDeliveryTranslation } from './texts';
import styles from './delivery.module.css';
import { intlLocale } from '@/lib/i18n';

const dateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Warsaw' }).format(new Date(iso));

/**
 * Where the parcel has been: its steps, oldest first, the current one marked, the tracking
 * number and InPost's own tracking page. Consecutive events of the same step (InPost's
 * "collected", "at the sorting centre" are both "on its way" to a buyer) show once, except for
 * the admin, who sees InPost's own status names.
 */
export function ShipmentTimeline({ shipment, carrierDetail = false }: { shipment: Shipment; carrierDetail?: boolean }) {
  const { t, i18n } = useDeliveryTranslation();
  const events = carrierDetail ? shipment.events : shipment.events.filter((e, i, all) => i === 0 || all[i - 1]!.status !== e.status);
  const last = events.length - 1;
  return (
    <div className={styles.timeline}>
      <p className={styles.current} data-status={shipment.status}>
        {t(`tracking.status.${shipment.status}`)}
      </p>
      {shipment.trackingNumber ? (
        <p className={styles.tracking}>
          <span className={text.meta}>{t('tracking.number')}:</span> <span className={styles.mono}>{shipment.trackingNumber}</span>
          {shipment.trackingUrl ? (
            <>
              {' '}
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {t('tracking.track')}
                <ExternalLink aria-hidden="true" />
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {events.length ? (
        <ol className={styles.events} aria-label={t('tracking.history')}>
          {events.map((event, i) => (
            <li key={`${event.carrierStatus}-${event.at}`} aria-current={i === last ? 'step' : undefined}>
              <span className={styles.eventName}>{t(`tracking.status.${event.status}`)}</span>
              {carrierDetail ? <span className={styles.mono}> ({event.carrierStatus})</span> : null}
              <time dateTime={event.at} className={text.meta}>
                {dateTime(event.at, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
