import { REMINDER_CONSENT_TEXTS, REMINDER_CONSENT_VERSION } from '@contracts/checkout-reminders';
import { TextField } from '@/components/ui/field';
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
  const words = REMINDER_CONSENT_TEXTS[REMINDER_CONSENT_VERSION]![i18n.language === 'en' ? 'en' : 'pl'];
  return (
    <div className={styles.box} data-testid="reminder-consent">
      <label className={styles.check}>
        <input type="checkbox" checked={value.consent} onChange={(e) => onChange({ ...value, consent: e.target.checked })} />
        <span>{words}</span>
      </label>
      {value.consent && guest ? (
        <TextField
          label={t('consent.email')}
          type="email"
          autoComplete="email"
          value={value.email}
          maxLength={254}
          hint={error ? undefined : t('consent.emailHint')}
          error={error ? t('consent.emailInvalid') : undefined}
          onChange={(e) => onChange({ ...value, email: e.target.value })}
        />
      ) : null}
    </div>
  );
}
