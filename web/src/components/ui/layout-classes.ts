import styles from './layout.module.css';

/**
 * The layout primitives' classes (layout.module.css) without layout.tsx's script, for the markup
 * of a page whose first load must stay small (home, the shop, a product page).
 *
 * Split: set its columns in CSS (--split-columns, --split-gap, --split-gap-wide, --split-align);
 * side by side from 640 px (sm), 960 px (md) or 1100 px (lg).
 */
export const splitClassName = {
  sm: `${styles.split} ${styles.splitFromSm}`,
  md: `${styles.split} ${styles.splitFromMd}`,
  lg: `${styles.split} ${styles.splitFromLg}`,
} as const;

/** Cluster: a wrapping row, `--cluster-gap` apart (a spacing step by default); `end` gathers it at the end of the line, `spread` pushes it apart. */
export const clusterClassName = {
  start: styles.cluster!,
  end: `${styles.cluster} ${styles.justifyEnd}`,
  spread: `${styles.cluster} ${styles.spread}`,
} as const;
