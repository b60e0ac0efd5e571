import type { ReactNode } from 'react';
import styles from './narrow-page.module.css';

interface NarrowPageProps {
  title: string;
  /** Children keep their own width (a message and a button) instead of filling the column (a form). */
  itemsStart?: boolean;
  children: ReactNode;
}

/** The page's h1 and one narrow column under it: where an e-mail's link lands (confirm, unsubscribe, review). */
export function NarrowPage({ title, itemsStart, children }: NarrowPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="page-title">{title}</h1>
      <div className={itemsStart ? `${styles.column} ${styles.itemsStart}` : styles.column}>{children}</div>
    </div>
  );
}
