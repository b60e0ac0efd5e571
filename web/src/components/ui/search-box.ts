import styles from './search-box.module.css';

/** The kit's search box classes (search-box.module.css): the field around an input and its icon, the submit button. */
export const searchBox = {
  field: styles.field!,
  submit: styles.submit!,
} as const;
