import { useTranslation } from 'react-i18next';
import { DealerArea } from '@/features/dealer/components/dealer-area';
import { QuickOrder } from '@/features/dealer/components/quick-order';

/** /dealer/quick-order: the dealer types, pastes or uploads part numbers (issue 34). */
export function DealerQuickOrderRoute() {
  const { t } = useTranslation('dealer');
  return (
    <DealerArea title={t('quick.title')} lead={t('quick.lead')}>
      <QuickOrder />
    </DealerArea>
  );
}
