import styles from './file-input.module.css';

/** The class of a file <input> (file-input.module.css): the dashed box with a kit-style button; the feature adds only what differs. */
export const fileInputClassName = styles.fileInput!;
