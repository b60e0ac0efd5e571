import { orderStatuses } from '@contracts/order';
import { useTranslation } from 'react-i18next';
import { knownStatus } from './status-badge';
import { ui } from '@/components/ui/classes';

interface StatusSelectProps {
  id: string;
  value: string;
  onChange: (status: (typeof orderStatuses)[number]) => void;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** The five order statuses in Polish; any may follow any other (spec §4). */
export function StatusSelect({ id, value, onChange, disabled, ...aria }: StatusSelectProps) {
  const { t } = useTranslation('admin');
  return (
    <select id={id} className={ui.select} value={knownStatus(value)} disabled={disabled} onChange={(e) => onChange(knownStatus(e.target.value))} {...aria}>
      {orderStatuses.map((s) => (
        <option key={s} value={s}>
          {t(`status.${s}`)}
        </option>
      ))}
    </select>
  );
}
