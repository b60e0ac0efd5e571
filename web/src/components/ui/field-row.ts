import styles from './field-row.module.css';

/** The class of a row of fields and their button (field-row.module.css); the feature sets `--field-row-columns`. */
export const fieldRowClassName = styles.row!;
