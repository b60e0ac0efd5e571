import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** A button or link under the text (retry, add the first one). */
  action?: ReactNode;
  /** `alert` for a failure to load, announced at once; `status` for an empty list. */
  role?: 'alert' | 'status';
}

/**
 * The quiet box a list shows instead of its rows: nothing yet, nothing matches, or it failed to
 * load. (A whole page's message, with an icon, is StatusMessage.)
 */
export function EmptyState({ title, children, action, role = 'status' }: EmptyStateProps) {
  return (
    <div className={styles.empty} role={role}>
      <p className={styles.title}>{title}</p>
      {children}
      {action}
    </div>
  );
}

export { styles as emptyStateClasses };
