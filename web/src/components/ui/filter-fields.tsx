import { useEffect, useState, type InputHTMLAttributes } from 'react';
import field from './field.module.css';
import fieldLayout from './field-layout.module.css';

/**
 * The controls of a list's filter bar: a labelled select, date and search box, each the kit's
 * field (field.module.css). They report a value; the list keeps it (in the URL, useUrlFilters).
 */

interface FilterProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function FilterSelect({ id, label, value, onChange, options }: FilterProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <select id={id} className={`${field.input} ${field.select}`} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterDate({ id, label, value, onChange, min, max }: FilterProps & { min?: string; max?: string }) {
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <input id={id} className={field.input} type="date" value={value} min={min} max={max} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** How long the search waits after the last key before it filters (Enter filters at once). */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * A search box that follows typing once the user pauses. It keeps what is typed itself and
 * reports the trimmed text; a change of `value` from outside (Clear, Back) replaces the text.
 */
export function FilterSearch({ id, label, value, onChange, ...input }: FilterProps & Pick<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'inputMode'>) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The filter changed outside the box: show it (React's "adjust state on a prop change").
    setShown(value);
    if (value.trim() !== text.trim()) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `onChange` is recreated every render; the inputs are the values
  }, [text, value]);
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <input
        id={id}
        className={field.input}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange(text.trim());
        }}
        {...input}
      />
    </div>
  );
}

/** A yes / no filter: a checkbox inside its label, on the filter bar's baseline. */
export function FilterCheck({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={fieldLayout.inlineCheck}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
