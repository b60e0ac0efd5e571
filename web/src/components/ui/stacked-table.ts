import styles from './stacked-table.module.css';

/**
 * The kit's phone-card table classes (stacked-table.module.css): `wrap` around the <table> (or the
 * kit's Table), `rowTitle` on the cell that heads a row's card, `cellLabel` on a span that names
 * its column inside a cell (where a cell cannot carry `data-label`).
 */
export const stackedTable = {
  wrap: styles.wrap!,
  rowTitle: styles.rowTitle!,
  cellLabel: styles.cellLabel!,
} as const;
