import { Crosshair, Loader2, MapPin, Search, Map as MapIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { DeliveryPoint } from '@contracts/delivery';
import { Button } from '@/components/ui/button';
import { fieldControl } from '@/components/ui/field';
import { spinningIcon } from '@/components/ui/spinner';
import { distanceText } from '@/components/delivery/labels';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { isApiError } from '@/lib/api-client';
import { getDeliveryPointsQueryOptions, useDeliveryPoints } from '../api/get-delivery-points';
import type { RememberedPoint } from '../utils/delivery-choice';
import { geowidgetToken, InpostGeowidget } from './inpost-geowidget';
import { PointsMap } from './points-map';
import styles from './locker-picker.module.css';
import { fieldsetClassName } from '@/components/ui/fieldset-class';

/**
 * The parcel locker picker: search by city, postal code or "city, street", or by the buyer's
 * position (distances then show); the results as a list of radio buttons (the keyboard way),
 * beside a schematic map to click; InPost's own map too where its token is configured. The
 * chosen locker stays on top, with a way to change it.
 */
export function LockerPicker({
  value,
  onChange,
  error,
  suggestedQuery,
}: {
  value: RememberedPoint | null;
  onChange: (point: DeliveryPoint) => void;
  error?: string | undefined;
  /** Where to look first (the buyer's last locker's postal code). */
  suggestedQuery?: string | undefined;
}) {
  const { t, i18n } = useDeliveryTranslation();
  const id = useId();
  const [text, setText] = useState(suggestedQuery ?? '');
  const [search, setSearch] = useState<{ query?: string; near?: string }>(value ? {} : suggestedQuery ? { query: suggestedQuery } : {});
  const [origin, setOrigin] = useState<{ lat: number; lng: number } | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const [textError, setTextError] = useState<string | null>(null);
  const [showMap, setShowMap] = useState(false);
  const [geowidgetOpen, setGeowidgetOpen] = useState(false);
  const [open, setOpen] = useState(!value);
  const points = useDeliveryPoints(search);
  const dialog = useRef<HTMLDialogElement>(null);
  const hasGeowidget = !!geowidgetToken();
  const queryClient = useQueryClient();

  /** A locker picked on InPost's map arrives as a code: the shop looks it up, then chooses it. */
  const pickByCode = async (code: string) => {
    setGeowidgetOpen(false);
    setOpen(true);
    setText(code);
    setSearch({ query: code });
    const found = await queryClient.fetchQuery(getDeliveryPointsQueryOptions({ query: code })).catch(() => null);
    const point = found?.items.find((p) => p.code === code);
    if (point) onChange(point);
  };

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (geowidgetOpen && !d.open) d.showModal();
    if (!geowidgetOpen && d.open) d.close();
  }, [geowidgetOpen]);

  // Not a <form>: the picker sits inside the checkout form, and forms cannot nest.
  const runSearch = () => {
    const query = text.trim();
    if (query.length < 2) {
      setTextError(t('picker.queryShort'));
      return;
    }
    setTextError(null);
    setSearch({ query, ...(origin ? { near: `${origin.lat},${origin.lng}` } : {}) });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocateFailed(true);
      return;
    }
    setLocating(true);
    setLocateFailed(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { lat: Number(position.coords.latitude.toFixed(5)), lng: Number(position.coords.longitude.toFixed(5)) };
        setOrigin(here);
        setLocating(false);
        setSearch({ near: `${here.lat},${here.lng}` });
      },
      () => {
        setLocating(false);
        setLocateFailed(true);
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const items = points.data?.items ?? [];
  const searched = search.query ?? (search.near ? '' : null);
  const status = points.isFetching
    ? t('picker.searching')
    : points.isError
      ? null
      : searched !== null && points.data
        ? items.length
          ? t('picker.found', { count: items.length })
          : t('picker.noResults', { query: searched })
        : null;

  return (
    <div className={styles.picker}>
      {value ? (
        <div className={styles.chosen} aria-live="polite">
          <MapPin aria-hidden="true" className={styles.chosenIcon} />
          <div>
            <p className={styles.chosenLabel}>{t('picker.selected')}</p>
            <p className={styles.chosenName}>{value.name}</p>
            <p className={styles.muted}>
              {value.address.street}, {value.address.postalCode} {value.address.city}
            </p>
            {value.description ? <p className={styles.muted}>{value.description}</p> : null}
          </div>
          {!open ? (
            <Button variant="secondary" size="small" onClick={() => setOpen(true)} aria-expanded={false} aria-controls={`${id}-search`}>
              {t('picker.change')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}

      {open ? (
        <div id={`${id}-search`} className={styles.searchArea}>
          <div className={styles.search} role="search">
            <label htmlFor={`${id}-query`} className={fieldControl.label}>
              {t('picker.searchLabel')}
            </label>
            <div className={styles.searchRow}>
              <input
                id={`${id}-query`}
                className={`${fieldControl.input} ${styles.input}`}
                type="search"
                value={text}
                placeholder={t('picker.searchPlaceholder')}
                autoComplete="postal-code"
                aria-describedby={`${id}-query-hint`}
                aria-invalid={textError ? true : undefined}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    runSearch();
                  }
                }}
              />
              <Button variant="secondary" className={styles.searchButton} onClick={runSearch}>
                <Search aria-hidden="true" />
                {t('picker.search')}
              </Button>
            </div>
            <p id={`${id}-query-hint`} className={textError ? styles.error : styles.muted}>
              {textError ?? t('picker.searchHint')}
            </p>
          </div>
          <div className={styles.tools}>
            <Button variant="ghost" size="small" onClick={locate} disabled={locating} aria-busy={locating || undefined}>
              {locating ? <Loader2 aria-hidden="true" className={spinningIcon} /> : <Crosshair aria-hidden="true" />}
              {locating ? t('picker.locating') : t('picker.locate')}
            </Button>
            {hasGeowidget ? (
              <Button variant="ghost" size="small" onClick={() => setGeowidgetOpen(true)}>
                <MapIcon aria-hidden="true" />
                {t('picker.geowidget')}
              </Button>
            ) : null}
            {items.length ? (
              <Button variant="ghost" size="small" className={styles.mapToggle} onClick={() => setShowMap((s) => !s)} aria-expanded={showMap}>
                <MapIcon aria-hidden="true" />
                {showMap ? t('picker.hideMap') : t('picker.showMap')}
              </Button>
            ) : null}
          </div>
          {locateFailed ? <p className={styles.error}>{t('picker.locateFailed')}</p> : null}

          <p className={styles.status} role="status">
            {status}
          </p>
          {points.isError ? (
            <p className={styles.error} role="alert">
              {isApiError(points.error) && points.error.status === 400 ? t('picker.queryShort') : t('picker.error')}
            </p>
          ) : null}

          {items.length ? (
            <div className={styles.results} data-map={showMap || undefined}>
              <fieldset className={`${fieldsetClassName} ${styles.list}`}>
                <legend className="visually-hidden">{t('picker.results')}</legend>
                <ul role="list">
                  {items.map((point) => {
                    const inputId = `${id}-point-${point.code}`;
                    return (
                      <li key={point.code}>
                        <label htmlFor={inputId} className={styles.point} data-checked={value?.code === point.code || undefined}>
                          <input id={inputId} type="radio" name={`${id}-point`} value={point.code} checked={value?.code === point.code} onChange={() => onChange(point)} />
                          <span className={styles.pointText}>
                            <span className={styles.pointName}>
                              {point.name}
                              {point.open247 ? <span className={styles.badge}>{t('picker.open247')}</span> : null}
                            </span>
                            <span>
                              {point.address.street}, {point.address.postalCode} {point.address.city}
                            </span>
                            {point.description ? <span className={styles.muted}>{point.description}</span> : null}
                            {!point.open247 && point.openingHours ? <span className={styles.muted}>{t('picker.hours', { hours: point.openingHours })}</span> : null}
                          </span>
                          {point.distance !== null ? (
                            <span className={styles.distance}>
                              {search.near && !search.query
                                ? t('picker.fromYou', { distance: distanceText(t, point.distance, i18n.language) })
                                : t('picker.fromPlace', { distance: distanceText(t, point.distance, i18n.language), place: search.query ?? '' })}
                            </span>
                          ) : null}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
              <figure className={styles.mapWrap}>
                <PointsMap points={items} selected={value?.code ?? null} origin={origin} onSelect={onChange} />
                <figcaption className={styles.muted}>{t('picker.mapHint')}</figcaption>
              </figure>
            </div>
          ) : null}
        </div>
      ) : null}

      {hasGeowidget ? (
        <dialog ref={dialog} className={styles.dialog} aria-label={t('picker.geowidgetTitle')} onClose={() => setGeowidgetOpen(false)}>
          <div className={styles.dialogHead}>
            <h3>{t('picker.geowidgetTitle')}</h3>
            <Button variant="secondary" size="small" onClick={() => setGeowidgetOpen(false)}>
              {t('picker.geowidgetClose')}
            </Button>
          </div>
          {geowidgetOpen ? (
            <InpostGeowidget onPick={(code) => void pickByCode(code)} />
          ) : null}
        </dialog>
      ) : null}
    </div>
  );
}
