import { Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { SpecificationPair } from '../utils/product-form-values';
import styles from './product-form.module.css';
import { ui } from '@/components/ui/classes';
import { ActionsHeader, RemoveRowCell } from '@/components/ui/row-actions';
import { fieldRowClassName } from '@/components/ui/field-row';

/**
 * Name/value pairs, added and removed one by one (spec §2). A pair is added only when both
 * parts are non-empty after trimming (spec §5); a name already present gets the new value.
 */
export function addSpecification(list: readonly SpecificationPair[], name: string, value: string): SpecificationPair[] | null {
  const n = name.trim();
  const v = value.trim();
  if (!n || !v) return null;
  const existing = list.findIndex((s) => s.name.trim() === n);
  if (existing >= 0) return list.map((s, i) => (i === existing ? { name: n, value: v } : s));
  return [...list, { name: n, value: v }];
}

interface SpecificationsEditorProps {
  value: SpecificationPair[];
  onChange: (next: SpecificationPair[]) => void;
  error?: string | undefined;
  /** Which list this is (the Polish or the English specifications): the table's caption and the add group's name. */
  caption?: string;
}

export function SpecificationsEditor({ value, onChange, error, caption }: SpecificationsEditorProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [name, setName] = useState('');
  const [text, setText] = useState('');

  function add() {
    const next = addSpecification(value, name, text);
    if (!next) return;
    onChange(next);
    setName('');
    setText('');
    document.getElementById(`${id}-name`)?.focus();
  }

  // Enter adds the pair instead of submitting the whole product form.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className={ui.stack}>
      {value.length > 0 ? (
        <table className={ui.table}>
          <caption className="visually-hidden">{caption ?? t('form.specsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('form.specName')}</th>
              <th scope="col">{t('form.specValue')}</th>
              <ActionsHeader label={t('form.actions')} />
            </tr>
          </thead>
          <tbody>
            {value.map((spec, index) => (
              <tr key={`${spec.name}-${index}`}>
                <th scope="row">{spec.name}</th>
                <td>{spec.value}</td>
                <RemoveRowCell label={t('form.specRemove', { name: spec.name })} onRemove={() => onChange(value.filter((_, i) => i !== index))} />
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={ui.hint}>{t('form.specsEmpty')}</p>
      )}
      <div className={`${fieldRowClassName} ${styles.specAdd}`} role="group" aria-label={caption ? `${t('form.specAddLabel')} (${caption})` : t('form.specAddLabel')}>
        <div className={ui.field}>
          <label htmlFor={`${id}-name`} className={ui.label}>
            {t('form.specName')}
          </label>
          <input id={`${id}-name`} className={ui.input} value={name} onChange={(e) => setName(e.target.value)} onKeyDown={onEnter} placeholder={t('form.specNamePlaceholder')} />
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-value`} className={ui.label}>
            {t('form.specValue')}
          </label>
          <input id={`${id}-value`} className={ui.input} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onEnter} placeholder={t('form.specValuePlaceholder')} />
        </div>
        <Button variant="secondary" size="small" onClick={add} disabled={!name.trim() || !text.trim()}>
          <Plus aria-hidden="true" />
          {t('form.specAdd')}
        </Button>
      </div>
      {error ? <p className={ui.error}>{error}</p> : null}
    </div>
  );
}
