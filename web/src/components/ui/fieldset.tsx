import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import card from './card.module.css';
import field from './field.module.css';
import styles from './fieldset.module.css';

interface FieldsetProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
  /** The group's name, read with each field in it. */
  legend: ReactNode;
  /**
   * `plain`: the fields under their legend (a field label); `framed`: in a box inside a panel;
   * `panel`: a panel of its own (card.tsx), the legend its title.
   */
  look?: 'plain' | 'framed' | 'panel';
}

const looks = { plain: '', framed: styles.framed, panel: `${card.panel} ${styles.panel}` } as const;

/** Fields that belong together (radios, a range, a person's details) under one legend. */
export function Fieldset({ legend, look = 'plain', className, children, ...rest }: FieldsetProps) {
  return (
    <fieldset className={[styles.fieldset, styles.group, looks[look], className].filter(Boolean).join(' ')} {...rest}>
      <legend className={look === 'panel' ? card.title : field.label}>{legend}</legend>
      {children}
    </fieldset>
  );
}
