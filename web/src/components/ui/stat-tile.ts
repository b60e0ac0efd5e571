import styles from './stat-tile.module.css';

/**
 * The kit's figure tile classes (stat-tile.module.css): on the tile (a <div>, a <Link>, a <dl>'s
 * group; data-tone="alert" for a figure that needs action), on its name (<p> or <dt>), on its
 * figure (<p> or <dd>) and on a quiet line under it.
 */
export const statTile = {
  tile: styles.tile!,
  label: styles.label!,
  value: styles.value!,
  hint: styles.hint!,
} as const;
