import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './shop-menu.module.css';
import { dropPanelClassName } from '@/components/ui/drop-panel';

/** Spec §9: hover delays. */
export const OPEN_DELAY_MS = 50;
export const CLOSE_DELAY_MS = 300;

// The panel (categories, featured products, search) is its own chunk, fetched when the pointer
// or focus first comes near the Shop link, so it costs the first load nothing.
const loadPanel = () => import('./shop-menu-panel');
const ShopMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.ShopMenuPanel })));

interface ShopMenuProps {
  /** The header's nav link style, so Shop looks like its neighbours. */
  linkClassName: string;
  label: string;
}

/**
 * The header's Shop item with its mega-menu (desktop only; the header hides the nav on phones).
 * A link/button pair: the link goes to /shop; the button is a disclosure for the panel (Enter,
 * Space or ArrowDown opens it, ArrowDown moves into it). Hovering the item opens it after 50 ms
 * and leaving closes it after 300 ms; the panel is inside the item, so moving onto it keeps it
 * open. Escape closes and returns focus to the button; Tab walks through the panel in order,
 * and leaving it with Tab or a click elsewhere closes it.
 */
export function ShopMenu({ linkClassName, label }: ShopMenuProps) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  const schedule = useCallback((action: () => void, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, delay);
  }, []);

  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpen(false);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A followed link (or back/forward) closes the menu: state adjusted while rendering the new location.
  const locationKey = `${location.pathname}${location.search}`;
  const [seenLocation, setSeenLocation] = useState(locationKey);
  if (seenLocation !== locationKey) {
    setSeenLocation(locationKey);
    setOpen(false);
  }

  // A click or tap anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, hide]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      hide();
      button.current?.focus();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show();
      setFocusRequest((n) => n + 1);
    }
  };

  return (
    <div
      ref={root}
      className={styles.item}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        void loadPanel();
        schedule(show, OPEN_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        schedule(hide, CLOSE_DELAY_MS);
      }}
      onFocus={() => void loadPanel()}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={onKeyDown}
    >
      <NavLink to={paths.shop} className={linkClassName}>
        {label}
      </NavLink>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('menu.open')}
        onClick={() => (open ? hide() : show())}
        onKeyDown={onButtonKeyDown}
      >
        <ChevronDown aria-hidden="true" />
      </button>
      <div id={panelId} className={`${dropPanelClassName} ${styles.panel}`} hidden={!open} data-testid="shop-mega-menu">
        {mounted ? (
          <Suspense fallback={<div className={styles.panelLoading} />}>
            <ShopMenuPanel open={open} focusRequest={focusRequest} onNavigate={hide} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
