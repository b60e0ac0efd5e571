import { createElement, useEffect, useRef, useState } from 'react';
import { useDeliveryTranslation } from '@/components/delivery/texts';
import { getRuntimeConfig } from '@/lib/runtime-config';
import styles from './locker-picker.module.css';

/**
 * InPost's own map (Geowidget v5), where the stage has its token (runtime config
 * `inpostGeowidgetToken`): `<inpost-geowidget token language config onpoint>` from InPost's
 * script, which fires the event named in `onpoint` with the chosen point as `detail`. Loaded
 * only when the buyer opens it; the shop's own search works without it.
 */
const SOURCES = {
  production: 'https://geowidget.inpost.pl',
  sandbox: 'https://sandbox-easy-geowidget-sdk.easypack24.net',
} as const;
const POINT_EVENT = 'cwInpostPointSelected';

let loading: Promise<void> | undefined;
function loadGeowidget(base: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = `${base}/inpost-geowidget.css`;
    document.head.append(css);
    const script = document.createElement('script');
    script.src = `${base}/inpost-geowidget.js`;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error('InPost Geowidget could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

export function geowidgetToken(): string | undefined {
  try {
    return getRuntimeConfig().inpostGeowidgetToken || undefined;
  } catch {
    return undefined;
  }
}

export function InpostGeowidget({ onPick }: { onPick: (code: string) => void }) {
  const { t, i18n } = useDeliveryTranslation();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const config = getRuntimeConfig();
  const base = SOURCES[config.inpostEnvironment ?? 'production'];

  useEffect(() => {
    let alive = true;
    loadGeowidget(base).then(
      () => alive && setState('ready'),
      () => alive && setState('failed'),
    );
    const listener = (event: Event) => {
      const name = (event as CustomEvent<{ name?: string }>).detail?.name;
      if (name) pick.current(name);
    };
    document.addEventListener(POINT_EVENT, listener);
    return () => {
      alive = false;
      document.removeEventListener(POINT_EVENT, listener);
    };
  }, [base]);

  if (state === 'failed') return <p className={styles.error}>{t('picker.geowidgetError')}</p>;
  if (state === 'loading') return <p className={styles.muted}>{t('picker.geowidgetLoading')}</p>;
  return (
    <div className={styles.geowidget}>
      {createElement('inpost-geowidget', { token: config.inpostGeowidgetToken, language: i18n.language === 'en' ? 'en' : 'pl', config: 'parcelCollect', onpoint: POINT_EVENT })}
    </div>
  );
}
