import type { ReactNode } from 'react';
import styles from './status-message.module.css';

interface StatusMessageProps {
  icon?: ReactNode;
  title: string;
  /** The heading level fits the page: h1 when the message is the whole page. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  children?: ReactNode;
  actions?: ReactNode;
  /** `alert` for failures, announced as soon as they appear. */
  role?: 'alert' | 'status';
}

/** Empty, error and not-found states share this shape: icon, title, hint, actions. */
export function StatusMessage({ icon, title, headingLevel = 'h2', children, actions, role }: StatusMessageProps) {
  const Heading = headingLevel;
  return (
    <div className={styles.status} role={role}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
