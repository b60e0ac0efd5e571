import type { PromotionDetail } from '@contracts/promotions';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/ui/download-button';
import { Table, type TableColumn } from '@/components/ui/table';
import { usePromotionDetail } from '../api/promotions';

type Code = PromotionDetail['codes'][number];

/**
 * A code promotion's codes (e.g. 200 generated single-use codes for a rally): each with its state
 * and the orders that used it, and the CSV export (GET /api/admin/promotions/{id}/codes.csv).
 */
export function PromotionCodes({ promotionId, name }: { promotionId: string; name: string }) {
  const { t } = useTranslation('admin');
  const detail = usePromotionDetail(promotionId);
  const stateOf = (c: Code) => (c.usageLimit !== null && c.uses >= c.usageLimit ? t('promotions.codes.used') : c.uses > 0 ? t('promotions.codes.partlyUsed') : t('promotions.codes.unused'));
  const columns: TableColumn<Code>[] = [
    { key: 'code', header: t('promotions.codes.code'), cell: (c) => <code>{c.code}</code>, sortValue: (c) => c.code, rowHeader: true },
    { key: 'state', header: t('promotions.codes.state'), cell: stateOf, sortValue: (c) => c.uses },
    { key: 'uses', header: t('promotions.codes.uses'), cell: (c) => (c.usageLimit === null ? c.uses : `${c.uses} / ${c.usageLimit}`), numeric: true },
    { key: 'orders', header: t('promotions.codes.orders'), cell: (c) => (c.orderIds.length ? c.orderIds.map((id) => id.slice(0, 8).toUpperCase()).join(', ') : '—') },
  ];

  if (detail.isPending) return <p role="status">{t('promotions.codes.loading')}</p>;
  if (detail.isError) return <p role="alert">{t('promotions.codes.loadError')}</p>;
  return (
    <section aria-label={t('promotions.codes.title', { name })} data-testid="promotion-codes">
      <DownloadButton size="small" file={{ path: `/admin/promotions/${promotionId}/codes.csv`, accept: 'text/csv', fallbackName: 'kody.csv' }} errorText={t('promotions.codes.exportError')}>
        {t('promotions.codes.export')}
      </DownloadButton>
      <Table rows={detail.data.codes} columns={columns} rowKey={(c) => c.code} label={t('promotions.codes.title', { name })} defaultSort={{ key: 'code', direction: 'ascending' }} />
    </section>
  );
}
