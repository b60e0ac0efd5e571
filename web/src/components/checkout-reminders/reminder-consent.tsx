import { REMINDER_CONSENT_TEXTS, REMINDER_CONSENT_VERSION } from '@contracts/checkout-reminders';
import { useId } from 'react';
import { useCheckoutRemindersTranslation } from './texts';
import styles from './reminder-consent.module.css';

export interface ReminderChoice {
  consent: boolean;
  /** A guest's address for the reminder (a signed-in buyer's is their account's). */
  email: string;
}

/**
 * The unticked box "remind me if I don't finish" on /checkout (issue 33). Its words are the
 * consent version's from contracts/checkout-reminders.ts, the very text the server records with
 * the checkout; a guest types the address the one reminder goes to. A lazily loaded chunk of its
 * own, so the checkout's first load does not grow.
 */
export default function ReminderConsent({ value, onChange, guest, error }: { value: ReminderChoice; onChange: (next: ReminderChoice) => void; guest: boolean; error?: boolean }) {
  const { t, i18n } = useCheckoutRemindersTranslation();
  const id = useId();
  const words = REMINDER_CONSENT_TEXTS[REMINDER_CONSENT_VERSION]![i18n.language === 'en' ? 'en' : 'pl'];
  return (
    <div className={styles.box} data-testid="reminder-consent">
      <label className={styles.check}>
        <input type="checkbox" checked={value.consent} onChange={(e) => onChange({ ...value, consent: e.target.checked })} />
        <span>{words}</span>
      </label>
      {value.consent && guest ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>{t('consent.email')}</label>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            autoComplete="email"
            value={value.email}
            maxLength={254}
            aria-invalid={error || undefined}
            aria-describedby={`${id}-email-${error ? 'error' : 'hint'}`}
            onChange={(e) => onChange({ ...value, email: e.target.value })}
          />
          {error ? (
            <p id={`${id}-email-error`} className={styles.error}>
              {t('consent.emailInvalid')}
            </p>
          ) : (
            <p id={`${id}-email-hint`} className={styles.hint}>
              {t('consent.emailHint')}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
