import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { searchBox } from '@/components/ui/search-box';
import { shopHref } from '../../utils/shop-query';
import { SearchCombobox } from './search-combobox';
import styles from './header-search.module.css';

interface HeaderSearchPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The header's search bar, under the header: the search field takes focus when it opens; Enter
 * searches the shop, a suggestion opens its product or category; Escape (with the suggestions
 * closed) or the close button shuts it and gives focus back to the header's button.
 */
export function HeaderSearchPanel({ id, open, onClose }: HeaderSearchPanelProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // A press anywhere else (the header's button aside: it toggles) closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!root.current?.contains(target) && !target?.closest?.(`[aria-controls="${id}"]`)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, id, onClose]);

  const close = () => {
    onClose();
    document.querySelector<HTMLButtonElement>(`[aria-controls="${id}"]`)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new FormData(event.currentTarget).get('search');
    const text = typeof search === 'string' ? search.trim() : '';
    onClose();
    void navigate(text ? shopHref({ search: text }) : paths.shop);
  };

  // Below the sticky header, in the page's flow of layers: a portal keeps it out of the header's flex row.
  return createPortal(
    <div
      ref={root}
      id={id}
      className={styles.bar}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <form role="search" action={paths.shop} className={`container ${styles.form}`} onSubmit={submit} aria-label={t('search.label')}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <div className={`${searchBox.field} ${styles.field}`}>
          <Search aria-hidden="true" />
          <SearchCombobox id={inputId} inputRef={input} placeholder={t('shop.searchPlaceholder')} onChoose={onClose} />
        </div>
        <button type="submit" className={`${searchBox.submit} ${styles.submit}`}>
          {t('shop.searchSubmit')}
        </button>
        <button type="button" className={styles.close} aria-label={t('search.close')} onClick={close}>
          <X aria-hidden="true" />
        </button>
      </form>
    </div>,
    document.body,
  );
}
