import { parcelSizes } from '@contracts/delivery';
import { Plus, Wand2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { get, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { Button } from '@/components/ui/button';
import { ui } from '@/components/ui/classes';
import { ActionsHeader, RemoveRowCell } from '@/components/ui/row-actions';
import { fieldRowClassName } from '@/components/ui/field-row';
import { MediaImage } from '@/components/ui/media-image';
import { validationText } from '../../utils/error-text';
import type { OptionValues, ProductFormValues, VariantRowValues } from '../../utils/product-form-values';
import { applyToRows, generateVariants, keyOf, MAX_OPTIONS, OPTION_PRESETS, parseValueList, rowLabel } from './variant-matrix';
import styles from './variants-editor.module.css';

/** The matrix's columns after the row's checkbox, in order (their headers are `variants.<name>`). */
const MATRIX_COLUMNS = ['variant', 'sku', 'stock', 'lowStockThreshold', 'price', 'dealerPrice', 'weightClass', 'weightGrams', 'ean', 'photos'] as const;

interface VariantsEditorProps {
  options: OptionValues[];
  variants: VariantRowValues[];
  onOptions: (next: OptionValues[]) => void;
  onVariants: (next: VariantRowValues[]) => void;
  /** The form's errors: the schema's and the server's, under `options.…` and `variants.N.…`. */
  errors: FieldErrors<ProductFormValues>;
  /** Clears the errors under a path once the admin edits there. */
  clearErrors: (path: `options${string}` | `variants${string}`) => void;
  productNumber: string;
  /** The product's pictures (main first): what a row's own photo is chosen from. */
  pictures: string[];
}

/**
 * The options editor and the variant matrix (issue 31) of the product form: up to three options
 * with their values in Polish and English, then one row per combination (generated), each with
 * its SKU, units, low-stock threshold, price, dealer price, parcel size and weight (when they
 * differ from the product's), EAN and photos (some of the product's); units, threshold, price and
 * dealer price can be set on the selected rows at once (every row when none is selected). Every field
 * error of the schema or the server (a SKU twice, a combination twice, a missing value) stands
 * under its field in its row. A chunk of its own: only products with options load it.
 */
export default function VariantsEditor({ options, variants, onOptions, onVariants, errors, clearErrors, productNumber, pictures }: VariantsEditorProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const { t: td } = useDeliveryTranslation();
  const [bulkStock, setBulkStock] = useState('');
  const [bulkPrice, setBulkPrice] = useState('');
  const [bulkDealerPrice, setBulkDealerPrice] = useState('');
  const [bulkThreshold, setBulkThreshold] = useState('');
  // Rows picked for a bulk edit, by index; cleared whenever the rows are regenerated or removed.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const replaceRows = (next: VariantRowValues[]) => {
    setSelected(new Set());
    onVariants(next);
  };
  const toggleRow = (index: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  const bulk = (patch: Partial<VariantRowValues>) => onVariants(applyToRows(variants, selected, patch));
  const bulkLabel = (key: 'Stock' | 'LowStockThreshold' | 'Price' | 'DealerPrice') => (selected.size ? t(`variants.setSelected${key}`, { count: selected.size }) : t(`variants.setAll${key}`));
  const message = (path: string) => validationText(t, (get(errors, path) as { message?: string } | undefined)?.message);

  const setOption = (index: number, next: OptionValues) => {
    onOptions(options.map((o, i) => (i === index ? next : o)));
    clearErrors(`options.${index}`);
    clearErrors('options');
  };
  const removeOption = (index: number) => {
    const removed = options[index]!;
    onOptions(options.filter((_, i) => i !== index));
    // The rows no longer name that option's values.
    replaceRows(variants.map((row) => ({ ...row, options: Object.fromEntries(Object.entries(row.options).filter(([k]) => k !== removed.key)) })));
  };
  const setRow = (index: number, patch: Partial<VariantRowValues>) => {
    onVariants(variants.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    clearErrors(`variants.${index}`);
  };
  const combinations = options.reduce((n, o) => n * Math.max(o.values.length, 0), options.length ? 1 : 0);
  const unusedPresets = OPTION_PRESETS.filter((p) => !options.some((o) => o.key === p.key));

  return (
    <div className={`${ui.stack} ${styles.editor}`} data-testid="variants-editor">
      {message('options') ? <p className={ui.error}>{message('options')}</p> : null}
      {options.map((option, index) => (
        <OptionEditor
          key={index}
          index={index}
          option={option}
          onChange={(next) => setOption(index, next)}
          onRemove={() => removeOption(index)}
          message={(path) => message(`options.${index}${path}`)}
        />
      ))}
      {options.length < MAX_OPTIONS ? (
        <div className={styles.addOptions} role="group" aria-label={t('variants.addOption')}>
          {unusedPresets.map((preset) => (
            <Button key={preset.key} variant="secondary" size="small" onClick={() => onOptions([...options, { ...preset, values: [] }])}>
              <Plus aria-hidden="true" />
              {t('variants.addPreset', { name: preset.name })}
            </Button>
          ))}
          <Button variant="ghost" size="small" onClick={() => onOptions([...options, { key: '', name: '', nameEn: '', values: [] }])}>
            <Plus aria-hidden="true" />
            {t('variants.addCustom')}
          </Button>
        </div>
      ) : (
        <p className={ui.hint}>{t('variants.maxOptions', { count: MAX_OPTIONS })}</p>
      )}

      {options.length ? (
        <div className={styles.generate}>
          <Button variant="primary" size="small" onClick={() => replaceRows(generateVariants(options, variants, productNumber))} disabled={combinations === 0}>
            <Wand2 aria-hidden="true" />
            {t('variants.generate', { count: combinations })}
          </Button>
          <p className={ui.hint}>{t('variants.generateHint')}</p>
        </div>
      ) : null}
      {message('variants') ? <p className={ui.error}>{message('variants')}</p> : null}

      {variants.length ? (
        <>
          <div className={styles.bulk} role="group" aria-label={selected.size ? t('variants.bulkSelectedLabel', { count: selected.size }) : t('variants.bulkLabel')}>
            <BulkSet id={`${id}-bulk-stock`} label={t('variants.stock')} value={bulkStock} onValue={setBulkStock} inputMode="numeric" apply={bulkLabel('Stock')} disabled={bulkStock.trim() === ''} onApply={() => bulk({ stock: bulkStock })} />
            <BulkSet id={`${id}-bulk-threshold`} label={t('variants.lowStockThreshold')} value={bulkThreshold} onValue={setBulkThreshold} inputMode="numeric" apply={bulkLabel('LowStockThreshold')} onApply={() => bulk({ lowStockThreshold: bulkThreshold })} />
            <BulkSet id={`${id}-bulk-price`} label={t('variants.price')} value={bulkPrice} onValue={setBulkPrice} inputMode="decimal" apply={bulkLabel('Price')} onApply={() => bulk({ price: bulkPrice })} />
            <BulkSet id={`${id}-bulk-dealer`} label={t('variants.dealerPrice')} value={bulkDealerPrice} onValue={setBulkDealerPrice} inputMode="decimal" apply={bulkLabel('DealerPrice')} onApply={() => bulk({ dealerPrice: bulkDealerPrice })} />
            <p className={ui.hint}>{t('variants.bulkHint')}</p>
          </div>
          <div className={styles.scroll}>
            <table className={`${ui.table} ${styles.matrix}`} data-testid="variant-matrix">
              <caption className="visually-hidden">{t('variants.matrixCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      className={styles.pick}
                      aria-label={t('variants.selectAll')}
                      checked={selected.size === variants.length}
                      onChange={(e) => setSelected(e.target.checked ? new Set(variants.map((_, i) => i)) : new Set())}
                    />
                  </th>
                  {MATRIX_COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {t(`variants.${column}`)}
                    </th>
                  ))}
                  <ActionsHeader label={t('form.actions')} />
                </tr>
              </thead>
              <tbody>
                {variants.map((row, index) => {
                  const label = rowLabel(options, row);
                  const rowError = message(`variants.${index}.options`) ?? options.map((o) => message(`variants.${index}.options.${o.key}`)).find(Boolean);
                  const cell = (field: 'sku' | 'stock' | 'lowStockThreshold' | 'price' | 'dealerPrice' | 'weightClass' | 'weightGrams' | 'ean', input: React.ReactNode) => {
                    const error = message(`variants.${index}.${field}`);
                    return (
                      <td>
                        {input}
                        {error ? (
                          <p id={`${id}-${index}-${field}-error`} className={styles.cellError}>
                            {error}
                          </p>
                        ) : null}
                      </td>
                    );
                  };
                  const invalid = (field: string) => (message(`variants.${index}.${field}`) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${index}-${field}-error` } : {});
                  return (
                    <tr key={index} data-testid="variant-row" aria-invalid={rowError ? true : undefined} aria-selected={selected.has(index)}>
                      <td>
                        <input type="checkbox" className={styles.pick} aria-label={t('variants.selectRow', { variant: label })} checked={selected.has(index)} onChange={(e) => toggleRow(index, e.target.checked)} />
                      </td>
                      <th scope="row">
                        {label}
                        {rowError ? <p className={styles.cellError}>{rowError}</p> : null}
                      </th>
                      {cell('sku', <input className={`${ui.input} ${styles.sku}`} aria-label={t('variants.skuOf', { variant: label })} value={row.sku} onChange={(e) => setRow(index, { sku: e.target.value })} {...invalid('sku')} />)}
                      {cell('stock', <input className={`${ui.input} ${styles.number}`} type="number" inputMode="numeric" min={0} aria-label={t('variants.stockOf', { variant: label })} value={row.stock} onChange={(e) => setRow(index, { stock: e.target.value })} {...invalid('stock')} />)}
                      {cell(
                        'lowStockThreshold',
                        <input
                          className={`${ui.input} ${styles.number}`}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          step={1}
                          placeholder={t('variants.pricePlaceholder')}
                          aria-label={t('variants.lowStockThresholdOf', { variant: label })}
                          value={row.lowStockThreshold}
                          onChange={(e) => setRow(index, { lowStockThreshold: e.target.value })}
                          {...invalid('lowStockThreshold')}
                          // What an empty threshold means is said once under the table, and read with each field.
                          aria-describedby={[message(`variants.${index}.lowStockThreshold`) ? `${id}-${index}-lowStockThreshold-error` : '', `${id}-threshold-hint`].filter(Boolean).join(' ')}
                        />,
                      )}
                      {cell('price', <input className={`${ui.input} ${styles.number}`} type="number" inputMode="decimal" min={0} step={0.01} placeholder={t('variants.pricePlaceholder')} aria-label={t('variants.priceOf', { variant: label })} value={row.price} onChange={(e) => setRow(index, { price: e.target.value })} {...invalid('price')} />)}
                      {cell(
                        'dealerPrice',
                        <input className={`${ui.input} ${styles.number}`} type="number" inputMode="decimal" min={0} step={0.01} placeholder={t('variants.pricePlaceholder')} aria-label={t('variants.dealerPriceOf', { variant: label })} value={row.dealerPrice} onChange={(e) => setRow(index, { dealerPrice: e.target.value })} {...invalid('dealerPrice')} />,
                      )}
                      {cell(
                        'weightClass',
                        <select className={ui.select} aria-label={t('variants.weightClassOf', { variant: label })} value={row.weightClass} onChange={(e) => setRow(index, { weightClass: e.target.value as VariantRowValues['weightClass'] })} {...invalid('weightClass')}>
                          <option value="">{t('variants.asProduct')}</option>
                          {parcelSizes.map((size) => (
                            <option key={size} value={size}>
                              {td(`admin.product.sizes.${size}`)}
                            </option>
                          ))}
                        </select>,
                      )}
                      {cell(
                        'weightGrams',
                        <input className={`${ui.input} ${styles.number}`} type="number" inputMode="numeric" min={1} step={1} placeholder={t('variants.pricePlaceholder')} aria-label={t('variants.weightGramsOf', { variant: label })} value={row.weightGrams} onChange={(e) => setRow(index, { weightGrams: e.target.value })} {...invalid('weightGrams')} />,
                      )}
                      {cell('ean', <input className={`${ui.input} ${styles.ean}`} inputMode="numeric" aria-label={t('variants.eanOf', { variant: label })} value={row.ean} onChange={(e) => setRow(index, { ean: e.target.value })} {...invalid('ean')} />)}
                      <td>
                        <RowPhotos label={label} pictures={pictures} chosen={row.images} onChange={(images) => setRow(index, { images })} />
                      </td>
                      <RemoveRowCell label={t('variants.removeRow', { variant: label })} onRemove={() => replaceRows(variants.filter((_, i) => i !== index))} />
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className={ui.hint}>{t('variants.total', { count: variants.length, stock: variants.reduce((sum, row) => sum + (Number(row.stock) || 0), 0) })}</p>
          <p id={`${id}-threshold-hint`} className={ui.hint}>
            {t('variants.lowStockThresholdHint')}
          </p>
        </>
      ) : null}
    </div>
  );
}

/**
 * A row's own photos: some of the product's pictures, in the product's order (none: the
 * product's photos). A disclosure of checkboxes, so several can be chosen in a narrow cell.
 */
function RowPhotos({ label, pictures, chosen, onChange }: { label: string; pictures: string[]; chosen: string[]; onChange: (images: string[]) => void }) {
  const { t } = useTranslation('admin');
  // A chosen photo the product no longer has is kept until unticked, so saving never drops it silently.
  const offered = [...pictures, ...chosen.filter((c) => !pictures.includes(c))];
  const toggle = (picture: string, on: boolean) => onChange(offered.filter((p) => (p === picture ? on : chosen.includes(p))));
  return (
    <details className={styles.photos}>
      <summary aria-label={t('variants.photosOf', { variant: label, count: chosen.length })}>{chosen.length ? t('variants.photosChosen', { count: chosen.length }) : t('variants.productPhoto')}</summary>
      <fieldset className={styles.photoList}>
        <legend className="visually-hidden">{t('variants.photosOf', { variant: label, count: chosen.length })}</legend>
        {offered.length ? (
          offered.map((picture, i) => (
            <label key={picture} className={styles.photoChoice}>
              <input type="checkbox" checked={chosen.includes(picture)} onChange={(e) => toggle(picture, e.target.checked)} />
              <MediaImage imageRef={picture} alt="" sizes="40px" className={styles.photoThumb} />
              {t('variants.photoNumber', { number: i + 1 })}
            </label>
          ))
        ) : (
          <p className={ui.hint}>{t('variants.noPictures')}</p>
        )}
      </fieldset>
    </details>
  );
}

/** One option: its names in both languages, its key, and its values (added several at a time). */
function OptionEditor({ index, option, onChange, onRemove, message }: { index: number; option: OptionValues; onChange: (next: OptionValues) => void; onRemove: () => void; message: (path: string) => string | undefined }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [adding, setAdding] = useState('');
  const add = () => {
    const known = new Set(option.values.map((v) => v.key));
    const added = parseValueList(adding).filter((v) => !known.has(v.key) && known.add(v.key));
    if (!added.length) return;
    onChange({ ...option, values: [...option.values, ...added] });
    setAdding('');
  };
  const setValue = (valueIndex: number, patch: Partial<OptionValues['values'][number]>) => onChange({ ...option, values: option.values.map((v, i) => (i === valueIndex ? { ...v, ...patch } : v)) });
  const field = (name: 'name' | 'nameEn' | 'key', label: string, extra: object = {}) => {
    const error = message(`.${name}`);
    return (
      <div className={ui.field}>
        <label htmlFor={`${id}-${name}`} className={ui.label}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          className={ui.input}
          value={option[name]}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange({ ...option, [name]: e.target.value, ...(name === 'name' && !option.key ? { key: keyOf(e.target.value) } : {}) })}
          {...extra}
        />
        {error ? <p className={ui.error}>{error}</p> : null}
      </div>
    );
  };
  return (
    <fieldset className={styles.option} data-testid="option-editor">
      <legend className={styles.optionLegend}>
        {t('variants.optionNumber', { number: index + 1 })}
        {option.name ? `: ${option.name}` : ''}
      </legend>
      <div className={`${fieldRowClassName} ${styles.optionHead}`}>
        {field('name', t('variants.optionName'))}
        {field('nameEn', t('variants.optionNameEn'), { lang: 'en' })}
        {field('key', t('variants.optionKey'), { spellCheck: false, 'aria-describedby': `${id}-key-hint` })}
        <Button variant="ghost" size="small" onClick={onRemove} aria-label={t('variants.removeOption', { name: option.name || index + 1 })}>
          <X aria-hidden="true" />
          {t('variants.remove')}
        </Button>
      </div>
      <p id={`${id}-key-hint`} className={ui.hint}>
        {t('variants.optionKeyHint')}
      </p>
      {option.values.length ? (
        <div className={styles.scroll}>
          <table className={`${ui.table} ${styles.values}`}>
            <caption className="visually-hidden">{t('variants.valuesOf', { name: option.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('variants.valueLabel')}</th>
                <th scope="col">{t('variants.valueLabelEn')}</th>
                <th scope="col">{t('variants.valueKey')}</th>
                <ActionsHeader label={t('form.actions')} />
              </tr>
            </thead>
            <tbody>
              {option.values.map((value, valueIndex) => {
                const error = message(`.values.${valueIndex}.key`) ?? message(`.values.${valueIndex}.label`);
                return (
                  <tr key={valueIndex}>
                    <td>
                      <input className={ui.input} aria-label={t('variants.valueLabelOf', { number: valueIndex + 1 })} value={value.label} onChange={(e) => setValue(valueIndex, { label: e.target.value })} />
                      {error ? <p className={styles.cellError}>{error}</p> : null}
                    </td>
                    <td>
                      <input className={ui.input} lang="en" aria-label={t('variants.valueLabelEnOf', { number: valueIndex + 1 })} value={value.labelEn} onChange={(e) => setValue(valueIndex, { labelEn: e.target.value })} />
                    </td>
                    <td>
                      <input className={`${ui.input} ${styles.key}`} spellCheck={false} aria-label={t('variants.valueKeyOf', { number: valueIndex + 1 })} value={value.key} onChange={(e) => setValue(valueIndex, { key: e.target.value })} />
                    </td>
                    <RemoveRowCell label={t('variants.removeValue', { value: value.label })} onRemove={() => onChange({ ...option, values: option.values.filter((_, i) => i !== valueIndex) })} />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {message('.values') ? <p className={ui.error}>{message('.values')}</p> : null}
      <div className={fieldRowClassName}>
        <div className={ui.field}>
          <label htmlFor={`${id}-add`} className={ui.label}>
            {t('variants.addValues')}
          </label>
          <input
            id={`${id}-add`}
            className={ui.input}
            value={adding}
            placeholder={t('variants.addValuesPlaceholder')}
            aria-describedby={`${id}-add-hint`}
            onChange={(e) => setAdding(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the values instead of submitting the whole product form.
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <p id={`${id}-add-hint`} className={ui.hint}>
            {t('variants.addValuesHint')}
          </p>
        </div>
        <Button variant="secondary" size="small" onClick={add} disabled={!adding.trim()}>
          <Plus aria-hidden="true" />
          {t('variants.addValuesButton')}
        </Button>
      </div>
    </fieldset>
  );
}

interface BulkSetProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Units are whole numbers; prices have grosze (step 0.01). */
  inputMode: 'numeric' | 'decimal';
  /** The button's words: which rows the value goes to ("Set on 3 selected"). */
  apply: string;
  onApply: () => void;
  disabled?: boolean;
}

/** One number of the bulk edit: its field and the button that writes it on the rows, kept together when the row wraps. */
function BulkSet({ id, label, value, onValue, inputMode, apply, onApply, disabled }: BulkSetProps) {
  return (
    <div className={styles.bulkSet}>
      <div className={ui.field}>
        <label htmlFor={id} className={ui.label}>
          {label}
        </label>
        <input id={id} className={ui.input} type="number" inputMode={inputMode} min={0} step={inputMode === 'decimal' ? 0.01 : undefined} value={value} onChange={(e) => onValue(e.target.value)} />
      </div>
      <Button variant="secondary" size="small" disabled={disabled} onClick={onApply}>
        {apply}
      </Button>
    </div>
  );
}
