import { ArrowRight, Hammer, Handshake, Fingerprint, ShieldCheck, BadgeCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { PageHero } from './page-hero';
import { ContentSection, IconCards } from './content-section';
import { StatList } from '@/components/ui/stat-list';
import { text } from '@/components/ui/text';
import styles from './content-page.module.css';
import about from './about.module.css';
import glow from '@/components/ui/glow.module.css';
import { cardClasses } from '@/components/ui/card';
import { Grid } from '@/components/ui/layout';
import { splitClassName } from '@/components/ui/layout-classes';

const achievements = ['years', 'projects', 'customers', 'support'] as const;
const values = [
  { key: 'craft', Icon: Hammer },
  { key: 'safety', Icon: ShieldCheck },
  { key: 'honesty', Icon: Handshake },
  { key: 'individuality', Icon: Fingerprint },
  { key: 'quality', Icon: BadgeCheck },
  { key: 'community', Icon: Users },
] as const;
const team = ['founder', 'electronics', 'sales'] as const;
const timeline = ['2008', '2012', '2015', '2018', '2020', '2025'] as const;

/** Spec "About": story, achievements, six values, three team members, timeline, links onwards. */
export function AboutPage() {
  const { t: tc } = useTranslation('content');
  const { t } = useTranslation('about');
  usePageMeta({ title: tc('meta.about.title'), description: tc('meta.about.description') });
  const year = company.foundedYear;

  return (
    <>
      <PageHero id="about-title" eyebrow={t('hero.eyebrow', { year })} title={t('hero.title')} lead={t('hero.lead')} image="/images/gallery/sunset-chopper.svg" />

      <div className="container">
        <section className={`${styles.section} ${splitClassName.md} ${about.story}`} aria-labelledby="story-title">
          <div className={about.storyText}>
            <h2 id="story-title" className={styles.sectionTitle}>
              {t('story.heading')}
            </h2>
            <p className={about.storyLead}>{t('story.p1', { year })}</p>
            <p>{t('story.p2')}</p>
            <p>{t('story.p3')}</p>
          </div>
          <figure className={about.storyFigure}>
            <img src="/images/gallery/workbench-lamp.svg" alt={t('story.imageAlt')} width={1200} height={900} loading="lazy" />
          </figure>
        </section>

        <section className={styles.section} aria-labelledby="achievements-title">
          <h2 id="achievements-title" className="visually-hidden">
            {t('achievements.heading')}
          </h2>
          <StatList className={styles.stats} itemClassName={styles.stat} keys={achievements} label={(key) => t(`achievements.${key}.label`)} value={(key) => t(`achievements.${key}.value`)} />
        </section>

        <ContentSection id="values-title" title={t('values.heading')} lead={t('values.lead')}>
          <IconCards items={values} title={(key) => t(`values.${key}.title`)} body={(key) => t(`values.${key}.text`)} />
        </ContentSection>

        <ContentSection id="team-title" title={t('team.heading')} lead={t('team.lead')}>
          <Grid as="ul" role="list" min="260px" gap={4} fit>
            {team.map((key) => {
              const name = t(`team.${key}.name`);
              return (
                <li key={key} className={`${cardClasses.box} ${about.member}`}>
                  <span className={about.avatar} aria-hidden="true" data-member={key}>
                    {name.slice(0, 1)}
                  </span>
                  <h3 className={about.memberName}>{name}</h3>
                  <p className={`${text.caps} ${about.memberRole}`}>{t(`team.${key}.role`)}</p>
                  <p className={text.meta}>{t(`team.${key}.bio`)}</p>
                </li>
              );
            })}
          </Grid>
        </ContentSection>

        <ContentSection id="timeline-title" title={t('timeline.heading')}>
          <ol className={about.timeline}>
            {timeline.map((key) => (
              <li key={key} className={about.milestone}>
                <p className={about.milestoneYear}>{key}</p>
                <h3 className={about.milestoneTitle}>{t(`timeline.${key}.title`)}</h3>
                <p className={text.meta}>{t(`timeline.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </ContentSection>

        <section className={`${styles.section} ${about.last}`} aria-labelledby="about-cta-title">
          <div className={`${glow.glow} ${glow.textured} ${styles.cta}`}>
            <h2 id="about-cta-title" className={styles.ctaTitle}>
              {t('cta.heading')}
            </h2>
            <p className={styles.ctaText}>{t('cta.text')}</p>
            <div className={styles.actions}>
              <ButtonLink to={paths.contact} size="large">
                {t('cta.contact')}
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
              <ButtonLink to={paths.gallery} size="large" variant="secondary">
                {t('cta.gallery')}
              </ButtonLink>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
