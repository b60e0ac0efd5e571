import { MapPin, RefreshCw, Trash2 } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { useForgetDeliveryAddress } from '../api/forget-delivery-address';
import { useSavedDelivery } from '../api/get-saved-delivery';
import styles from './saved-addresses.module.css';

/**
 * The profile's delivery addresses: the courier addresses and the last parcel locker that
 * checkout saved, each address removable. (New ones are added by ordering.)
 */
export function SavedAddresses() {
  const { t } = useDeliveryTranslation();
  const saved = useSavedDelivery({ enabled: true });
  const forget = useForgetDeliveryAddress();

  if (saved.isPending) {
    return (
      <div role="status" className={styles.list}>
        <span className="visually-hidden">{t('profile.loading')}</span>
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  }
  if (saved.isError) {
    return (
      <div role="alert" className={styles.list}>
        <p>{t('profile.loadError')}</p>
        <Button variant="secondary" size="small" onClick={() => void saved.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('profile.retry')}
        </Button>
      </div>
    );
  }
  const { addresses, lastPoint } = saved.data;
  return (
    <div className={styles.list}>
      <p className={styles.lead}>{t('profile.lead')}</p>
      {addresses.length === 0 && !lastPoint ? <p className={styles.muted}>{t('profile.empty')}</p> : null}
      {addresses.length ? (
        <ul role="list" className={styles.addresses}>
          {addresses.map((a) => {
            const line = `${a.name}, ${a.street} ${a.buildingNumber}, ${a.postalCode} ${a.city}`;
            return (
              <li key={a.id} className={styles.address}>
                <address>
                  <strong>{a.name}</strong>
                  <span>
                    {a.street} {a.buildingNumber}
                  </span>
                  <span>
                    {a.postalCode} {a.city}
                  </span>
                  {a.phone ? <span className={styles.muted}>{a.phone.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}</span> : null}
                </address>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={t('profile.remove', { address: line })}
                  disabled={forget.isPending}
                  onClick={() => forget.mutate(a.id, { onSuccess: () => toast.success(t('profile.removed')), onError: () => toast.error(t('profile.removeError')) })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {lastPoint ? (
        <div className={styles.point}>
          <p className={styles.muted}>{t('profile.lastPoint')}</p>
          <p>
            <MapPin aria-hidden="true" />
            <strong>{lastPoint.name}</strong>, {lastPoint.address.street}, {lastPoint.address.postalCode} {lastPoint.address.city}
          </p>
        </div>
      ) : null}
    </div>
  );
}
