import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ui } from '@/components/ui/classes';
import { SectionPanel } from '@/components/ui/section-panel';
import { useLowStock } from '../api/low-stock';
import { adminPaths } from '../paths';

/** The dashboard's "Kończy się" list: each product or size at or under its threshold, with a link to its form. */
export function LowStockPanel() {
  const { t } = useTranslation('admin');
  const low = useLowStock();
  let body;
  if (low.isPending) body = <p className={ui.hint}>{t('runningLow.loading')}</p>;
  else if (low.isError)
    body = (
      <div role="alert">
        <p className={ui.hint}>{t('runningLow.loadError')}</p>
        <Button variant="secondary" size="small" onClick={() => void low.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  else if (!low.data.items.length) body = <p className={ui.hint}>{t('runningLow.empty')}</p>;
  else
    body = (
      <ul role="list" data-testid="running-low">
        {low.data.items.map((line) => (
          <li key={`${line.productId}-${line.sku}`}>
            <Link to={adminPaths.editProduct(line.productId)} className={ui.link}>
              {line.name}
              {line.variant ? ` (${line.variant})` : ''}
            </Link>{' '}
            <span className={ui.tag}>{t('runningLow.units', { count: line.units })}</span>{' '}
            <span className={ui.hint}>
              {line.sku} · {t('runningLow.threshold', { threshold: line.threshold })}
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <SectionPanel title={t('runningLow.title')}>
      <p className={ui.hint}>{t('runningLow.lead')}</p>
      {body}
    </SectionPanel>
  );
}
