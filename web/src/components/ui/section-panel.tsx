import { useId, type FormHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import styles from './card.module.css';

interface SectionPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate'> {
  /** A form is a panel too (a page's "new …" form): its heading names the form. */
  as?: 'section' | 'form';
  /** The panel's heading (an h2). */
  title: ReactNode;
}

/**
 * A panel (card.tsx) that is one named part of a page: its heading names it, so assistive tech
 * lists it as a region (or a form) by that name, and a test finds it by role and name.
 */
export function SectionPanel({ as: As = 'section', title, className, children, ...rest }: SectionPanelProps) {
  const headingId = useId();
  return (
    <As className={className ? `${styles.panel} ${className}` : styles.panel} aria-labelledby={headingId} {...rest}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </As>
  );
}
