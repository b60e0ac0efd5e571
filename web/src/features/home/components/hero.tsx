import { ArrowRight, Award, Truck, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useShopName } from '@/hooks/use-shop-name';
import { IconTile } from '@/components/ui/icon-tile';
import { StatList } from '@/components/ui/stat-list';
import { text } from '@/components/ui/text';
import styles from './home.module.css';

/** The home page's opening: full-bleed chopper at dusk, headline, shop and gallery buttons. */
export function Hero() {
  const { t } = useTranslation('home');
  const stats = ['years', 'projects', 'customers'] as const;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <picture className={styles.heroArt}>
        <source media="(max-width: 699px)" srcSet="/images/hero-chopper-portrait.svg" />
        <img src="/images/hero-chopper.svg" alt="" fetchPriority="high" width={1600} height={1000} />
      </picture>
      <div className={`container ${styles.heroContent}`}>
        <p className="eyebrow">{t('hero.eyebrow', { year: company.foundedYear })}</p>
        <h1 id="hero-title" className={styles.heroTitle}>
          {t('hero.title')} <span className={styles.heroAccent}>{t('hero.titleAccent')}</span>
        </h1>
        <p className={styles.heroLead}>{t('hero.lead')}</p>
        <div className={styles.heroActions}>
          <ButtonLink to={paths.shop} size="large">
            {t('hero.shopCta')}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to={paths.gallery} size="large" variant="secondary">
            {t('hero.galleryCta')}
          </ButtonLink>
        </div>
        <StatList
          keys={stats}
          label={(key) => t(`hero.stats.${key}.label`)}
          value={(key) => t(`hero.stats.${key}.value`)}
          className={styles.stats}
          itemClassName={styles.stat}
          aria-label={t('hero.stats.label')}
        />
      </div>
    </section>
  );
}

/** Spec "Home → three value cards": top quality, professional advice, fast delivery. */
export function Values() {
  const { t } = useTranslation('home');
  const shop = useShopName();
  const values = [
    { key: 'quality', Icon: Award },
    { key: 'advice', Icon: Wrench },
    { key: 'delivery', Icon: Truck },
  ] as const;
  return (
    <section className={`container ${styles.values}`} aria-labelledby="values-title">
      <h2 id="values-title" className="visually-hidden">
        {t('values.heading', { shop })}
      </h2>
      <ul role="list" className={styles.valueList}>
        {values.map(({ key, Icon }) => (
          <li key={key} className={styles.value}>
            <IconTile className={styles.valueIcon}>
              <Icon />
            </IconTile>
            <h3 className={text.cardHeading}>{t(`values.${key}.title`)}</h3>
            <p className={text.meta}>{t(`values.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
