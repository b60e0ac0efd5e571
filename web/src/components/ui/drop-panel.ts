import styles from './drop-panel.module.css';

/** The class of a panel dropping open under its button (drop-panel.module.css); `hidden` closes it. */
export const dropPanelClassName = styles.dropPanel!;
