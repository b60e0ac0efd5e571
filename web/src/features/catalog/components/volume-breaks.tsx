import { useTranslation } from 'react-i18next';
import type { DealerVolumeBreak } from '@contracts/product';
import { volumeBreakWords } from '@contracts/volume-prices';
import { formatMoney } from '@/lib/money';
import styles from './product-meta.module.css';

/**
 * A dealer's volume prices on the product page (issue 34): "od 10 szt. −5 %" and the unit price
 * at each break. Only a dealer's product answer carries breaks; the server applies them.
 */
export function VolumeBreaks({ breaks }: { breaks: readonly DealerVolumeBreak[] }) {
  const { t, i18n } = useTranslation('catalog');
  const language = i18n.language === 'en' ? 'en' : 'pl';
  return (
    <table className={styles.breaks} data-testid="volume-breaks">
      <caption>{t('dealer.volumeBreaks')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dealer.breakQuantity')}</th>
          <th scope="col">{t('dealer.breakUnitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {breaks.map((b) => (
          <tr key={b.minQuantity}>
            <th scope="row">{volumeBreakWords(b, language)}</th>
            <td>{formatMoney(b.unitPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
