import { ArrowRight, Award, Hammer, LifeBuoy, Wrench } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { CompanyContact } from '@/components/company-contact';
import { paths } from '@/config/paths';
import { IconTile } from '@/components/ui/icon-tile';
import { text } from '@/components/ui/text';
import styles from './home.module.css';
import glow from '@/components/ui/glow.module.css';
import { splitClassName } from '@/components/ui/layout-classes';

/** Spec "Home → custom-builds invitation with a contact button and two images". */
export function BuildsInvite() {
  const { t } = useTranslation('home');
  return (
    <section className="container section render-on-approach" aria-labelledby="builds-title">
      <div className={`${glow.glow} ${glow.textured} ${splitClassName.md} ${styles.builds}`}>
        <LogoMark className={styles.buildsMark} />
        <div className={styles.buildsBody}>
          <p className="eyebrow">{t('builds.eyebrow')}</p>
          <h2 id="builds-title" className={styles.buildsTitle}>
            {t('builds.heading')}
          </h2>
          <p className={styles.buildsText}>{t('builds.text')}</p>
          <ButtonLink to={paths.contact} size="large" className={styles.buildsCta}>
            {t('builds.cta')}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
        <div className={styles.buildsImages}>
          <img src="/images/gallery/sunset-chopper.svg" alt={t('builds.imageAlt1')} width={1200} height={900} loading="lazy" decoding="async" />
          <img src="/images/gallery/welding-sparks.svg" alt={t('builds.imageAlt2')} width={1200} height={900} loading="lazy" decoding="async" />
        </div>
      </div>
    </section>
  );
}

const advantages = [
  { key: 'experience', Icon: Award },
  { key: 'handmade', Icon: Hammer },
  { key: 'parts', Icon: Wrench },
  { key: 'support', Icon: LifeBuoy },
] as const;

/** Spec "Home → why-us advantages with icons, with links to /about and /gallery". */
export function WhyUs() {
  const { t } = useTranslation('home');
  return (
    <section className={`container render-on-approach ${styles.whyUs}`} aria-labelledby="why-title">
      <div className={styles.whyIntro}>
        <p className="eyebrow">{t('whyUs.eyebrow')}</p>
        <h2 id="why-title" className="section-heading">
          {t('whyUs.heading')}
        </h2>
        <p className={styles.sectionLead}>{t('whyUs.lead')}</p>
        <div className={styles.whyLinks}>
          <Link to={paths.about} className={styles.viewAll}>
            {t('whyUs.aboutLink')}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link to={paths.gallery} className={styles.viewAll}>
            {t('whyUs.galleryLink')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
      <ul role="list" className={styles.whyList}>
        {advantages.map(({ key, Icon }) => (
          <li key={key} className={styles.whyItem}>
            <IconTile className={styles.valueIcon}>
              <Icon />
            </IconTile>
            <div>
              <h3 className={text.cardHeading}>{t(`whyUs.${key}.title`)}</h3>
              <p className={text.meta}>{t(`whyUs.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface TeaserPhoto {
  id: string;
  src: string;
  alt: string;
}

/** Spec "Home → a gallery teaser of four images"; the photos come from the gallery (app/ composes). */
export function GalleryTeaser({ photos }: { photos: readonly TeaserPhoto[] }) {
  const { t } = useTranslation('home');
  return (
    <section className="container section render-on-approach" aria-labelledby="teaser-title">
      <div className={styles.sectionHeader}>
        <div>
          <p className="eyebrow">{t('galleryTeaser.eyebrow')}</p>
          <h2 id="teaser-title" className="section-heading">
            {t('galleryTeaser.heading')}
          </h2>
          <p className={styles.sectionLead}>{t('galleryTeaser.lead')}</p>
        </div>
        <Link to={paths.gallery} className={styles.viewAll}>
          {t('galleryTeaser.cta')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <ul role="list" className={styles.teaser}>
        {photos.slice(0, 4).map((photo) => (
          <li key={photo.id}>
            <Link to={paths.gallery} className={styles.teaserLink}>
              <img src={photo.src} alt={photo.alt} width={1200} height={900} loading="lazy" decoding="async" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec "Home → contact section": the form (a slot: the content feature's form) plus phone, e-mail, address. */
export function HomeContact({ form, ref }: { form: ReactNode; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation('home');
  return (
    <section ref={ref} className={`container render-on-approach ${styles.contactSection}`} aria-labelledby="home-contact-title">
      <div className={`${glow.glow} ${splitClassName.md} ${styles.contact}`}>
        <div className={styles.contactIntro}>
          <p className="eyebrow">{t('contact.eyebrow')}</p>
          <h2 id="home-contact-title" className="section-heading">
            {t('contact.heading')}
          </h2>
          <p className={styles.sectionLead}>{t('contact.lead')}</p>
          <CompanyContact labels="shown" address="inline" className={styles.contactList} />
        </div>
        <div className={styles.contactForm}>{form}</div>
      </div>
    </section>
  );
}
