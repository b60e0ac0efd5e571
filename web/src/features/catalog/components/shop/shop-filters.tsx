import { Bike, RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryTree, DEFAULT_PRICE_RANGE, type CategoryKey } from '@contracts/catalog';
import { useCurrentYear } from '@/hooks/use-current-year';
import { useGarageSlot } from '@/components/garage-slot';
import type { CategoriesResponse, FilterOptionsResponse, VariantValueCount } from '@contracts/product';
import { text } from '@/components/ui/text';
import { flagKeys, variantFilterKeys, type ListFilterKey, type ShopFilters, type TextFilterKey, type VariantFilterKey } from '../../utils/shop-query';
import styles from './shop.module.css';
import { fieldsetClassName } from '@/components/ui/fieldset-class';
import { clusterClassName } from '@/components/ui/layout-classes';

interface ShopFiltersPanelProps {
  filters: ShopFilters;
  onChange: (patch: Partial<ShopFilters>) => void;
  onReset: () => void;
  options: FilterOptionsResponse | undefined;
  optionsFailed: boolean;
  categories: CategoriesResponse | undefined;
  activeCount: number;
  /** How many products the other filters keep that fit the current bike (undefined: not known yet, or no bike). */
  vehicleCount?: number | undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={`${fieldsetClassName} ${styles.filterSection}`}>
      <legend className={`${text.caps} ${styles.filterLegend}`}>{title}</legend>
      {children}
    </fieldset>
  );
}

function countOf(categories: CategoriesResponse | undefined, key: string, sub?: string): number | undefined {
  const category = categories?.categories.find((c) => c.key === key);
  if (!category) return undefined;
  return sub ? category.subcategories.find((s) => s.key === sub)?.count : category.count;
}

/** Brand and engine type: several values may be ticked (a comma list in the URL). */
function CheckList({ name, values, selected, onChange }: { name: ListFilterKey; values: readonly string[]; selected: string[]; onChange: (next: string[]) => void }) {
  // Values in the URL but no longer offered stay visible, so they can be unticked.
  const all = [...new Set([...values, ...selected])];
  return (
    <ul role="list" className={styles.checkList}>
      {all.map((value) => (
        <li key={value}>
          <label className={styles.check}>
            <input
              type="checkbox"
              name={name}
              value={value}
              checked={selected.includes(value)}
              onChange={(event) => onChange(event.target.checked ? [...selected, value] : selected.filter((v) => v !== value))}
            />
            <span>{value}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * Sizes and colours (issue 31): each value the shop's products have in stock, in the visitor's
 * language, with how many products have it; several may be ticked. Sizes are compact toggles
 * (real checkboxes, so the keyboard and screen readers know them), colours a list.
 */
function VariantValues({ name, values, selected, onChange }: { name: VariantFilterKey; values: readonly VariantValueCount[]; selected: string[]; onChange: (next: string[]) => void }) {
  const { i18n } = useTranslation('catalog');
  const english = i18n.language.startsWith('en');
  // A value in the URL that no product has in stock any more stays, so it can be unticked.
  const all = [...values, ...selected.filter((key) => !values.some((v) => v.key === key)).map((key) => ({ key, label: key, labelEn: key, count: 0 }))];
  return (
    <ul role="list" className={name === 'size' ? styles.sizeList : styles.checkList}>
      {all.map((value) => (
        <li key={value.key}>
          <label className={name === 'size' ? styles.sizeToggle : styles.check}>
            <input
              type="checkbox"
              name={name}
              value={value.key}
              checked={selected.includes(value.key)}
              onChange={(event) => onChange(event.target.checked ? [...selected, value.key] : selected.filter((v) => v !== value.key))}
            />
            <span>{english ? value.labelEn : value.label}</span>
            <span className={styles.count}>{value.count}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

function Select({ name, label, values, value, onChange }: { name: TextFilterKey; label: string; values: readonly string[]; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const all = value && !values.includes(value) ? [value, ...values] : values;
  if (all.length === 0) return null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select id={id} name={name} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('shop.filters.any')}</option>
        {all.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );
}

function numberOrNull(value: FormDataEntryValue | null, integer = false): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.replace(',', '.'));
  if (!Number.isFinite(n) || n < 0) return null;
  return integer ? Math.trunc(n) : n;
}

/** A pair of number inputs applied together (price, years): Enter or the button applies them. */
function RangeForm({
  legend,
  names,
  labels,
  values,
  placeholders,
  step,
  max,
  onApply,
}: {
  legend: string;
  names: [string, string];
  labels: [string, string];
  values: [number | null, number | null];
  placeholders: [string, string];
  step: string;
  max?: number;
  onApply: (from: number | null, to: number | null) => void;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(numberOrNull(data.get(names[0]), step === '1'), numberOrNull(data.get(names[1]), step === '1'));
  };
  return (
    // key: the inputs start again from the URL whenever it changes (back button, reset).
    <form key={`${values[0]}-${values[1]}`} className={styles.rangeForm} onSubmit={submit} aria-label={legend}>
      <div className={styles.rangeInputs}>
        {[0, 1].map((i) => (
          <div key={i} className={styles.field}>
            <label htmlFor={`${id}-${i}`} className={styles.fieldLabel}>
              {labels[i]}
            </label>
            <input
              id={`${id}-${i}`}
              name={names[i]}
              className={styles.input}
              type="number"
              inputMode={step === '1' ? 'numeric' : 'decimal'}
              min={step === '1' ? 1900 : 0}
              max={max}
              step={step}
              placeholder={placeholders[i]}
              defaultValue={values[i] ?? ''}
            />
          </div>
        ))}
      </div>
      <button type="submit" className={`${text.caps} ${styles.applyButton}`}>
        {t('shop.filters.apply')}
      </button>
    </form>
  );
}

/**
 * "Pasuje do mojego motocykla": the current bike of the garage (components/garage-slot.tsx) as a
 * filter, with how many products fit it; without a bike, a button that opens the garage.
 */
function VehicleFilter({ vehicle, count, onChange }: { vehicle: string; count: number | undefined; onChange: (vehicle: string) => void }) {
  const { t } = useTranslation('catalog');
  const { current, openPicker, preloadPicker } = useGarageSlot();
  const pick = () => openPicker({ onChosen: (bike) => onChange(bike.id) });
  // Another bike chosen while the filter follows the previous one: the filter follows the new one.
  const previous = useRef(current?.id);
  useEffect(() => {
    if (current && previous.current && previous.current !== current.id && vehicle === previous.current) onChange(current.id);
    previous.current = current?.id;
  }, [current, vehicle, onChange]);

  const label = vehicle && vehicle !== current?.id ? t('shop.filters.fitsVehicle', { bike: vehicle.toUpperCase() }) : t('shop.filters.fitsMyBike');
  return (
    <Section title={t('shop.filters.myBike')}>
      {current || vehicle ? (
        <>
          <label className={styles.check}>
            <input type="checkbox" name="vehicle" checked={Boolean(vehicle)} onChange={(event) => onChange(event.target.checked && current ? current.id : '')} disabled={!vehicle && !current} />
            <span>{label}</span>
            {count !== undefined ? <span className={styles.count}>{count}</span> : null}
          </label>
          {current ? (
            <p className={styles.bikeLine}>
              <Bike aria-hidden="true" />
              <span>{current.label}</span>
            </p>
          ) : null}
          <button type="button" className={`${text.linkButton} ${styles.linkButton}`} aria-haspopup="dialog" onPointerEnter={preloadPicker} onFocus={preloadPicker} onClick={pick}>
            {current ? t('shop.filters.changeBike') : t('shop.filters.chooseBike')}
          </button>
        </>
      ) : (
        <>
          <p className={styles.filterHint}>{t('shop.filters.noBikeHint')}</p>
          <button type="button" className={`${text.caps} ${styles.applyButton}`} aria-haspopup="dialog" onPointerEnter={preloadPicker} onFocus={preloadPicker} onClick={pick}>
            <Bike aria-hidden="true" />
            {t('shop.filters.chooseBike')}
          </button>
        </>
      )}
    </Section>
  );
}

/** The filter sidebar (desktop) and the collapsible panel (phone) share this content. */
export function ShopFiltersPanel({ filters, onChange, onReset, options, optionsFailed, categories, activeCount, vehicleCount }: ShopFiltersPanelProps) {
  const { t } = useTranslation('catalog');
  const year = useCurrentYear();
  const activeCategory = (Object.keys(categoryTree) as CategoryKey[]).includes(filters.category as CategoryKey) ? (filters.category as CategoryKey) : null;
  const radioName = useId();

  return (
    <div className={styles.filters}>
      <div className={`${clusterClassName.spread} ${styles.filtersHead}`}>
        <h2 className={styles.filtersTitle}>{t('shop.filters.title')}</h2>
        <button type="button" className={styles.resetLink} onClick={onReset} disabled={activeCount === 0 && filters.sortBy === 'newest'}>
          <RotateCcw aria-hidden="true" />
          {t('shop.reset')}
        </button>
      </div>

      {optionsFailed ? (
        <p className={styles.filtersWarning} role="status">
          <TriangleAlert aria-hidden="true" />
          {t('shop.filters.optionsError')}
        </p>
      ) : null}

      <VehicleFilter vehicle={filters.vehicle} count={vehicleCount} onChange={(vehicle) => onChange({ vehicle })} />

      <Section title={t('shop.filters.category')}>
        <ul role="list" className={styles.radioList}>
          <li>
            <label className={styles.radio}>
              <input type="radio" name={`${radioName}-category`} checked={!filters.category} onChange={() => onChange({ category: '', subcategory: '' })} />
              <span>{t('shop.filters.allCategories')}</span>
            </label>
          </li>
          {(Object.keys(categoryTree) as CategoryKey[]).map((key) => {
            const count = countOf(categories, key);
            return (
              <li key={key}>
                <label className={styles.radio}>
                  <input type="radio" name={`${radioName}-category`} value={key} checked={filters.category === key} onChange={() => onChange({ category: key })} />
                  <span>{t(`categories.${key}`)}</span>
                  {count !== undefined ? <span className={styles.count}>{count}</span> : null}
                </label>
                {activeCategory === key ? (
                  <ul role="list" className={styles.subList} aria-label={t('shop.filters.subcategory')}>
                    <li>
                      <label className={styles.radio}>
                        <input type="radio" name={`${radioName}-sub`} checked={!filters.subcategory} onChange={() => onChange({ subcategory: '' })} />
                        <span>{t('shop.filters.allSubcategories')}</span>
                      </label>
                    </li>
                    {categoryTree[key].map((sub) => {
                      const subCount = countOf(categories, key, sub);
                      return (
                        <li key={sub}>
                          <label className={styles.radio}>
                            <input type="radio" name={`${radioName}-sub`} value={sub} checked={filters.subcategory === sub} onChange={() => onChange({ subcategory: sub })} />
                            <span>{t(`subcategories.${sub}`)}</span>
                            {subCount !== undefined ? <span className={styles.count}>{subCount}</span> : null}
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={t('shop.filters.offers')}>
        <ul role="list" className={styles.checkList}>
          {flagKeys.map((flag) => (
            <li key={flag}>
              <label className={styles.check}>
                <input type="checkbox" name={flag} checked={filters[flag]} onChange={(event) => onChange({ [flag]: event.target.checked })} />
                <span>{t(`shop.filters.${flag}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('shop.filters.price')}>
        <RangeForm
          legend={t('shop.filters.price')}
          names={['minPrice', 'maxPrice']}
          labels={[t('shop.filters.priceMin'), t('shop.filters.priceMax')]}
          values={[filters.minPrice, filters.maxPrice]}
          placeholders={[String(DEFAULT_PRICE_RANGE.min), String(DEFAULT_PRICE_RANGE.max)]}
          step="0.01"
          onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
      </Section>

      {variantFilterKeys.map((key) => {
        // An answer cached from before variants existed has no values: the section waits for a fresh one.
        const values = options?.variantValues?.[key] ?? [];
        return values.length > 0 || filters[key].length > 0 ? (
          <Section key={key} title={t(`shop.filters.${key}`)}>
            <VariantValues name={key} values={values} selected={filters[key]} onChange={(next) => onChange({ [key]: next })} />
          </Section>
        ) : null;
      })}

      {options && (options.brands.length > 0 || filters.brand.length > 0) ? (
        <Section title={t('shop.filters.brand')}>
          <CheckList name="brand" values={options.brands} selected={filters.brand} onChange={(brand) => onChange({ brand })} />
        </Section>
      ) : null}

      {options && (options.engineTypes.length > 0 || filters.engineType.length > 0) ? (
        <Section title={t('shop.filters.engineType')}>
          <CheckList name="engineType" values={options.engineTypes} selected={filters.engineType} onChange={(engineType) => onChange({ engineType })} />
        </Section>
      ) : null}

      <Section title={t('shop.filters.details')}>
        <div className={styles.fields}>
          <Select name="compatibleModel" label={t('shop.filters.compatibleModel')} values={options?.compatibleModels ?? []} value={filters.compatibleModel} onChange={(compatibleModel) => onChange({ compatibleModel })} />
          <Select name="engineCapacity" label={t('shop.filters.engineCapacity')} values={options?.engineCapacities ?? []} value={filters.engineCapacity} onChange={(engineCapacity) => onChange({ engineCapacity })} />
          <Select name="productType" label={t('shop.filters.productType')} values={options?.productTypes ?? []} value={filters.productType} onChange={(productType) => onChange({ productType })} />
          <Select name="material" label={t('shop.filters.material')} values={options?.materials ?? []} value={filters.material} onChange={(material) => onChange({ material })} />
          <Select name="creationMethod" label={t('shop.filters.creationMethod')} values={options?.creationMethods ?? []} value={filters.creationMethod} onChange={(creationMethod) => onChange({ creationMethod })} />
          <Select name="tireType" label={t('shop.filters.tireType')} values={options?.tireTypes ?? []} value={filters.tireType} onChange={(tireType) => onChange({ tireType })} />
        </div>
        <p className={styles.subLegend}>{t('shop.filters.years')}</p>
        <RangeForm
          legend={t('shop.filters.years')}
          names={['yearFrom', 'yearTo']}
          labels={[t('shop.filters.yearFrom'), t('shop.filters.yearTo')]}
          values={[filters.yearFrom, filters.yearTo]}
          placeholders={['1984', String(year)]}
          step="1"
          max={2100}
          onApply={(yearFrom, yearTo) => onChange({ yearFrom, yearTo })}
        />
      </Section>
    </div>
  );
}
