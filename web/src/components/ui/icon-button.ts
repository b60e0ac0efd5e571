import styles from './icon-button.module.css';

/** The kit's icon-button classes (icon-button.module.css) for markup placed by hand: the round storefront shape. */
export const iconButtonClasses = {
  round: styles.round!,
} as const;
