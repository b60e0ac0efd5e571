import styles from './fieldset.module.css';

/** The class of a frameless <fieldset> (fieldset.module.css; the Fieldset component is fieldset.tsx): beside the feature's class, which lays out its content. */
export const fieldsetClassName = styles.fieldset!;
