import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

type Tag = 'div' | 'section' | 'article' | 'form' | 'li' | 'aside';

interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  as?: Tag;
  /** A heading at the top of the panel (an h2); it names a `section` for assistive tech. */
  title?: ReactNode;
  /** The storefront's darker surface, its children a grid (card.module.css `.raised`). */
  raised?: boolean;
}

/** A raised surface with a border and padding: one group of content (a panel, a card). */
export function Panel({ as: As = 'section', title, raised, className, children, ...rest }: PanelProps) {
  return (
    <As className={[styles.panel, raised && styles.raised, className].filter(Boolean).join(' ')} {...rest}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {children}
    </As>
  );
}

/** The same surface, for an item of a list (an article by default). */
export function Card({ as = 'article', ...rest }: PanelProps) {
  return <Panel as={as} {...rest} />;
}

export { styles as cardClasses };
