import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { valueState, type OptionSelection, type ProductOption, type WithVariants } from '@/lib/variants';
import styles from './variant-picker.module.css';
import { fieldsetClassName } from '@/components/ui/fieldset-class';

/**
 * A colour or finish value's swatch, for the value keys the shop uses; anything else shows its
 * label alone (a swatch is a hint beside the name, never the only way to tell values apart).
 */
const SWATCHES: Record<string, string> = {
  black: '#111',
  czarny: '#111',
  chrome: 'linear-gradient(135deg, #f4f4f4, #8b8b8b 45%, #e6e6e6 60%, #6d6d6d)',
  silver: '#b8b8b8',
  brown: '#6b4226',
  brazowy: '#6b4226',
  red: '#a31f1f',
  olive: '#5b5f34',
  white: '#eee',
  'matte-black': '#1d1d1d',
  'gloss-black': '#050505',
  raw: '#8a8178',
};

const COLOUR_OPTION = /^(colou?r|kolor|finish|wykonczenie|wykończenie)$/i;

interface VariantPickerProps {
  product: WithVariants;
  selection: OptionSelection;
  onChange: (optionKey: string, valueKey: string) => void;
  /** The add-to-cart was refused because this option is still open: its group says so. */
  missingOption: string | null;
  /** The first group's first input, for moving focus there after such a refusal. */
  firstInputRef?: Ref<HTMLInputElement>;
}

/**
 * The product page's option pickers (issue 31): one radio group per option, so a keyboard moves
 * with the arrow keys inside a group and a screen reader announces "Rozmiar, 43, 3 of 8". Each
 * value is a native radio drawn as a button (sizes) or a labelled swatch (colours, finishes). A
 * size that is sold out stays visible, crossed out and disabled, with its state in words; a
 * combination the workshop does not sell is disabled too.
 */
export function VariantPicker({ product, selection, onChange, missingOption, firstInputRef }: VariantPickerProps) {
  const { t, i18n } = useTranslation('catalog');
  const id = useId();
  const en = i18n.language === 'en';
  const options = product.options ?? [];
  return (
    <div className={styles.pickers} data-testid="variant-picker">
      {options.map((option: ProductOption, optionIndex) => {
        const name = en ? option.nameEn || option.name : option.name;
        const chosen = option.values.find((v) => v.key === selection[option.key]);
        const colour = COLOUR_OPTION.test(option.key) || COLOUR_OPTION.test(option.name);
        const errorId = `${id}-${option.key}-error`;
        const missing = missingOption === option.key;
        return (
          <fieldset key={option.key} className={fieldsetClassName} aria-describedby={missing ? errorId : undefined} aria-invalid={missing || undefined}>
            <legend className={styles.legend}>
              {name}
              {chosen ? <span className={styles.chosen}>: {en ? chosen.labelEn || chosen.label : chosen.label}</span> : null}
            </legend>
            <div className={styles.values}>
              {option.values.map((value, valueIndex) => {
                const state = valueState(product, selection, option.key, value.key);
                const label = en ? value.labelEn || value.label : value.label;
                const swatch = colour ? SWATCHES[value.key] : undefined;
                return (
                  <label key={value.key} className={[styles.value, colour && styles.swatchValue, state !== 'available' && styles[state]].filter(Boolean).join(' ')} data-state={state}>
                    <input
                      ref={optionIndex === 0 && valueIndex === 0 ? firstInputRef : undefined}
                      type="radio"
                      className={styles.input}
                      name={`${id}-${option.key}`}
                      value={value.key}
                      checked={selection[option.key] === value.key}
                      disabled={state !== 'available'}
                      onChange={() => onChange(option.key, value.key)}
                    />
                    {swatch ? <span className={styles.swatch} style={{ background: swatch }} aria-hidden="true" /> : null}
                    <span className={styles.text}>{label}</span>
                    {state !== 'available' ? <span className="visually-hidden"> ({t(state === 'soldOut' ? 'variants.soldOut' : 'variants.unavailable')})</span> : null}
                  </label>
                );
              })}
            </div>
            {missing ? (
              <p id={errorId} className={styles.error} role="alert">
                {t('variants.choose', { option: name.toLocaleLowerCase(i18n.language) })}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
