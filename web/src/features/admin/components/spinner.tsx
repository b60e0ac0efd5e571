import styles from './ui.module.css';

/** Loading state of an admin page or panel, announced politely. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.spinnerWrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
