import type { Product, ProductSafety as Safety } from '@contracts/product';
import { Building2, Barcode, ShieldCheck, TriangleAlert, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import en from '@/i18n/en/product-safety.json';
import pl from '@/i18n/pl/product-safety.json';
import { i18next } from '@/lib/i18n';
import { text } from '@/components/ui/text';
import styles from './product-safety.module.css';

/**
 * Its texts travel with this chunk, not with the storefront's first load (the product page's
 * first document is near its script budget): both languages are added when it first loads.
 */
if (!i18next.hasResourceBundle('pl', 'product-safety')) i18next.addResourceBundle('pl', 'product-safety', pl, true, true);
if (!i18next.hasResourceBundle('en', 'product-safety')) i18next.addResourceBundle('en', 'product-safety', en, true, true);

function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The postal address as written, one line per comma-separated part on narrow cards. */
function Address({ text }: { text: string }) {
  return <address className={styles.address}>{text}</address>;
}

function Contact({ email, url }: { email?: string | undefined; url?: string | undefined }) {
  const { t } = useTranslation('product-safety');
  return (
    <dl className={styles.contact}>
      {email ? (
        <div>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      ) : null}
      {url ? (
        <div>
          <dt>{t('contactPage')}</dt>
          <dd>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {url.replace(/^https?:\/\//, '')}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * "Bezpieczeństwo produktu" (GPSR, Regulation (EU) 2023/988, Art. 19): the manufacturer, its EU
 * responsible person when it has one, the identifiers and the warnings in the page's language,
 * as the server answered them (`safety`, `gtin`, `mpn` of GET /api/products/{id}).
 */
export function ProductSafety({ product, safety }: { product: Pick<Product, 'gtin' | 'mpn'>; safety: Safety }) {
  const { t, i18n } = useTranslation('product-safety');
  const english = i18n.language.startsWith('en');
  const warnings = paragraphs((english ? safety.warningsEn : safety.warnings) || safety.warnings);
  return (
    <section className={styles.section} aria-labelledby="product-safety" data-testid="product-safety">
      <header className={styles.header}>
        <h2 id="product-safety" className={styles.title}>
          <ShieldCheck aria-hidden="true" />
          {t('title')}
        </h2>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <div className={styles.grid}>
        <div className={styles.card}>
          <h3 className={`${text.iconHeading} ${styles.cardTitle}`}>
            <Building2 aria-hidden="true" />
            {t('manufacturer')}
          </h3>
          <p className={styles.name}>{safety.manufacturer.name}</p>
          <Address text={safety.manufacturer.address} />
          <Contact email={safety.manufacturer.email} url={safety.manufacturer.url} />
        </div>
        {safety.responsiblePerson ? (
          <div className={styles.card}>
            <h3 className={`${text.iconHeading} ${styles.cardTitle}`}>
              <UserCheck aria-hidden="true" />
              {t('responsiblePerson')}
            </h3>
            <p className={styles.name}>{safety.responsiblePerson.name}</p>
            <Address text={safety.responsiblePerson.address} />
            <Contact email={safety.responsiblePerson.email} />
          </div>
        ) : null}
        <div className={styles.card}>
          <h3 className={`${text.iconHeading} ${styles.cardTitle}`}>
            <Barcode aria-hidden="true" />
            {t('identifiers')}
          </h3>
          <dl className={styles.ids}>
            {product.gtin ? (
              <div>
                <dt>{t('gtin')}</dt>
                <dd className={styles.code}>{product.gtin}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('mpn')}</dt>
              <dd className={styles.code}>{product.mpn}</dd>
            </div>
          </dl>
        </div>
      </div>
      {warnings.length ? (
        <div className={styles.warnings} lang={english && safety.warningsEn ? 'en' : 'pl'}>
          <h3 className={`${text.iconHeading} ${styles.cardTitle}`}>
            <TriangleAlert aria-hidden="true" />
            {t('warnings')}
          </h3>
          {warnings.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      ) : null}
    </section>
  );
}

export default ProductSafety;
