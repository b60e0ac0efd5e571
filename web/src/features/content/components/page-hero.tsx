import type { ReactNode } from 'react';
import styles from './page-hero.module.css';
import glow from '@/components/ui/glow.module.css';

interface PageHeroProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  /** A gallery picture behind the text, darkened on the text side. */
  image?: string;
  children?: ReactNode;
}

/** The title band of a content page: eyebrow, h1, lead, actions, over a dark photographic backdrop. */
export function PageHero({ id, eyebrow, title, lead, image, children }: PageHeroProps) {
  return (
    <section className={`${glow.glowBand} ${glow.textured} ${styles.hero}`} aria-labelledby={id} data-has-image={image ? true : undefined}>
      {image ? <img className={styles.image} src={image} alt="" width={1200} height={900} fetchPriority="high" /> : null}
      <div className={`container ${styles.inner}`}>
        <p className="eyebrow">{eyebrow}</p>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </section>
  );
}
