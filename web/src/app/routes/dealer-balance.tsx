import { useTranslation } from 'react-i18next';
import { Balance } from '@/features/dealer/components/balance';
import { DealerArea } from '@/features/dealer/components/dealer-area';

/** /dealer/balance: the dealer's payment terms, open balance and invoices (issue 34). */
export function DealerBalanceRoute() {
  const { t } = useTranslation('dealer');
  return (
    <DealerArea title={t('balance.title')} lead={t('balance.lead')}>
      <Balance />
    </DealerArea>
  );
}
