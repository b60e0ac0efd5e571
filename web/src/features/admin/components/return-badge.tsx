import type { ReturnStatus } from '@contracts/returns';
import { useTranslation } from 'react-i18next';
import { ui } from '@/components/ui/classes';

/** A return's status as a badge, coloured like the order statuses it echoes. */
const tone: Record<ReturnStatus, string> = { requested: 'pending', received: 'processing', accepted: 'shipped', refunded: 'delivered', rejected: 'cancelled' };

export function ReturnBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`${ui.badge} ${ui.status(tone[status])}`} data-testid="return-status">
      {t(`returns.status.${status}`)}
    </span>
  );
}
