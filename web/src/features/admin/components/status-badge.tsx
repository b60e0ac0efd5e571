import { orderStatuses, type OrderStatus } from '@contracts/order';
import { useTranslation } from 'react-i18next';
import { ui } from '@/components/ui/classes';

/** Spec §4: an unknown status is shown as pending. */
export function knownStatus(status: string): OrderStatus {
  return (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const known = knownStatus(status);
  return <span className={`${ui.badge} ${ui.status(known)}`}>{t(`status.${known}`)}</span>;
}
