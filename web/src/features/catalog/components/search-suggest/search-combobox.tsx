import { useEffect, useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MediaImage } from '@/components/ui/media-image';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { localizedProduct } from '@/lib/product-text';
import { SUGGEST_FROM_CHARS, useSuggestions } from '../../api/get-suggestions';
import { shopHref } from '../../utils/shop-query';
import styles from './search-combobox.module.css';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

interface SearchComboboxProps {
  /** The input's id: the form's <label htmlFor> names it. */
  id: string;
  name?: string;
  placeholder: string;
  defaultValue?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Called when a suggestion is chosen (before navigating): a menu closes itself. */
  onChoose?: () => void;
}

interface Option {
  id: string;
  href: string;
  kind: 'product' | 'category';
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A search input with suggestions as you type (the WAI-ARIA combobox with a listbox popup): up to
 * five products and the categories they are in. ArrowDown/ArrowUp move through the options
 * (aria-activedescendant; focus stays in the input), Enter opens the chosen one, or submits the
 * surrounding form when none is chosen; Escape closes the list. How many suggestions there are
 * is announced politely. The input keeps its `name`, so the form reads it as before.
 */
export function SearchCombobox({ id, name = 'search', placeholder, defaultValue = '', inputRef, onChoose }: SearchComboboxProps) {
  const { t, i18n } = useTranslation('catalog');
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useDebounced(text, SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(asked);
  const data = asked.trim().length >= SUGGEST_FROM_CHARS ? suggestions.data : undefined;
  const products = data?.products ?? [];
  const categories = data?.categories ?? [];

  const options: Option[] = [
    ...products.map((p) => ({ id: `${listId}-p${p.id}`, href: paths.product(p.id), kind: 'product' as const })),
    ...categories.map((c) => ({ id: `${listId}-c-${c.category}-${c.subcategory ?? ''}`, href: shopHref({ category: c.category, subcategory: c.subcategory ?? '' }), kind: 'category' as const })),
  ];
  const answered = open && text.trim().length >= SUGGEST_FROM_CHARS && !!data;
  // An empty list is not shown (a listbox must hold options); the live region says there is nothing.
  const expanded = answered && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  // A new answer starts with nothing chosen.
  const [seen, setSeen] = useState(data);
  if (seen !== data) {
    setSeen(data);
    setActive(-1);
  }

  const choose = (option: Option) => {
    setOpen(false);
    onChoose?.();
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (!options.length) return;
      // Down from the last option wraps to the first, up from the first (or from none) to the last.
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % options.length : current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const count = options.length;
  const announcement = !answered ? '' : count ? t('search.suggestionsCount', { count }) : t('search.noSuggestions');

  return (
    <div className={styles.combobox}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="search"
        role="combobox"
        className={styles.input}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption?.id}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={t('search.suggestionsLabel')} className={styles.popup} hidden={!expanded} data-testid="search-suggestions">
        {products.length ? (
          <OptionGroup id={`${listId}-products`} title={t('search.products')}>
            {products.map((product, i) => (
              <OptionRow key={options[i]!.id} option={options[i]!} selected={active === i} onChoose={choose} onHover={() => setActive(i)}>
                <MediaImage imageRef={product.imageUrl} alt="" className={styles.thumb} sizes="48px" width={48} height={48} />
                <span className={styles.productText}>
                  <span className={styles.productName}>{localizedProduct(product, i18n.language).name}</span>
                  <span className={styles.productPrice}>{formatMoney(product.price)}</span>
                </span>
              </OptionRow>
            ))}
          </OptionGroup>
        ) : null}
        {categories.length ? (
          <OptionGroup id={`${listId}-categories`} title={t('search.categories')}>
            {categories.map((category, k) => {
              const i = products.length + k;
              const parent = t(`categories.${category.category}` as 'categories.engine');
              return (
                <OptionRow key={options[i]!.id} option={options[i]!} selected={active === i} onChoose={choose} onHover={() => setActive(i)}>
                  <span className={styles.categoryName}>
                    {category.subcategory ? t(`subcategories.${category.subcategory}` as 'subcategories.pistons') : parent}
                    <span className={styles.categoryParent}>{category.subcategory ? ` · ${parent}` : ''}</span>
                  </span>
                  <span className={styles.count}>{category.count}</span>
                </OptionRow>
              );
            })}
          </OptionGroup>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}

/** A titled group of options (the APG's grouped listbox: the title is presentation, the group labelled by it). */
function OptionGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id}>
      <div role="presentation" id={id} className={styles.groupTitle}>
        {title}
      </div>
      {children}
    </div>
  );
}

function OptionRow({ option, selected, onChoose, onHover, children }: { option: Option; selected: boolean; onChoose: (option: Option) => void; onHover: () => void; children: ReactNode }) {
  return (
    <div
      id={option.id}
      role="option"
      aria-selected={selected}
      className={styles.option}
      // The input keeps focus: a press would otherwise blur it and close the list first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(option)}
      onMouseMove={onHover}
    >
      {children}
    </div>
  );
}
