import { ExternalLink, PackageCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReturnPath } from '@contracts/returns';
import { buttonClassName } from '@/components/ui/button';
import { useShopName } from '@/hooks/use-shop-name';
import { shortId } from '../utils/order-format';
import styles from './withdrawal.module.css';

/**
 * How the buyer sends withdrawn goods back, exactly as the server says (`order.withdrawal`, the
 * withdrawal's answer): with InPost's Szybkie Zwroty set up in the shipping settings, through any
 * Paczkomat first (the shop's return page or the InPost Mobile app, a return code written on the
 * parcel, who pays as set), then the workshop's address by courier or in person; otherwise only
 * the address. Shown in the acknowledgement and, while a return awaits its parcel, on the order.
 */
export function ReturnInstructions({ path, orderId, titleAs: Title = 'h4' }: { path: ReturnPath; orderId: string; titleAs?: 'h3' | 'h4' }) {
  const { t } = useTranslation('returns');
  const shop = useShopName();
  const id = shortId(orderId);
  const inpost = path.inpostReturn;
  if (!inpost) return <p data-testid="return-instructions">{t('withdraw.next1', { address: path.returnAddress, id })}</p>;
  return (
    <div className={styles.sendBack} data-testid="return-instructions">
      <p>{t('withdraw.sendBack.within')}</p>
      <div className={styles.sendBackInpost}>
        <Title className={styles.sendBackTitle}>
          <PackageCheck aria-hidden="true" />
          {t('withdraw.sendBack.inpostTitle')}
        </Title>
        <ol className={styles.sendBackSteps}>
          <li>{t('withdraw.sendBack.inpostOpen', { shop })}</li>
          <li>{t('withdraw.sendBack.inpostOrder', { id })}</li>
          <li>{t('withdraw.sendBack.inpostCode')}</li>
          <li>{t('withdraw.sendBack.inpostDrop')}</li>
        </ol>
        <p>{t(`withdraw.sendBack.paidBy.${inpost.paidBy}`)}</p>
        <a className={buttonClassName({ variant: 'primary', size: 'small' }, styles.sendBackLink)} href={inpost.url} target="_blank" rel="noopener noreferrer" data-testid="inpost-return-link">
          {t('withdraw.sendBack.inpostLink')}
          <ExternalLink aria-hidden="true" />
          <span className="visually-hidden"> {t('withdraw.sendBack.newTab')}</span>
        </a>
      </div>
      <Title className={styles.sendBackTitle}>{t('withdraw.sendBack.alternativeTitle')}</Title>
      <p>{t('withdraw.sendBack.alternative', { address: path.returnAddress, id })}</p>
    </div>
  );
}
