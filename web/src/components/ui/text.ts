import styles from './text.module.css';

/**
 * The kit's text classes (text.module.css) for storefront markup: a card's heading, a quiet meta
 * line, a definition list. The same classes `ui` (classes.ts) names; imported on their own so a
 * first-load page does not bring the admin's field and table CSS with the whole map.
 */
export const text = {
  cardHeading: styles.cardHeading!,
  meta: styles.meta!,
  caption: styles.caption!,
  caps: styles.caps!,
  iconHeading: styles.iconHeading!,
  dl: styles.dl!,
  link: styles.link!,
  amounts: styles.amounts!,
  amountsTotal: styles.amountsTotal!,
  eyebrow: styles.eyebrow!,
  linkButton: styles.linkButton!,
  countBubble: styles.countBubble!,
  backLink: styles.backLink!,
} as const;
