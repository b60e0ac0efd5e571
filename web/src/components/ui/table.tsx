import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import styles from './table.module.css';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A column with a sort value can be sorted by its header (a button; Enter or Space). */
  sortValue?: (row: Row) => string | number;
  /** Numbers: right-aligned, tabular figures. */
  numeric?: boolean;
  /** The cell that names its row (a <th scope="row">). */
  rowHeader?: boolean;
}

export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  key: string;
  direction: SortDirection;
}

interface TableProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** What the table shows, for assistive tech (a visible caption when `caption` is set instead). */
  label?: string;
  caption?: ReactNode;
  /** The sort the table starts with (uncontrolled), or the current sort (controlled, with onSortChange). */
  defaultSort?: TableSort;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Rows with a checkbox each, and one in the header for all of them. */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (selected: Set<string>) => void;
    /** The name of one row's checkbox ("Select order 1A2B"), and of the header's. */
    rowLabel: (row: Row) => string;
    allLabel: string;
  };
}

/** Numbers by value, text by the Polish alphabet (ł after l, ś after s). */
function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'pl', { numeric: true });
}

export function sortRows<Row>(rows: readonly Row[], columns: readonly TableColumn<Row>[], sort: TableSort | undefined): readonly Row[] {
  const value = sort && columns.find((c) => c.key === sort.key)?.sortValue;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(value(a), value(b)));
}

/**
 * A data table with sortable columns and selectable rows. Sorting is a button in the header
 * cell with `aria-sort` on the cell; selection is native checkboxes, so both work from the
 * keyboard and read out as they should without extra key handling. Hand-written rather than a
 * headless table library: these two behaviours are all the admin needs, in about a hundred lines.
 */
export function Table<Row>({ rows, columns, rowKey, label, caption, defaultSort, sort: controlledSort, onSortChange, selection }: TableProps<Row>) {
  const [ownSort, setOwnSort] = useState<TableSort | undefined>(defaultSort);
  const sort = controlledSort ?? ownSort;
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);

  function sortBy(key: string) {
    const next: TableSort = { key, direction: sort?.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending' };
    setOwnSort(next);
    onSortChange?.(next);
  }

  const keys = sorted.map(rowKey);
  const selectedCount = selection ? keys.filter((k) => selection.selected.has(k)).length : 0;
  const allSelected = selectedCount > 0 && selectedCount === keys.length;

  function toggle(key: string, on: boolean) {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  }

  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={caption ? undefined : label}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className={styles.select}>
                <input
                  type="checkbox"
                  aria-label={selection.allLabel}
                  checked={allSelected}
                  ref={(box) => {
                    if (box) box.indeterminate = selectedCount > 0 && !allSelected;
                  }}
                  onChange={(e) => selection.onChange(e.target.checked ? new Set([...selection.selected, ...keys]) : new Set([...selection.selected].filter((k) => !keys.includes(k))))}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const active = sort?.key === column.key;
              const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
              return (
                <th key={column.key} scope="col" className={column.numeric ? styles.num : undefined} aria-sort={active ? sort.direction : undefined}>
                  {column.sortValue ? (
                    <button type="button" className={styles.sort} onClick={() => sortBy(column.key)}>
                      {column.header}
                      <Icon aria-hidden="true" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => {
            const key = rowKey(row);
            const selected = selection?.selected.has(key) ?? false;
            return (
              <tr key={key} className={selected ? styles.selected : undefined} aria-selected={selection ? selected : undefined}>
                {selection ? (
                  <td className={styles.select}>
                    <input type="checkbox" aria-label={selection.rowLabel(row)} checked={selected} onChange={(e) => toggle(key, e.target.checked)} />
                  </td>
                ) : null}
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell key={column.key} scope={column.rowHeader ? 'row' : undefined} className={column.numeric ? styles.num : undefined}>
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export { styles as tableClasses };
