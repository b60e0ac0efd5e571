import ring from './spinner.module.css';
import styles from './loading-state.module.css';

/**
 * A page's or panel's loading state: the spinner's ring, large, with visible text, announced
 * politely. (Its own file so the storefront's first load, which has the Spinner, does not carry it.)
 */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.block} role="status">
      <span className={`${ring.ring} ${ring.large}`} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
