import type { ReactNode } from 'react';
import styles from './progress-bar.module.css';

/**
 * How far a long task has come (an upload, an import): a native <progress>, so assistive tech
 * reads its value, with optional words beside it (announced as they change).
 */
export function ProgressBar({ value, label, className, children }: { value: number; label: string; className?: string; children?: ReactNode }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={className ? `${styles.progress} ${className}` : styles.progress}>
      <progress max={100} value={percent} aria-label={label} />
      {children ? <span aria-live="polite">{children}</span> : null}
    </div>
  );
}
