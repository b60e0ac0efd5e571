import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useShopName } from '@/hooks/use-shop-name';
import { PageHero } from './page-hero';
import styles from './legal.module.css';
import { cardClasses } from '@/components/ui/card';

export type LegalDocument = 'privacy' | 'cookies' | 'terms' | 'reviews';

const documents = {
  privacy: { path: paths.privacyPolicy, meta: 'privacyPolicy' },
  cookies: { path: paths.cookiePolicy, meta: 'cookiePolicy' },
  terms: { path: paths.terms, meta: 'terms' },
  // "Jak weryfikujemy opinie": what the Omnibus Directive asks a shop that shows reviews to say (issue 29).
  reviews: { path: paths.reviewPolicy, meta: 'reviewPolicy' },
} as const;

const storageRows = ['lang', 'cart', 'deliveryChoice', 'session'] as const;

/**
 * A legal document (privacy policy, cookie policy, terms of sale) in the visitor's language.
 * The texts are i18n sections `<doc>.sections.<id>` whose string entries are paragraphs and
 * whose object entries are lists, in file order; company facts come from config/company.ts.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t: tc } = useTranslation(['content', 'common']);
  const { t, i18n } = useTranslation('legal');
  const shop = useShopName();
  const { meta } = documents[document];
  const title = tc(`meta.${meta}.title`);
  usePageMeta({ title, description: tc(`meta.${meta}.description`) });

  const vars = {
    shop,
    email: company.email,
    phone: company.phone.display,
    address: `${company.address.street}, ${company.address.postalCode} ${company.address.city}, ${tc('common:company.country')}`,
  };
  const sections = (i18n.getResource(i18n.language, 'legal', `${document}.sections`) ?? {}) as Record<string, Record<string, string | Record<string, string>>>;
  // Keys built from the document's own sections (the type cannot follow them).
  const key = (path: string) => path as 'privacy.intro';

  return (
    <>
      <PageHero id="legal-title" eyebrow={t('common.eyebrow')} title={title} lead={t(key(`${document}.intro`), vars)} />
      <div className={`container ${styles.layout}`}>
        <nav className={`${cardClasses.box} ${styles.toc}`} aria-labelledby="legal-toc">
          <h2 id="legal-toc" className={styles.tocTitle}>
            {t('common.toc')}
          </h2>
          <ol className={styles.tocList}>
            {Object.entries(sections).map(([id, section]) => (
              <li key={id}>
                <a href={`#legal-${id}`}>{String(section.title)}</a>
              </li>
            ))}
          </ol>
        </nav>

        <article className={styles.article}>
          <p className={styles.updated}>{t('common.updated')}</p>
          {Object.entries(sections).map(([id, section], i) => (
            <section key={id} id={`legal-${id}`} className={styles.section} aria-labelledby={`legal-${id}-title`}>
              <h2 id={`legal-${id}-title`} className={styles.sectionTitle}>
                <span className={styles.number} aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {t(key(`${document}.sections.${id}.title`), vars)}
              </h2>
              {Object.entries(section).map(([part, value]) => {
                if (part === 'title') return null;
                const path = `${document}.sections.${id}.${part}`;
                if (typeof value === 'string') return <p key={part}>{t(key(path), vars)}</p>;
                return (
                  <ul key={part} className={styles.list}>
                    {Object.keys(value).map((item) => (
                      <li key={item}>{t(key(`${path}.${item}`), vars)}</li>
                    ))}
                  </ul>
                );
              })}
              {document === 'cookies' && id === 'stored' ? <StorageTable /> : null}
              {document === 'privacy' && id === 'cookies' ? <CrossLink to="cookies" /> : null}
              {document === 'terms' && id === 'privacy' ? <CrossLink to="privacy" /> : null}
            </section>
          ))}

          <aside className={styles.seeAlso} aria-labelledby="legal-see-also">
            <h2 id="legal-see-also" className={styles.seeAlsoTitle}>
              {t('common.seeAlso')}
            </h2>
            <ul role="list" className={styles.seeAlsoList}>
              {(Object.keys(documents) as LegalDocument[])
                .filter((d) => d !== document)
                .map((d) => (
                  <li key={d}>
                    <CrossLink to={d} />
                  </li>
                ))}
            </ul>
            <p>{t('common.questions', vars)}</p>
          </aside>
        </article>
      </div>
    </>
  );
}

function CrossLink({ to }: { to: LegalDocument }) {
  const { t } = useTranslation('content');
  const { path, meta } = documents[to];
  return (
    <Link to={path} className={styles.crossLink}>
      {t(`meta.${meta}.title`)}
    </Link>
  );
}

/** The cookie policy's list of what the shop really stores in the browser. */
function StorageTable() {
  const { t } = useTranslation('legal');
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby="storage-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="storage-caption">{t('cookies.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cookies.table.name')}</th>
            <th scope="col">{t('cookies.table.kind')}</th>
            <th scope="col">{t('cookies.table.purpose')}</th>
            <th scope="col">{t('cookies.table.duration')}</th>
          </tr>
        </thead>
        <tbody>
          {storageRows.map((row) => (
            <tr key={row}>
              <th scope="row">
                <code>{t(`cookies.table.rows.${row}.name`)}</code>
              </th>
              <td>{t(`cookies.table.rows.${row}.kind`)}</td>
              <td>{t(`cookies.table.rows.${row}.purpose`)}</td>
              <td>{t(`cookies.table.rows.${row}.duration`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
