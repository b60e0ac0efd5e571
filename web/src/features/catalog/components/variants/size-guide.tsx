import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import en from '@/i18n/en/size-guide.json';
import pl from '@/i18n/pl/size-guide.json';
import { i18next } from '@/lib/i18n';
import { tableClasses } from '@/components/ui/table';
import { SIZE_GUIDES, type SizeGuideKind } from './size-guide-kind';
import styles from './size-guide.module.css';

// The guide's texts travel with its chunk: the product page's first load never carries them.
if (!i18next.hasResourceBundle('pl', 'size-guide')) i18next.addResourceBundle('pl', 'size-guide', pl, true, true);
if (!i18next.hasResourceBundle('en', 'size-guide')) i18next.addResourceBundle('en', 'size-guide', en, true, true);

/**
 * The size guide of one product type (boots, helmets, gloves, jackets and vests): how to measure
 * and the table of the shop's sizes. A chunk of its own, loaded when the buyer asks for it.
 */
export default function SizeGuide({ kind, open, onClose }: { kind: SizeGuideKind; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('size-guide');
  const guide = SIZE_GUIDES[kind];
  return (
    <Modal open={open} onClose={onClose} title={t(`${kind}.title`)} actions={<Button variant="secondary" onClick={onClose} data-autofocus>{t('close')}</Button>}>
      <p className={styles.how}>{t(`${kind}.how`)}</p>
      <div className={tableClasses.scroll}>
        <table className={`${tableClasses.table} ${styles.table}`} data-testid="size-guide-table">
          <thead>
            <tr>
              {guide.columns.map((column) => (
                <th key={column} scope="col">
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('note')}</p>
    </Modal>
  );
}
