import { CheckCircle2, Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { company, emailHref, phoneHref } from '@/config/company';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ContactForm } from './contact-form';
import { PageHero } from './page-hero';
import { IconTile } from '@/components/ui/icon-tile';
import { text } from '@/components/ui/text';
import styles from './content-page.module.css';
import contact from './contact.module.css';
import form from './form.module.css';
import glow from '@/components/ui/glow.module.css';
import outline from '@/components/ui/outline-control.module.css';
import { cardClasses } from '@/components/ui/card';
import { splitClassName } from '@/components/ui/layout-classes';

/** Opens a map search for the workshop in a new tab (spec "Contact"). */
export const mapSearchUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(company.address.mapQuery)}`;

export function ContactPage() {
  const { t } = useTranslation(['content', 'common']);
  usePageMeta({ title: t('meta.contact.title'), description: t('meta.contact.description') });
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <>
      <PageHero id="contact-title" eyebrow={t('contactPage.eyebrow')} title={t('contactPage.title')} lead={t('contactPage.lead')} image="/images/gallery/tool-wall.svg" />
      <div className={`container ${styles.body} ${splitClassName.md} ${contact.layout}`}>
        <aside className={contact.info} aria-label={t('contactPage.cardsLabel')}>
          <ul role="list" className={contact.cards}>
            <li className={`${cardClasses.box} ${contact.card}`}>
              <IconTile>
                <Phone />
              </IconTile>
              <div>
                <h2 className={`${text.caption} ${contact.cardTitle}`}>{t('contactPage.phone')}</h2>
                <a className={contact.cardValue} href={phoneHref}>
                  {company.phone.display}
                </a>
                <p className={text.meta}>{t('contactPage.phoneHint')}</p>
              </div>
            </li>
            <li className={`${cardClasses.box} ${contact.card}`}>
              <IconTile>
                <Mail />
              </IconTile>
              <div>
                <h2 className={`${text.caption} ${contact.cardTitle}`}>{t('contactPage.email')}</h2>
                <a className={contact.cardValue} href={emailHref}>
                  {company.email}
                </a>
                <p className={text.meta}>{t('contactPage.emailHint')}</p>
              </div>
            </li>
            <li className={`${cardClasses.box} ${contact.card}`}>
              <IconTile>
                <MapPin />
              </IconTile>
              <div>
                <h2 className={`${text.caption} ${contact.cardTitle}`}>{t('contactPage.address')}</h2>
                <address className={contact.address}>
                  {company.address.street}
                  <br />
                  {company.address.postalCode} {company.address.city}
                  <br />
                  {t('common:company.country')}
                </address>
                <a className={`${outline.outline} ${contact.mapLink}`} href={mapSearchUrl} target="_blank" rel="noopener noreferrer">
                  <MapPin aria-hidden="true" />
                  {t('contactPage.map')}
                  <span className="visually-hidden"> {t('contactPage.newTab')}</span>
                  <ExternalLink aria-hidden="true" />
                </a>
              </div>
            </li>
          </ul>

          <section className={`${glow.glow} ${contact.hours}`} aria-labelledby="hours-title">
            <h2 id="hours-title" className={contact.hoursTitle}>
              <Clock aria-hidden="true" />
              {t('contactPage.hoursTitle')}
            </h2>
            <dl className={contact.hoursList}>
              <div>
                <dt>{t('contactPage.weekdays')}</dt>
                <dd>{t('contactPage.weekdaysHours')}</dd>
              </div>
              <div>
                <dt>{t('contactPage.saturday')}</dt>
                <dd>{t('contactPage.saturdayHours')}</dd>
              </div>
              <div>
                <dt>{t('contactPage.sunday')}</dt>
                <dd className={contact.closed}>{t('contactPage.closed')}</dd>
              </div>
            </dl>
          </section>
        </aside>

        <section className={`${cardClasses.box} ${contact.formPanel}`} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.sectionTitle}>
            {t('contactPage.formTitle')}
          </h2>
          {sentTo ? (
            <ContactSuccess email={sentTo} onAgain={() => setSentTo(null)} />
          ) : (
            <>
              <p className={contact.formLead}>{t('contactPage.formLead')}</p>
              <ContactForm label={t('contactPage.formTitle')} variant="full" onSent={(message) => setSentTo(message.email)} />
            </>
          )}
        </section>
      </div>
    </>
  );
}

function ContactSuccess({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation('content');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={form.success} role="status" tabIndex={-1}>
      <CheckCircle2 className={form.successIcon} aria-hidden="true" />
      <h3 className={form.successTitle}>{t('contactPage.successTitle')}</h3>
      <p className={form.successText}>{t('contactPage.successText', { email })}</p>
      <Button variant="secondary" onClick={onAgain}>
        {t('contactPage.sendAnother')}
      </Button>
    </div>
  );
}
