import { ArrowDown, BadgePercent, BookLock, Boxes, Building2, CalendarClock, Headset, LogIn, Megaphone, Store, TrendingUp, Truck, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useShopName } from '@/hooks/use-shop-name';
import { DealerForm } from './dealer-form';
import { PageHero } from './page-hero';
import { ContentSection, IconCards, SectionHeader } from './content-section';
import { StatList } from '@/components/ui/stat-list';
import { text } from '@/components/ui/text';
import styles from './content-page.module.css';
import dealers from './dealers.module.css';
import glow from '@/components/ui/glow.module.css';

const FORM_ID = 'dealer-application';
const stats = ['dealers', 'satisfaction', 'response', 'products'] as const;
const benefits = [
  { key: 'wholesale', Icon: BadgePercent },
  { key: 'shipping', Icon: Truck },
  { key: 'catalogue', Icon: BookLock },
  { key: 'manager', Icon: UserCheck },
  { key: 'support', Icon: Headset },
  { key: 'marketing', Icon: Megaphone },
] as const;
const requirements = [
  { key: 'registration', Icon: Building2 },
  { key: 'experience', Icon: CalendarClock },
  { key: 'volume', Icon: TrendingUp },
  { key: 'storage', Icon: Boxes },
] as const;

/** Moves to the application form and puts the cursor in its first field. */
function goToForm() {
  const form = document.getElementById(FORM_ID);
  form?.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
  form?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
}

/** Spec "Dealers page": hero, stats, six benefits, four requirements, the application form. */
export function DealersPage() {
  const { t: tc } = useTranslation('content');
  const { t } = useTranslation('dealers');
  const shop = useShopName();
  usePageMeta({ title: tc('meta.dealers.title'), description: tc('meta.dealers.description') });

  return (
    <>
      <PageHero id="dealers-title" eyebrow={t('hero.eyebrow')} title={t('hero.title', { shop })} lead={t('hero.lead')} image="/images/gallery/exhaust-pipes.svg">
        <Button size="large" onClick={goToForm}>
          {t('hero.apply')}
          <ArrowDown aria-hidden="true" />
        </Button>
        <ButtonLink to={paths.login} size="large" variant="secondary">
          <LogIn aria-hidden="true" />
          {t('hero.login')}
        </ButtonLink>
      </PageHero>

      <div className="container">
        <section className={styles.section} aria-label={t('stats.label')}>
          <StatList className={styles.stats} itemClassName={styles.stat} keys={stats} label={(key) => t(`stats.${key}.label`)} value={(key) => t(`stats.${key}.value`)} />
          <div className={dealers.catalogue}>
            <Store aria-hidden="true" />
            <p>{t('hero.catalogueNote')}</p>
            <Link to={paths.shop} className={dealers.catalogueLink}>
              {t('hero.catalogue')}
            </Link>
          </div>
        </section>

        <ContentSection id="benefits-title" title={t('benefits.heading')}>
          <IconCards items={benefits} title={(key) => t(`benefits.${key}.title`)} body={(key) => t(`benefits.${key}.text`)} />
        </ContentSection>

        <ContentSection id="requirements-title" title={t('requirements.heading')} lead={t('requirements.lead')}>
          <ol className={dealers.requirements}>
            {requirements.map(({ key, Icon }) => (
              <li key={key} className={dealers.requirement}>
                <Icon aria-hidden="true" />
                <div>
                  <h3 className={text.cardHeading}>{t(`requirements.${key}.title`)}</h3>
                  <p className={text.meta}>{t(`requirements.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </ContentSection>

        <section className={`${styles.section} ${dealers.formSection}`} aria-labelledby="dealer-form-title">
          <div className={`${glow.glow} ${dealers.formPanel}`}>
            <SectionHeader id="dealer-form-title" title={t('form.heading')} lead={t('form.lead')} />
            <DealerForm id={FORM_ID} />
          </div>
        </section>
      </div>
    </>
  );
}
