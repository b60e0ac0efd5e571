import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, languages, setLanguage, type Language } from '@/lib/i18n';
import styles from './header.module.css';

/**
 * PL / EN as a labelled button group. Switching changes only the texts: the URL, and with it the
 * route and its query string, stay as they are.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  // useTranslation re-renders this on every language change, so `active` is always current.
  const { t } = useTranslation('layout');
  const labelId = useId();
  const active = currentLanguage();

  const choose = (lng: Language) => {
    if (lng !== active) void setLanguage(lng);
  };

  return (
    <div className={[styles.language, className].filter(Boolean).join(' ')} role="group" aria-labelledby={labelId}>
      <span id={labelId} className="visually-hidden">
        {t('language.label')}
      </span>
      {languages.map((lng) => (
        <button key={lng} type="button" className={styles.languageButton} aria-pressed={lng === active} lang={lng} onClick={() => choose(lng)}>
          {/* The visible code stays in the accessible name ("PL Polski"), so voice control finds it. */}
          {lng.toUpperCase()}
          <span className="visually-hidden"> {t(`language.${lng}`)}</span>
        </button>
      ))}
    </div>
  );
}
