import type { ReactNode } from 'react';
import { text } from '@/components/ui/text';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title (a count, a lead); announced when it changes if `live`. */
  subtitle?: ReactNode;
  live?: boolean;
  actions?: ReactNode;
}

/** The page's h1 with its subtitle, and the page's actions beside it (under it on a phone). */
export function PageHeader({ title, subtitle, live, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle !== undefined ? (
          <p className={text.meta} aria-live={live ? 'polite' : undefined}>
            {subtitle}
          </p>
        ) : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

export { styles as pageHeaderClasses };
