import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { company, emailHref, phoneHref } from '@/config/company';
import { text } from '@/components/ui/text';
import styles from './company-contact.module.css';

/**
 * The workshop's phone, e-mail and address, each a row led by its icon in the accent: the footer's
 * contact column and the home page's contact section. `labels`: `shown` puts a small caption above
 * each value (home), `hidden` leaves it to screen readers (the footer, where the icons say it).
 * The address stands on three lines, or on one with `address="inline"`. The feature's class
 * (`className`) sets the colours and the space above.
 */
export function CompanyContact({ labels, address = 'lines', className }: { labels: 'shown' | 'hidden'; address?: 'lines' | 'inline'; className?: string }) {
  const { t } = useTranslation('common');
  const label = (key: 'phone' | 'email' | 'address') =>
    labels === 'shown' ? <span className={`${text.caption} ${styles.label}`}>{t(`company.${key}`)}</span> : <span className="visually-hidden">{t(`company.${key}`)}: </span>;
  const { street, postalCode, city } = company.address;
  const country = t('company.country');
  return (
    <address className={[styles.list, className].filter(Boolean).join(' ')}>
      <a href={phoneHref} className={styles.row}>
        <Phone aria-hidden="true" />
        <span>
          {label('phone')}
          {company.phone.display}
        </span>
      </a>
      <a href={emailHref} className={styles.row}>
        <Mail aria-hidden="true" />
        <span>
          {label('email')}
          {company.email}
        </span>
      </a>
      <p className={styles.row}>
        <MapPin aria-hidden="true" />
        <span>
          {label('address')}
          {address === 'inline' ? (
            `${street}, ${postalCode} ${city}, ${country}`
          ) : (
            <>
              {street}
              <br />
              {postalCode} {city}
              <br />
              {country}
            </>
          )}
        </span>
      </p>
    </address>
  );
}
