import styles from './spinner.module.css';

interface SpinnerProps {
  /** Announced to screen readers; omit when the surrounding text already says what is loading. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** A small rotating ring. With a label it is a `status` region; without, decoration only. */
export function Spinner({ label, size = 'medium', className }: SpinnerProps) {
  const ring = <span className={[styles.ring, styles[size], className].filter(Boolean).join(' ')} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status" className={styles.wrap}>
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** The class that turns an icon (lucide's Loader2) as the ring turns, slower for reduced motion. */
export const spinningIcon = styles.spinningIcon!;
