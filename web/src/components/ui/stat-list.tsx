import styles from './stat-list.module.css';
import text from './text.module.css';

interface StatListProps<Key extends string> {
  keys: readonly Key[];
  label: (key: Key) => string;
  value: (key: Key) => string;
  /** The list's layout (columns, rules between the figures): the feature's. */
  className?: string;
  /** Each figure's box; it may set --stat-size, --stat-weight, --stat-color and --stat-gap. */
  itemClassName?: string;
  'aria-label'?: string;
}

/**
 * Big figures over their labels (home's hero, the about page's achievements, the dealers'
 * numbers): a <dl> whose label comes first for a screen reader and stands under its figure.
 */
export function StatList<Key extends string>({ keys, label, value, className, itemClassName, 'aria-label': ariaLabel }: StatListProps<Key>) {
  const item = [styles.stat, itemClassName].filter(Boolean).join(' ');
  return (
    <dl className={className} aria-label={ariaLabel}>
      {keys.map((key) => (
        <div key={key} className={item}>
          <dt className={text.caption}>{label(key)}</dt>
          <dd>{value(key)}</dd>
        </div>
      ))}
    </dl>
  );
}
