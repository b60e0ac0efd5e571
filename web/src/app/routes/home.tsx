import { ArrowRight, Award, RefreshCw, TriangleAlert, Truck, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { StatusMessage } from '@/components/ui/status-message';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useProducts } from '@/features/catalog/api/get-products';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useShopName } from '@/hooks/use-shop-name';
import styles from './home.module.css';

/** How many of the newest products the home page shows: two full rows on desktop. */
const NEWEST_COUNT = 8;

function Hero() {
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
        <dl className={styles.stats} aria-label={t('hero.stats.label')}>
          {stats.map((key) => (
            <div key={key} className={styles.stat}>
              <dt>{t(`hero.stats.${key}.label`)}</dt>
              <dd>{t(`hero.stats.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Values() {
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
            <span className={styles.valueIcon} aria-hidden="true">
              <Icon />
            </span>
            <h3 className={styles.valueTitle}>{t(`values.${key}.title`)}</h3>
            <p className={styles.valueText}>{t(`values.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NewestProducts() {
  const { t } = useTranslation(['home', 'catalog', 'common']);
  const products = useProducts(1);

  let content;
  if (products.isPending) {
    content = <ProductGridSkeleton count={NEWEST_COUNT} />;
  } else if (products.isError) {
    content = (
      <StatusMessage
        role="alert"
        icon={<TriangleAlert />}
        title={t('catalog:list.loadError')}
        headingLevel="h3"
        actions={
          <Button variant="secondary" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {t('common:actions.refresh')}
          </Button>
        }
      >
        {t('catalog:list.loadErrorHint')}
      </StatusMessage>
    );
  } else if (products.data.items.length === 0) {
    content = <StatusMessage title={t('catalog:list.empty')} headingLevel="h3" />;
  } else {
    content = <ProductGrid products={products.data.items.slice(0, NEWEST_COUNT)} />;
  }

  return (
    <section className={`container section ${styles.newest}`} aria-labelledby="newest-title">
      <div className={styles.sectionHeader}>
        <div>
          <h2 id="newest-title" className="section-heading">
            {t('newest.heading')}
          </h2>
          <p className={styles.sectionLead}>{t('newest.lead')}</p>
        </div>
        <Link to={paths.shop} className={styles.viewAll}>
          {t('newest.viewAll')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      {content}
    </section>
  );
}

function BuildsInvite() {
  const { t } = useTranslation('home');
  return (
    <section className="container" aria-labelledby="builds-title">
      <div className={styles.builds}>
        <LogoMark className={styles.buildsMark} />
        <div className={styles.buildsBody}>
          <h2 id="builds-title" className={styles.buildsTitle}>
            {t('builds.heading')}
          </h2>
          <p className={styles.buildsText}>{t('builds.text')}</p>
        </div>
        <ButtonLink to={paths.contact} size="large" className={styles.buildsCta}>
          {t('builds.cta')}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}

export function HomeRoute() {
  const { t } = useTranslation('home');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <Hero />
      <Values />
      <NewestProducts />
      <BuildsInvite />
    </>
  );
}

export default HomeRoute;
