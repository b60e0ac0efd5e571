import { Plus, Trash2 } from 'lucide-react';
import { MAX_VOLUME_BREAKS } from '@contracts/volume-prices';
import type { VolumeBreakRow } from '@contracts/volume-prices-schema';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ui } from '@/components/ui/classes';
import { Field, fieldControl } from '@/components/ui/field';
import { groszeToZloty, zlotyToGrosze } from '../utils/zloty';
import styles from './volume-breaks-editor.module.css';

/** A break row as typed: the threshold, the percent off and (products only) a fixed unit price in zł. */
export interface BreakDraft {
  /** The row's identity while rows come and go (React's key). */
  key: number;
  minQuantity: string;
  percentOff: string;
  unitPrice: string;
}

let nextKey = 1;
const newKey = () => nextKey++;

export const emptyBreakDraft = (): BreakDraft => ({ key: newKey(), minQuantity: '', percentOff: '', unitPrice: '' });

export function toBreakDrafts(rows: readonly VolumeBreakRow[] | undefined): BreakDraft[] {
  return (rows ?? []).map((r) => ({
    key: newKey(),
    minQuantity: String(r.minQuantity),
    percentOff: r.percentOff === null ? '' : String(r.percentOff).replace('.', ','),
    unitPrice: r.unitPrice === null ? '' : groszeToZloty(r.unitPrice),
  }));
}

/** A number as typed ("7,5" or "7.5"); what is not one goes as typed, for the server to name the field. */
function typedNumber(text: string): number | string {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
}

/**
 * The rows as the API takes them (`{ minQuantity, percentOff, unitPrice }`, the unused side null).
 * Nothing is checked here: the contract's schema on the server says what is wrong, by row and field.
 */
export function fromBreakDrafts(drafts: readonly BreakDraft[]): unknown[] {
  return drafts.map((d) => ({
    minQuantity: typedNumber(d.minQuantity),
    percentOff: d.percentOff.trim() === '' ? null : typedNumber(d.percentOff),
    unitPrice: d.unitPrice.trim() === '' ? null : (zlotyToGrosze(d.unitPrice) ?? d.unitPrice),
  }));
}

/**
 * A 400's field errors for the rows: `breaks.1.percentOff` (or `volumeBreaks.1.percentOff`) →
 * `1.percentOff`, each in the admin's words.
 */
export function breakFieldErrors(fields: Record<string, string> | undefined, prefix: string, text: (key: string) => string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, key] of Object.entries(fields ?? {})) {
    if (path === prefix || path.startsWith(`${prefix}.`)) errors[path.slice(prefix.length + 1) || 'list'] = text(key) ?? '';
  }
  return errors;
}

interface VolumeBreaksEditorProps {
  rows: BreakDraft[];
  onChange: (rows: BreakDraft[]) => void;
  /** By `N.field` (breakFieldErrors), and `list` for the list as a whole. */
  errors: Record<string, string>;
  /** A product's breaks may be a fixed unit price instead of a percentage; a category's may not. */
  allowFixedPrice: boolean;
  /** What the rows are for, in the row groups' names ("Akcesoria"). */
  owner: string;
  /** Said while there are no rows, when the page does not say it already. */
  emptyText?: string;
}

/**
 * The dealers' volume breaks of a product or a category (issue 34): rows "from N units −X %"
 * (or, for a product, "from N units at Y zł"), added and removed; the server's field errors
 * under the fields they name.
 */
export function VolumeBreaksEditor({ rows, onChange, errors, allowFixedPrice, owner, emptyText }: VolumeBreaksEditorProps) {
  const { t } = useTranslation('admin');
  const update = (key: number, change: Partial<BreakDraft>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
    <div className={styles.editor}>
      {rows.length === 0 && emptyText ? <p className={ui.hint}>{emptyText}</p> : null}
      <ol role="list" className={styles.rows} aria-label={owner}>
        {rows.map((row, i) => {
          const name = t('volumeBreaks.row', { n: i + 1, owner });
          return (
            <li key={row.key}>
              <fieldset className={`${styles.row} ${allowFixedPrice ? styles.withPrice : ''}`}>
                <legend className="visually-hidden">{name}</legend>
                <Field label={t('volumeBreaks.minQuantity')} error={errors[`${i}.minQuantity`]}>
                  {(control) => <input {...control} className={fieldControl.input} inputMode="numeric" value={row.minQuantity} onChange={(e) => update(row.key, { minQuantity: e.target.value })} />}
                </Field>
                <Field label={t('volumeBreaks.percentOff')} error={errors[`${i}.percentOff`]}>
                  {(control) => <input {...control} className={fieldControl.input} inputMode="decimal" value={row.percentOff} onChange={(e) => update(row.key, { percentOff: e.target.value })} />}
                </Field>
                {allowFixedPrice ? (
                  <Field label={t('volumeBreaks.unitPrice')} error={errors[`${i}.unitPrice`]}>
                    {(control) => <input {...control} className={fieldControl.input} inputMode="decimal" value={row.unitPrice} onChange={(e) => update(row.key, { unitPrice: e.target.value })} />}
                  </Field>
                ) : null}
                <button type="button" className={`${ui.iconButton} ${styles.remove}`} aria-label={t('volumeBreaks.remove', { name })} title={t('volumeBreaks.remove', { name })} onClick={() => onChange(rows.filter((r) => r.key !== row.key))}>
                  <Trash2 aria-hidden="true" />
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {errors.list ? <p className={ui.error}>{errors.list}</p> : null}
      <div>
        <Button variant="secondary" size="small" disabled={rows.length >= MAX_VOLUME_BREAKS} onClick={() => onChange([...rows, emptyBreakDraft()])}>
          <Plus aria-hidden="true" />
          {t('volumeBreaks.add')}
        </Button>
        {rows.length >= MAX_VOLUME_BREAKS ? <p className={ui.hint}>{t('volumeBreaks.max', { count: MAX_VOLUME_BREAKS })}</p> : null}
      </div>
    </div>
  );
}
