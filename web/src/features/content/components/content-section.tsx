import type { ComponentType, ReactNode } from 'react';
import { IconTile } from '@/components/ui/icon-tile';
import { text } from '@/components/ui/text';
import styles from './content-page.module.css';
import { cardClasses } from '@/components/ui/card';
import { Grid } from '@/components/ui/layout';

interface SectionHeaderProps {
  /** The heading's id: the section's accessible name points at it. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
}

/** A content section's h2 in capitals with its lead line under it. */
export function SectionHeader({ id, title, lead }: SectionHeaderProps) {
  return (
    <div className={styles.sectionHeader}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
    </div>
  );
}

/** One section of a content page (about, dealers), named by its heading. */
export function ContentSection({ className, children, ...header }: SectionHeaderProps & { className?: string; children: ReactNode }) {
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={header.id}>
      <SectionHeader {...header} />
      {children}
    </section>
  );
}

interface IconCardsProps<Key extends string> {
  items: readonly { key: Key; Icon: ComponentType }[];
  /** Each card's title and text: `title(key)`, `body(key)` (the page's translations). */
  title: (key: Key) => string;
  body: (key: Key) => string;
}

/** Cards led by an icon, two rows of three on a wide screen: the values of the about page, the dealers' benefits. */
export function IconCards<Key extends string>({ items, title, body }: IconCardsProps<Key>) {
  return (
    <Grid as="ul" role="list" min="260px" gap={4} fit className={styles.cardsThree}>
      {items.map(({ key, Icon }) => (
        <li key={key} className={`${cardClasses.box} ${styles.card}`}>
          <IconTile>
            <Icon />
          </IconTile>
          <h3 className={text.cardHeading}>{title(key)}</h3>
          <p className={text.meta}>{body(key)}</p>
        </li>
      ))}
    </Grid>
  );
}
