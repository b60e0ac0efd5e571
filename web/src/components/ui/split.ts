import styles from './layout.module.css';

/**
 * The Split layout's classes (layout.module.css), for markup that sets its columns in CSS
 * (--split-columns, --split-gap, --split-gap-wide, --split-align) and whose page must not load
 * layout.tsx's script first: side by side from 640 px (sm), 960 px (md) or 1100 px (lg).
 */
export const splitClassName = {
  sm: `${styles.split} ${styles.splitFromSm}`,
  md: `${styles.split} ${styles.splitFromMd}`,
  lg: `${styles.split} ${styles.splitFromLg}`,
} as const;
