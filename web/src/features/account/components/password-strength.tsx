import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { passwordRules, passwordStrength } from '@contracts/account';
import styles from './forms.module.css';

const ruleLabels = {
  'validation.passwordMinLength': 'strength.ruleMinLength',
  'validation.passwordUppercase': 'strength.ruleUppercase',
  'validation.passwordLowercase': 'strength.ruleLowercase',
  'validation.passwordDigit': 'strength.ruleDigit',
  'validation.passwordSpecial': 'strength.ruleSpecial',
} as const;

const levelLabels = ['strength.level1', 'strength.level2', 'strength.level3', 'strength.level4', 'strength.level5'] as const;

/**
 * The spec's meter (§2 Profile, §5): 5 rules, strength = rules passed (at least 1) → 20/40/60/80/100 %,
 * 'Słabe' … 'Bardzo silne', and the rules themselves as a checklist. Hidden while the field is empty.
 */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('account');
  if (!password) return null;
  const level = passwordStrength(password);
  const percent = level * 20;
  return (
    <div className={styles.strength} id={id} data-level={level} data-testid="password-strength">
      <div className={styles.strengthHead}>
        <span>{t('strength.label')}:</span>
        <strong className={styles.strengthValue}>{t(levelLabels[level - 1])}</strong>
      </div>
      <div className={styles.strengthTrack} aria-hidden="true">
        <span className={styles.strengthBar} style={{ width: `${percent}%` }} data-testid="password-strength-bar" />
      </div>
      <ul className={styles.rules} aria-label={t('strength.rulesLabel')}>
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.key} className={met ? styles.ruleMet : styles.ruleUnmet}>
              {met ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
              {t(ruleLabels[rule.key])}
              <span className="visually-hidden"> – {met ? t('strength.ruleMet') : t('strength.ruleUnmet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
